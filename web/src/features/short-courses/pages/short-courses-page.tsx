import { Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SHORT_COURSE_STATUSES, type ShortCourseView } from '@shared/schemas/short-courses';
import { ListPage } from '@web/components/list-page';
import type { ListColumn } from '@web/components/list-table';
import { formatMoney } from '@web/lib/format';
import { oneOf, useListQueryParams, type ListQueryConfig } from '@web/lib/use-list-query-params';
import { useSession } from '@web/lib/session';
import { useShortCourses } from '../api/get-short-courses';
import { ShortCourseForm } from '../components/short-course-form';

const CONFIG: ListQueryConfig<'created_at', { status?: (typeof SHORT_COURSE_STATUSES)[number] }> = {
  sortFields: ['created_at'],
  defaultSort: 'created_at',
  filters: { status: (raw) => oneOf(raw, SHORT_COURSE_STATUSES) },
};

const COLUMNS: readonly ListColumn<ShortCourseView, 'created_at'>[] = [
  {
    header: 'Course',
    cell: (course) => (
      <Stack gap={2}>
        <Anchor component={Link} to={`/short-courses/${course.id}/book`} fw={600} size="sm">
          {course.title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {course.code} · {course.duration_hours} hours
        </Text>
        {course.prerequisites && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            Prerequisites: {course.prerequisites}
          </Text>
        )}
      </Stack>
    ),
  },
  { header: 'Price', align: 'right', cell: (course) => `${formatMoney(course.price)} incl. GST` },
  {
    header: 'Status',
    visibleFrom: 'sm',
    cell: (course) => (
      <Badge variant="dot" color={course.status === 'active' ? 'green.9' : 'gray.8'}>
        {course.status === 'active' ? 'Taking bookings' : 'Inactive'}
      </Badge>
    ),
  },
];

/** `/short-courses`: the courses the college sells, each with its booking page; students book from here. */
export const ShortCoursesPage = () => {
  const { can } = useSession();
  const params = useListQueryParams(CONFIG);
  // Students see what they can book; the office sees every course.
  const staff = can('update-short-course');
  const query = staff ? params.query : { ...params.query, status: 'active' as const };
  const courses = useShortCourses(query);
  /** `undefined`: the dialog is closed; `'new'`: creating; a course: editing it. */
  const [editing, setEditing] = useState<ShortCourseView | 'new'>();
  const course = editing === 'new' ? undefined : editing;
  return (
    <ListPage
      title="Short courses"
      description="First aid, RSA and other short courses, open to the public and our students. Open one to see its sessions and book."
      actions={
        <Group gap="xs">
          {can('list-short-course-order') && (
            <Button component={Link} to="/short-courses-order" variant="default">
              Bookings
            </Button>
          )}
          {!staff && can('list-short-course') && (
            <Button component={Link} to="/applied-short-courses" variant="default">
              My bookings
            </Button>
          )}
          {can('create-short-course') && <Button onClick={() => setEditing('new')}>New short course</Button>}
        </Group>
      }
      label="Short courses"
      noun="short courses"
      query={courses}
      items={courses.data?.data}
      total={courses.data?.meta.total}
      params={params}
      searchPlaceholder="Code or title"
      columns={COLUMNS}
      minWidth={480}
      rowActions={(row) => (
        <Group gap={6} wrap="nowrap" justify="flex-end">
          {staff && (
            <>
              <Button component={Link} to={`/short-courses/${row.id}/books`} size="xs" variant="default" aria-label={`Sessions of ${row.title}`}>
                Sessions
              </Button>
              <Button size="xs" variant="default" onClick={() => setEditing(row)} aria-label={`Edit ${row.title}`}>
                Edit
              </Button>
            </>
          )}
          {row.status === 'active' && (
            <Button component={Link} to={`/short-courses/${row.id}/book`} size="xs" variant="light" aria-label={`Book ${row.title}`}>
              Book
            </Button>
          )}
        </Group>
      )}
      empty={{ title: 'No short courses yet', description: 'Short courses the college offers will be listed here.' }}
    >
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={course ? `Edit ${course.title}` : 'New short course'}
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close the dialog' }}
      >
        {editing !== undefined && <ShortCourseForm key={course?.id ?? 'new'} course={course} onDone={() => setEditing(undefined)} />}
      </Modal>
    </ListPage>
  );
};
