import type { FormEventHandler, ReactNode } from 'react';
import { Button, Card, Group, Stack, Title } from '@mantine/core';

interface FormCardProps {
  /** The heading's id: the card and the form are both named by it. */
  headingId: string;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitting: boolean;
  submitDisabled?: boolean;
  children: ReactNode;
}

/** One of the profile page's forms: a titled card whose submit button sits at the end. */
export function FormCard({ headingId, title, onSubmit, submitLabel, submitting, submitDisabled, children }: FormCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <Stack gap="md">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={submitting} disabled={submitDisabled}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
