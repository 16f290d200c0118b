// The steps of the form that apply to the answers so far, with where the person is. Steps already reached
// open on a click; later ones are listed, not offered. On a phone the list folds into one line, "Step 2 of
// 7: Your addresses", with the list a tap away.
import { Box, Button, Collapse, Group, Progress, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';

export interface StepperItem {
  id: string;
  title: string;
}

interface WizardStepperProps {
  items: StepperItem[];
  current: string;
  reached: (id: string) => boolean;
  /** Steps whose answers are all there: marked done. */
  complete: (id: string) => boolean;
  onSelect: (id: string) => void;
  phone: boolean;
}

export function WizardStepper({ items, current, reached, complete, onSelect, phone }: WizardStepperProps) {
  const [open, setOpen] = useState(false);
  const at = Math.max(
    0,
    items.findIndex((item) => item.id === current),
  );
  const list = (
    <Box component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item, index) => (
        <StepEntry
          key={item.id}
          number={index + 1}
          title={item.title}
          state={item.id === current ? 'current' : !reached(item.id) ? 'upcoming' : complete(item.id) ? 'done' : 'reached'}
          onSelect={() => {
            onSelect(item.id);
            setOpen(false);
          }}
        />
      ))}
    </Box>
  );

  if (!phone) {
    return (
      <Box component="nav" aria-label="Steps of the form">
        {list}
      </Box>
    );
  }
  return (
    <Box component="nav" aria-label="Steps of the form">
      <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
        <Text size="sm" fw={600} aria-current="step" style={{ flex: 1, minWidth: 0 }}>
          Step {at + 1} of {items.length}: {items[at]?.title}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          style={{ flex: 'none' }}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls="wizard-all-steps"
        >
          {open ? 'Hide steps' : 'All steps'}
        </Button>
      </Group>
      <Progress value={((at + 1) / items.length) * 100} size="sm" mt={6} aria-hidden />
      <Collapse in={open} id="wizard-all-steps">
        <Box mt="sm">{list}</Box>
      </Collapse>
    </Box>
  );
}

type EntryState = 'current' | 'done' | 'reached' | 'upcoming';

const STATE_WORDS: Record<EntryState, string> = {
  current: ', current step',
  done: ', done',
  reached: ', not finished',
  upcoming: ', not reached yet',
};

function StepEntry({ number, title, state, onSelect }: { number: number; title: string; state: EntryState; onSelect: () => void }) {
  const marker = (
    <Box
      aria-hidden
      w={26}
      h={26}
      style={{
        flex: 'none',
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        fontSize: 13,
        fontWeight: 700,
        color:
          state === 'upcoming'
            ? 'var(--mantine-color-dimmed)'
            : state === 'reached'
              ? 'var(--mantine-primary-color-filled)'
              : 'var(--mantine-color-white)',
        background: state === 'current' ? 'var(--mantine-primary-color-filled)' : state === 'done' ? 'var(--mantine-color-teal-8)' : 'transparent',
        border:
          state === 'upcoming'
            ? '1px solid var(--mantine-color-default-border)'
            : state === 'reached'
              ? '2px solid var(--mantine-primary-color-filled)'
              : 'none',
      }}
    >
      {state === 'done' ? '✓' : number}
    </Box>
  );
  const label = (
    <Stack gap={0} miw={0}>
      <Text size="sm" fw={state === 'current' ? 700 : 500} c={state === 'upcoming' ? 'dimmed' : undefined} lh={1.3}>
        {title}
      </Text>
      {/* Read after the title by screen readers: where the step stands. */}
      <VisuallyHidden>{STATE_WORDS[state]}</VisuallyHidden>
    </Stack>
  );
  const row = { display: 'flex', alignItems: 'center', gap: 10, padding: '6px 8px', borderRadius: 6, width: '100%' } as const;
  return (
    <Box component="li" mb={2}>
      {state === 'done' || state === 'reached' ? (
        <UnstyledButton onClick={onSelect} style={row} className="wizard-step-done">
          {marker}
          {label}
        </UnstyledButton>
      ) : (
        <Box
          style={{ ...row, background: state === 'current' ? 'var(--mantine-primary-color-light)' : undefined }}
          aria-current={state === 'current' ? 'step' : undefined}
        >
          {marker}
          {label}
        </Box>
      )}
    </Box>
  );
}
