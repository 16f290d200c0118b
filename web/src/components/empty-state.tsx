import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

/** What a list shows when it has nothing to list: why, and optionally what to do about it. */
export const EmptyState = ({ title, description, action }: { title: string; description: string; action?: ReactNode }) => (
  <Paper withBorder p="xl" radius="md">
    <Stack align="center" gap="xs" ta="center">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {description}
      </Text>
      {action}
    </Stack>
  </Paper>
);
