import { Accordion, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { plural } from '@shared/text';
import { CoursePicker, type CoursePickerValue } from '@web/components/course-picker/course-picker';
import { formatIntake } from '@web/components/course-picker/format-intake';
import { useLocationCourseTree } from '@web/lib/queries/get-location-course-tree';
import { courseLabel, findCourse } from '@web/components/course-picker/picker-tree';
import { useSession } from '@web/lib/session';

/**
 * The course picker the student forms will use, here to look up what runs where: the same walk a
 * student takes (campus, category, course, intake), collapsed until wanted.
 */
export const FindCoursePanel = () => {
  const [choice, setChoice] = useState<CoursePickerValue>({});
  return (
    <Accordion variant="separated" radius="md" chevronPosition="right">
      <Accordion.Item value="find-course">
        <Accordion.Control>
          <Text fw={600}>Find a course</Text>
          <Text size="sm" c="dimmed">
            What runs at a campus, and when it next starts
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          <Stack gap="md">
            <CoursePicker value={choice} onChange={setChoice} label="Find a course" />
            <ChosenCourse choice={choice} />
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
};

const ChosenCourse = ({ choice }: { choice: CoursePickerValue }) => {
  const tree = useLocationCourseTree(choice.location_id);
  const canUpdate = useSession().can('update-course');
  const course = findCourse(tree.data ?? [], choice.course_id);
  if (!course) return null;
  return (
    <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)" aria-live="polite">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Text fw={600}>{courseLabel(course)}</Text>
          <Text size="sm" c="dimmed">
            {course.aqf_level}
            {course.cricos_code ? ` · CRICOS ${course.cricos_code}` : ''} ·{' '}
            {choice.intake
              ? `starts ${formatIntake(choice.intake)}`
              : course.intakes.length > 0
                ? plural(course.intakes.length, 'upcoming intake')
                : 'no upcoming intakes'}
          </Text>
        </div>
        {canUpdate && (
          <Anchor component={Link} to={`/course/update/${course.id}`} size="sm">
            Edit this course
          </Anchor>
        )}
      </Group>
    </Paper>
  );
};
