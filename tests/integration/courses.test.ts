// Courses (issue 3): the catalogue list with its filters and ordering, show, create, update and delete with
// the rules that keep national codes unique and courses in use undeletable, and the select list of
// active courses. Every test works in a throwaway campus and categories (newCatalogueCorner), never on
// the seeded courses.
import { SETTLE_MS } from '@functions/platform/revision-memory';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import type { CourseView } from '@shared/schemas/courses';
import { signInAs, type Client } from '../support/api';
import {
  asSuperadmin,
  courseBody,
  fieldsOf,
  newCatalogueCorner,
  newCategory,
  newCourse,
  newLocation,
  newPerson,
  uniqueNationalCode,
  uniqueTag,
} from '../support/fixtures';

let superadmin: Client;
beforeAll(async () => {
  superadmin = await asSuperadmin();
});

const codesOf = (res: { body: { data: CourseView[] } }) => res.body.data.map((c) => c.national_code);

describe('GET /api/course', () => {
  it.each([
    ['its name, in any case', (c: CourseView) => c.name.toUpperCase()],
    ['its national code', (c: CourseView) => c.national_code.toLowerCase()],
  ])('finds a course by %s', async (_, needle) => {
    // Prepare
    const { child } = await newCatalogueCorner();
    const course = await newCourse({ category_id: child.id });
    // Act
    const res = await superadmin.get(`/api/course?search=${encodeURIComponent(needle(course))}`);
    // Assess
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [course], meta: { page: 1, pagination: 15, total: 1 } });
  });

  it('finds a course by its CRICOS code', async () => {
    // Prepare
    const { location, child } = await newCatalogueCorner();
    const at = [{ location_id: location.id, intakes: [] }];
    const course = await newCourse({ category_id: child.id, cricos_code: '654321Z', locations: at });
    await newCourse({ category_id: child.id, cricos_code: '123456A', locations: at });
    // Act
    const res = await superadmin.get(`/api/course?search=654321z&location_id=${location.id}`);
    // Assess
    expect(codesOf(res)).toEqual([course.national_code]);
  });

  it('filters by category, a parent matching the courses of its children too', async () => {
    // Prepare
    const { parent, child } = await newCatalogueCorner();
    const other = await newCategory();
    const inChild = await newCourse({ category_id: child.id, name: 'Course A' });
    const inParent = await newCourse({ category_id: parent.id, name: 'Course B' });
    await newCourse({ category_id: other.id });
    // Act
    const [byParent, byChild] = await Promise.all([
      superadmin.get(`/api/course?category_id=${parent.id}`),
      superadmin.get(`/api/course?category_id=${child.id}`),
    ]);
    // Assess
    expect(codesOf(byParent)).toEqual([inChild.national_code, inParent.national_code]);
    expect(codesOf(byChild)).toEqual([inChild.national_code]);
  });

  it('filters by location', async () => {
    // Prepare
    const { location, child } = await newCatalogueCorner();
    const elsewhere = await newLocation();
    const runsHere = await newCourse({
      category_id: child.id,
      locations: [
        { location_id: elsewhere.id, intakes: [] },
        { location_id: location.id, intakes: [] },
      ],
    });
    await newCourse({ category_id: child.id, locations: [{ location_id: elsewhere.id, intakes: [] }] });
    // Act
    const res = await superadmin.get(`/api/course?location_id=${location.id}`);
    // Assess
    expect(codesOf(res)).toEqual([runsHere.national_code]);
  });

  it.each([
    ['aqf_level=Diploma', { aqf_level: 'Diploma' }],
    ['status=inactive', { status: 'inactive' }],
  ])('filters by %s', async (filter, matching) => {
    // Prepare: the other course is an active Certificate IV, which neither filter matches
    const { location, child } = await newCatalogueCorner();
    const at = [{ location_id: location.id, intakes: [] }];
    const match = await newCourse({ category_id: child.id, locations: at, ...matching });
    await newCourse({ category_id: child.id, locations: at });
    // Act
    const res = await superadmin.get(`/api/course?location_id=${location.id}&${filter}`);
    // Assess
    expect(codesOf(res)).toEqual([match.national_code]);
  });

  describe('ordering', () => {
    // Three courses whose names, codes and AQF levels each sort differently; AQF levels sort by the
    // framework (Certificate III < Advanced Diploma < Graduate Certificate), not alphabetically.
    let location: string;
    let byName: string[];
    let byCode: string[];
    let byAqf: string[];
    beforeAll(async () => {
      const corner = await newCatalogueCorner();
      location = corner.location.id;
      const at = [{ location_id: location, intakes: [] }];
      const codes = [uniqueNationalCode(), uniqueNationalCode(), uniqueNationalCode()].sort();
      const [gradCert, cert3, advDip] = await Promise.all([
        newCourse({ category_id: corner.child.id, locations: at, national_code: codes[1], name: 'Alpha course', aqf_level: 'Graduate Certificate' }),
        newCourse({ category_id: corner.child.id, locations: at, national_code: codes[2], name: 'Bravo course', aqf_level: 'Certificate III' }),
        newCourse({ category_id: corner.child.id, locations: at, national_code: codes[0], name: 'Charlie course', aqf_level: 'Advanced Diploma' }),
      ]);
      byName = [gradCert, cert3, advDip].map((c) => c.national_code);
      byCode = codes;
      byAqf = [cert3, advDip, gradCert].map((c) => c.national_code);
    });

    it.each([
      ['name', 'asc', () => byName],
      ['national_code', 'asc', () => byCode],
      ['aqf_level', 'asc', () => byAqf],
      ['aqf_level', 'desc', () => [...byAqf].reverse()],
      ['name', 'desc', () => [...byName].reverse()],
    ])('orders by %s %s', async (orderBy, order, expected) => {
      // Act
      const res = await superadmin.get(`/api/course?location_id=${location}&order_by=${orderBy}&order=${order}`);
      // Assess
      expect(res.status).toBe(200);
      expect(codesOf(res)).toEqual(expected());
    });

    it('pages the list, counting every match', async () => {
      // Act
      const res = await superadmin.get(`/api/course?location_id=${location}&pagination=2&page=2`);
      // Assess
      expect(codesOf(res)).toEqual(byName.slice(2));
      expect(res.body.meta).toEqual({ page: 2, pagination: 2, total: 3 });
    });

    it('refuses an unknown order_by with 422 naming order_by', async () => {
      // Act
      const res = await superadmin.get(`/api/course?location_id=${location}&order_by=tuition_fee`);
      // Assess
      expect(res.status).toBe(422);
      expect(fieldsOf(res.body)).toEqual(['order_by']);
    });
  });

  it('answers the whole catalogue in one page with pagination=1000, as selects ask', async () => {
    // Act
    const res = await superadmin.get('/api/course?pagination=1000');
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ page: 1, pagination: 1000 });
    expect(res.body.data).toHaveLength(res.body.meta.total);
    expect(codesOf(res)).toEqual(expect.arrayContaining(['BSB50120', 'BSB40120', 'SC-EXCEL']));
  });
});

