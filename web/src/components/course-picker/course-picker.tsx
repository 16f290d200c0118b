// The location → category → course → intake picker every student form reuses (docs/decisions.md, "Course
// catalogue"). A course is only offered at some campuses, so the location comes first and narrows everything after it.
import { Alert, Select, SimpleGrid, type SelectProps } from '@mantine/core';
import { useState } from 'react';
import { formatIntake } from './format-intake';
import { useLocationCourseTree } from '@web/lib/queries/get-location-course-tree';
import { useLocations } from '@web/lib/queries/get-locations';
import { courseLabel, coursesIn, findCourse, parentOf } from './picker-tree';

/** Spec §5: what a form says when a course is chosen before its location. */
export const LOCATION_FIRST_MESSAGE = 'Please select the course location first';

export interface CoursePickerValue {
  location_id?: string;
  /** A top-level category, or one of its children (categories nest one level). */
  category_id?: string;
  course_id?: string;
  /** An upcoming intake of the course at the location, as `YYYY-MM-DD`. */
  intake?: string;
}

export interface CoursePickerProps {
  value: CoursePickerValue;
  onChange: (value: CoursePickerValue) => void;
  /** A form's own verdict on the choice (e.g. its 422), shown under the location. */
  error?: string;
  /** Whether the form needs an intake too; the select shows either way. */
  requireIntake?: boolean;
  /** Names the group of selects, so a page with other "Location" inputs can tell them apart. */
  label?: string;
}

type DependentField = 'category' | 'subcategory' | 'course' | 'intake';

export function CoursePicker({ value, onChange, error, requireIntake = false, label = 'Course' }: CoursePickerProps) {
  const locations = useLocations();
  const tree = useLocationCourseTree(value.location_id);
  // Which select the person tried before choosing a location: that one says why it will not open.
  const [triedWithoutLocation, setTriedWithoutLocation] = useState<DependentField | null>(null);

  const hasLocation = Boolean(value.location_id);
  const parents = tree.data ?? [];
  const parent = parentOf(parents, value.category_id);
  const childId = parent && parent.id !== value.category_id ? value.category_id : undefined;
  const courses = coursesIn(parents, value.category_id);
  const course = findCourse(parents, value.course_id);

  /** Props of a select that waits for the location: read-only, and it says so when someone tries it. */
  const waitingForLocation = (field: DependentField): Partial<SelectProps> =>
    hasLocation
      ? {}
      : {
          readOnly: true,
          placeholder: 'Choose a location first',
          onFocus: () => setTriedWithoutLocation(field),
          onClick: () => setTriedWithoutLocation(field),
          ...(triedWithoutLocation === field ? { error: LOCATION_FIRST_MESSAGE } : { description: LOCATION_FIRST_MESSAGE }),
        };

  const choose = (next: CoursePickerValue) => {
    setTriedWithoutLocation(null);
    onChange(next);
  };

  const noCoursesHere = hasLocation && tree.isSuccess && parents.length === 0;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" role="group" aria-label={label}>
      <Select
        label="Location"
        placeholder={locations.isPending ? 'Loading campuses…' : 'Choose a campus'}
        data={(locations.data ?? []).map((l) => ({ value: l.id, label: `${l.name} (${l.state})` }))}
        value={value.location_id ?? null}
        onChange={(location_id) => choose({ location_id: location_id ?? undefined })}
        error={error}
        searchable
        clearable
        nothingFoundMessage="No campus by that name"
      />
      <Select
        label="Category"
        placeholder={tree.isFetching ? 'Loading categories…' : 'Choose a category'}
        data={parents.map((p) => ({ value: p.id, label: p.name }))}
        value={parent?.id ?? null}
        onChange={(category_id) => choose({ location_id: value.location_id, category_id: category_id ?? undefined })}
        disabled={noCoursesHere}
        clearable
        {...waitingForLocation('category')}
      />
      {parent && parent.children.length > 0 && (
        <Select
          label="Sub-category"
          placeholder={`All of ${parent.name}`}
          data={parent.children.map((c) => ({ value: c.id, label: c.name }))}
          value={childId ?? null}
          onChange={(category_id) => choose({ location_id: value.location_id, category_id: category_id ?? parent.id })}
          clearable
        />
      )}
      <Select
        label="Course"
        placeholder={parent ? 'Choose a course' : 'Choose a category first'}
        data={courses.map((c) => ({ value: c.id, label: courseLabel(c) }))}
        value={course?.id ?? null}
        onChange={(course_id) => choose({ location_id: value.location_id, category_id: value.category_id, course_id: course_id ?? undefined })}
        disabled={hasLocation && courses.length === 0}
        searchable
        clearable
        nothingFoundMessage="No course by that name"
        {...waitingForLocation('course')}
      />
      <Select
        label="Intake"
        placeholder={course && course.intakes.length === 0 ? 'No upcoming intakes' : 'Choose an intake date'}
        data={(course?.intakes ?? []).map((d) => ({ value: d, label: formatIntake(d) }))}
        value={value.intake ?? null}
        onChange={(intake) => choose({ ...value, intake: intake ?? undefined })}
        disabled={hasLocation && (course?.intakes.length ?? 0) === 0}
        required={requireIntake}
        clearable
        {...waitingForLocation('intake')}
      />
      {noCoursesHere && (
        <Alert color="yellow" variant="light" style={{ gridColumn: '1 / -1' }}>
          No active courses run at this campus yet. Choose another location.
        </Alert>
      )}
    </SimpleGrid>
  );
}
