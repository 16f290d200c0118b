import { Anchor, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { CourseView } from '@shared/schemas/courses';
import { plural } from '@shared/text';
import type { CourseSortField, SortOrder } from '../api/get-courses';
import { CourseActionsMenu } from './course-actions-menu';
import { CourseStatusBadge, CricosBadge } from './course-badges';
import { categoryPath, locationNames } from './course-labels';
import { SortableHeader } from '@web/components/sortable-header';

export interface CoursesViewProps {
  courses: CourseView[];
  sortedBy: CourseSortField;
  order: SortOrder;
  onSort: (field: CourseSortField, order: SortOrder) => void;
}

/** The course list on a tablet or desktop. */
export const CoursesTable = ({ courses, sortedBy, order, onSort }: CoursesViewProps) => {
  const sortProps = { sortedBy, order, onSort };
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Courses">
        <Table.Thead>
          <Table.Tr>
            <SortableHeader field="national_code" label="Code" {...sortProps} />
            <SortableHeader field="name" label="Name" {...sortProps} />
            <SortableHeader field="aqf_level" label="AQF level" {...sortProps} />
            <Table.Th>Locations</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {courses.map((course) => (
            <Table.Tr key={course.id}>
              <Table.Td>
                <Text ff="monospace" size="sm" fw={600}>
                  {course.national_code}
                </Text>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/courses/${course.id}`} fw={500} size="sm">
                  {course.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {categoryPath(course)} · {plural(course.duration_weeks, 'week')}
                </Text>
              </Table.Td>
              <Table.Td>{course.aqf_level}</Table.Td>
              <Table.Td>
                <Text size="sm">{locationNames(course)}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="wrap">
                  <CourseStatusBadge status={course.status} />
                  {course.cricos_code && <CricosBadge code={course.cricos_code} />}
                </Group>
              </Table.Td>
              <Table.Td ta="right">
                <CourseActionsMenu course={course} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
