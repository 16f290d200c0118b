import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { CourseView } from '@shared/schemas/courses';
import { CourseActionsMenu } from './course-actions-menu';
import { CourseStatusBadge, CricosBadge } from './course-badges';
import { categoryPath, locationNames } from './course-labels';

/** A course on a phone: a card instead of a table row wider than the screen. */
export const CourseCard = ({ course }: { course: CourseView }) => (
  <>
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <div style={{ minWidth: 0 }}>
        <Text ff="monospace" size="sm" fw={600}>
          {course.national_code}
        </Text>
        <Anchor component={Link} to={`/courses/${course.id}`} fw={600} display="block">
          {course.name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {course.aqf_level} · {categoryPath(course)}
        </Text>
      </div>
      {/* The button keeps its width; the long course name wraps instead. */}
      <div style={{ flexShrink: 0 }}>
        <CourseActionsMenu course={course} />
      </div>
    </Group>
    <Text size="sm" mt="xs">
      {locationNames(course)}
    </Text>
    <Group gap="xs" mt="sm">
      <CourseStatusBadge status={course.status} />
      {course.cricos_code && <CricosBadge code={course.cricos_code} />}
    </Group>
  </>
);
