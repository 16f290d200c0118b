import { Anchor, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { LocationView } from '@shared/schemas/courses';
import { useLocations } from '@web/components/course-picker/get-locations';
import { PageHeader } from '@web/components/page-layout';
import { useSession } from '@web/lib/session';
import { EmptyState } from '@web/components/empty-state';
import { LocationFormModal } from '../components/location-form-modal';
import { LocationsTable } from '../components/locations-table';
import { PageLoader } from '@web/components/page-loader';

/** `undefined`: the modal is closed; `'new'`: adding a campus; a location: editing it. */
type Editing = LocationView | 'new' | undefined;

export const CourseLocationsPage = () => {
  const { can } = useSession();
  const locations = useLocations();
  const [editing, setEditing] = useState<Editing>();

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/courses" size="sm">
        ← Courses
      </Anchor>
      <PageHeader
        title="Course locations"
        description="The campuses where courses run. A campus with courses cannot be deleted."
        actions={can('create-location') && <Button onClick={() => setEditing('new')}>New location</Button>}
      />
      {!locations.data ? (
        <PageLoader query={locations} what="the locations" />
      ) : locations.data.length === 0 ? (
        <EmptyState title="No locations yet" description="Add the college's campuses, then the courses that run there." />
      ) : (
        <LocationsTable locations={locations.data} onEdit={setEditing} />
      )}
      <LocationFormModal
        opened={editing !== undefined}
        location={editing === 'new' ? undefined : editing}
        onClose={() => setEditing(undefined)}
      />
    </Stack>
  );
};
