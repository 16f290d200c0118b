import { Button, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@web/components/page-layout';
import { TableSkeleton } from '@web/components/table-skeleton';
import { useSession } from '@web/lib/session';
import { useCourses } from '../api/get-courses';
import { CourseCards } from '../components/course-cards';
import { CourseCatalogue } from '../components/course-catalogue';
import { CoursesFilters } from '../components/courses-filters';
import { COURSE_SORT_OPTIONS } from '../components/course-sort-options';
import { CoursesTable } from '../components/courses-table';
import { EmptyState } from '@web/components/empty-state';
import { FindCoursePanel } from '../components/find-course-panel';
import { ListPager } from '@web/components/list-pager';
import { PageLoader } from '@web/components/page-loader';
import { SortSelect } from '@web/components/sort-select';
import { PAGE_SIZES } from '@web/lib/use-list-query-params';
import { useCoursesQueryParams } from '../hooks/use-courses-query-params';

// Mantine's `sm` breakpoint: below it a table of six columns no longer fits.
const PHONE_QUERY = '(max-width: 48em)';

/**
 * The whole catalogue for holders of list-course; the active courses to browse for everyone else who may
 * open the screen (menu-course: a Student), from the calls the course pickers use.
 */
export const CoursesPage = () => {
  const { can } = useSession();
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  return can('list-course') ? <CourseList isPhone={isPhone} /> : <CourseCatalogue isPhone={isPhone} />;
};

const CourseList = ({ isPhone }: { isPhone: boolean }) => {
  const { can } = useSession();
  const { query, update, hasFilters, clearFilters } = useCoursesQueryParams();
  const courses = useCourses(query);

  const onSort = (order_by: typeof query.order_by, order: typeof query.order) => update({ order_by, order });
  const list = courses.data?.data ?? [];
  const lastPage = Math.max(1, Math.ceil((courses.data?.meta.total ?? 0) / query.pagination));

  // Deleting the last course of the last page, or an old link, can leave the page past the end: step back.
  useEffect(() => {
    if (courses.data && !courses.isPlaceholderData && query.page > lastPage) update({ page: lastPage });
  }, [courses.data, courses.isPlaceholderData, query.page, lastPage, update]);

  return (
    <Stack gap="md">
      <PageHeader
        title="Courses"
        description="The college's scope of registration: qualifications, where they run and when they start."
        actions={
          <>
            {can('list-category') && (
              <Button component={Link} to="/courses/categories" variant="default">
                Categories
              </Button>
            )}
            {can('list-location') && (
              <Button component={Link} to="/courses/locations" variant="default">
                Locations
              </Button>
            )}
            {can('create-course') && (
              <Button component={Link} to="/course/new">
                New course
              </Button>
            )}
          </>
        }
      />
      <FindCoursePanel />
      <CoursesFilters
        query={query}
        onChange={update}
        isPhone={isPhone}
        phoneExtras={<SortSelect options={COURSE_SORT_OPTIONS} sortedBy={query.order_by} order={query.order} onSort={onSort} />}
      />

      {courses.isPending ? (
        <TableSkeleton label="Loading courses" rows={6} rowHeight={52} />
      ) : courses.isError && !courses.data ? (
        <PageLoader query={courses} what="the courses" />
      ) : list.length === 0 ? (
        hasFilters ? (
          <EmptyState title="No courses match these filters" description="Try another search or clear the filters." action={<Button variant="light" onClick={clearFilters}>Clear filters</Button>} />
        ) : (
          <EmptyState title="No courses yet" description="Courses you add will be listed here." />
        )
      ) : (
        <div style={{ opacity: courses.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={courses.isFetching}>
          {isPhone ? (
            <CourseCards courses={list} />
          ) : (
            <CoursesTable courses={list} sortedBy={query.order_by} order={query.order} onSort={onSort} />
          )}
        </div>
      )}

      {courses.data && courses.data.meta.total > 0 && (
        <ListPager
          page={query.page}
          pageSize={query.pagination}
          total={courses.data.meta.total}
          pageSizes={PAGE_SIZES}
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(pagination) => update({ pagination })}
        />
      )}
    </Stack>
  );
};
