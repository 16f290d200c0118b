import { Button, Menu, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { whyCannotDeleteCourse } from '@shared/catalogue-rules';
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
  const reasonId = useId();

  const canUpdate = session.can('update-course');
  const canDelete = session.can('delete-course');
  if (!canUpdate && !canDelete) return null;

  const nextStatus = course.status === 'active' ? 'inactive' : 'active';
  const deleteRefusal = whyCannotDeleteCourse(course);

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
            {/* Not offered while something points at the course; the reason says to deactivate it instead. */}
            <Menu.Item
              color="red.9"
              disabled={Boolean(deleteRefusal)}
              aria-describedby={deleteRefusal ? reasonId : undefined}
              onClick={() => remove.mutate(course.id)}
            >
              Delete course
            </Menu.Item>
            {deleteRefusal && (
              <Text id={reasonId} size="xs" c="gray.8" px="sm" pb={6} maw={260}>
                {deleteRefusal.message}
              </Text>
            )}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
};
