import { Paper, Stack } from '@mantine/core';
import { PageHeader } from '@web/components/page-layout';
import { CourseForm } from '../components/course-form';
import { EMPTY_COURSE } from '../components/course-form-values';

export const NewCoursePage = () => (
  <Stack gap="md">
    <PageHeader title="New course" description="Add a qualification to the scope of registration, with the campuses and dates it runs." />
    <Paper withBorder p={{ base: 'xs', sm: 'lg' }} radius="md">
      <CourseForm label="New course" submitLabel="Create course" defaultValues={EMPTY_COURSE} />
    </Paper>
  </Stack>
);
