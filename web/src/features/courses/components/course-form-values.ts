// The course form's values: what the inputs hold, which is looser than CourseBody (an emptied number
// box is `undefined`, an unchosen select is ''); the CourseBody resolver turns them into the payload.
import type { AqfLevel, CourseBody, CourseView, DELIVERY_MODES } from '@shared/schemas/courses';

export interface CourseLocationValues {
  location_id: string;
  intakes: string[];
}

export interface CourseFormValues {
  national_code: string;
  name: string;
  aqf_level: AqfLevel | '';
  cricos_code: string;
  category_id: string;
  duration_weeks: number | undefined;
  delivery_modes: (typeof DELIVERY_MODES)[number][];
  tuition_fee: number | undefined;
  material_fee: number | undefined;
  status: CourseView['status'];
  description: string;
  locations: CourseLocationValues[];
}

export const EMPTY_COURSE: CourseFormValues = {
  national_code: '',
  name: '',
  aqf_level: '',
  cricos_code: '',
  category_id: '',
  duration_weeks: undefined,
  delivery_modes: [],
  tuition_fee: undefined,
  material_fee: 0,
  status: 'active',
  description: '',
  locations: [],
};

const locationsOf = (course: CourseView): CourseLocationValues[] =>
  course.locations.map((l) => ({ location_id: l.location_id, intakes: [...l.intakes].sort() }));

export const formValuesOf = (course: CourseView): CourseFormValues => ({
  national_code: course.national_code,
  name: course.name,
  aqf_level: course.aqf_level,
  cricos_code: course.cricos_code ?? '',
  category_id: course.category_id,
  duration_weeks: course.duration_weeks,
  delivery_modes: course.delivery_modes,
  tuition_fee: course.tuition_fee,
  material_fee: course.material_fee,
  status: course.status,
  description: course.description,
  locations: locationsOf(course),
});

/** The payload that saves a course as it is but with another status (the list's Deactivate and Activate). */
export const withStatus = (course: CourseView, status: CourseView['status']): CourseBody => ({
  national_code: course.national_code,
  name: course.name,
  aqf_level: course.aqf_level,
  ...(course.cricos_code ? { cricos_code: course.cricos_code } : {}),
  category_id: course.category_id,
  duration_weeks: course.duration_weeks,
  delivery_modes: course.delivery_modes,
  tuition_fee: course.tuition_fee,
  material_fee: course.material_fee,
  status,
  description: course.description,
  locations: locationsOf(course),
});
