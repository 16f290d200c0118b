import { Select } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { ClockView, FormStatus } from '@shared/schemas/forms';
import { useActiveCourses } from '@web/lib/queries/get-active-courses';
import { useLocations } from '@web/lib/queries/get-locations';
import type { FormsQuery } from '../api/get-forms';

const VERIFIED_OPTIONS = [
  { value: 'true', label: 'Verified' },
  { value: 'false', label: 'Not verified' },
];

const STATUS_OPTIONS: { value: FormStatus; label: string }[] = [
  { value: 'submitted', label: 'Submitted' },
  { value: 'returned', label: 'Sent back' },
  { value: 'draft', label: 'Draft' },
];

const CLOCK_OPTIONS: { value: ClockView['state']; label: string }[] = [
  { value: 'overdue', label: 'Overdue' },
  { value: 'due-soon', label: 'Due soon' },
  { value: 'on-time', label: 'On time' },
  { value: 'met', label: 'Met' },
];

export type FormFilterName = 'status' | 'verified' | 'course_id' | 'location_id' | 'clock';

interface FormsFiltersProps {
  query: Pick<FormsQuery, FormFilterName>;
  onChange: (changes: Partial<FormsQuery>) => void;
  /** Staff filter by course and campus too; a student's or agent's own few forms need only their state. */
  byCourse: boolean;
  /** Staff of a family with legal deadlines filter by where its clock stands. */
  byClock: boolean;
  style: CSSProperties | undefined;
}

// Two or three short choices: a narrower box.
const narrow = (style: CSSProperties | undefined) => style && { ...style, flex: '1 1 8rem', maxWidth: '11rem' };

/** A family's list filters (the list page adds the search and lays them out). */
export const FormsFilters = ({ query, onChange, byCourse, byClock, style }: FormsFiltersProps) => (
  <>
    <Select
      label="Status"
      placeholder="Any status"
      data={STATUS_OPTIONS}
      value={query.status ?? null}
      onChange={(value) => onChange({ status: STATUS_OPTIONS.find((o) => o.value === value)?.value })}
      clearable
      style={narrow(style)}
    />
    <Select
      label="Verified"
      placeholder="Either"
      data={VERIFIED_OPTIONS}
      value={query.verified ?? null}
      onChange={(value) => onChange({ verified: value === 'true' || value === 'false' ? value : undefined })}
      clearable
      style={narrow(style)}
    />
    {byClock && (
      <Select
        label="Deadline"
        placeholder="Any deadline"
        data={CLOCK_OPTIONS}
        value={query.clock ?? null}
        onChange={(value) => onChange({ clock: CLOCK_OPTIONS.find((o) => o.value === value)?.value })}
        clearable
        style={narrow(style)}
      />
    )}
    {byCourse && <CourseFilters query={query} onChange={onChange} style={style} />}
  </>
);

const CourseFilters = ({ query, onChange, style }: Omit<FormsFiltersProps, 'byCourse' | 'byClock'>) => {
  const courses = useActiveCourses();
  const locations = useLocations();
  return (
    <>
      <Select
        label="Course"
        placeholder="All courses"
        data={(courses.data ?? []).map((c) => ({ value: c.id, label: `${c.national_code} ${c.name}` }))}
        value={query.course_id ?? null}
        onChange={(value) => onChange({ course_id: value ?? undefined })}
        searchable
        clearable
        disabled={courses.isPending}
        style={style}
      />
      <Select
        label="Campus"
        placeholder="All campuses"
        data={(locations.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
        value={query.location_id ?? null}
        onChange={(value) => onChange({ location_id: value ?? undefined })}
        clearable
        disabled={locations.isPending}
        style={style}
      />
    </>
  );
};
