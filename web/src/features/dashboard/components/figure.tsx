import type { ReactNode } from 'react';
import { Card, Group, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';

/** One number and what it counts, as a link to the list it counts. */
export const Figure = ({ label, value, to, hint, color }: { label: string; value: number | string; to: string; hint?: string; color?: string }) => (
  <UnstyledButton component={Link} to={to} style={{ display: 'block' }} aria-label={`${label}: ${String(value)}${hint ? ` (${hint})` : ''}`}>
    <Card withBorder radius="md" padding="sm" h="100%">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} c={color}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  </UnstyledButton>
);

export const FigureRow = ({ children }: { children: ReactNode }) => (
  <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm">
    {children}
  </SimpleGrid>
);

/** A part of the dashboard: a card with a heading (which names the region) and a link to see everything. */
export const Panel = ({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) => (
  <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
    <Group justify="space-between" mb="sm" wrap="nowrap">
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {action}
    </Group>
    {children}
  </Card>
);

/** "See all" beside a panel's heading. */
export const SeeAll = ({ to, children = 'See all' }: { to: string; children?: ReactNode }) => (
  <Text component={Link} to={to} size="sm" c="blue.8">
    {children}
  </Text>
);
