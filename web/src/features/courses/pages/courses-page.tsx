import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ListPage } from '@web/components/list-page';
import { useSession } from '@web/lib/session';
import { useCourses } from '../api/get-courses';
import { CourseActionsMenu } from '../components/course-actions-menu';
import { CourseCard } from '../components/course-card';
import { CourseCatalogue } from '../components/course-catalogue';
import { COURSE_COLUMNS } from '../components/course-columns';
import { COURSE_SORT_OPTIONS } from '../components/course-sort-options';
import { CoursesFilters } from '../components/courses-filters';
import { FindCoursePanel } from '../components/find-course-panel';
import { useCoursesQueryParams } from '../hooks/use-courses-query-params';

/**
 * The whole catalogue for holders of list-course; the active courses to browse for everyone else who may
 * open the screen (menu-course: a Student), from the calls the course pickers use.
 */
export const CoursesPage = () => (useSession().can('list-course') ? <CourseList /> : <CourseCatalogue />);

const CourseList = () => {
  const { can } = useSession();
  const params = useCoursesQueryParams();
  const courses = useCourses(params.query);

  return (
    <ListPage
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
      intro={<FindCoursePanel />}
      label="Courses"
      noun="courses"
      query={courses}
      items={courses.data?.data}
      total={courses.data?.meta.total}
      params={params}
      searchPlaceholder="Code or name"
      filters={(style) => <CoursesFilters query={params.query} onChange={params.update} style={style} />}
      sortOptions={COURSE_SORT_OPTIONS}
      columns={COURSE_COLUMNS}
      rowActions={(course) => <CourseActionsMenu course={course} />}
      minWidth={820}
      card={(course) => <CourseCard course={course} />}
      empty={{ title: 'No courses yet', description: 'Courses you add will be listed here.' }}
    />
  );
};