describe('GET /api/course/{id}', () => {
  it('answers the course with its category, parent category and campus names', async () => {
    // Prepare
    const { location, parent, child } = await newCatalogueCorner();
    const course = await newCourse({ category_id: child.id, locations: [{ location_id: location.id, intakes: ['2031-02-03'] }] });
    // Act
    const res = await superadmin.get(`/api/course/${course.id}`);
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: course.id,
      category_name: child.name,
      parent_category_name: parent.name,
      locations: [{ location_id: location.id, location_name: location.name, intakes: ['2031-02-03'] }],
    });
  });

  it('answers 404 for an unknown id', async () => {
    // Act
    const res = await superadmin.get('/api/course/no-such-course');
    // Assess
    expect(res.status).toBe(404);
  });
});

describe('POST /api/course', () => {
  it('creates a course, upper-casing codes and keeping each campus’s intakes sorted and once each', async () => {
    // Prepare
    const { location, parent, child } = await newCatalogueCorner();
    const second = await newLocation();
    const code = uniqueNationalCode();
    const body = courseBody({
      national_code: code.toLowerCase(),
      cricos_code: '099532b',
      category_id: child.id,
      delivery_modes: ['face-to-face', 'online'],
      tuition_fee: 12345.67,
      material_fee: 99.9,
      locations: [
        { location_id: location.id, intakes: ['2031-07-14', '2031-02-03', '2031-07-14'] },
        { location_id: second.id, intakes: [] },
      ],
    });
    // Act
    const res = await superadmin.post('/api/course', body);
    // Assess
    expect(res.status).toBe(201);
    const expected = {
      id: expect.any(String),
      national_code: code,
      name: body.name,
      aqf_level: 'Certificate IV',
      cricos_code: '099532B',
      category_id: child.id,
      category_name: child.name,
      parent_category_name: parent.name,
      duration_weeks: 52,
      delivery_modes: ['face-to-face', 'online'],
      tuition_fee: 12345.67,
      material_fee: 99.9,
      status: 'active',
      description: 'A throwaway course.',
      locations: [
        { location_id: location.id, location_name: location.name, intakes: ['2031-02-03', '2031-07-14'] },
        { location_id: second.id, location_name: second.name, intakes: [] },
      ],
      created_at: expect.any(String),
      trainers_count: 0,
      revision: 1,
    };
    expect(res.body.data).toEqual(expected);
    expect((await superadmin.get(`/api/course/${res.body.data.id}`)).body.data).toEqual(res.body.data);
  });

  it('creates a non-accredited short course with a college code and no CRICOS code', async () => {
    // Prepare
    const { child } = await newCatalogueCorner();
    const code = `SC-${uniqueTag().toUpperCase()}`;
    // Act
    const res = await superadmin.post(
      '/api/course',
      courseBody({ national_code: code, aqf_level: 'Non-accredited', cricos_code: '', category_id: child.id }),
    );
    // Assess
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ national_code: code, aqf_level: 'Non-accredited' });
    expect(res.body.data).not.toHaveProperty('cricos_code');
  });

  it.each([
    ['a national code that is not one', { national_code: 'BSB5012' }, 'national_code'],
    ['a college code on an accredited course', { national_code: 'SC-EXCEL2' }, 'national_code'],
    ['a CRICOS code without its check letter', { cricos_code: '0995321' }, 'cricos_code'],
    ['a CRICOS code on a non-accredited course', { national_code: 'SC-TEST', aqf_level: 'Non-accredited' }, 'cricos_code'],
    ['a negative tuition fee', { tuition_fee: -1 }, 'tuition_fee'],
    ['a fee with fractions of a cent', { material_fee: 10.005 }, 'material_fee'],
    // JSON numbers are numbers: true, null and text are not coerced into fees or weeks (hardening, hole 13)
    ['a tuition fee of true', { tuition_fee: true }, 'tuition_fee'],
    ['a tuition fee of null', { tuition_fee: null }, 'tuition_fee'],
    ['a material fee given as text', { material_fee: '250' }, 'material_fee'],
    ['a duration of true', { duration_weeks: true }, 'duration_weeks'],
    ['a campus id in capitals', { locations: [{ location_id: 'ABC', intakes: [] }] }, 'locations.0.location_id'],
    ['an unknown AQF level', { aqf_level: 'Bachelor Degree' }, 'aqf_level'],
    ['no delivery mode', { delivery_modes: [] }, 'delivery_modes'],
    ['an intake that is not a date', { locations: [{ location_id: 'any', intakes: ['08/02/2027'] }] }, 'locations.0.intakes.0'],
  ])('refuses %s with 422 naming the field', async (_, overrides, field) => {
    // Prepare
    const { child } = await newCatalogueCorner();
    // Act
    const res = await superadmin.post('/api/course', courseBody({ category_id: child.id, ...overrides }));
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual([field]);
  });

  it('refuses an unknown category and an unknown campus with 422 naming each', async () => {
    // Prepare
    const known = await newLocation();
    const locations = [
      { location_id: known.id, intakes: [] },
      { location_id: 'no-such-campus', intakes: [] },
    ];
    // Act
    const res = await superadmin.post('/api/course', courseBody({ category_id: 'no-such-category', locations }));
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body).sort()).toEqual(['category_id', 'locations.1.location_id']);
  });

  it('refuses a campus listed twice with 422 naming the repeat', async () => {
    // Prepare
    const { location, child } = await newCatalogueCorner();
    const twice = [
      { location_id: location.id, intakes: [] },
      { location_id: location.id, intakes: ['2031-02-03'] },
    ];
    // Act
    const res = await superadmin.post('/api/course', courseBody({ category_id: child.id, locations: twice }));
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['locations.1.location_id']);
  });

  it('refuses another course’s national code, in any case, with 422 naming national_code and creates nothing', async () => {
    // Prepare
    const { child } = await newCatalogueCorner();
    const existing = await newCourse({ category_id: child.id });
    const name = `Duplicate ${uniqueTag()}`;
    // Act
    const res = await superadmin.post(
      '/api/course',
      courseBody({ category_id: child.id, national_code: existing.national_code.toLowerCase(), name }),
    );
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['national_code']);
    expect((await superadmin.get(`/api/course?search=${encodeURIComponent(name)}`)).body.meta.total).toBe(0);
  });
});

