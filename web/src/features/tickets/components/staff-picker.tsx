import { Button, Group, MultiSelect } from '@mantine/core';
import { useState } from 'react';
import { MAX_ASSIGNEES } from '@shared/schemas/tickets';
import { useTicketStaff } from '../api/get-ticket-staff';

interface StaffPickerProps {
  /** People already on the ticket: not offered again. */
  exclude?: readonly string[];
  label: string;
  submitLabel: string;
  pending: boolean;
  onAssign: (userIds: string[]) => void;
  /** Nothing to assign yet (no ticket chosen): people can still be picked, not assigned. */
  disabled?: boolean;
}

/** Chooses staff who answer tickets, by name or department, to assign. */
export const StaffPicker = ({ exclude = [], label, submitLabel, pending, onAssign, disabled }: StaffPickerProps) => {
  const staff = useTicketStaff();
  const [chosen, setChosen] = useState<string[]>([]);
  const options = (staff.data ?? [])
    .filter((p) => !exclude.includes(p.id))
    .map((p) => ({ value: p.id, label: `${p.name} (${p.departments.map((d) => d.name).join(', ') || 'no department'})` }));
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <MultiSelect
        label={label}
        placeholder={staff.isLoading ? 'Loading staff…' : 'Search by name'}
        data={options}
        value={chosen}
        onChange={setChosen}
        searchable
        clearable
        maxValues={MAX_ASSIGNEES}
        nothingFoundMessage="Nobody matches"
        style={{ flex: '1 1 14rem' }}
      />
      <Button
        variant="light"
        disabled={disabled || chosen.length === 0}
        loading={pending}
        onClick={() => {
          onAssign(chosen);
          setChosen([]);
        }}
      >
        {submitLabel}
      </Button>
    </Group>
  );
};
