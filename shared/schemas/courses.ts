import * as z from 'zod';
import { REVISION_VIEW, revised } from './revisions';
import { recordFields } from '../fields';
import { Id, JsonNumber, OptionalText, listQuery } from './common';

/** The Australian Qualifications Framework levels a course can sit at, plus non-accredited short courses. */
export const AQF_LEVELS = [
  'Certificate I',
  'Certificate II',
  'Certificate III',
  'Certificate IV',
  'Diploma',
  'Advanced Diploma',
  'Graduate Certificate',
  'Graduate Diploma',
  'Non-accredited',
] as const;
export type AqfLevel = (typeof AQF_LEVELS)[number];

export const DELIVERY_MODES = ['face-to-face', 'online', 'blended', 'workplace'] as const;
export const DELIVERY_MODE_LABELS: Record<(typeof DELIVERY_MODES)[number], string> = {
  'face-to-face': 'Face to face',
  online: 'Online',
  blended: 'Blended',
  workplace: 'Workplace',
};

export const AUSTRALIAN_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AustralianState = (typeof AUSTRALIAN_STATES)[number];

export const COURSE_STATUSES = ['active', 'inactive'] as const;

// Training package qualifications (BSB50120), accredited courses (10971NAT) and, for non-accredited
// courses, the college's own code (SC-EXCEL, HLTAID011).
const TRAINING_PACKAGE_CODE = /^[A-Z]{3}\d{5}$/;
const ACCREDITED_COURSE_CODE = /^\d{5}NAT$/;
const LOCAL_CODE = /^[A-Z0-9][A-Z0-9-]{2,19}$/;

/** True when the code is a nationally recognised qualification or accredited course code. */
export const isNationalCode = (code: string): boolean => TRAINING_PACKAGE_CODE.test(code) || ACCREDITED_COURSE_CODE.test(code);

/** CRICOS course codes are six digits and a check letter, e.g. 099532B. */
export const CRICOS_CODE = /^\d{6}[A-Z]$/;

const upper = (s: unknown) => (typeof s === 'string' ? s.trim().toUpperCase() : s);
const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

/** An amount in Australian dollars, at most two decimals; stored as whole cents over 100, so `1e-300` is 0. */
const Money = JsonNumber('Enter an amount in dollars')
  .min(0, 'The amount cannot be negative')
  .max(1_000_000, 'The amount must be under $1,000,000')
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Use at most two decimals (cents)')
  .transform((n) => Math.round(n * 100) / 100);

/** A calendar date `YYYY-MM-DD` that exists (`Date.parse` would roll 2027-02-30 over to 2 March). */
const isRealDate = (d: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return false;
  const t = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
};

const IsoDate = z.string().max(10, 'Enter a real date like 2027-02-08').refine(isRealDate, 'Enter a real date like 2027-02-08');

export const CourseLocationBody = z.object({
  location_id: Id('Choose a location'),
  intakes: z.array(IsoDate).max(52, 'At most 52 intakes a year per location').default([]),
});

export const CourseBody = z
  .object({
    national_code: z.preprocess(upper, z.string().max(20).regex(LOCAL_CODE, 'Enter a code like BSB50120, 10971NAT or SC-EXCEL')),
    name: z.string().trim().min(3, 'Enter the course name').max(200),
    aqf_level: z.enum(AQF_LEVELS, { message: 'Choose an AQF level' }),
    cricos_code: z.preprocess(
      (v) => (v === null || v === '' ? undefined : upper(v)),
      z.string().max(7).regex(CRICOS_CODE, 'A CRICOS code is six digits and a letter, like 099532B').optional(),
    ),
    category_id: Id('Choose a category'),
    duration_weeks: JsonNumber('Enter the duration in weeks').int('Whole weeks only').min(1, 'At least one week').max(520, 'At most 520 weeks'),
    delivery_modes: z
      .array(z.enum(DELIVERY_MODES))
      .min(1, 'Choose at least one delivery mode')
      .max(DELIVERY_MODES.length, 'Choose each delivery mode once'),
    tuition_fee: Money,
    material_fee: Money.default(0),
    status: z.enum(COURSE_STATUSES).default('active'),
    description: optionalText(5000),
    locations: z.array(CourseLocationBody).max(50).default([]),
  })
  .superRefine((c, ctx) => {
    const accredited = c.aqf_level !== 'Non-accredited';
    if (accredited && !isNationalCode(c.national_code)) {
      ctx.addIssue({ code: 'custom', path: ['national_code'], message: 'An accredited course needs a national code like BSB50120 or 10971NAT' });
    }
    if (!accredited && c.cricos_code) {
      ctx.addIssue({ code: 'custom', path: ['cricos_code'], message: 'Only accredited courses can be CRICOS registered' });
    }
    const seen = new Set<string>();
    c.locations.forEach((l, i) => {
      if (seen.has(l.location_id)) ctx.addIssue({ code: 'custom', path: ['locations', i, 'location_id'], message: 'This location is listed twice' });
      seen.add(l.location_id);
    });
  });
export type CourseBody = z.infer<typeof CourseBody>;

export const CourseListQuery = listQuery(['name', 'national_code', 'aqf_level', 'created_at'], 'name').extend({
  category_id: Id('Choose a category').optional(),
  location_id: Id('Choose a location').optional(),
  aqf_level: z.enum(AQF_LEVELS).optional(),
  status: z.enum(COURSE_STATUSES).optional(),
});
export type CourseListQuery = z.infer<typeof CourseListQuery>;