describe('PUT /api/course/{id}', () => {
  it('replaces the course’s fields and campuses', async () => {
    // Prepare
    const { location, child } = await newCatalogueCorner();
    const moved = await newCategory();
    const course = await newCourse({ category_id: child.id, locations: [{ location_id: location.id, intakes: ['2031-02-03'] }] });
    const body = courseBody({
      national_code: course.national_code,
      name: 'Renamed course',
      category_id: moved.id,
      cricos_code: '',
      status: 'inactive',
      locations: [],
    });
    // Act
    const res = await superadmin.put(`/api/course/${course.id}`, body);
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: course.id,
      name: 'Renamed course',
      category_id: moved.id,
      category_name: moved.name,
      status: 'inactive',
      locations: [],
    });
    expect(res.body.data).not.toHaveProperty('cricos_code');
    expect(res.body.data).not.toHaveProperty('parent_category_name');
    expect((await superadmin.get(`/api/course/${course.id}`)).body.data).toEqual(res.body.data);
  });

  it('frees the old national code when the code changes', async () => {
    // Prepare
    const { child } = await newCatalogueCorner();
    const course = await newCourse({ category_id: child.id });
    const newCode = uniqueNationalCode();
    // Act
    const res = await superadmin.put(`/api/course/${course.id}`, courseBody({ category_id: child.id, national_code: newCode }));
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data.national_code).toBe(newCode);
    expect((await superadmin.post('/api/course', courseBody({ category_id: child.id, national_code: course.national_code }))).status).toBe(201);
    expect((await superadmin.post('/api/course', courseBody({ category_id: child.id, national_code: newCode }))).status).toBe(422);
  });

  it('refuses another course’s national code with 422 naming national_code and keeps the course as it was', async () => {
    // Prepare
    const { child } = await newCatalogueCorner();
    const [course, other] = await Promise.all([newCourse({ category_id: child.id }), newCourse({ category_id: child.id })]);
    // Act
    const res = await superadmin.put(
      `/api/course/${course.id}`,
      courseBody({ category_id: child.id, national_code: other.national_code, name: 'Should not stick' }),
    );
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['national_code']);
    expect((await superadmin.get(`/api/course/${course.id}`)).body.data).toEqual(course);
  });

  it('answers 404 for an unknown id', async () => {
    // Prepare
    const { child } = await newCatalogueCorner();
    // Act
    const res = await superadmin.put('/api/course/no-such-course', courseBody({ category_id: child.id }));
    // Assess
    expect(res.status).toBe(404);
  });
});

