import { Button, Paper, Stack, Text, Title } from '@mantine/core';

interface UsersEmptyStateProps {
  filtered: boolean;
  onClearFilters: () => void;
}

export const UsersEmptyState = ({ filtered, onClearFilters }: UsersEmptyStateProps) => (
  <Paper withBorder p="xl" radius="md">
    <Stack align="center" gap="xs" ta="center">
      <Title order={2} size="h4">
        {filtered ? 'No users match these filters' : 'No users yet'}
      </Title>
      <Text c="dimmed" size="sm">
        {filtered ? 'Try another search or clear the filters.' : 'Users you add will be listed here.'}
      </Text>
      {filtered && (
        <Button variant="light" onClick={onClearFilters}>
          Clear filters
        </Button>
      )}
    </Stack>
  </Paper>
);