export const CategoryListQuery = listQuery(['tree', 'name', 'courses_count'], 'tree');
export type CategoryListQuery = z.infer<typeof CategoryListQuery>;

export const LocationListQuery = listQuery(['name', 'state', 'courses_count'], 'name');
export type LocationListQuery = z.infer<typeof LocationListQuery>;

export const CategoryBody = z.object({
  name: z.string().trim().min(2, 'Enter a category name').max(100),
  /** Categories nest one level: a parent's id, or none for a top-level category. */
  parent_id: z.preprocess((v) => (v === '' ? null : v), Id('Choose a parent category that exists').nullable().optional().default(null)),
});
export type CategoryBody = z.infer<typeof CategoryBody>;

export const LocationBody = z.object({
  name: z.string().trim().min(2, 'Enter the campus name').max(100),
  address: z.string().trim().min(3, 'Enter the street address').max(200),
  suburb: z.string().trim().min(2, 'Enter the suburb').max(100),
  state: z.enum(AUSTRALIAN_STATES, { message: 'Choose a state or territory' }),
  postcode: z
    .string()
    .trim()
    .max(4, 'A postcode is four digits')
    .regex(/^\d{4}$/, 'A postcode is four digits'),
  phone: z
    .string()
    .trim()
    .max(20, 'Enter a phone number like (02) 9000 1234')
    .regex(/^[+0-9 ()-]{8,20}$/, 'Enter a phone number like (02) 9000 1234'),
  /** When the campus is open to students and visitors, in the college's words ("Mon–Fri 8:30 am – 5 pm"). */
  opening_hours: OptionalText(200),
});
export type LocationBody = z.infer<typeof LocationBody>;

/** A campus stores and answers its body's fields by name (shared/fields.ts). */
export const LocationFields = recordFields(LocationBody);

export const LocationView = z.strictObject({
  id: z.string(),
  ...LocationFields.viewShape,
  ...REVISION_VIEW,
  courses_count: z.number().int(),
});
export type LocationView = z.infer<typeof LocationView>;

/** A category stores and answers its body's fields by name (shared/fields.ts); the names and counts are worked out. */
export const CategoryFields = recordFields(CategoryBody);

export const CategoryView = z.strictObject({
  id: z.string(),
  ...CategoryFields.viewShape,
  ...REVISION_VIEW,
  parent_name: z.string().optional(),
  children_count: z.number().int(),
  courses_count: z.number().int(),
});
export type CategoryView = z.infer<typeof CategoryView>;

export const CourseLocationView = z.strictObject({ location_id: z.string(), location_name: z.string(), intakes: z.array(z.string()) });
export type CourseLocationView = z.infer<typeof CourseLocationView>;

/**
 * A course stores and answers its body's fields by name (shared/fields.ts), but for its delivery modes (kept once
 * each, in a plain list) and its campuses (answered with their names, their intakes sorted).
 */
export const CourseFields = recordFields(CourseBody, { except: ['delivery_modes', 'locations'] });

export const CourseView = z.strictObject({
  id: z.string(),
  ...CourseFields.viewShape,
  category_name: z.string().optional(),
  parent_category_name: z.string().optional(),
  delivery_modes: z.array(z.enum(DELIVERY_MODES)),
  locations: z.array(CourseLocationView),
  created_at: z.string(),
  /** Trainers who list the course as one they deliver: while any do, it cannot be deleted. */
  trainers_count: z.number().int(),
  ...REVISION_VIEW,
});
export type CourseView = z.infer<typeof CourseView>;

/** The updates: the bodies with the revision each was made from (shared/schemas/revisions.ts). */
export const CourseUpdateBody = revised(CourseBody);
export const CategoryUpdateBody = revised(CategoryBody);
export const LocationUpdateBody = revised(LocationBody);
export type CourseUpdateBody = z.infer<typeof CourseUpdateBody>;
export type CategoryUpdateBody = z.infer<typeof CategoryUpdateBody>;
export type LocationUpdateBody = z.infer<typeof LocationUpdateBody>;

/** GET /api/course-list: id, code and name of the active courses, what selects offer. */
export const CourseListItem = z.strictObject({
  id: z.string(),
  national_code: z.string(),
  name: z.string(),
  aqf_level: z.enum(AQF_LEVELS),
  cricos_code: z.string().optional(),
});
export type CourseListItem = z.infer<typeof CourseListItem>;

/**
 * GET /api/course-list/{id}: an active course as every signed-in user may read it, to choose a course.
 * Fees, status and usage stay with `list-course`/`show-course` (GET /api/course/{id}); intakes are the
 * upcoming ones only, as the pickers offer.
 */
export const CatalogueCourseView = CourseView.omit({
  tuition_fee: true,
  material_fee: true,
  status: true,
  created_at: true,
  trainers_count: true,
  revision: true,
});
export type CatalogueCourseView = z.infer<typeof CatalogueCourseView>;

/** One course in a picker: what a student chooses between. */
export const CourseOption = CourseListItem.extend({
  /** Upcoming intakes at the location asked for (past ones are left out). */
  intakes: z.array(z.string()),
});
export type CourseOption = z.infer<typeof CourseOption>;

/** GET /api/parent-category-course-location/{locationId}: the tree a form's course picker walks. */
export const ParentCategoryTree = z.strictObject({
  id: z.string(),
  name: z.string(),
  /** Courses filed directly under the parent. */
  courses: z.array(CourseOption),
  children: z.array(z.strictObject({ id: z.string(), name: z.string(), courses: z.array(CourseOption) })),
});
export type ParentCategoryTree = z.infer<typeof ParentCategoryTree>;