describe('DELETE /api/course/{id}', () => {
  it('deletes a course nothing uses, freeing its national code', async () => {
    // Prepare
    const { child } = await newCatalogueCorner();
    const course = await newCourse({ category_id: child.id });
    // Act
    const res = await superadmin.delete(`/api/course/${course.id}`);
    // Assess
    expect(res.status).toBe(200);
    expect((await superadmin.get(`/api/course/${course.id}`)).status).toBe(404);
    expect((await superadmin.delete(`/api/course/${course.id}`)).status).toBe(404);
    expect((await superadmin.post('/api/course', courseBody({ category_id: child.id, national_code: course.national_code }))).status).toBe(201);
  });

  it('refuses with 409 while a trainer delivers the course, saying to deactivate it', async () => {
    // Prepare
    const { child } = await newCatalogueCorner();
    const course = await newCourse({ category_id: child.id });
    const trainer = await newPerson({ role: ROLE.trainer });
    const profile = { phone: '', mobile: '', address: '', bio: '', qualifications: [], courses: [course.id] };
    expect((await superadmin.put(`/api/users/${trainer.id}/trainer`, profile)).status).toBe(200);
    // Act
    const res = await superadmin.delete(`/api/course/${course.id}`);
    // Assess
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/1 trainer delivers it.*Deactivate/);
    expect((await superadmin.get(`/api/course/${course.id}`)).status).toBe(200);
  });

  it('keeps a course in use after its code changes: the trainer still delivers it, under its new code', async () => {
    // Prepare
    const { child } = await newCatalogueCorner();
    const course = await newCourse({ category_id: child.id });
    const trainer = await newPerson({ role: ROLE.trainer });
    const profile = { phone: '', mobile: '', address: '', bio: '', qualifications: [], courses: [course.id] };
    expect((await superadmin.put(`/api/users/${trainer.id}/trainer`, profile)).status).toBe(200);
    const newCode = uniqueNationalCode();
    expect((await superadmin.put(`/api/course/${course.id}`, courseBody({ category_id: child.id, national_code: newCode }))).status).toBe(200);
    // Act
    const res = await superadmin.delete(`/api/course/${course.id}`);
    // Assess
    expect(res.status).toBe(409);
    const delivered = (await superadmin.get(`/api/users/${trainer.id}/trainer`)).body.data;
    expect(delivered.courses).toEqual([course.id]);
    expect(delivered.course_details).toEqual([expect.objectContaining({ id: course.id, national_code: newCode })]);
  });

  it('is refused while a user who is no longer a trainer still has it in their profile', async () => {
    // Prepare: the usage is the stored profile, whatever the person's role is now
    const { child } = await newCatalogueCorner();
    const course = await newCourse({ category_id: child.id });
    const trainer = await newPerson({ role: ROLE.trainer });
    const profile = { phone: '', mobile: '', address: '', bio: '', qualifications: [], courses: [course.id] };
    expect((await superadmin.put(`/api/users/${trainer.id}/trainer`, profile)).status).toBe(200);
    expect((await superadmin.put(`/api/users/${trainer.id}`, { name: trainer.name, email: trainer.email, role_id: 'agent' })).status).toBe(200);
    // Act
    const res = await superadmin.delete(`/api/course/${course.id}`);
    // Assess
    expect(res.status).toBe(409);
  });
});

