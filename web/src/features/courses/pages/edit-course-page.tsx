import { Paper, Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@web/components/page-layout';
import { useCourse } from '../api/get-course';
import { CourseForm } from '../components/course-form';
import { formValuesOf } from '../components/course-form-values';
import { PageLoader } from '@web/components/page-loader';

export const EditCoursePage = () => {
  const { id = '' } = useParams();
  const course = useCourse(id);

  return (
    <Stack gap="md">
      <PageHeader title="Edit course" description={course.data ? `${course.data.national_code} · ${course.data.name}` : undefined} />
      {/* Keyed by id so the form's defaults come from the course that was loaded, never a stale one. */}
      {course.data ? (
        <Paper withBorder p={{ base: 'xs', sm: 'lg' }} radius="md">
          <CourseForm
            key={course.data.id}
            id={course.data.id}
            label={`Edit ${course.data.name}`}
            submitLabel="Save changes"
            defaultValues={formValuesOf(course.data)}
          />
        </Paper>
      ) : (
        <PageLoader query={course} what="this course" />
      )}
    </Stack>
  );
};
