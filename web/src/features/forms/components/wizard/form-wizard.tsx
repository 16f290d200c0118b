// The wizard of every form family (spec §4): the steps the answers make visible, one at a time, each
// checked as the server checks it and saved on "Save and continue"; a draft saved two seconds after typing
// stops and when the page is left; the review and the submission at the end.
import { Alert, Box, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { holds, visibleSteps } from '@shared/forms/conditions';
import { PageHeader } from '@web/components/page-layout';
import { ReturnedNotice } from '../returned-notice';
import { useIsPhone } from '@web/lib/use-is-phone';
import { ReviewStep } from './review-step';
import { SaveStatusText } from './save-status';
import { StepFields } from './step-fields';
import { useWizardState, useWizardStore } from './use-wizard';
import { REVIEW, stepComplete, withIncoming } from './wizard-model';
import { WizardStepper } from './wizard-stepper';

/** The review's title: a submitted form (staff changing it) is saved, not submitted, at the end. */
const reviewTitle = (submitted: boolean) => (submitted ? 'Check and save' : 'Check and submit');

/** Focuses the first field with an error, in the order the step shows them. */
const focusFirstError = (errors: Record<string, string>) => {
  const keys = new Set(Object.keys(errors));
  const holder = [...document.querySelectorAll<HTMLElement>('[data-field]')].find((el) => keys.has(el.dataset.field ?? ''));
  const target = holder?.querySelector<HTMLElement>('input:not([type=hidden]):not([disabled]), select, textarea, button, canvas');
  target?.focus();
  holder?.scrollIntoView({ block: 'center' });
};

export function FormWizard({ title, isNew, onSubmitted }: { title: string; isNew: boolean; onSubmitted: (id: string) => void }) {
  const store = useWizardStore();
  const state = useWizardState();
  const phone = useIsPhone();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { definition } = store;
  // Derived from the state's own pieces, so they keep their identity while only the save status, the
  // errors or the busy flag change: the stepper's "done" marks below validate every step.
  const { answers: typed, pending, signatures } = state;
  const answers = useMemo(() => withIncoming(definition, typed, pending, signatures), [definition, typed, pending, signatures]);
  const steps = useMemo(() => visibleSteps(definition, answers), [definition, answers]);
  const current = store.currentStep();
  const step = steps.find((s) => s.id === current);
  const position = steps.findIndex((s) => s.id === current);
  const submitted = state.form?.status === 'submitted';
  const items = [...steps.map(({ id, title: stepTitle }) => ({ id, title: stepTitle })), { id: REVIEW, title: reviewTitle(submitted) }];
  // Done in the stepper means nothing is missing there, not just that the step was opened.
  const complete = useMemo(
    () => new Set(steps.filter((s) => stepComplete(definition, answers, definition.steps.indexOf(s))).map((s) => s.id)),
    [definition, answers, steps],
  );
  const errorCount = step
    ? Object.keys(state.errors).filter((key) => step.fields.some((f) => f.key === key.split('.')[0] && holds(f.showIf, answers))).length
    : 0;

  // A new step starts at its heading: read first by screen readers, at the top on a phone.
  const shown = useRef(current);
  useEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [current]);

  const onNext = async () => {
    if (!(await store.next())) setTimeout(() => focusFirstError(store.getState().errors), 50);
  };

  const onSubmit = async () => {
    if (await store.submit()) onSubmitted(store.formId!);
    else setTimeout(() => focusFirstError(store.getState().errors), 50);
  };

  return (
    <Stack gap="md">
      {/* On a phone the steps come first: the purpose is said once, on the new form. */}
      <PageHeader title={title} description={phone && !isNew ? undefined : definition.purpose} actions={<SaveStatusText status={state.status} />} />
      {/* Sent back: what to change stays in view while it is changed. */}
      {state.form && <ReturnedNotice form={state.form} />}
      {submitted && (
        <Alert color="blue" variant="light">
          <Text size="sm" fw={700}>
            Changes to a submitted form are recorded
          </Text>
          <Text size="sm">
            This form was submitted. You may change it; each change you save is recorded with your name, and nothing is saved until you choose “Save
            and continue” or “Save changes”.
          </Text>
        </Alert>
      )}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <Paper withBorder radius="md" p={phone ? 'sm' : 'xs'} pos={phone ? undefined : 'sticky'} top={phone ? undefined : 76}>
            <WizardStepper
              items={items}
              current={current}
              reached={(id) => store.reached(id)}
              complete={(id) => complete.has(id)}
              onSelect={(id) => store.goTo(id)}
              phone={phone}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <Box>
                <Title order={2} size="h3" id="wizard-step-title" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
                  {step ? step.title : reviewTitle(submitted)}
                </Title>
                {step?.description && (
                  <Text size="sm" c="dimmed" mt={4}>
                    {step.description}
                  </Text>
                )}
              </Box>
              {errorCount > 0 && (
                <Alert color="red" variant="light" role="alert">
                  <Text size="sm">
                    {errorCount === 1 ? 'One answer needs your attention' : `${errorCount} answers need your attention`}: see the{' '}
                    {errorCount === 1 ? 'field' : 'fields'} marked below.
                  </Text>
                </Alert>
              )}
              {step ? (
                <Box
                  component="form"
                  maw={680}
                  noValidate
                  aria-labelledby="wizard-step-title"
                  onSubmit={(event) => {
                    event.preventDefault();
                    void onNext();
                  }}
                >
                  <StepFields step={step} />
                  <Group justify="space-between" mt="xl" gap="sm">
                    {position > 0 ? (
                      <Button variant="default" onClick={() => store.previous()} disabled={state.busy}>
                        Back
                      </Button>
                    ) : (
                      <span />
                    )}
                    <Button type="submit" loading={state.busy || state.uploads > 0}>
                      Save and continue
                    </Button>
                  </Group>
                </Box>
              ) : (
                <ReviewStep steps={steps} submitted={submitted} onSubmit={() => void onSubmit()} onBack={() => store.previous()} />
              )}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
