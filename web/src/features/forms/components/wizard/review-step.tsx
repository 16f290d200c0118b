// The end of every form: the answers, step by step, each step with "Change" to open it again, then the
// submission with a plain warning that the applicant cannot change the form afterwards. Staff changing a
// submitted form save their changes here instead.
import { Alert, Anchor, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { holds } from '@shared/forms/conditions';
import type { Field, RowField, Step } from '@shared/forms/definition';
import { useIsPhone } from '@web/lib/use-is-phone';
import { useCatalogueNames, type CatalogueNames } from '../catalogue-names';
import { formatDate } from '../format';
import { useWizardState, useWizardStore } from './use-wizard';
import { storedIds, type PendingFile } from './wizard-model';
import type { WizardState } from './wizard-state';

const NOT_ANSWERED = 'Not answered';

const optionLabel = (field: Field | RowField, value: unknown) =>
  'options' in field ? (field.options.find((o) => o.value === value)?.label ?? String(value)) : String(value);

/** An answer as a person reads it: a choice by its label, a date in words, files by name. */
function shown(field: Field | RowField, value: unknown, state: WizardState, names: CatalogueNames): string {
  const pending: PendingFile[] = state.pending[field.key] ?? [];
  if (field.kind === 'files') {
    const list = [...storedIds(value).map((id) => state.files[id]?.name ?? 'A saved file'), ...pending.map((p) => p.file.name)];
    return list.length ? list.join(', ') : NOT_ANSWERED;
  }
  if (field.kind === 'signature') return value || state.signatures[field.key] ? 'Signed' : 'Not signed';
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return NOT_ANSWERED;
  switch (field.kind) {
    case 'checkbox':
      return value === true ? (field.mustAgree ? 'Agreed' : 'Yes') : 'No';
    case 'date':
      return formatDate(String(value));
    case 'select':
    case 'radio':
      return optionLabel(field, value);
    case 'checkboxes':
      return (value as unknown[]).map((v) => optionLabel(field, v)).join(', ');
    case 'course':
      return names.course(String(value)) ?? 'A course no longer offered';
    case 'location':
      return names.campus(String(value)) ?? 'A campus';
    default:
      return String(value);
  }
}

export function ReviewStep({ steps, submitted, onSubmit, onBack }: { steps: Step[]; submitted: boolean; onSubmit: () => void; onBack: () => void }) {
  const store = useWizardStore();
  const state = useWizardState();
  const names = useCatalogueNames();
  const answers = store.effectiveAnswers();
  // A phone reads each question above its answer; wider screens side by side.
  const columns = useIsPhone() ? 'minmax(0, 1fr)' : 'minmax(0, 2fr) minmax(0, 3fr)';

  return (
    <Stack gap="lg">
      <Text size="sm">Check your answers. To change one, choose “Change” next to its step.</Text>
      {steps.map((step) => (
        <Box key={step.id} component="section" aria-labelledby={`review-${step.id}`}>
          <Group
            justify="space-between"
            align="baseline"
            wrap="nowrap"
            mb={6}
            pb={4}
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <Title order={3} size="h4" id={`review-${step.id}`}>
              {step.title}
            </Title>
            <Anchor component="button" type="button" size="sm" onClick={() => store.goTo(step.id)} aria-label={`Change ${step.title}`}>
              Change
            </Anchor>
          </Group>
          <Box component="dl" m={0}>
            {step.fields
              .filter((field) => holds(field.showIf, answers))
              .map((field) => (
                <Box
                  key={field.key}
                  py={6}
                  style={{ display: 'grid', gridTemplateColumns: columns, columnGap: 'var(--mantine-spacing-md)', rowGap: 2 }}
                >
                  <Text component="dt" size="sm" c="dimmed" lineClamp={field.kind === 'checkbox' && field.mustAgree ? 3 : undefined}>
                    {field.label}
                  </Text>
                  <Box component="dd" m={0}>
                    {field.kind === 'repeat' ? (
                      <RepeatAnswer field={field} value={state.answers[field.key]} state={state} names={names} />
                    ) : (
                      <Text
                        size="sm"
                        fw={500}
                        style={{ overflowWrap: 'anywhere' }}
                        c={shown(field, state.answers[field.key], state, names) === NOT_ANSWERED ? 'dimmed' : undefined}
                      >
                        {shown(field, state.answers[field.key], state, names)}
                      </Text>
                    )}
                  </Box>
                </Box>
              ))}
          </Box>
        </Box>
      ))}
      {submitted ? (
        <Alert color="blue" variant="light">
          <Text size="sm">This form was submitted. Your changes are recorded with your name when you save them.</Text>
        </Alert>
      ) : (
        <Alert color="yellow" variant="light" role="note">
          <Text size="sm" fw={700}>
            Submit the form — you can’t change it after
          </Text>
          <Text size="sm">
            Once you submit, the college checks your form. If something needs to change after that, you have to ask the college to change it.
          </Text>
        </Alert>
      )}
      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={onBack} disabled={state.busy}>
          Back
        </Button>
        <Button onClick={onSubmit} loading={state.busy}>
          {submitted ? 'Save changes' : 'Submit the form'}
        </Button>
      </Group>
    </Stack>
  );
}

function RepeatAnswer({
  field,
  value,
  state,
  names,
}: {
  field: Extract<Field, { kind: 'repeat' }>;
  value: unknown;
  state: WizardState;
  names: CatalogueNames;
}) {
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {NOT_ANSWERED}
      </Text>
    );
  return (
    <Stack gap={4}>
      {rows.map((row, index) => (
        <Text key={index} size="sm" fw={500}>
          {field.fields
            .map((cell) => (row[cell.key] === undefined ? undefined : shown(cell, row[cell.key], state, names)))
            .filter(Boolean)
            .join(' · ')}
        </Text>
      ))}
    </Stack>
  );
}
