import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DELIVERY_MODE_LABELS, type CatalogueCourseView, type CourseView } from '@shared/schemas/courses';
import { plural } from '@shared/text';
import { formatIntake } from '@web/components/course-picker/format-intake';
import { useLocations } from '@web/lib/queries/get-locations';
import { CourseStatusBadge, CricosBadge } from './course-badges';
import { categoryPath, formatFee } from './course-labels';

/** What the course page shows: the catalogue entry everyone reads, and for list-/show-course holders its fees and status. */
export type CourseDetailsView = CatalogueCourseView & Partial<Pick<CourseView, 'tuition_fee' | 'material_fee' | 'status'>>;

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Text component="dt" size="sm" c="gray.7">
      {label}
    </Text>
    <Text component="dd" m={0} fw={500}>
      {children}
    </Text>
  </div>
);

const today = () => new Date().toISOString().slice(0, 10);

/** A course's description, facts, fees when the reader may see them, and its campuses with their upcoming intakes. */
export const CourseDetails = ({ course }: { course: CourseDetailsView }) => {
  const from = today();
  // The campuses' own details (opening hours) come from the campus list every signed-in reader may load.
  const campuses = new Map((useLocations().data ?? []).map((l) => [l.id, l]));
  return (
    <Stack gap="lg">
      <Group gap="xs" wrap="wrap">
        {course.status && <CourseStatusBadge status={course.status} />}
        {course.cricos_code && <CricosBadge code={course.cricos_code} />}
      </Group>

      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="course-about">
        <Title order={2} size="h4" mb="sm" id="course-about">
          About this course
        </Title>
        <Stack gap="lg">
          {course.description ? <Text style={{ whiteSpace: 'pre-line' }}>{course.description}</Text> : <Text c="gray.7">No description yet.</Text>}
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" m={0}>
            <Fact label="Category">{categoryPath(course)}</Fact>
            <Fact label="Duration">{plural(course.duration_weeks, 'week')}</Fact>
            <Fact label="Delivery">{course.delivery_modes.map((mode) => DELIVERY_MODE_LABELS[mode]).join(', ')}</Fact>
            {course.tuition_fee !== undefined && <Fact label="Tuition fee">{formatFee(course.tuition_fee)}</Fact>}
            {course.material_fee !== undefined && <Fact label="Materials fee">{formatFee(course.material_fee)}</Fact>}
          </SimpleGrid>
        </Stack>
      </Paper>

      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="course-where">
        <Title order={2} size="h4" mb="sm" id="course-where">
          Campuses and intakes
        </Title>
        {course.locations.length === 0 ? (
          <Text c="gray.7">This course does not run at any campus yet.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {course.locations.map((location) => {
              // Readers with the full record get every intake on file; the page shows those still to come.
              const upcoming = location.intakes.filter((date) => date >= from);
              return (
                <div key={location.location_id}>
                  <Title order={3} size="h5" mb={6}>
                    {location.location_name}
                  </Title>
                  {campuses.get(location.location_id)?.opening_hours && (
                    <Text size="sm" c="gray.7" mb={6}>
                      Opening hours: {campuses.get(location.location_id)!.opening_hours}
                    </Text>
                  )}
                  {upcoming.length === 0 ? (
                    <Text size="sm" c="gray.7">
                      No upcoming intakes
                    </Text>
                  ) : (
                    <Group
                      gap={6}
                      wrap="wrap"
                      component="ul"
                      aria-label={`Upcoming intakes at ${location.location_name}`}
                      style={{ listStyle: 'none', padding: 0, margin: 0 }}
                    >
                      {upcoming.map((date) => (
                        <Badge key={date} component="li" variant="outline" color="indigo.9" size="lg" tt="none" fw={500}>
                          {formatIntake(date)}
                        </Badge>
                      ))}
                    </Group>
                  )}
                </div>
              );
            })}
          </SimpleGrid>
        )}
      </Paper>
    </Stack>
  );
};
