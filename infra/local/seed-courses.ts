// Demo course catalogue: three campuses, categories and real Australian qualifications with intakes,
// plus a few non-accredited short-course topics. Fees and CRICOS codes are illustrative.
import type { CourseBody } from '@shared/schemas/courses';
import { createCategory, createCourse, createLocation } from '@functions/courses/courses';
import { SYSTEM_ACTOR } from '@functions/platform/audit';

const CAMPUSES = {
  sydney: {
    name: 'Sydney CBD',
    address: 'Level 3, 100 Harbour Street',
    suburb: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    phone: '(02) 9000 1234',
    opening_hours: 'Mon–Fri 8:30 am – 8 pm, Sat 9 am – 1 pm',
  },
  parramatta: {
    name: 'Parramatta',
    address: '12 Church Street',
    suburb: 'Parramatta',
    state: 'NSW',
    postcode: '2150',
    phone: '(02) 9000 5678',
    opening_hours: 'Mon–Fri 8:30 am – 5 pm',
  },
  melbourne: {
    name: 'Melbourne',
    address: 'Level 8, 200 Collins Street',
    suburb: 'Melbourne',
    state: 'VIC',
    postcode: '3000',
    phone: '(03) 9000 4321',
  },
} as const;
type Campus = keyof typeof CAMPUSES;

// Term starts on Mondays; the past one shows that pickers offer only upcoming intakes.
const TERMS = ['2026-10-12', '2027-02-08', '2027-04-26', '2027-07-19', '2027-10-11'];
const SHORT_COURSE_DATES = ['2026-12-05', '2027-01-16', '2027-02-13', '2027-03-13'];

const CATEGORIES: Record<string, string[]> = {
  Business: ['Management and Leadership', 'Accounting and Bookkeeping'],
  Hospitality: ['Commercial Cookery', 'Hospitality Management'],
  'Community Services': ['Early Childhood Education', 'Individual Support'],
  'Information Technology': [],
  Construction: [],
  'Short courses': [],
};

type SeedCourse = Omit<CourseBody, 'category_id' | 'locations' | 'status' | 'description' | 'material_fee'> & {
  category: string;
  at: Campus[];
  material_fee?: number;
  description?: string;
  short?: boolean;
};

