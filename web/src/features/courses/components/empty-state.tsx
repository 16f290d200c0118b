import { Button, Paper, Stack, Text, Title } from '@mantine/core';

interface EmptyStateProps {
  title: string;
  text: string;
  /** Offered when filters hide every row. */
  onClearFilters?: () => void;
}

export const EmptyState = ({ title, text, onClearFilters }: EmptyStateProps) => (
  <Paper withBorder p="xl" radius="md">
    <Stack align="center" gap="xs" ta="center">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {text}
      </Text>
      {onClearFilters && (
        <Button variant="light" onClick={onClearFilters}>
          Clear filters
        </Button>
      )}
    </Stack>
  </Paper>
);
