import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { UserView } from '@shared/schemas/users';
import { formatDate } from './format-date';
import { VerifiedBadge } from './verified-badge';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Text component="dt" size="sm" c="dimmed">
      {label}
    </Text>
    <Text component="dd" m={0} fw={500} style={{ wordBreak: 'break-word' }}>
      {children}
    </Text>
  </div>
);

/** A user's details for people who may view but not change them: plain text reads better than disabled fields. */
export const UserDetailsSummary = ({ user }: { user: UserView }) => (
  <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
    <Stack gap="lg">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
        <Field label="Full name">{user.name}</Field>
        <Field label="E-mail">{user.email}</Field>
        <Field label="Phone">{user.phone || '—'}</Field>
        <Field label="Role">{user.roles.map((role) => role.name).join(', ') || '—'}</Field>
        <Field label="E-mail status">
          <VerifiedBadge verified={user.verified} />
        </Field>
        <Field label="Account">{user.active ? 'Active' : `Deactivated since ${formatDate(user.deactivated_at)}`}</Field>
        <Field label="Created">{formatDate(user.created_at)}</Field>
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="default" component={Link} to="/users">
          Back to users
        </Button>
      </Group>
    </Stack>
  </Paper>
);
