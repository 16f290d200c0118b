import { Anchor, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { CourseOption } from '@shared/schemas/courses';
import { formatIntake } from '@web/components/course-picker/format-intake';
import { ListState } from '@web/components/list-page';
import { ListToolbar } from '@web/components/list-toolbar';
import { PageHeader } from '@web/components/page-layout';
import { useActiveCourses, type ActiveCourse } from '@web/lib/queries/get-active-courses';
import { useIsPhone } from '@web/lib/use-is-phone';
import { useLocationCourses } from '../api/get-location-courses';
import { useCoursesQueryParams } from '../hooks/use-courses-query-params';
import { CricosBadge } from './course-badges';
import { CoursesFilters } from './courses-filters';

/** A course of the browse list: with its intakes when a campus is chosen. */
type BrowsedCourse = ActiveCourse & Partial<Pick<CourseOption, 'intakes'>>;

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
export const CourseCatalogue = () => {
  const isPhone = useIsPhone();
  const { query, update, clearFilters } = useCoursesQueryParams();
  const all = useActiveCourses();
  const atCampus = useLocationCourses(query.location_id);
  const source = query.location_id ? atCampus : all;
  const courses: BrowsedCourse[] | undefined = source.data?.filter((c) => matches(c, query.search, query.aqf_level));
  const activeFilters = BROWSE_FILTERS.filter((name) => query[name] !== undefined).length;

  return (
    <Stack gap="md">
      <PageHeader title="Courses" description="What the college teaches now: open a course for what it covers, where it runs and when it starts." />
      <ListToolbar
        label="Filter courses"
        search={{ value: query.search, onSearch: (search) => update({ search }), placeholder: 'Code or name' }}
        filters={(style) => <CoursesFilters query={query} onChange={update} filters={BROWSE_FILTERS} style={style} />}
        activeFilters={activeFilters}
        isPhone={isPhone}
      />
      <ListState
        noun="courses"
        query={source}
        items={courses}
        empty={{ title: 'No courses yet', description: 'The college has not published any courses yet.' }}
        filtered={{
          active: Boolean(query.search) || activeFilters > 0,
          onClear: clearFilters,
          title: 'No courses match',
          description: 'Try another search, campus or level.',
        }}
        skeleton={{ rows: 4, rowHeight: 96 }}
      >
        {(found) => (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            component="ul"
            aria-label="Courses"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {found.map((course) => (
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
      </ListState>
    </Stack>
  );
};
