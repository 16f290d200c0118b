import type { ReactNode } from 'react';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FormView } from '@shared/schemas/forms';
import { PersonLink } from '@web/components/person-link';
import { FormClock } from './clock-badge';
import { verifiedWords } from './form-badges';
import { formatDateTime } from './format';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap={4}>
    <Text size="sm" c="dimmed" fw={500}>
      {label}
    </Text>
    {children}
  </Stack>
);

/** Where the form stands: submitted, sent back or draft, verified by whom and when, who filled it in, its legal deadlines. */
export const FormSummary = ({ form }: { form: FormView }) => (
  <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="form-summary-heading">
    <Title order={2} size="h4" mb="md" id="form-summary-heading">
      Where it stands
    </Title>
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" verticalSpacing="md">
      <Fact label="Status">
        {form.status === 'submitted' ? (
          <Group gap="xs">
            <Badge color="blue.9" variant="filled">
              Submitted
            </Badge>
            <Text size="sm">{formatDateTime(form.submitted_at)}</Text>
          </Group>
        ) : form.status === 'returned' ? (
          <Group gap="xs">
            <Badge color="orange.9" variant="filled">
              Sent back
            </Badge>
            <Text size="sm">{formatDateTime(form.returned?.at)}</Text>
          </Group>
        ) : (
          <Group gap="xs">
            <Badge color="gray.7" variant="outline">
              Draft
            </Badge>
            <Text size="sm">Last saved {formatDateTime(form.updated_at)}</Text>
          </Group>
        )}
      </Fact>
      <Fact label="Verification">
        {form.verified ? (
          <Text size="sm" fw={500} c="teal.9">
            {verifiedWords(form)}
          </Text>
        ) : (
          <Text size="sm">
            {form.status === 'submitted'
              ? 'Not verified yet'
              : form.status === 'returned'
                ? 'Staff verify it once it is submitted again'
                : 'Staff verify it once it is submitted'}
          </Text>
        )}
      </Fact>
      <Fact label="Filled in by">
        <Text size="sm">
          {form.isAgent ? (
            `${form.agentname || form.owner.name}, agent${form.agent_email ? ` (${form.agent_email})` : ''}`
          ) : (
            <PersonLink id={form.student_user_id} name={form.owner.name} />
          )}
        </Text>
        {form.isAgent && form.student_user_id && (
          <Text size="xs">
            For{' '}
            <PersonLink
              id={form.student_user_id}
              name={[form.firstname, form.lastname].filter(Boolean).join(' ') || 'the student'}
              size="xs"
              inline
            />
          </Text>
        )}
        <Text size="xs" c="dimmed">
          Started {formatDateTime(form.created_at)}
        </Text>
      </Fact>
      {form.clocks.map((clock) => (
        <Fact key={clock.label} label="Deadline">
          <FormClock clock={clock} />
        </Fact>
      ))}
    </SimpleGrid>
  </Paper>
);
