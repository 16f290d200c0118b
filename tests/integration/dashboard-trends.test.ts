// The dashboards' trends: forms submitted and verified, tickets opened, closed and past a target week by week, and what
// was paid month by month, each point a kept count moved with the write it counts, and each opening exactly the records
// it counts; every caller is given only the charts of what they may list, and refused the points of anyone else's.
// It runs alone (tests/integration/dashboard*.test.ts), so the college's figures move only with this file's writes.
import { beforeAll, describe, expect, it } from 'vitest';
import { collegeDate, collegeMonth, weekOf } from '@shared/college-time';
import { FORM_TYPES } from '@shared/forms/catalogue';
import { ROLE } from '@shared/permissions';
import type { TrendEntriesAnswer, TrendSeries, TrendsView } from '@shared/schemas/trends';
import { signInAs, type Client } from '../support/api';
import { asSuperadmin, newDepartment, signedInPerson, uniqueTag } from '../support/fixtures';
import { completeFields, courseAtCampus, documentParts, formType, postMultipart, signatureParts } from '../support/forms';
import { jobsFunction, makeFirstResponseLate } from '../support/store';

const DEFER = formType('defer');
let ids: { courseId: string; locationId: string };
let admin: Client;
let superadmin: Client;

beforeAll(async () => {
  const { course, location } = await courseAtCampus();
  ids = { courseId: course.id, locationId: location.id };
  [admin, superadmin] = await Promise.all([signInAs(ROLE.admin), asSuperadmin()]);
});

const thisWeek = () => weekOf(collegeDate());

