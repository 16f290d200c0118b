import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { CourseView } from '@shared/schemas/courses';
import { plural } from '@shared/text';
import type { ListColumn } from '@web/components/list-table';
import type { CourseSortField } from '../api/get-courses';
import { CourseStatusBadge, CricosBadge } from './course-badges';
import { categoryPath, locationNames } from './course-labels';

/** The course list's columns on a tablet or desktop. */
export const COURSE_COLUMNS: readonly ListColumn<CourseView, CourseSortField>[] = [
  {
    header: 'Code',
    sortField: 'national_code',
    cell: (course) => (
      <Text ff="monospace" size="sm" fw={600}>
        {course.national_code}
      </Text>
    ),
  },
  {
    header: 'Name',
    sortField: 'name',
    cell: (course) => (
      <>
        <Anchor component={Link} to={`/courses/${course.id}`} fw={500} size="sm">
          {course.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {categoryPath(course)} · {plural(course.duration_weeks, 'week')}
        </Text>
      </>
    ),
  },
  { header: 'AQF level', sortField: 'aqf_level', cell: (course) => course.aqf_level },
  { header: 'Locations', cell: (course) => <Text size="sm">{locationNames(course)}</Text> },
  {
    header: 'Status',
    cell: (course) => (
      <Group gap={6} wrap="wrap">
        <CourseStatusBadge status={course.status} />
        {course.cricos_code && <CricosBadge code={course.cricos_code} />}
      </Group>
    ),
  },
];
