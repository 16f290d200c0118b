import { Badge, Stack, Text } from '@mantine/core';
import type { ClockView } from '@shared/schemas/forms';
import { DUE_SOON_LOOK } from '@web/components/badge-looks';
import { NO_SQUEEZE } from './form-badges';
import { days, formatDate } from './format';

/** Where a legal deadline stands, in words: "3 days left", "Due tomorrow", "2 working days overdue", "Met". */
export const clockWords = (clock: ClockView): string => {
  const left = clock.days_left;
  switch (clock.state) {
    case 'met':
      return 'Met';
    case 'overdue':
      return `${days(Math.max(1, Math.abs(left)), clock.working_days)} overdue`;
    case 'due-soon':
      if (left <= 0) return 'Due today';
      if (left === 1 && !clock.working_days) return 'Due tomorrow';
      return `${days(left, clock.working_days)} left`;
    default:
      return `${days(left, clock.working_days)} left`;
  }
};

// Dark shades (and black on yellow): Mantine's default badge colours fall short of WCAG AA contrast at badge size.
const LOOK: Record<ClockView['state'], { color: string; variant: 'filled' | 'outline'; c?: string }> = {
  'on-time': { color: 'blue.9', variant: 'filled' },
  'due-soon': DUE_SOON_LOOK,
  overdue: { color: 'red.9', variant: 'filled' },
  met: { color: 'teal.9', variant: 'outline' },
};

export const ClockBadge = ({ clock }: { clock: ClockView }) => {
  const look = LOOK[clock.state];
  return (
    <Badge color={look.color} variant={look.variant} c={look.c} tt="none" style={NO_SQUEEZE}>
      {clockWords(clock)}
    </Badge>
  );
};

/** One clock: what the law asks, where it stands and the day it falls due. `compact` for a list's cell. */
export const FormClock = ({ clock, compact = false }: { clock: ClockView; compact?: boolean }) => (
  <Stack gap={4} align="flex-start">
    {!compact && (
      <Text size="sm" fw={500}>
        {clock.label}
      </Text>
    )}
    <ClockBadge clock={clock} />
    <Text size="xs" c="dimmed">
      {compact ? `${clock.label}, by ${formatDate(clock.due_on)}` : `Due ${formatDate(clock.due_on)}`}
    </Text>
  </Stack>
);

/** A form's clocks, or nothing when it has none running (a draft, a family without deadlines). */
export const FormClocks = ({ clocks, compact }: { clocks: readonly ClockView[]; compact?: boolean }) =>
  clocks.length === 0 ? null : (
    <Stack gap="sm">
      {clocks.map((clock) => (
        <FormClock key={clock.label} clock={clock} compact={compact} />
      ))}
    </Stack>
  );