const trendsOf = async (client: Client, query = ''): Promise<TrendsView> => {
  const res = await client.get(`/api/dashboard/trends${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

/** The value of one point: a series in one scope, in one period, wherever the caller's charts show it. */
const pointOf = (view: TrendsView, series: TrendSeries, scope: string, period: string): number | undefined =>
  view.charts
    .flatMap((chart) => chart.lines)
    .find((line) => line.series === series && line.scope === scope)
    ?.points.find((point) => point.period === period)?.value;

const entriesOf = async (client: Client, series: TrendSeries, period: string, scope: string, more = ''): Promise<TrendEntriesAnswer> => {
  const res = await client.get(`/api/dashboard/trends/${series}/${period}?scope=${encodeURIComponent(scope)}${more}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

const submittedDeferral = async (client: Client): Promise<string> => {
  const started = await postMultipart(client, '/api/form', completeFields('defer', ids));
  expect(started.status).toBe(201);
  const id = started.body.data.id as string;
  const fields = { ...completeFields('defer', ids), 'form[submit]': '1', _method: 'put' };
  const submitted = await postMultipart(client, `/api/form/${id}`, fields, [...signatureParts(), ...documentParts('defer', ids)]);
  expect(submitted.status).toBe(200);
  return id;
};

const deferScope = `type:${DEFER.id}`;

describe('the forms’ trends', () => {
  it('counts a form’s arrival and its first verification in its family’s week and the college’s, and lists exactly that form', async () => {
    // Prepare
    const student = await signedInPerson();
    const week = thisWeek();
    const [all0, defer0] = await Promise.all([trendsOf(superadmin), trendsOf(superadmin, '?form_type=defer')]);
    // Act: submitted, verified, the verification taken back and given again
    const id = await submittedDeferral(student.client);
    const submitted = await trendsOf(superadmin, '?form_type=defer');
    for (const path of ['form-verify', 'form-unverify', 'form-verify']) expect((await superadmin.get(`/api/${path}/${id}`)).status).toBe(200);
    const [all1, defer1] = await Promise.all([trendsOf(superadmin), trendsOf(superadmin, '?form_type=defer')]);
    const listed = await entriesOf(superadmin, 'forms-submitted', week, deferScope);
    const verifiedList = await entriesOf(superadmin, 'forms-verified', collegeMonth(), 'all');
    // Assess
    expect(all0.family).toBeNull();
    expect(all0.all_families).toBe(true);
    expect(all0.families).toHaveLength(FORM_TYPES.length);
    expect(defer0.family).toEqual({ id: DEFER.id, slug: 'defer', name: DEFER.name });
    expect(pointOf(submitted, 'forms-submitted', deferScope, week)! - pointOf(defer0, 'forms-submitted', deferScope, week)!).toBe(1);
    expect(pointOf(defer1, 'forms-verified', deferScope, week)! - pointOf(defer0, 'forms-verified', deferScope, week)!).toBe(1);
    expect(pointOf(all1, 'forms-submitted', 'all', week)! - pointOf(all0, 'forms-submitted', 'all', week)!).toBe(1);
    expect(pointOf(all1, 'forms-verified', 'all', week)! - pointOf(all0, 'forms-verified', 'all', week)!).toBe(1);
    expect(listed.data[0]).toEqual({
      at: expect.any(String),
      record_id: id,
      title: expect.stringContaining(`${DEFER.name} form of`),
      detail: DEFER.name,
      link: `${DEFER.path}/${id}`,
      amount_cents: null,
    });
    expect(listed.meta.total).toBe(pointOf(defer1, 'forms-submitted', deferScope, week));
    expect(listed.heading).toMatchObject({ series: 'forms-submitted', title: 'Forms submitted', scope_name: DEFER.name, period: week, from: week });
    expect(verifiedList.data.filter((entry) => entry.record_id === id)).toHaveLength(1);
  });

  it('counts a form sent back and submitted again as a second arrival', async () => {
    // Prepare
    const student = await signedInPerson();
    const id = await submittedDeferral(student.client);
    const before = await trendsOf(superadmin, '?form_type=defer');
    // Act
    expect((await superadmin.post(`/api/form/${id}/return`, { reason: 'Sign the last page, please.' })).status).toBe(200);
    const fields = { ...completeFields('defer', ids), 'form[submit]': '1', _method: 'put' };
    expect((await postMultipart(student.client, `/api/form/${id}`, fields, [...signatureParts(), ...documentParts('defer', ids)])).status).toBe(200);
    const after = await trendsOf(superadmin, '?form_type=defer');
    // Assess
    const week = thisWeek();
    expect(pointOf(after, 'forms-submitted', deferScope, week)! - pointOf(before, 'forms-submitted', deferScope, week)!).toBe(1);
  });

  it('pages a point’s records newest first, a cursor leading to the next page', async () => {
    // Prepare: three arrivals in the week
    const student = await signedInPerson();
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await submittedDeferral(student.client));
    const week = thisWeek();
    // Act
    const first = await entriesOf(superadmin, 'forms-submitted', week, deferScope, '&pagination=2');
    const second = await entriesOf(superadmin, 'forms-submitted', week, deferScope, `&pagination=2&page=2&cursor=${first.meta.next_cursor}`);
    // Assess
    expect(first.data.map((entry) => entry.record_id)).toEqual([made[2], made[1]]);
    expect(second.data[0]!.record_id).toBe(made[0]);
    expect(first.meta.total).toBe(second.meta.total);
    expect(first.meta.next_cursor).toBeDefined();
  });
});

describe('the tickets’ trends', () => {
  it('counts a department’s tickets opened, closed and past a target by week, for its staff, with the college’s for the admins', async () => {
    // Prepare
    const { role, categoryId, staff } = await newDepartment(['view-dashboard'], 'Trends desk');
    const student = await signedInPerson();
    const scope = `department:${role.id}`;
    const raise = async () => {
      const res = await postMultipart(student.client, '/api/tickets', {
        subject: `Trends ${uniqueTag()}`,
        category_id: categoryId,
        message: 'Help.',
      });
      expect(res.status).toBe(201);
      return res.body.data.id as string;
    };
    const runJobs = await jobsFunction();
    const admins0 = await trendsOf(admin);
    // Act
    const [late, answered] = [await raise(), await raise()];
    await makeFirstResponseLate(late);
    const lateWeek = weekOf(collegeDate(0, new Date(Date.now() - 3_600_000)));
    await runJobs();
    expect((await staff.client.post(`/api/tickets/${answered}/close`)).status).toBe(200);
    const [desk, admins1] = await Promise.all([trendsOf(staff.client), trendsOf(admin)]);
    const week = thisWeek();
    const [opened, closed, breached] = await Promise.all([
      entriesOf(staff.client, 'tickets-opened', week, scope),
      entriesOf(staff.client, 'tickets-closed', week, scope),
      entriesOf(staff.client, 'tickets-breached', lateWeek, scope),
    ]);
    // Assess
    expect(desk.charts.map((chart) => chart.title)).toEqual([`Tickets by week: ${role.name}`]);
    expect(pointOf(desk, 'tickets-opened', scope, week)).toBe(2);
    expect(pointOf(desk, 'tickets-closed', scope, week)).toBe(1);
    expect(pointOf(desk, 'tickets-breached', scope, lateWeek)).toBe(1);
    expect(opened.data.map((entry) => entry.record_id)).toEqual([answered, late]);
    expect(closed.data.map((entry) => [entry.record_id, entry.link])).toEqual([[answered, `/tickets/${answered}`]]);
    expect(breached.data.map((entry) => entry.record_id)).toEqual([late]);
    expect(pointOf(admins1, 'tickets-opened', 'all', week)! - pointOf(admins0, 'tickets-opened', 'all', week)!).toBe(2);
    expect((await staff.client.get(`/api/dashboard/trends/tickets-opened/${week}?scope=all`)).status).toBe(403);
    expect((await admin.get(`/api/dashboard/trends/tickets-opened/${week}?scope=${encodeURIComponent(scope)}`)).status).toBe(403);
  });
});

describe('the payments’ trend', () => {
  it('adds what a booking paid to its month and lists the payment with its amount', async () => {
    // Prepare
    const code = `SC-${uniqueTag().slice(-8).toUpperCase()}`;
    const course = (await admin.post('/api/short-courses', { code, title: `Trends ${code}`, price: 1234.5, duration_hours: 8 })).body.data;
    const locationId = (await admin.get('/api/location?pagination=1')).body.data[0].id;
    const session = (
      await admin.post(`/api/short-courses/${course.id}/books`, { booking_datetime: '2027-06-14T09:00', location_id: locationId, capacity: 5 })
    ).body.data;
    const student = await signedInPerson();
    const order = (
      await student.client.post('/api/applied-short-courses', {
        session_id: session.id,
        customer: { name: student.name, email: student.email, phone: '0412 345 678' },
        participants: [{ name: 'Only Participant' }],
      })
    ).body.data as { id: string; number: string };
    const month = collegeMonth();
    const before = await trendsOf(admin);
    // Act
    expect((await admin.post(`/api/short-course-orders/${order.id}/confirm-payment`)).status).toBe(200);
    const after = await trendsOf(admin);
    const payments = await entriesOf(admin, 'payments', month, 'all');
    // Assess
    expect(after.charts.find((chart) => chart.title === 'Paid by month')).toMatchObject({ period: 'month', money: true });
    expect(pointOf(after, 'payments', 'all', month)! - pointOf(before, 'payments', 'all', month)!).toBe(123_450);
    expect(payments.data[0]).toEqual({
      at: expect.any(String),
      record_id: order.id,
      title: `${order.number}: Trends ${code}`,
      detail: `${student.name}, $1,234.50`,
      link: `/short-courses-order/${order.id}`,
      amount_cents: 123_450,
    });
  });
});

describe('who sees which trends', () => {
  it('gives a student no charts, and refuses them any point’s records', async () => {
    const student = await signedInPerson();
    expect(await trendsOf(student.client)).toEqual({ families: [], family: null, all_families: false, charts: [] });
    expect((await student.client.get(`/api/dashboard/trends/forms-submitted/${thisWeek()}?scope=all`)).status).toBe(403);
    expect((await student.client.get(`/api/dashboard/trends/payments/${collegeMonth()}?scope=all`)).status).toBe(403);
  });

  it('shows Admissions the families they check, first of them by default, and refuses every family together or one of others', async () => {
    const admissions = await signInAs(ROLE.admissions);
    const view = await trendsOf(admissions);
    const theirs = view.families.map((family) => family.slug);
    const others = FORM_TYPES.filter((type) => !theirs.includes(type.slug));
    expect(theirs.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    expect(view.family?.slug).toBe(theirs[0]);
    expect((await admissions.get('/api/dashboard/trends?form_type=all')).status).toBe(422);
    const refused = await admissions.get(`/api/dashboard/trends?form_type=${others[0]!.slug}`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty('form_type');
    expect((await admissions.get(`/api/dashboard/trends/forms-submitted/${thisWeek()}?scope=all`)).status).toBe(403);
    expect((await admissions.get(`/api/dashboard/trends/forms-submitted/${thisWeek()}?scope=type:${others[0]!.id}`)).status).toBe(403);
  });

  it('answers 404 to an address that names no week, month or series, and 422 naming a query field that is wrong', async () => {
    const tuesday = '2026-11-24';
    const cases: [string, number, string?][] = [
      [`/api/dashboard/trends/forms-submitted/${tuesday}?scope=all`, 404],
      ['/api/dashboard/trends/forms-submitted/2026-13?scope=all', 404],
      ['/api/dashboard/trends/everything/2026-11?scope=all', 404],
      ['/api/dashboard/trends/forms-submitted/2026-11?scope=ALL', 422, 'scope'],
      ['/api/dashboard/trends/forms-submitted/2026-11', 422, 'scope'],
      ['/api/dashboard/trends/forms-submitted/2026-11?scope=all&pagination=1000', 422, 'pagination'],
    ];
    for (const [path, status, field] of cases) {
      const res = await superadmin.get(path);
      expect(res.status, path).toBe(status);
      if (field) expect(res.body.errors, path).toHaveProperty(field);
    }
  });
});
