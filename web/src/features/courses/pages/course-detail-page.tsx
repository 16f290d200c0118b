import { Anchor, Button, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '@web/components/page-layout';
import { PageLoader } from '@web/components/page-loader';
import { useSession } from '@web/lib/session';
import { useCatalogueCourse } from '@web/lib/queries/get-catalogue-course';
import { useCourse } from '../api/get-course';
import { CourseDetails, type CourseDetailsView } from '../components/course-details';

/**
 * A course's page. Holders of list-course or show-course read the full record (fees, status); anyone else
 * who may open the screen reads the catalogue entry of an active course, without fees.
 */
export const CourseDetailPage = () => {
  const { id = '' } = useParams();
  const { can } = useSession();
  return can('list-course') || can('show-course') ? <FullCourse id={id} /> : <CatalogueCourse id={id} />;
};

const FullCourse = ({ id }: { id: string }) => <CoursePage course={useCourse(id)} />;
const CatalogueCourse = ({ id }: { id: string }) => <CoursePage course={useCatalogueCourse(id)} />;

const CoursePage = ({ course }: { course: UseQueryResult<CourseDetailsView> }) => {
  const { can } = useSession();
  const data = course.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/courses" size="sm">
        ← Courses
      </Anchor>
      <PageHeader
        title={data?.name ?? 'Course'}
        description={data ? `${data.national_code} · ${data.aqf_level}` : undefined}
        actions={
          data &&
          can('update-course') && (
            <Button component={Link} to={`/course/update/${data.id}`}>
              Edit course
            </Button>
          )
        }
      />
      {data ? <CourseDetails course={data} /> : <PageLoader query={course} what="this course" />}
    </Stack>
  );
};