const COURSES: SeedCourse[] = [
  {
    national_code: 'BSB40120',
    name: 'Certificate IV in Business',
    aqf_level: 'Certificate IV',
    cricos_code: '103672K',
    category: 'Management and Leadership',
    duration_weeks: 52,
    delivery_modes: ['face-to-face', 'blended'],
    tuition_fee: 9500,
    material_fee: 250,
    at: ['sydney', 'parramatta', 'melbourne'],
  },
  {
    national_code: 'BSB50120',
    name: 'Diploma of Business',
    aqf_level: 'Diploma',
    cricos_code: '103673J',
    category: 'Management and Leadership',
    duration_weeks: 78,
    delivery_modes: ['face-to-face', 'blended'],
    tuition_fee: 14500,
    material_fee: 350,
    at: ['sydney', 'melbourne'],
  },
  {
    national_code: 'BSB50420',
    name: 'Diploma of Leadership and Management',
    aqf_level: 'Diploma',
    cricos_code: '103674G',
    category: 'Management and Leadership',
    duration_weeks: 78,
    delivery_modes: ['face-to-face', 'online'],
    tuition_fee: 15000,
    material_fee: 350,
    at: ['sydney', 'parramatta'],
  },
  {
    national_code: 'BSB60420',
    name: 'Advanced Diploma of Leadership and Management',
    aqf_level: 'Advanced Diploma',
    cricos_code: '103675G',
    category: 'Management and Leadership',
    duration_weeks: 104,
    delivery_modes: ['face-to-face'],
    tuition_fee: 18000,
    material_fee: 400,
    at: ['sydney'],
  },
  {
    national_code: 'FNS40222',
    name: 'Certificate IV in Accounting and Bookkeeping',
    aqf_level: 'Certificate IV',
    cricos_code: '110321A',
    category: 'Accounting and Bookkeeping',
    duration_weeks: 52,
    delivery_modes: ['face-to-face', 'online'],
    tuition_fee: 9800,
    material_fee: 200,
    at: ['parramatta', 'melbourne'],
  },
  {
    national_code: 'SIT30821',
    name: 'Certificate III in Commercial Cookery',
    aqf_level: 'Certificate III',
    cricos_code: '108596C',
    category: 'Commercial Cookery',
    duration_weeks: 78,
    delivery_modes: ['face-to-face', 'workplace'],
    tuition_fee: 16500,
    material_fee: 1200,
    at: ['parramatta', 'melbourne'],
  },
  {
    national_code: 'SIT40521',
    name: 'Certificate IV in Kitchen Management',
    aqf_level: 'Certificate IV',
    cricos_code: '108597B',
    category: 'Commercial Cookery',
    duration_weeks: 104,
    delivery_modes: ['face-to-face', 'workplace'],
    tuition_fee: 19500,
    material_fee: 1200,
    at: ['parramatta', 'melbourne'],
  },
  {
    national_code: 'SIT50422',
    name: 'Diploma of Hospitality Management',
    aqf_level: 'Diploma',
    cricos_code: '111120M',
    category: 'Hospitality Management',
    duration_weeks: 104,
    delivery_modes: ['face-to-face', 'blended'],
    tuition_fee: 17500,
    material_fee: 500,
    at: ['sydney', 'melbourne'],
  },
  {
    national_code: 'CHC30121',
    name: 'Certificate III in Early Childhood Education and Care',
    aqf_level: 'Certificate III',
    cricos_code: '108400G',
    category: 'Early Childhood Education',
    duration_weeks: 52,
    delivery_modes: ['blended', 'workplace'],
    tuition_fee: 8900,
    material_fee: 300,
    at: ['parramatta'],
  },
  {
    national_code: 'CHC50121',
    name: 'Diploma of Early Childhood Education and Care',
    aqf_level: 'Diploma',
    cricos_code: '108401F',
    category: 'Early Childhood Education',
    duration_weeks: 78,
    delivery_modes: ['blended', 'workplace'],
    tuition_fee: 14900,
    material_fee: 300,
    at: ['parramatta', 'sydney'],
  },
  {
    national_code: 'CHC33021',
    name: 'Certificate III in Individual Support',
    aqf_level: 'Certificate III',
    category: 'Individual Support',
    duration_weeks: 26,
    delivery_modes: ['blended', 'workplace'],
    tuition_fee: 4900,
    material_fee: 150,
    at: ['parramatta', 'melbourne'],
  },
  {
    national_code: 'ICT40120',
    name: 'Certificate IV in Information Technology',
    aqf_level: 'Certificate IV',
    cricos_code: '105281E',
    category: 'Information Technology',
    duration_weeks: 52,
    delivery_modes: ['face-to-face', 'online'],
    tuition_fee: 11000,
    material_fee: 250,
    at: ['sydney', 'melbourne'],
  },
  {
    national_code: 'ICT50220',
    name: 'Diploma of Information Technology',
    aqf_level: 'Diploma',
    cricos_code: '105282D',
    category: 'Information Technology',
    duration_weeks: 78,
    delivery_modes: ['face-to-face', 'online'],
    tuition_fee: 16000,
    material_fee: 300,
    at: ['sydney', 'melbourne'],
  },
  {
    national_code: 'CPC30220',
    name: 'Certificate III in Carpentry',
    aqf_level: 'Certificate III',
    category: 'Construction',
    duration_weeks: 104,
    delivery_modes: ['face-to-face', 'workplace'],
    tuition_fee: 12500,
    material_fee: 1500,
    at: ['parramatta'],
  },
  {
    national_code: 'CPC40120',
    name: 'Certificate IV in Building and Construction',
    aqf_level: 'Certificate IV',
    cricos_code: '104343K',
    category: 'Construction',
    duration_weeks: 78,
    delivery_modes: ['face-to-face', 'blended'],
    tuition_fee: 15500,
    material_fee: 400,
    at: ['parramatta', 'melbourne'],
  },
  {
    national_code: 'HLTAID011',
    name: 'Provide First Aid',
    aqf_level: 'Non-accredited',
    category: 'Short courses',
    duration_weeks: 1,
    delivery_modes: ['face-to-face'],
    tuition_fee: 150,
    at: ['sydney', 'parramatta', 'melbourne'],
    short: true,
    description: 'A one-day first aid course with a nationally recognised statement of attainment.',
  },
  {
    national_code: 'SITHFAB021',
    name: 'Provide Responsible Service of Alcohol',
    aqf_level: 'Non-accredited',
    category: 'Short courses',
    duration_weeks: 1,
    delivery_modes: ['face-to-face', 'online'],
    tuition_fee: 120,
    at: ['sydney', 'melbourne'],
    short: true,
    description: 'The RSA unit required to serve alcohol in licensed venues.',
  },
  {
    national_code: 'SC-EXCEL',
    name: 'Excel for Business',
    aqf_level: 'Non-accredited',
    category: 'Short courses',
    duration_weeks: 1,
    delivery_modes: ['face-to-face', 'online'],
    tuition_fee: 290,
    at: ['sydney'],
    short: true,
    description: 'Two evenings of formulas, tables and charts for everyday office work.',
  },
];

/** Creates the demo campuses, categories and courses. */
export const seedCourses = async (): Promise<void> => {
  const campusIds = {} as Record<Campus, string>;
  for (const [key, campus] of Object.entries(CAMPUSES) as [Campus, (typeof CAMPUSES)[Campus]][]) {
    campusIds[key] = (await createLocation({ ...campus })).id;
  }
  const categoryIds = new Map<string, string>();
  for (const [parent, children] of Object.entries(CATEGORIES)) {
    const parentId = (await createCategory({ name: parent, parent_id: null })).id;
    categoryIds.set(parent, parentId);
    for (const child of children) categoryIds.set(child, (await createCategory({ name: child, parent_id: parentId })).id);
  }
  for (const { category, at, short, ...course } of COURSES) {
    await createCourse(
      {
        ...course,
        material_fee: course.material_fee ?? 0,
        description:
          course.description ?? `A nationally recognised ${course.aqf_level} qualification, delivered over ${course.duration_weeks} weeks.`,
        status: 'active',
        category_id: categoryIds.get(category)!,
        locations: at.map((campus) => ({ location_id: campusIds[campus], intakes: short ? SHORT_COURSE_DATES : TERMS })),
      },
      SYSTEM_ACTOR,
    );
  }
};
