// Audit and notification records (functions/platform/audit.ts): changes made through the API leave an entry
// naming who did what to which record, readable per record newest first; verifying a user tells them.
import { describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import { NotificationView } from '@shared/schemas/notifications';
import { asSuperadmin, courseBody, newCategory, newPerson, shippedRoleId, signedInPerson, uniqueTag } from '../support/fixtures';
import { auditModule } from '../support/store';

const Audit = await auditModule();

const historyOf = async (type: string, id: string) => (await Audit.historyOf({ type, id })).entries;

describe('course history', () => {
  it('records who created, changed and deleted a course, with the changed fields, newest first', async () => {
    // Prepare
    const admin = await signedInPerson({ role: ROLE.admin });
    const category = await newCategory();
    const body = courseBody({ category_id: category.id, name: 'Certificate IV in Auditing', tuition_fee: 9500 });
    const created = await admin.client.post('/api/course', body);
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    // Act
    const changed = { ...body, name: 'Certificate IV in Careful Auditing', tuition_fee: 9900, delivery_modes: ['online', 'blended'] };
    expect((await admin.client.put(`/api/course/${id}`, changed)).status).toBe(200);
    expect((await admin.client.put(`/api/course/${id}`, changed)).status).toBe(200);
    expect((await admin.client.delete(`/api/course/${id}`)).status).toBe(200);
    // Assess: the save that changed nothing left no entry
    const history = await historyOf('course', id);
    expect(history.map((e) => e.action)).toEqual(['course.deleted', 'course.updated', 'course.created']);
    expect(history.every((e) => e.actorId === admin.id && e.recordId === id && e.recordType === 'course')).toBe(true);
    expect([...history].sort((a, b) => b.at.localeCompare(a.at))).toEqual(history);
    expect(history[1]!.changes).toEqual([
      { field: 'name', old: 'Certificate IV in Auditing', new: 'Certificate IV in Careful Auditing' },
      { field: 'delivery_modes' },
      { field: 'tuition_fee', old: 9500, new: 9900 },
    ]);
    expect(history[2]!.summary).toBe(`Created course ${body.national_code} Certificate IV in Auditing.`);
  });

  it('names who acted as they were then, once renamed and once their account is gone', async () => {
    // Prepare
    const tag = uniqueTag();
    const admin = await signedInPerson({ role: ROLE.admin, name: `Acting Admin ${tag}` });
    const created = await admin.client.post('/api/course', courseBody({ category_id: (await newCategory()).id }));
    expect(created.status).toBe(201);
    // Act
    expect((await admin.client.put('/api/profile', { name: `Renamed Admin ${tag}` })).status).toBe(200);
    expect((await (await asSuperadmin()).delete(`/api/users/${admin.id}`)).status).toBe(200);
    // Assess
    const [entry] = await Audit.namedHistoryOf({ type: 'course', id: created.body.data.id });
    expect(entry).toMatchObject({ action: 'course.created', actor_id: admin.id, actor_name: `Acting Admin ${tag}` });
  });

  it('pages a history from the newest entry back', async () => {
    // Prepare
    const admin = await signedInPerson({ role: ROLE.admin });
    const body = courseBody({ category_id: (await newCategory()).id });
    const id = (await admin.client.post('/api/course', body)).body.data.id as string;
    await admin.client.put(`/api/course/${id}`, { ...body, duration_weeks: 40 });
    // Act
    const first = await Audit.historyOf({ type: 'course', id }, { limit: 1 });
    const second = await Audit.historyOf({ type: 'course', id }, { limit: 1, cursor: first.cursor });
    // Assess
    expect(first.entries.map((e) => e.action)).toEqual(['course.updated']);
    expect(second.entries.map((e) => e.action)).toEqual(['course.created']);
  });
});

describe('user history and notifications', () => {
  it('records a deactivation and a reactivation by staff, each once', async () => {
    // Prepare
    const admin = await signedInPerson({ role: ROLE.admin });
    const person = await newPerson();
    // Act
    for (const active of [false, false, true, true]) {
      expect((await admin.client.post(`/api/users/${person.id}/active`, { active })).status).toBe(200);
    }
    // Assess: newest first; a change to the state the account already had left no entry
    const history = await historyOf('user', person.id);
    expect(history).toEqual([
      expect.objectContaining({ action: 'user.reactivated', actorId: admin.id, changes: [{ field: 'active', old: false, new: true }] }),
      expect.objectContaining({ action: 'user.deactivated', actorId: admin.id, changes: [{ field: 'active', old: true, new: false }] }),
    ]);
  });

  it('records a verification by staff and tells the person, once', async () => {
    // Prepare
    const admin = await signedInPerson({ role: ROLE.admin });
    const person = await newPerson({ verified: false });
    // Act
    expect((await admin.client.post(`/api/users/${person.id}/verify`, { verify: true })).status).toBe(200);
    expect((await admin.client.post(`/api/users/${person.id}/verify`, { verify: true })).status).toBe(200);
    // Assess
    const history = await historyOf('user', person.id);
    expect(history).toEqual([
      expect.objectContaining({ action: 'user.verified', actorId: admin.id, changes: [{ field: 'verified', old: false, new: true }] }),
    ]);
    const { notifications } = await Audit.notificationsOf(person.id);
    expect(notifications.map(Audit.toNotificationView)).toEqual([
      {
        id: expect.any(String),
        user_id: person.id,
        type: 'account',
        title: 'Your account is verified',
        body: 'The college has verified your account.',
        link: '/dashboard',
        read: false,
        trashed: false,
        created_at: history[0]!.at,
      },
    ]);
    expect(() => NotificationView.parse(Audit.toNotificationView(notifications[0]!))).not.toThrow();
  });

  it('records marking a user unverified without telling them', async () => {
    // Prepare
    const admin = await signedInPerson({ role: ROLE.admin });
    const person = await newPerson({ verified: true });
    // Act
    expect((await admin.client.post(`/api/users/${person.id}/verify`, { verify: false })).status).toBe(200);
    // Assess
    expect((await historyOf('user', person.id)).map((e) => [e.action, e.actorId])).toEqual([['user.unverified', admin.id]]);
    expect((await Audit.notificationsOf(person.id)).notifications).toEqual([]);
  });

  it('records a role change with the old and new role', async () => {
    // Prepare
    const admin = await signedInPerson({ role: ROLE.admin });
    const person = await newPerson({ role: ROLE.student });
    // Act
    const res = await admin.client.put(`/api/users/${person.id}`, { name: person.name, email: person.email, role_id: shippedRoleId(ROLE.trainer) });
    // Assess
    expect(res.status).toBe(200);
    expect(await historyOf('user', person.id)).toEqual([
      expect.objectContaining({
        action: 'user.role_changed',
        actorId: admin.id,
        changes: [{ field: 'role_id', old: shippedRoleId(ROLE.student), new: shippedRoleId(ROLE.trainer) }],
      }),
    ]);
  });
});

describe('record()', () => {
  it('writes a notification for every recipient, past the 100 items one transaction holds', async () => {
    // Prepare
    const tag = uniqueTag();
    const recipients = Array.from({ length: 120 }, (_, i) => `recipient-${tag}-${i}`);
    // Act
    const { entry, notifications } = await Audit.record({
      actor: Audit.SYSTEM_ACTOR,
      record: { type: 'test-record', id: `record-${tag}` },
      action: 'test.announced',
      notify: { userIds: [...recipients, recipients[0]!], title: 'Hello', link: '/dashboard' },
    });
    // Assess
    const received = await Promise.all(recipients.map(async (userId) => (await Audit.notificationsOf(userId)).notifications));
    expect(received.map((n) => n.length)).toEqual(recipients.map(() => 1));
    expect(received.flat().every((n) => n.title === 'Hello' && n.recordId === `record-${tag}` && n.createdAt === entry.at)).toBe(true);
    expect((await historyOf('test-record', `record-${tag}`)).map((e) => e.actorId)).toEqual(['system']);
    // What it answers is what was stored, one per recipient.
    expect(notifications.map((n) => n.userId).sort()).toEqual([...recipients].sort());
    expect(
      received
        .flat()
        .map((n) => n.id)
        .sort(),
    ).toEqual(notifications.map((n) => n.id).sort());
  });
});
