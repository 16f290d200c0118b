import { Text } from '@mantine/core';
import type { TicketCategoryView } from '@shared/schemas/tickets';
import { plural } from '@shared/text';
import type { ListColumn } from '@web/components/list-table';
import { RowActions } from '@web/components/row-actions';
import { useSession } from '@web/lib/session';
import { useDeleteTicketCategory } from '../api/delete-ticket-category';

/** Phones fold the department and targets under the name, so the actions stay on screen. */
export const TICKET_CATEGORY_COLUMNS: readonly ListColumn<TicketCategoryView>[] = [
  {
    header: 'Category',
    cell: (category) => (
      <>
        <Text size="sm" fw={600}>
          {category.name}
        </Text>
        {category.description && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {category.description}
          </Text>
        )}
        {category.escalation_email && (
          <Text size="xs" c="dimmed">
            Escalates to {category.escalation_email}
          </Text>
        )}
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {category.department.name} · first response {category.first_response_hours} h · resolved {category.resolution_hours} h
        </Text>
      </>
    ),
  },
  { header: 'Department', visibleFrom: 'sm', cell: (category) => category.department.name },
  { header: 'First response', visibleFrom: 'sm', align: 'right', cell: (category) => `${category.first_response_hours} h` },
  { header: 'Resolved within', visibleFrom: 'sm', align: 'right', cell: (category) => `${category.resolution_hours} h` },
  {
    header: 'Canned replies',
    visibleFrom: 'md',
    align: 'right',
    cell: (category) => (category.canned_replies ? plural(category.canned_replies.length, 'reply', 'replies') : '—'),
  },
];

export const TicketCategoryRowActions = ({ category, onEdit }: { category: TicketCategoryView; onEdit: () => void }) => {
  const { can } = useSession();
  const remove = useDeleteTicketCategory();
  return (
    <RowActions
      name={category.name}
      onEdit={can('update-ticket-category') ? onEdit : undefined}
      onDelete={can('delete-ticket-category') ? () => remove.mutate(category.id) : undefined}
      deleting={remove.isPending}
    />
  );
};
