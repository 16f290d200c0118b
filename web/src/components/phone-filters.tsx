import { Badge, Button, Collapse, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId, type ReactNode } from 'react';

interface PhoneFiltersProps {
  /** How many filters are set: the button says so, so a filtered list never looks complete. */
  activeCount: number;
  children: ReactNode;
}

/**
 * A list's filters on a phone: folded behind one "Filters" button so the list starts on the first screen.
 * Set filters keep showing their count on the button while folded.
 */
export const PhoneFilters = ({ activeCount, children }: PhoneFiltersProps) => {
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = useId();
  return (
    <>
      <Button
        variant="default"
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={panelId}
        aria-label={activeCount > 0 ? `Filters (${activeCount} on)` : 'Filters'}
        rightSection={
          activeCount > 0 ? (
            <Badge size="sm" circle variant="filled" aria-hidden="true">
              {activeCount}
            </Badge>
          ) : undefined
        }
      >
        Filters
      </Button>
      <Collapse in={opened} id={panelId} style={{ flexBasis: '100%' }}>
        <Stack gap="sm">{children}</Stack>
      </Collapse>
    </>
  );
};