describe('GET /api/course-list', () => {
  it('offers only active courses, with what a select shows, to any signed-in user', async () => {
    // Prepare
    const { child } = await newCatalogueCorner();
    const active = await newCourse({ category_id: child.id });
    const inactive = await newCourse({ category_id: child.id, status: 'inactive' });
    const student = await signInAs(ROLE.student);
    // Act
    const res = await student.get('/api/course-list');
    // Assess
    expect(res.status).toBe(200);
    const { id, national_code, name, aqf_level, cricos_code } = active;
    expect(res.body.data).toContainEqual({ id, national_code, name, aqf_level, cricos_code });
    expect(res.body.data.map((c: { id: string }) => c.id)).not.toContain(inactive.id);
  });
});

describe('course permissions', () => {
  it.each([
    ['GET', '/api/course', 403],
    ['POST', '/api/course', 403],
    ['GET', '/api/course-list', 200],
  ] as const)('answer a Student’s %s %s with %i', async (method, path, status) => {
    // Prepare
    const student = await signInAs(ROLE.student);
    // Act
    const res = method === 'GET' ? await student.get(path) : await student.post(path, courseBody());
    // Assess
    expect(res.status).toBe(status);
  });
});

// Issue 7: a course's page for everyone who may pick it in a form. A Student reads what the pickers already
// show them (campuses, upcoming intakes) plus the description, never the fees or the status.
describe('GET /api/course-list/{id}', () => {
  const PAST = '2020-03-02';
  const UPCOMING = '2031-02-03';

  it('answers an active course without fees, status or usage, and only its upcoming intakes, to a Student', async () => {
    // Prepare
    const { location, parent, child } = await newCatalogueCorner();
    const course = await newCourse({
      category_id: child.id,
      description: 'What the course covers.',
      locations: [{ location_id: location.id, intakes: [PAST, UPCOMING] }],
    });
    const student = await signInAs(ROLE.student);
    // Act
    const res = await student.get(`/api/course-list/${course.id}`);
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: course.id,
      national_code: course.national_code,
      name: course.name,
      aqf_level: course.aqf_level,
      cricos_code: course.cricos_code,
      category_id: child.id,
      category_name: child.name,
      parent_category_name: parent.name,
      duration_weeks: course.duration_weeks,
      delivery_modes: course.delivery_modes,
      description: 'What the course covers.',
      locations: [{ location_id: location.id, location_name: location.name, intakes: [UPCOMING] }],
    });
    expect(JSON.stringify(res.body)).not.toMatch(/fee|status|trainers_count/);
  });

  it('answers 404 for an inactive course, as the catalogue leaves it out, and for an unknown id', async () => {
    // Prepare
    const { child } = await newCatalogueCorner();
    const inactive = await newCourse({ category_id: child.id, status: 'inactive' });
    const student = await signInAs(ROLE.student);
    // Act
    const [hidden, unknown] = await Promise.all([student.get(`/api/course-list/${inactive.id}`), student.get('/api/course-list/no-such-course')]);
    // Assess
    expect(hidden.status).toBe(404);
    expect(unknown.status).toBe(404);
  });

  it('keeps the full record with its fees from a Student', async () => {
    // Prepare
    const { child } = await newCatalogueCorner();
    const course = await newCourse({ category_id: child.id });
    const student = await signInAs(ROLE.student);
    // Act
    const res = await student.get(`/api/course/${course.id}`);
    // Assess
    expect(res.status).toBe(403);
  });
});

