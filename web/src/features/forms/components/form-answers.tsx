import type { ReactNode } from 'react';
import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormType } from '@shared/forms/catalogue';
import { holds, isFilled, visibleSteps, type Answers } from '@shared/forms/conditions';
import { HEADER_FIELDS, stepTitleForCollege, type Field } from '@shared/forms/definition';
import type { FormView } from '@shared/schemas/forms';
import { useIsPhone } from '@web/lib/use-is-phone';
import { AnswerValue, OtherFiles, type AnswerContext } from './answer-value';
import type { CatalogueNames } from './catalogue-names';

/** The form's answers with its header fields (name, e-mail, course...), as the definition's conditions read them. */
export const answersOf = (form: FormView): Answers => ({
  ...form.answer,
  ...Object.fromEntries(HEADER_FIELDS.map((name) => [name, form[name]])),
});

/** The ids of the files and signatures the visible answers name. */
const fileIdsOf = (fields: readonly Field[], answers: Answers): string[] =>
  fields.flatMap((field) =>
    field.kind === 'files' || field.kind === 'signature' ? ([] as unknown[]).concat(answers[field.key] ?? []).map(String) : [],
  );

const Section = ({ title, description, children }: { title: string; description?: string; children: ReactNode }) => (
  <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
    <Title order={2} size="h4" mb={description ? 4 : 'md'}>
      {title}
    </Title>
    {description && (
      <Text size="sm" c="dimmed" mb="md">
        {description}
      </Text>
    )}
    {children}
  </Paper>
);

/** Questions and answers as a description list: side by side on a wide screen, one under the other on a phone. */
const Answered = ({ fields, answers, context }: { fields: readonly Field[]; answers: Answers; context: AnswerContext }) => {
  const isPhone = useIsPhone();
  return (
    <Box
      component="dl"
      m={0}
      style={{
        display: 'grid',
        gridTemplateColumns: isPhone ? '1fr' : 'minmax(10rem, 2fr) 3fr',
        columnGap: '1.5rem',
        rowGap: isPhone ? 4 : '0.75rem',
      }}
    >
      {fields.map((field) => (
        <Box key={field.key} style={{ display: 'contents' }}>
          <Text component="dt" size="sm" c="dimmed" fw={500} mt={isPhone ? 'xs' : 0}>
            {field.label}
          </Text>
          <Box component="dd" m={0} style={{ minWidth: 0 }}>
            <AnswerValue field={field} value={answers[field.key]} context={context} />
          </Box>
        </Box>
      ))}
    </Box>
  );
};

interface FormAnswersProps {
  form: FormView;
  type: FormType;
  names: CatalogueNames;
  /** Who reads it: its applicant reads the steps' own words ("Your details"); the college reads of the student. */
  reader: 'applicant' | 'college';
}

/**
 * Every step the answers make visible, each a section of its questions and answers; the questions the
 * answers hide are left out, as the wizard left them out.
 */
export const FormAnswers = ({ form, type, names, reader }: FormAnswersProps) => {
  const answers = answersOf(form);
  const context: AnswerContext = { formId: form.id, files: form.files, names };
  // The college's decision belongs to a submitted form; before anyone has decided, the section says so.
  const steps = visibleSteps(type.definition, answers)
    .filter((step) => !step.staffOnly || form.status === 'submitted')
    .map((step) => ({
      step,
      fields: step.fields.filter((field) => holds(field.showIf, answers)),
    }));
  const shown = new Set(
    fileIdsOf(
      steps.flatMap((s) => s.fields),
      answers,
    ),
  );
  const hasOtherFiles = form.files.some((f) => !shown.has(f.id));
  return (
    <Stack gap="md">
      {steps.map(({ step, fields }) => (
        <Section key={step.id} title={reader === 'college' ? stepTitleForCollege(step.title) : step.title}>
          {step.staffOnly && !fields.some((field) => isFilled(answers[field.key])) ? (
            <Text size="sm" c="dimmed">
              The college has not recorded its decision yet.
            </Text>
          ) : (
            <Answered fields={fields} answers={answers} context={context} />
          )}
        </Section>
      ))}
      {hasOtherFiles && (
        <Section title="Other files" description="Files kept with the form that no answer names now.">
          <OtherFiles context={context} shownIds={shown} />
        </Section>
      )}
    </Stack>
  );
};
