// The course form's rules (docs/decisions.md, "Course catalogue"), checked where they live so the API and the SPA form agree: national
// and college codes, CRICOS codes only on accredited courses, each campus once, fees in dollars and cents.
import { describe, expect, it } from 'vitest';
import { CourseBody } from './courses';

const valid = {
  national_code: 'BSB50120',
  name: 'Diploma of Business',
  aqf_level: 'Diploma',
  cricos_code: '103673J',
  category_id: 'business',
  duration_weeks: 78,
  delivery_modes: ['face-to-face'],
  tuition_fee: 14500,
  material_fee: 350,
  locations: [{ location_id: 'sydney', intakes: ['2027-02-08'] }],
};

/** The dotted paths of the fields a body is refused for; empty when it passes. */
const refusedFields = (overrides: Record<string, unknown>): string[] => {
  const result = CourseBody.safeParse({ ...valid, ...overrides });
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('CourseBody', () => {
  it('fills the defaults of a minimal accredited course', () => {
    // Act
    const body = CourseBody.parse({ ...valid, cricos_code: undefined, material_fee: undefined, locations: undefined });
    // Assess
    expect(body).toMatchObject({ material_fee: 0, status: 'active', description: '', locations: [] });
    expect(body.cricos_code).toBeUndefined();
  });

  it.each([
    ['a training package code', 'Diploma', 'BSB50120'],
    ['an accredited course code', 'Certificate IV', '10971NAT'],
    ['a lower-case code, upper-cased', 'Diploma', ' bsb50120 '],
    ['a college code on a non-accredited course', 'Non-accredited', 'SC-EXCEL'],
    ['a unit code on a non-accredited course', 'Non-accredited', 'HLTAID011'],
  ])('accepts %s', (_, aqf_level, national_code) => {
    // Act
    const result = CourseBody.safeParse({ ...valid, aqf_level, national_code, cricos_code: aqf_level === 'Non-accredited' ? '' : valid.cricos_code });
    // Assess
    expect(result.success).toBe(true);
    expect(result.data?.national_code).toBe(national_code.trim().toUpperCase());
  });

  it.each([
    ['a training package code one digit short', { national_code: 'BSB5012' }, 'national_code'],
    ['an accredited course code without NAT', { national_code: '10971' }, 'national_code'],
    ['a college code on an accredited course', { national_code: 'SC-EXCEL' }, 'national_code'],
    ['a code with spaces', { national_code: 'SC EXCEL', aqf_level: 'Non-accredited', cricos_code: '' }, 'national_code'],
    ['a CRICOS code without its check letter', { cricos_code: '1036733' }, 'cricos_code'],
    ['a CRICOS code with five digits', { cricos_code: '10367J' }, 'cricos_code'],
    ['a CRICOS code on a non-accredited course', { national_code: 'SC-EXCEL', aqf_level: 'Non-accredited' }, 'cricos_code'],
    ['a negative fee', { tuition_fee: -0.01 }, 'tuition_fee'],
    ['a fee with fractions of a cent', { tuition_fee: 100.001 }, 'tuition_fee'],
    ['a fee that is not a number', { material_fee: 'free' }, 'material_fee'],
    ['half a week', { duration_weeks: 1.5 }, 'duration_weeks'],
    ['an intake that is not a date', { locations: [{ location_id: 'sydney', intakes: ['8/2/2027'] }] }, 'locations.0.intakes.0'],
    ['an intake on a day the month does not have', { locations: [{ location_id: 'sydney', intakes: ['2027-02-30'] }] }, 'locations.0.intakes.0'],
    [
      'a campus listed twice',
      {
        locations: [
          { location_id: 'sydney', intakes: [] },
          { location_id: 'sydney', intakes: [] },
        ],
      },
      'locations.1.location_id',
    ],
  ])('refuses %s, naming the field', (_, overrides, field) => {
    // Act
    const fields = refusedFields(overrides);
    // Assess
    expect(fields).toEqual([field]);
  });

  it.each([
    ['whole dollars', 14500],
    ['dollars and cents', 1234.56],
    ['cents that floating point cannot hold exactly', 0.29],
  ])('accepts a fee in %s', (_, fee) => {
    // Act
    const fields = refusedFields({ tuition_fee: fee, material_fee: fee });
    // Assess
    expect(fields).toEqual([]);
  });

  it.each([5e-324, 1e-131, 1e-9])('keeps a fee of %d as the whole cents it is (none), which DynamoDB can store', (fee) => {
    // Act
    const course = CourseBody.parse({ ...valid, tuition_fee: fee, material_fee: fee });
    // Assess
    expect([course.tuition_fee, course.material_fee]).toEqual([0, 0]);
  });

  it.each([
    ['text', '99.95'],
    ['true', true],
    ['null', null],
  ])('refuses a fee given as %s: a JSON number is a number', (_, fee) => {
    // Act
    const fields = refusedFields({ tuition_fee: fee, material_fee: fee });
    // Assess
    expect(fields.sort()).toEqual(['material_fee', 'tuition_fee']);
  });

  it('treats an empty or null CRICOS code as none', () => {
    // Act
    const [empty, none] = [CourseBody.parse({ ...valid, cricos_code: '' }), CourseBody.parse({ ...valid, cricos_code: null })];
    // Assess
    expect(empty.cricos_code).toBeUndefined();
    expect(none.cricos_code).toBeUndefined();
  });
});
