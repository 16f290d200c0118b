import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { CourseView } from '@shared/schemas/courses';
import { useSession } from '@web/lib/session';
import { useDeleteCourse } from '../api/delete-course';
import { useUpdateCourse } from '../api/update-course';
import { withStatus } from './course-form-values';

/** The per-row actions of the course list, each shown only when the signed-in user holds its permission. */
export const CourseActionsMenu = ({ course }: { course: CourseView }) => {
  const session = useSession();
  const update = useUpdateCourse();
  const remove = useDeleteCourse();

  const canUpdate = session.can('update-course');
  const canDelete = session.can('delete-course');
  if (!canUpdate && !canDelete) return null;

  const nextStatus = course.status === 'active' ? 'inactive' : 'active';

  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          aria-label={`Actions for ${course.national_code} ${course.name}`}
          loading={update.isPending || remove.isPending}
        >
          Actions
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {canUpdate && (
          <Menu.Item component={Link} to={`/course/update/${course.id}`}>
            Edit course
          </Menu.Item>
        )}
        {canUpdate && (
          // A course that forms or short courses point at cannot be deleted; deactivating hides it from pickers.
          <Menu.Item onClick={() => update.mutate({ id: course.id, body: withStatus(course, nextStatus) })}>
            {nextStatus === 'inactive' ? 'Deactivate' : 'Activate'}
          </Menu.Item>
        )}
        {canDelete && (
          <>
            <Menu.Divider />
            <Menu.Item color="red.9" onClick={() => remove.mutate(course.id)}>
              Delete course
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
};
