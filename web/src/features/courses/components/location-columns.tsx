import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { LocationView } from '@shared/schemas/courses';
import { whyCannotDeleteLocation } from '@shared/catalogue-rules';
import { plural } from '@shared/text';
import type { ListColumn } from '@web/components/list-table';
import { useSession } from '@web/lib/session';
import { useDeleteLocation } from '../api/delete-location';
import { RowActions } from '@web/components/row-actions';

export const LOCATION_COLUMNS: readonly ListColumn<LocationView>[] = [
  {
    header: 'Campus',
    cell: (location) => (
      <>
        <Text size="sm" fw={600}>
          {location.name}
        </Text>
        {location.opening_hours && (
          <Text size="xs" c="dimmed">
            Opening hours: {location.opening_hours}
          </Text>
        )}
        {/* Phones fold the address and phone under the campus name so the counts and actions stay on screen. */}
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {location.address}, {location.suburb} {location.state} {location.postcode} · {location.phone}
        </Text>
      </>
    ),
  },
  {
    header: 'Address',
    visibleFrom: 'sm',
    cell: (location) => (
      <>
        <Text size="sm">{location.address}</Text>
        <Text size="xs" c="dimmed">
          {location.suburb} {location.state} {location.postcode}
        </Text>
      </>
    ),
  },
  { header: 'Phone', visibleFrom: 'sm', cell: (location) => location.phone, cellProps: () => ({ style: { whiteSpace: 'nowrap' } }) },
  {
    header: 'Courses',
    align: 'right',
    cell: (location) =>
      location.courses_count > 0 ? (
        <Anchor
          component={Link}
          to={`/courses?location_id=${encodeURIComponent(location.id)}`}
          aria-label={`${plural(location.courses_count, 'course')} at ${location.name}`}
        >
          {location.courses_count}
        </Anchor>
      ) : (
        0
      ),
  },
];

export const LocationRowActions = ({ location, onEdit }: { location: LocationView; onEdit: () => void }) => {
  const { can } = useSession();
  const remove = useDeleteLocation();
  return (
    <RowActions
      name={location.name}
      onEdit={can('update-location') ? onEdit : undefined}
      onDelete={can('delete-location') ? () => remove.mutate(location.id) : undefined}
      deleteRefusal={whyCannotDeleteLocation(location)}
      deleting={remove.isPending}
    />
  );
};
