// A horizontal bar chart whose every bar is a link to the list behind it: the dashboards' chart. Built on Mantine's
// Progress rather than a charting library, so the dashboard's chunk stays small (the 100 KB lazy-chunk budget of
// docs/bench.md) and each figure is text a screen reader reads and a keyboard reaches ("Application: 3 waiting").
import { Box, Group, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';

export interface Bar {
  label: string;
  value: number;
  /** The list this figure counts, filtered. */
  to: string;
  color?: string;
}

export const BarList = ({ bars, unit, label }: { bars: Bar[]; unit: string; label: string }) => {
  const largest = Math.max(1, ...bars.map((b) => b.value));
  return (
    <Stack gap={6} component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {bars.map((bar) => (
        <li key={bar.label}>
          <UnstyledButton component={Link} to={bar.to} w="100%" aria-label={`${bar.label}: ${bar.value} ${unit}`} className="bar-list-row">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" truncate>
                {bar.label}
              </Text>
              <Text size="sm" fw={600}>
                {bar.value}
              </Text>
            </Group>
            <Box aria-hidden>
              <Progress value={(bar.value / largest) * 100} color={bar.color} size="sm" radius="xl" />
            </Box>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
};
