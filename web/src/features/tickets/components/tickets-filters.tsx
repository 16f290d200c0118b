import { Select } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { TicketListQuery } from '@shared/schemas/tickets';
import { useTicketCategories } from '@web/lib/queries/get-ticket-categories';

const STATUS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'assigned', label: 'Assigned' },
  { value: 'closed', label: 'Closed' },
];

const SLA_OPTIONS = [
  { value: 'breached', label: 'Breached' },
  { value: 'due-soon', label: 'Due within 2 hours' },
  { value: 'on-time', label: 'On time' },
  { value: 'met', label: 'Met' },
];

interface TicketsFiltersProps {
  query: TicketListQuery;
  onChange: (changes: Partial<TicketListQuery>) => void;
  /** Staff filter by who is on a ticket; requesters have only their own. */
  staff: boolean;
  style: CSSProperties | undefined;
}

export const TicketsFilters = ({ query, onChange, staff, style }: TicketsFiltersProps) => {
  const categories = useTicketCategories();
  return (
    <>
      <Select
        label="Status"
        placeholder="Any status"
        data={STATUS_OPTIONS}
        value={query.status ?? null}
        onChange={(value) => onChange({ status: (value ?? undefined) as TicketListQuery['status'] })}
        clearable
        style={style}
      />
      <Select
        label="Category"
        placeholder="All categories"
        data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        value={query.category_id ?? null}
        onChange={(value) => onChange({ category_id: value ?? undefined })}
        clearable
        style={style}
      />
      {/* Where a ticket stands against its targets is the staff's to sort by; a requester reads it on each ticket. */}
      {staff && (
        <Select
          label="Service target"
          placeholder="Any"
          data={SLA_OPTIONS}
          value={query.sla ?? null}
          onChange={(value) => onChange({ sla: (value ?? undefined) as TicketListQuery['sla'] })}
          clearable
          style={style}
        />
      )}
      {staff && (
        <Select
          label="Assigned"
          placeholder="Anyone"
          data={[{ value: 'me', label: 'To me' }]}
          value={query.assignee ?? null}
          onChange={(value) => onChange({ assignee: value === 'me' ? 'me' : undefined })}
          clearable
          style={style}
        />
      )}
    </>
  );
};
