import { Anchor, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { LocationView } from '@shared/schemas/courses';
import { whyCannotDeleteLocation } from '@shared/catalogue-rules';
import { plural } from '@shared/text';
import { useSession } from '@web/lib/session';
import { useDeleteLocation } from '../api/delete-location';
import { RowActions } from './row-actions';

interface LocationsTableProps {
  locations: LocationView[];
  onEdit: (location: LocationView) => void;
}

export const LocationsTable = ({ locations, onEdit }: LocationsTableProps) => (
  <Table.ScrollContainer minWidth={360}>
    <Table striped highlightOnHover verticalSpacing="sm" aria-label="Course locations">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Campus</Table.Th>
          {/* Phones fold the address and phone under the campus name so the counts and actions stay on screen. */}
          <Table.Th visibleFrom="sm">Address</Table.Th>
          <Table.Th visibleFrom="sm">Phone</Table.Th>
          <Table.Th ta="right">Courses</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {[...locations]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((location) => (
            <Table.Tr key={location.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {location.name}
                </Text>
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {location.address}, {location.suburb} {location.state} {location.postcode} · {location.phone}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm">{location.address}</Text>
                <Text size="xs" c="dimmed">
                  {location.suburb} {location.state} {location.postcode}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                {location.phone}
              </Table.Td>
              <Table.Td ta="right">
                {location.courses_count > 0 ? (
                  <Anchor component={Link} to={`/courses?location_id=${encodeURIComponent(location.id)}`} aria-label={`${plural(location.courses_count, 'course')} at ${location.name}`}>
                    {location.courses_count}
                  </Anchor>
                ) : (
                  0
                )}
              </Table.Td>
              <Table.Td>
                <LocationRowActions location={location} onEdit={onEdit} />
              </Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);

const LocationRowActions = ({ location, onEdit }: { location: LocationView; onEdit: (location: LocationView) => void }) => {
  const { can } = useSession();
  const remove = useDeleteLocation();
  return (
    <RowActions
      name={location.name}
      onEdit={can('update-location') ? () => onEdit(location) : undefined}
      onDelete={can('delete-location') ? () => remove.mutate(location.id) : undefined}
      deleteRefusal={whyCannotDeleteLocation(location)}
      deleting={remove.isPending}
    />
  );
};