// Issue 7: the course list says how many trainers deliver each course, so the screen can disable Delete with
// the server's own reason before anyone confirms.
describe('courses in use', () => {
  it('counts the trainers who deliver a course on its list row, and the refusal to delete it says so in agreeing words', async () => {
    // Prepare
    const { child } = await newCatalogueCorner();
    const course = await newCourse({ category_id: child.id });
    const profile = { phone: '', mobile: '', address: '', bio: '', qualifications: [], courses: [course.id] };
    const trainer = await newPerson({ role: ROLE.trainer });
    expect((await superadmin.put(`/api/users/${trainer.id}/trainer`, profile)).status).toBe(200);
    // Act
    const row = await superadmin.get(`/api/course?search=${course.national_code}`);
    const refused = await superadmin.delete(`/api/course/${course.id}`);
    // Assess
    expect(row.body.data).toEqual([expect.objectContaining({ id: course.id, trainers_count: 1 })]);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'course.in_use', message: 'This course is in use (1 trainer delivers it). Deactivate it instead.' });
  });
});

// A course's trainers are a kept count, moved with each trainer's profile (not a read of every trainer): it follows
// every change of a profile and every deletion of a trainer, and two saves of one profile at once count it once.
describe("a course's count of trainers", () => {
  const profileWith = (courses: string[]) => ({ phone: '', mobile: '', address: '', bio: '', qualifications: [], courses });
  const trainersOf = async (courseId: string) => (await superadmin.get(`/api/course/${courseId}`)).body.data.trainers_count as number;

  it('follows profiles gaining and losing the course and trainers deleted, and lets the course go when none is left', async () => {
    // Prepare
    const { child } = await newCatalogueCorner();
    const [course, other] = await Promise.all([newCourse({ category_id: child.id }), newCourse({ category_id: child.id })]);
    const [ann, ben] = await Promise.all([newPerson({ role: ROLE.trainer }), newPerson({ role: ROLE.trainer })]);
    // Act and assess, step by step
    expect((await superadmin.put(`/api/users/${ann.id}/trainer`, profileWith([course.id, other.id]))).status).toBe(200);
    expect((await superadmin.put(`/api/users/${ben.id}/trainer`, profileWith([course.id]))).status).toBe(200);
    expect([await trainersOf(course.id), await trainersOf(other.id)]).toEqual([2, 1]);
    expect((await superadmin.put(`/api/users/${ann.id}/trainer`, profileWith([other.id]))).status).toBe(200);
    expect([await trainersOf(course.id), await trainersOf(other.id)]).toEqual([1, 1]);
    expect((await superadmin.delete(`/api/users/${ben.id}`)).status).toBe(200);
    expect([await trainersOf(course.id), await trainersOf(other.id)]).toEqual([0, 1]);
    expect((await superadmin.delete(`/api/course/${course.id}`)).status).toBe(200);
    expect((await superadmin.delete(`/api/course/${other.id}`)).status).toBe(409);
  });

  it('counts a trainer once when the same profile is saved several times at once', async () => {
    // Prepare
    const { child } = await newCatalogueCorner();
    const course = await newCourse({ category_id: child.id });
    const trainer = await newPerson({ role: ROLE.trainer });
    // Act
    const saves = await Promise.all(Array.from({ length: 5 }, () => superadmin.put(`/api/users/${trainer.id}/trainer`, profileWith([course.id]))));
    // Assess
    expect(saves.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await trainersOf(course.id)).toBe(1);
  });
});

// Each function keeps the catalogue in memory while its revision, read beside the session, has not moved.
describe('the catalogue kept in memory', () => {
  it('shows a renamed category on its courses at the very next read', async () => {
    // Prepare
    const { parent, child } = await newCatalogueCorner();
    const course = await newCourse({ category_id: child.id });
    // Past the settling time, the next read keeps the catalogue in memory.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    expect((await superadmin.get(`/api/course/${course.id}`)).body.data.category_name).toBe(child.name);
    // Act
    const renamed = `${child.name} (renamed)`;
    expect((await superadmin.put(`/api/category/${child.id}`, { name: renamed, parent_id: parent.id })).status).toBe(200);
    // Assess
    expect((await superadmin.get(`/api/course/${course.id}`)).body.data.category_name).toBe(renamed);
  });
});
