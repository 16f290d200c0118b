import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { CourseOption } from '@shared/schemas/courses';
import { PageHeader } from '@web/components/page-layout';
import { formatIntake } from '@web/components/course-picker/format-intake';
import { EmptyState } from '@web/components/empty-state';
import { PageLoader } from '@web/components/page-loader';
import { TableSkeleton } from '@web/components/table-skeleton';
import { useCourseCatalogue, type CatalogueEntry } from '../api/get-course-catalogue';
import { useLocationCourses } from '../api/get-location-courses';
import { useCoursesQueryParams } from '../hooks/use-courses-query-params';
import { CricosBadge } from './course-badges';
import { CoursesFilters } from './courses-filters';

/** A course of the browse list: with its intakes when a campus is chosen. */
type BrowsedCourse = CatalogueEntry & Partial<Pick<CourseOption, 'intakes'>>;

const BROWSE_FILTERS = ['location_id', 'aqf_level'] as const;

const matches = (course: BrowsedCourse, search: string | undefined, aqfLevel: string | undefined) => {
  const needle = search?.trim().toLowerCase();
  const found = !needle || course.name.toLowerCase().includes(needle) || course.national_code.toLowerCase().includes(needle);
  return found && (!aqfLevel || course.aqf_level === aqfLevel);
};

/**
 * The courses the college runs now, for people who may browse but not list the whole catalogue (a Student):
 * read from the calls the course pickers use, so no fees, no inactive courses. The list is the active
 * catalogue (tens of courses), so search and level filter here rather than on the server.
 */
export const CourseCatalogue = ({ isPhone }: { isPhone: boolean }) => {
  const { query, update, clearFilters } = useCoursesQueryParams();
  const all = useCourseCatalogue();
  const atCampus = useLocationCourses(query.location_id);
  const source = query.location_id ? atCampus : all;
  const courses: BrowsedCourse[] = (source.data ?? []).filter((c) => matches(c, query.search, query.aqf_level));
  const filtered = Boolean(query.search || query.location_id || query.aqf_level);

  return (
    <Stack gap="md">
      <PageHeader title="Courses" description="What the college teaches now: open a course for what it covers, where it runs and when it starts." />
      <CoursesFilters query={query} onChange={update} filters={BROWSE_FILTERS} isPhone={isPhone} />
      {source.isPending ? (
        <TableSkeleton label="Loading courses" rows={4} rowHeight={96} />
      ) : source.isError ? (
        <PageLoader query={source} what="the courses" />
      ) : courses.length === 0 ? (
        filtered ? (
          <EmptyState
            title="No courses match"
            description="Try another search, campus or level."
            action={
              <Button variant="light" onClick={clearFilters}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState title="No courses yet" description="The college has not published any courses yet." />
        )
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" aria-label="Courses" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {courses.map((course) => (
            <Card key={course.id} component="li" withBorder radius="md" padding="md">
              <Stack gap={6} h="100%">
                <Text ff="monospace" size="sm" fw={600} c="gray.8">
                  {course.national_code}
                </Text>
                <Anchor component={Link} to={`/courses/${course.id}`} fw={600} size="lg" lh={1.3}>
                  {course.name}
                </Anchor>
                <Group gap="xs" wrap="wrap" mt="auto">
                  <Text size="sm" c="gray.8">
                    {course.aqf_level}
                  </Text>
                  {course.cricos_code && <CricosBadge code={course.cricos_code} />}
                </Group>
                {course.intakes && (
                  <Text size="sm" c="gray.8">
                    {course.intakes[0] ? `Next intake here: ${formatIntake(course.intakes[0])}` : 'No upcoming intake here'}
                  </Text>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
};
