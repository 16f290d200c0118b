import { useMemo } from 'react';
import { CrudPage } from '@web/components/crud-page';
import { useLocations } from '@web/lib/queries/get-locations';
import { useSession } from '@web/lib/session';
import { LOCATION_COLUMNS, LocationRowActions } from '../components/location-columns';
import { LocationForm } from '../components/location-form';

export const CourseLocationsPage = () => {
  const { can } = useSession();
  const locations = useLocations();
  const rows = useMemo(() => locations.data && [...locations.data].sort((a, b) => a.name.localeCompare(b.name)), [locations.data]);

  return (
    <CrudPage
      back={{ to: '/courses', label: 'Courses' }}
      title="Course locations"
      description="The campuses where courses run. A campus with courses cannot be deleted."
      create={can('create-location') && 'New location'}
      createTitle="New location"
      dialogSize="lg"
      label="Course locations"
      noun="locations"
      query={locations}
      items={rows}
      columns={LOCATION_COLUMNS}
      minWidth={360}
      empty={{ title: 'No locations yet', description: "Add the college's campuses, then the courses that run there." }}
      rowActions={(location, edit) => <LocationRowActions location={location} onEdit={edit} />}
      form={(location, close) => <LocationForm location={location} onDone={close} />}
    />
  );
};
