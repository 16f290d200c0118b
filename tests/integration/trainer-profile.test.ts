// Trainer profiles (GET/PUT /api/users/{id}/trainer): a trainer keeps their own; staff who manage users
// keep anyone's. Throwaway trainers only: the demo trainer's profile is what the demo shows.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import { signInAs, type Client } from '../support/api';
import { fieldsOf, newPerson, signedInPerson } from '../support/fixtures';

let admin: Client;
/** The id of each active course of the demo catalogue, by national code (what the picker offers). */
let courseId: (code: string) => string;
beforeAll(async () => {
  admin = await signInAs(ROLE.admin);
  const offered: { id: string; national_code: string }[] = (await admin.get('/api/course-list')).body.data;
  courseId = (code) => offered.find((c) => c.national_code === code)?.id ?? `missing-${code}`;
});

// Trainer profiles keep course ids (not national codes): a code may change, and any code (SC-EXCEL) fits.
const profile = (overrides: Record<string, unknown> = {}) => ({
  phone: '(02) 9000 0001',
  mobile: '0400 000 001',
  address: '1 Quay Street, Sydney NSW 2000',
  bio: 'Teaches project management.',
  qualifications: [{ title: 'TAE40122 Certificate IV in Training and Assessment', institution: 'Harbour Institute', year: 2024 }],
  courses: [courseId('BSB50420')],
  ...overrides,
});

describe('a trainer’s own profile', () => {
  it('starts empty for a new trainer', async () => {
    // Prepare
    const trainer = await signedInPerson({ role: ROLE.trainer });
    // Act
    const res = await trainer.client.get(`/api/users/${trainer.id}/trainer`);
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      qualifications: [],
      courses: [],
      course_details: [],
      address: '',
      bio: '',
      user: { id: trainer.id, email: trainer.email },
    });
  });

  it('is updated by the trainer, each course once, answered with the ids and the courses they name', async () => {
    // Prepare
    const trainer = await signedInPerson({ role: ROLE.trainer });
    const [leadership, cookery] = [courseId('BSB50420'), courseId('SIT30821')];
    // Act
    const res = await trainer.client.put(`/api/users/${trainer.id}/trainer`, profile({ courses: [leadership, leadership, cookery] }));
    // Assess
    expect(res.status).toBe(200);
    const stored = (await trainer.client.get(`/api/users/${trainer.id}/trainer`)).body.data;
    expect(stored).toMatchObject({ ...profile(), courses: [leadership, cookery] });
    expect(stored.course_details).toEqual([
      { id: leadership, national_code: 'BSB50420', name: 'Diploma of Leadership and Management', status: 'active' },
      { id: cookery, national_code: 'SIT30821', name: 'Certificate III in Commercial Cookery', status: 'active' },
    ]);
  });

  it('saves a course whose code has a hyphen, as the picker offers it (SC-EXCEL)', async () => {
    // Prepare
    const trainer = await signedInPerson({ role: ROLE.trainer });
    const excel = courseId('SC-EXCEL');
    // Act
    const res = await trainer.client.put(`/api/users/${trainer.id}/trainer`, profile({ courses: [excel] }));
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data.course_details).toEqual([{ id: excel, national_code: 'SC-EXCEL', name: 'Excel for Business', status: 'active' }]);
  });

  it.each(['GET', 'PUT'] as const)('is hidden from another trainer (%s answers 404)', async (method) => {
    // Prepare
    const owner = await signedInPerson({ role: ROLE.trainer });
    await owner.client.put(`/api/users/${owner.id}/trainer`, profile({ bio: 'Original bio.' }));
    const other = await signedInPerson({ role: ROLE.trainer });
    // Act
    const res =
      method === 'GET'
        ? await other.client.get(`/api/users/${owner.id}/trainer`)
        : await other.client.put(`/api/users/${owner.id}/trainer`, profile({ bio: 'Overwritten.' }));
    // Assess
    expect(res.status).toBe(404);
    expect((await owner.client.get(`/api/users/${owner.id}/trainer`)).body.data.bio).toBe('Original bio.');
  });
});

describe('staff and trainer profiles', () => {
  it('lets an Admin update any trainer’s profile, which the trainer then sees', async () => {
    // Prepare
    const trainer = await signedInPerson({ role: ROLE.trainer });
    // Act
    const res = await admin.put(`/api/users/${trainer.id}/trainer`, profile({ bio: 'Set by the admin.' }));
    // Assess
    expect(res.status).toBe(200);
    expect((await trainer.client.get(`/api/users/${trainer.id}/trainer`)).body.data.bio).toBe('Set by the admin.');
  });

  it.each(['GET', 'PUT'] as const)('answers 409 when the user is not a trainer (%s)', async (method) => {
    // Prepare
    const student = await newPerson({ role: ROLE.student });
    const path = `/api/users/${student.id}/trainer`;
    // Act
    const res = method === 'GET' ? await admin.get(path) : await admin.put(path, profile());
    // Assess
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/not a trainer/i);
  });

  it('answers 404 for an unknown user', async () => {
    // Act
    const res = await admin.get('/api/users/no-such-user/trainer');
    // Assess
    expect(res.status).toBe(404);
  });

  it.each([
    ['a qualification year before 1950', () => ({ qualifications: [{ title: 'Diploma of Old Things', year: 1800 }] }), 'qualifications.0.year'],
    ['a qualification year that is not a number', () => ({ qualifications: [{ title: 'Diploma of Soon', year: 'soon' }] }), 'qualifications.0.year'],
    [
      'a second qualification without a title',
      () => ({
        qualifications: [
          { title: 'Good Title', year: 2020 },
          { title: '', year: 2021 },
        ],
      }),
      'qualifications.1.title',
    ],
    ['a course named by its code instead of its id', () => ({ courses: ['BSB50120'] }), 'courses.0'],
    ['a course that is not in the catalogue', () => ({ courses: [courseId('BSB50120'), 'no-such-course'] }), 'courses'],
    ['a mobile with letters', () => ({ mobile: 'not a number' }), 'mobile'],
  ])('refuses %s with 422 naming the field', async (_, overrides, field) => {
    // Prepare
    const trainer = await newPerson({ role: ROLE.trainer });
    // Act
    const res = await admin.put(`/api/users/${trainer.id}/trainer`, profile(overrides()));
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual([field]);
  });
});
