// Store migrations (infra/local/migrations.ts) on a table of their own: records written before issue 7
// come out with the users list's index keys and counts, trainer profiles keep course ids instead of
// national codes, each migration runs once per store, and a store created today is marked current.
import { PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, inject, it, vi } from 'vitest';
import type { ChatStatus } from '@shared/schemas/chat';
import type { Order } from '@functions/short-courses/short-course-store';
import type { Ticket } from '@functions/tickets/ticket-store';
import { ensureTable } from '../../infra/local/dynamodb-local';

const env = inject('cloudEnv');

/** The data layer on a new, empty table (the modules read the table name once, at import). */
const freshStore = async () => {
  vi.resetModules();
  const tableName = `migrations-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  Object.assign(process.env, env, { TABLE_NAME: tableName });
  await ensureTable(env.DYNAMODB_ENDPOINT!, tableName);
  const [migrations, db, catalogue, userStore, clients, attachments, tickets] = await Promise.all([
    import('@infra/local/migrations'),
    import('@functions/platform/identity-records'),
    import('@functions/courses/catalogue-db'),
    import('@functions/users/user-store'),
    import('@functions/platform/clients'),
    import('@functions/platform/attachments'),
    import('@functions/tickets/ticket-store'),
  ]);
  return { tableName, migrations, db, catalogue, userStore, attachments, tickets, dynamo: clients.dynamo };
};

let store: Awaited<ReturnType<typeof freshStore>>;
beforeEach(async () => {
  store = await freshStore();
});

/**
 * Writes an item as its entity's put builds it, less the attributes and index keys `dropped` names: as a store made
 * before them holds it.
 */
const writeWithout = async (put: { params: () => unknown }, dropped: RegExp) => {
  const { Item } = put.params() as { Item: Record<string, unknown> };
  await store.dynamo.send(
    new PutCommand({ TableName: store.tableName, Item: Object.fromEntries(Object.entries(Item).filter(([key]) => !dropped.test(key))) }),
  );
};

/** Every item an entity (by its ElectroDB name) has left in the store: what a migration that drops them leaves. */
const itemsOfEntity = async (entity: string) => {
  const { Items } = await store.dynamo.send(
    new ScanCommand({
      TableName: store.tableName,
      FilterExpression: '#e = :entity',
      ExpressionAttributeNames: { '#e': '__edb_e__' },
      ExpressionAttributeValues: { ':entity': entity },
    }),
  );
  return Items ?? [];
};

/** A user item as stores before issue 7 held it: table keys and `all` index only, trainer courses as codes. */
const writeLegacyUser = (fields: { id: string; name: string; roleId: string; trainerCodes?: string[] }) =>
  writeWithout(
    store.db.UserEntity.put({
      id: fields.id,
      name: fields.name,
      email: `${fields.id}@example.edu.au`,
      passwordHash: 'x',
      roleIds: [fields.roleId],
      verified: true,
      // Given only to build the item; the filter below drops them with the keys they make.
      nameKey: 'x',
      audience: 'staff',
      searchText: 'x',
      roleId: fields.roleId,
      ...(fields.trainerCodes ? { trainer: { bio: 'Teaches business', courses: fields.trainerCodes } } : {}),
    }),
    /^gsi[2345]|^(nameKey|audience|searchText|roleId)$/,
  );

/** A guest's chat as the store holds it, in the status, team and hands a test names. */
const writeChat = async (fields: { id: string; status: ChatStatus; staffRole: string; assigneeId: string }) => {
  const { ChatEntity } = await import('@functions/chat/chat-store');
  await ChatEntity.create({ ...fields, studentId: '', guestEmail: 'g@example.com', preview: 'Hi', lastMessageAt: '2026-01-01T00:00:00.000Z' }).go();
};

/** A short-course order as the store holds it, with what a test names; 14:00 UTC on 30 November is 1 December in Sydney. */
const anOrder = (
  fields: Pick<Order, 'id' | 'status'> & Partial<Pick<Order, 'paymentState' | 'paidAt' | 'customerUserId' | 'bookingDatetime' | 'remindedAt'>>,
): Omit<Order, 'createdAt' | 'updatedAt'> => ({
  number: 'SC-000001',
  shortCourseId: 'sc',
  courseCode: 'SC',
  courseTitle: 'First aid',
  sessionId: 'session',
  bookingDatetime: '2026-12-01T09:00',
  locationId: 'campus',
  locationName: 'Sydney',
  customerUserId: 'user-ann',
  customerName: 'Ann Lee',
  customerEmail: 'ann@example.com',
  customerPhone: '0412 345 678',
  participants: [{ name: 'Ann Lee' }],
  seats: 1,
  amountCents: 12_000,
  paymentState: 'unpaid',
  searchText: 'ann',
  reminderDueOn: '',
  revision: 2,
  ...fields,
});

describe('store migrations', () => {
  it('gives old user records their list keys and counts and trainers course ids, once', async () => {
    // Prepare
    const { migrations, db, catalogue, userStore } = store;
    await catalogue.CourseCodeEntity.put({ code: 'BSB40120', courseId: 'course-business' }).go();
    await writeLegacyUser({ id: 'user-ann', name: 'Ann Lee', roleId: 'role-student' });
    await writeLegacyUser({ id: 'user-tom', name: 'Tom Ng', roleId: 'role-trainer', trainerCodes: ['BSB40120', 'NOT-A-CODE'] });
    expect((await db.UserEntity.query.byRole({ roleId: 'role-student' }).go()).data).toEqual([]);
    // Act
    const ran = await migrations.runPendingMigrations();
    const again = await migrations.runPendingMigrations();
    // Assess
    expect(ran).toEqual([
      'users-list-indexes-and-trainer-course-ids',
      'attachments-in-one-list-per-record',
      'forms-search-index',
      'tickets-status-index-and-counts',
      'grant-short-course-order-moves-and-chats',
      'dashboard-counts',
      'audit-recent-index',
      'course-trainer-counts',
      'tickets-assignee-copies',
      'chat-open-counts',
      'chat-team-queues',
      'users-staff-index',
      'own-feed-bookings',
      'own-feed-clocks',
      'tickets-due-index',
      'own-feed-open-tickets',
      'forms-agent-students-and-claims',
      'chat-presence-by-team',
      'user-socket-lists',
      'chat-followers-on-chats',
      'short-course-reminders-due',
      'chat-waiting-and-online-counts',
      'quick-search-index',
      'dashboard-trends',
      'short-course-confirmations',
    ]);
    expect(again).toEqual([]);
    expect((await db.UserEntity.query.byRole({ roleId: 'role-student' }).go()).data.map((u) => u.id)).toEqual(['user-ann']);
    expect((await db.UserEntity.query.byName({}).go()).data.map((u) => u.name)).toEqual(['Ann Lee', 'Tom Ng']);
    const { data: tom } = await db.UserEntity.get({ id: 'user-tom' }).go();
    expect(tom?.trainerCourseIds).toEqual(['course-business']);
    expect(tom?.trainer).toEqual({ bio: 'Teaches business' });
    expect(await userStore.countUsers(userStore.ALL_USERS)).toBe(2);
    expect(await userStore.countUsers(userStore.roleScope('role-trainer'))).toBe(1);
  });

  it('files the staff, and not the students, in the staff index', async () => {
    // Prepare: users with the list keys of before the staff index
    const { migrations, db } = store;
    const { STUDENT_ROLE_ID } = await import('@functions/roles/roles');
    for (const [id, name, roleId] of [
      ['user-sam', 'Sam Student', STUDENT_ROLE_ID],
      ['user-tia', 'Tia Trainer', 'trainer'],
    ]) {
      const put = db.UserEntity.put({
        id: id!,
        name: name!,
        email: `${id}@example.edu.au`,
        passwordHash: 'x',
        roleIds: [roleId!],
        verified: true,
        nameKey: name!.toLowerCase(),
        audience: 'staff',
        searchText: name!.toLowerCase(),
        roleId,
      });
      await writeWithout(put, /^gsi5|^audience$/);
    }
    // Act
    await migrations.runPendingMigrations();
    // Assess
    expect((await db.UserEntity.query.staffByName({ audience: 'staff' }).go()).data.map((u) => u.name)).toEqual(['Tia Trainer']);
    expect((await db.UserEntity.query.byName({}).go()).data.map((u) => u.name)).toEqual(['Sam Student', 'Tia Trainer']);
  });

  it("counts each member of staff's open chats from the chats, as accepting reads them", async () => {
    // Prepare: chats written before the counts were kept
    const { migrations } = store;
    const [chats, counts] = await Promise.all([import('@functions/chat/chat-store'), import('@functions/platform/list-counts')]);
    const chat = (id: string, status: ChatStatus, assigneeId: string) => writeChat({ id, status, assigneeId, staffRole: 'Student Support' });
    await Promise.all([
      chat('c1', 'active', 'user-kim'),
      chat('c2', 'transferred', 'user-kim'),
      chat('c3', 'ended', 'user-kim'),
      chat('c4', 'active', 'user-lou'),
      chat('c5', 'pending', ''),
    ]);
    // Act
    await migrations.runPendingMigrations();
    // Assess
    const count = await counts.readCounts(['user-kim', 'user-lou'].map((scope) => ({ list: chats.OPEN_CHATS, scope })));
    expect([count(chats.OPEN_CHATS, 'user-kim'), count(chats.OPEN_CHATS, 'user-lou')]).toEqual([2, 1]);
  });

  it("counts each team's waiting chats and staff online, and every team's, as the dashboard reads them", async () => {
    // Prepare: chats and presence written before the counts were kept
    const { migrations } = store;
    const [chats, counts] = await Promise.all([import('@functions/chat/chat-store'), import('@functions/platform/list-counts')]);
    const chat = (id: string, status: ChatStatus, staffRole: string) =>
      writeChat({ id, status, staffRole, assigneeId: status === 'pending' ? '' : 'user-kim' });
    const presence = (userId: string, role: string, isOnline: boolean) =>
      chats.PresenceEntity.put({ userId, name: userId, role, isOnline, availableForChat: true, lastActivityAt: new Date().toISOString() }).go();
    const team = { 'Student Support': ['pending', 'pending', 'ended'], Admissions: ['pending', 'active'] } as const;
    await Promise.all([
      ...Object.entries(team).flatMap(([name, statuses]) => statuses.map((status, i) => chat(`${name}-${i}`, status, name))),
      presence('user-kim', 'Student Support', true),
      ...['user-lou', 'user-max'].map((id) => presence(id, 'Admissions', true)),
      presence('user-ned', 'Admissions', false),
    ]);
    // Act
    await migrations.runPendingMigrations();
    // Assess
    const scopes = [chats.teamScope('Student Support'), chats.teamScope('Admissions'), chats.ALL_TEAMS];
    const count = await counts.readCounts(scopes.flatMap((scope) => [chats.WAITING_CHATS, chats.STAFF_ONLINE].map((list) => ({ list, scope }))));
    expect(scopes.map((scope) => count(chats.WAITING_CHATS, scope))).toEqual([2, 1, 3]);
    expect(scopes.map((scope) => count(chats.STAFF_ONLINE, scope))).toEqual([1, 2, 3]);
  });

  it("files a person's coming bookings, forms whose clock runs and open tickets in their live records, and nothing else", async () => {
    // Prepare: orders and forms written before the live records
    const { migrations, tickets } = store;
    const [orders, forms, feed] = await Promise.all([
      import('@functions/short-courses/short-course-store'),
      import('@functions/forms/form-db'),
      import('@functions/platform/own-feed'),
    ]);
    const form = (id: string, clock: { clockDueOn: string; clockDone?: 'met' }) =>
      forms.FormEntity.put({ id, formTypeId: 10, ownerId: 'user-ann', status: 'submitted', verified: false, ...clock });
    for (const put of [
      orders.OrderEntity.put(anOrder({ id: 'order-coming', status: 'tentative' })),
      orders.OrderEntity.put(anOrder({ id: 'order-cancelled', status: 'cancelled' })),
      orders.OrderEntity.put(anOrder({ id: 'order-visitor', status: 'tentative', customerUserId: '' })),
      form('form-running', { clockDueOn: '2026-12-05' }),
      form('form-met', { clockDueOn: '2026-12-05', clockDone: 'met' }),
      form('form-unclocked', { clockDueOn: '' }),
      tickets.TicketEntity.put(aTicket({ id: 'ticket-open', status: 'open' })),
      tickets.TicketEntity.put(aTicket({ id: 'ticket-closed', status: 'closed' })),
      tickets.TicketEntity.put(aTicket({ id: 'ticket-guest', status: 'open', requesterId: '' })),
    ])
      await writeWithout(put, /^gsi6/);
    // Act
    await migrations.runPendingMigrations();
    // Assess
    const live = await feed.readOwnFeed('user-ann');
    expect(feed.recordsIn(live, orders.OrderEntity).map((o) => o.id)).toEqual(['order-coming']);
    expect(feed.recordsIn(live, forms.FormEntity).map((f) => f.id)).toEqual(['form-running']);
    expect(feed.recordsIn(live, tickets.TicketEntity).map((t) => t.id)).toEqual(['ticket-open']);
    expect((await feed.readOwnFeed('')).size).toBe(0);
  });

  it('files the confirmed orders still to be reminded in the index of reminders due, and no other order', async () => {
    // Prepare: orders as a store made before the index holds them, their sessions a week on (one yesterday)
    const { migrations } = store;
    const [orders, time] = await Promise.all([import('@functions/short-courses/short-course-store'), import('@shared/college-time')]);
    const [yesterday, reminderDay, sessionDay] = [-1, 6, 7].map((days) => time.collegeDate(days));
    const booked = (id: string, status: Order['status'], more: Partial<Pick<Order, 'bookingDatetime' | 'remindedAt'>> = {}) =>
      writeWithout(
        orders.OrderEntity.put(anOrder({ id, status, bookingDatetime: `${sessionDay}T09:00`, ...more })),
        /^(reminderDueOn|gsi5pk|gsi5sk)$/,
      );
    await booked('order-confirmed', 'progressing');
    await booked('order-reminded', 'progressing', { remindedAt: '2026-01-01T00:00:00.000Z' });
    await booked('order-held', 'tentative');
    await booked('order-cancelled', 'cancelled');
    await booked('order-past', 'progressing', { bookingDatetime: `${yesterday}T09:00` });
    // Act
    await migrations.runPendingMigrations();
    // Assess
    expect((await orders.remindersDueOn(reminderDay!)).map((o) => o.id)).toEqual(['order-confirmed']);
    expect((await orders.OrderEntity.scan.go({ pages: 'all' })).data.filter((o) => o.reminderDueOn).map((o) => o.id)).toEqual(['order-confirmed']);
  });

  it('counts the orders booked before confirmation links as confirmed when booked, and leaves a confirmed one as it was', async () => {
    // Prepare: orders as a store made before confirmation links holds them, and one confirmed since
    const { migrations } = store;
    const orders = await import('@functions/short-courses/short-course-store');
    await orders.OrderEntity.put({
      ...anOrder({ id: 'order-public', status: 'prospect', customerUserId: '' }),
      createdAt: '2026-11-02T01:00:00.000Z',
    }).go();
    await orders.OrderEntity.put({ ...anOrder({ id: 'order-confirmed-since', status: 'prospect' }), confirmedAt: '2026-11-20T05:00:00.000Z' }).go();
    // Act
    await migrations.runPendingMigrations();
    // Assess
    const [earlier, since] = await Promise.all([orders.getOrder('order-public'), orders.getOrder('order-confirmed-since')]);
    expect(earlier?.confirmedAt).toBe('2026-11-02T01:00:00.000Z');
    expect(since?.confirmedAt).toBe('2026-11-20T05:00:00.000Z');
  });

  it('files people, tickets and bookings written before the quick search in its word index, where a look-up finds them', async () => {
    // Prepare: a person, a ticket and a booking as a store made before the index holds them (no word entries)
    const { migrations, tickets } = store;
    const [orders, index, users] = await Promise.all([
      import('@functions/short-courses/short-course-store'),
      import('@functions/platform/search-index'),
      import('@functions/users/user-store'),
    ]);
    await writeLegacyUser({ id: 'user-kim', name: 'Kim Hollingsworth', roleId: 'role-student' });
    await writeTicketWithout(aTicket({ id: 'ticket-parking', status: 'open', searchText: 'parking permit\nann lee\nann@example.com' }), /^$/);
    await orders.OrderEntity.put({
      ...anOrder({ id: 'order-first-aid', status: 'tentative' }),
      number: 'SC-000321',
      searchText: 'ann lee\nann@example.com\nsc',
    }).go();
    const found = async () =>
      Promise.all([
        index.lookUpWords(users.PEOPLE_SEARCH, 'holling', { limit: 5 }),
        index.lookUpWords(tickets.TICKET_SEARCH, 'parking', { limit: 5 }),
        index.lookUpWords(orders.BOOKING_SEARCH, 'SC-000321', { limit: 5 }),
      ]);
    expect((await found()).flat()).toEqual([]);
    // Act
    await migrations.runPendingMigrations();
    // Assess
    const [people, parking, bookings] = await found();
    expect(people!.map((f) => f.key.pk)).toEqual([store.db.userKey('user-kim').pk]);
    expect(parking!.map((f) => f.key.pk)).toEqual([tickets.ticketKey('ticket-parking').pk]);
    expect(bookings!.map((f) => f.key.pk)).toEqual([orders.orderKey('order-first-aid').pk]);
  });

  it('files chats written before the teams’ queue index in their team’s queue', async () => {
    // Prepare: a waiting chat as the entity wrote it before the index, without its keys
    const { migrations } = store;
    const chats = await import('@functions/chat/chat-store');
    const put = chats.ChatEntity.put({
      id: 'chat-old',
      status: 'pending',
      studentId: '',
      guestEmail: 'g@example.com',
      staffRole: 'Admissions',
      assigneeId: '',
      preview: 'Hi',
      lastMessageAt: '2026-01-01T00:00:00.000Z',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    await writeWithout(put, /^gsi4/);
    const queue = () => chats.ChatEntity.query.byTeamStatus({ staffRole: 'Admissions', status: 'pending' }).go();
    expect((await queue()).data).toEqual([]);
    // Act
    await migrations.runPendingMigrations();
    // Assess
    expect((await queue()).data.map((c) => c.id)).toEqual(['chat-old']);
  });

  it('files the staff marked online by team, each user’s open sockets in one list, and the sockets following a chat on the chat', async () => {
    // Prepare: presence, sockets, chats and their followers as stores made before held them
    const { migrations, dynamo, tableName } = store;
    const [chats, sockets, userSockets] = await Promise.all([
      import('@functions/chat/chat-store'),
      import('@functions/platform/socket-records'),
      import('@functions/platform/user-sockets'),
    ]);
    const putWithout = async (item: Record<string, unknown>, left: RegExp) =>
      dynamo.send(new PutCommand({ TableName: tableName, Item: Object.fromEntries(Object.entries(item).filter(([key]) => !left.test(key))) }));
    const presence = (userId: string, isOnline: boolean) =>
      chats.PresenceEntity.put({
        userId,
        name: userId,
        role: 'Admissions',
        isOnline,
        availableForChat: true,
        lastActivityAt: new Date().toISOString(),
      }).params() as {
        Item: Record<string, unknown>;
      };
    await putWithout(presence('user-kim', true).Item, /^gsi[23]/);
    await putWithout(presence('user-lou', false).Item, /^gsi[23]/);
    const chat = (id: string) =>
      chats.ChatEntity.put({
        id,
        status: 'active',
        studentId: 'user-ann',
        guestEmail: '',
        staffRole: 'Admissions',
        assigneeId: 'user-kim',
        preview: 'Hi',
        lastMessageAt: '2026-01-01T00:00:00.000Z',
      }).params() as {
        Item: Record<string, unknown>;
      };
    await putWithout(chat('chat-followed').Item, /Revision$/);
    await putWithout(chat('chat-alone').Item, /Revision$/);
    const follower = (chatId: string, connectionId: string, keep: boolean, expiresAt: number) => ({
      pk: `$portal#room_chat:${chatId}`,
      sk: `$roomfollower_1#connectionid_${connectionId}`,
      __edb_e__: 'roomFollower',
      __edb_v__: '1',
      room: `chat:${chatId}`,
      connectionId,
      keep,
      expires_at: expiresAt,
    });
    const later = Math.floor(Date.now() / 1000) + 3600;
    for (const Item of [
      follower('chat-followed', 'socket-page', true, later),
      follower('chat-followed', 'socket-onlooker', false, later),
      follower('chat-followed', 'socket-expired', true, later - 7200),
    ]) {
      await dynamo.send(new PutCommand({ TableName: tableName, Item }));
    }
    for (const [connectionId, userId] of [
      ['socket-1', 'user-ann'],
      ['socket-2', 'user-ann'],
      ['socket-3', 'user-kim'],
    ]) {
      await sockets.ConnectionEntity.create({ connectionId: connectionId!, userId: userId!, tokenHash: 'x', expiresAt: later }).go();
    }
    // Act
    await migrations.runPendingMigrations();
    // Assess
    expect((await chats.markedOnlineIn(['Admissions'])).map((p) => p.userId)).toEqual(['user-kim']);
    expect((await chats.markedOnline()).map((p) => p.userId)).toEqual(['user-kim']);
    const listed = await userSockets.socketsOfPeople(['user-ann', 'user-kim', 'user-lou']);
    expect([...listed].map(([userId, ids]) => [userId, [...ids].sort()])).toEqual([
      ['user-ann', ['socket-1', 'socket-2']],
      ['user-kim', ['socket-3']],
      ['user-lou', []],
    ]);
    const followed = (await chats.getChat('chat-followed'))!;
    expect([followed.followers, followed.passingFollowers, followed.audienceRevision, followed.stateRevision]).toEqual([
      ['socket-page'],
      ['socket-onlooker'],
      0,
      0,
    ]);
    expect(await chats.getChat('chat-alone')).toMatchObject({ audienceRevision: 0, stateRevision: 0 });
    expect(await itemsOfEntity('roomFollower')).toEqual([]);
  });

  it("counts each course's trainers from the profiles, as the catalogue reads them", async () => {
    // Prepare: three trainers' profiles written before the counts were kept
    const { migrations, db, catalogue } = store;
    const trainer = (id: string, courseIds: string[]) =>
      db.UserEntity.put({
        id,
        name: id,
        email: `${id}@example.edu.au`,
        passwordHash: 'x',
        roleIds: ['role-trainer'],
        verified: true,
        nameKey: id,
        audience: 'staff',
        searchText: id,
        roleId: 'role-trainer',
        trainerCourseIds: courseIds,
      }).go();
    await Promise.all([trainer('user-a', ['course-1', 'course-2']), trainer('user-b', ['course-1']), trainer('user-c', [])]);
    // Act
    await migrations.runPendingMigrations();
    // Assess
    const { readCounts } = await import('@functions/platform/list-counts');
    const count = await readCounts(['course-1', 'course-2', 'course-3'].map((scope) => ({ list: catalogue.COURSE_TRAINERS, scope })));
    expect([
      count(catalogue.COURSE_TRAINERS, 'course-1'),
      count(catalogue.COURSE_TRAINERS, 'course-2'),
      count(catalogue.COURSE_TRAINERS, 'course-3'),
    ]).toEqual([2, 1, 0]);
  });

  it('gathers the files of each record, stored an item each before, into its one list in upload order, and drops the old items', async () => {
    // Prepare: items as the attachment entity wrote them
    const { migrations, attachments, dynamo, tableName } = store;
    const legacy = (recordId: string, id: string, name: string) => ({
      pk: `$portal$attachment_1#area_forms#recordid_${recordId}`,
      sk: `$attachment_1#id_${id}`,
      __edb_e__: 'attachment',
      __edb_v__: '1',
      area: 'forms',
      recordId,
      id,
      name,
      type: 'application/pdf',
      size: 1234,
      objectKey: `forms/${recordId}/${id}.pdf`,
      uploadedBy: 'user-ann',
      createdAt: '2026-10-01T00:00:00.000Z',
    });
    const items = [legacy('form-a', 'mg00002b', 'second.pdf'), legacy('form-a', 'mg00001a', 'first.pdf'), legacy('form-b', 'mg00003c', 'other.pdf')];
    for (const Item of items) await dynamo.send(new PutCommand({ TableName: tableName, Item }));
    // Act
    await migrations.runPendingMigrations();
    // Assess
    const listed = await attachments.listAttachments({ area: 'forms', id: 'form-a' });
    expect(listed.map((a) => a.name)).toEqual(['first.pdf', 'second.pdf']);
    const { pk: _pk, sk: _sk, __edb_e__: _e, __edb_v__: _v, ...first } = items[1]!;
    expect(listed[0]).toEqual(first);
    expect((await attachments.listAttachments({ area: 'forms', id: 'form-b' })).map((a) => a.name)).toEqual(['other.pdf']);
    expect(await itemsOfEntity('attachment')).toEqual([]);
  });

  it('marks a store created today as current, so none of them runs on it', async () => {
    // Prepare
    const { migrations, db } = store;
    // Act
    await migrations.markAllMigrationsDone();
    await writeLegacyUser({ id: 'user-kim', name: 'Kim Ho', roleId: 'role-student' });
    const ran = await migrations.runPendingMigrations();
    // Assess: the old-shaped record written afterwards was left as it was
    expect(ran).toEqual([]);
    expect((await db.UserEntity.query.byRole({ roleId: 'role-student' }).go()).data).toEqual([]);
  });
});

/** A ticket as the store holds it, with what a test names; its targets long past unless it names others. */
const aTicket = (fields: Pick<Ticket, 'id' | 'status'> & Partial<Ticket>): Omit<Ticket, 'createdAt' | 'updatedAt'> => ({
  subject: `Legacy ${fields.id}`,
  categoryId: 'category-fees',
  categoryName: 'Fees',
  departmentRoleId: 'role-support',
  priority: 'normal',
  requesterId: 'user-ann',
  requesterName: 'Ann Lee',
  requesterEmail: 'ann@example.com',
  assigneeIds: [],
  assignees: [],
  firstResponseDueAt: '2026-01-02T00:00:00.000Z',
  resolutionDueAt: '2026-01-05T00:00:00.000Z',
  firstResponseLate: false,
  resolvedLate: false,
  nextDueAt: '',
  searchText: 'legacy',
  revision: 1,
  ...fields,
});

/** Writes a ticket as the entity wrote it before some of its attributes and index keys were kept: without those `dropped` names. */
const writeTicketWithout = (ticket: ReturnType<typeof aTicket>, dropped: RegExp) => writeWithout(store.tickets.TicketEntity.put(ticket), dropped);

describe('the tickets migration', () => {
  it('gives tickets written before it the department-and-status index and the list its counts', async () => {
    // Prepare: two tickets as the entity wrote them before the index, without its keys
    const { migrations, tickets } = store;
    await writeTicketWithout(aTicket({ id: 'ticket-a', status: 'open' }), /^gsi[45]|^nextDueAt$/);
    await writeTicketWithout(aTicket({ id: 'ticket-b', status: 'closed' }), /^gsi[45]|^nextDueAt$/);
    const openQuery = () => tickets.TicketEntity.query.byDepartmentStatus({ departmentRoleId: 'role-support', status: 'open' }).go();
    expect((await openQuery()).data).toEqual([]);
    // Act
    await migrations.runPendingMigrations();
    // Assess
    expect((await openQuery()).data.map((t) => t.id)).toEqual(['ticket-a']);
    expect(await tickets.countTickets(tickets.ALL_TICKETS)).toBe(2);
    expect(await tickets.countTickets(tickets.departmentStatusScope('role-support', 'closed'))).toBe(1);
    expect(await tickets.countTickets(tickets.statusScope('open'))).toBe(1);
  });

  it('files each assigned ticket under each of its assignees, with their counts', async () => {
    // Prepare: tickets written before the copies
    const { migrations, tickets } = store;
    const ticket = (id: string, assigneeIds: string[]) =>
      tickets.TicketEntity.put(
        aTicket({ id, status: assigneeIds.length ? 'assigned' : 'open', assigneeIds, assignees: assigneeIds.map((a) => ({ id: a, name: a })) }),
      ).go();
    await Promise.all([ticket('ticket-a', ['user-kim', 'user-lou']), ticket('ticket-b', ['user-kim']), ticket('ticket-c', [])]);
    // Act
    await migrations.runPendingMigrations();
    // Assess
    const filedUnder = async (assigneeId: string) =>
      (await tickets.AssignedTicketEntity.query.byAssignee({ assigneeId }).go()).data.map((t) => t.id).sort();
    expect([await filedUnder('user-kim'), await filedUnder('user-lou')]).toEqual([['ticket-a', 'ticket-b'], ['ticket-a']]);
    expect(await tickets.countTickets(tickets.assigneeScope('user-kim'))).toBe(2);
  });

  it('files the open tickets in time in the due index and counts those past a target as breached, putting old counts right', async () => {
    // Prepare: tickets written before the due index, and a count the jobs had set when they read every open ticket
    const { migrations, tickets } = store;
    const [standing, counts] = await Promise.all([import('@functions/tickets/sla-standing'), import('@functions/platform/list-counts')]);
    const inTime = { firstResponseDueAt: '2099-01-02T00:00:00.000Z', resolutionDueAt: '2099-01-05T00:00:00.000Z' };
    for (const ticket of [
      aTicket({ id: 'ticket-in-time', status: 'open', ...inTime }),
      aTicket({ id: 'ticket-admissions', status: 'open', departmentRoleId: 'role-admissions', ...inTime }),
      aTicket({ id: 'ticket-unanswered', status: 'open' }),
      aTicket({ id: 'ticket-answered-late', status: 'assigned', ...inTime, firstResponseAt: '2099-01-03T00:00:00.000Z', firstResponseLate: true }),
      aTicket({ id: 'ticket-closed', status: 'closed' }),
    ])
      await writeTicketWithout(ticket, /^gsi5|^nextDueAt$/);
    await counts.setCounts(tickets.TICKETS_LIST, new Map([[standing.breachedScope('open', 'role-admissions'), 2]]));
    // Act
    await migrations.runPendingMigrations();
    // Assess
    const watched = async (status: 'open' | 'assigned') =>
      (await tickets.ticketsDueBefore(status, '2100-01-01T00:00:00.000Z')).map((t) => [t.id, t.nextDueAt]);
    expect(await watched('open')).toEqual([
      ['ticket-admissions', inTime.firstResponseDueAt],
      ['ticket-in-time', inTime.firstResponseDueAt],
    ]);
    expect(await watched('assigned')).toEqual([]);
    const breached = (status: 'open' | 'assigned', department?: string) => tickets.countTickets(standing.breachedScope(status, department));
    expect([
      await breached('open', 'role-support'),
      await breached('assigned', 'role-support'),
      await breached('open'),
      await breached('assigned'),
      await breached('open', 'role-admissions'),
    ]).toEqual([1, 1, 1, 1, 0]);
  });
});

describe('the agents’ students migration', () => {
  it("files an agent's forms under each student once with the latest details, and claims a form for the Student whose e-mail it gives", async () => {
    // Prepare: an agent's forms and a student's account as a store from before the agents' lists holds them
    const { migrations, userStore } = store;
    const [forms, lists, claims, counts, roles] = await Promise.all([
      import('@functions/forms/form-db'),
      import('@functions/forms/agent-students-db'),
      import('@functions/forms/student-claims'),
      import('@functions/platform/list-counts'),
      import('@functions/roles/roles'),
    ]);
    const ann = await userStore.create({
      name: 'Ann Lee',
      email: 'ann@example.com',
      password: 'x',
      passwordHash: 'x',
      roleIds: [roles.STUDENT_ROLE_ID],
      verified: true,
    });
    const agentForm = async (id: string, fields: { status: 'draft' | 'submitted'; firstname: string; lastname: string; email: string }) => {
      await forms.FormEntity.put({ id, formTypeId: 1, ownerId: 'user-agent', isAgent: true, agentName: 'Priya Agent', ...fields }).go();
      // Each saved a moment after the one before: the latest save's details are the list's.
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await agentForm('form-a', { status: 'submitted', firstname: 'Ann', lastname: 'Lee', email: 'ann@example.com' });
    await agentForm('form-b', { status: 'draft', firstname: 'Annie', lastname: 'Lee', email: 'ANN@example.com' });
    await agentForm('form-c', { status: 'submitted', firstname: 'Bo', lastname: 'Chen', email: 'bo@example.com' });
    // Ann's own form is hers already: neither an agent's student nor a claim.
    await forms.FormEntity.put({ id: 'form-own', formTypeId: 1, ownerId: ann.id, firstname: 'Ann', email: 'ann@example.com' }).go();
    // Act
    await migrations.runPendingMigrations();
    // Assess
    const list = (await lists.AgentStudentEntity.query.byAgent({ agentId: 'user-agent' }).go({ order: 'desc' })).data;
    expect(list.map((s) => [s.name, s.email, s.forms, s.drafts.map((d) => d.id)])).toEqual([
      ['Annie Lee', 'ANN@example.com', 2, ['form-b']],
      ['Bo Chen', 'bo@example.com', 1, []],
    ]);
    expect(await counts.countOf(forms.FORMS_LIST, lists.agentStudentsScope('user-agent'))).toBe(2);
    expect(await counts.countOf(forms.FORMS_LIST, lists.agentStudentsScope(ann.id))).toBe(0);
    const claimed = (await claims.StudentClaimEntity.query.byStudent({ studentUserId: ann.id }).go()).data;
    expect(claimed.map((c) => [c.formId, c.status]).sort()).toEqual([
      ['form-a', 'submitted'],
      ['form-b', 'draft'],
    ]);
    const { data: linked } = await forms.FormEntity.get([{ id: 'form-a' }, { id: 'form-c' }, { id: 'form-own' }]).go();
    expect(Object.fromEntries(linked.map((f) => [f.id, f.studentUserId]))).toEqual({ 'form-a': ann.id, 'form-c': undefined, 'form-own': undefined });
  });
});

describe('the dashboards’ migrations', () => {
  it('counts old forms by stage and old paid orders by college month, and files old history entries as recent activity', async () => {
    // Prepare: records as a store made before issue 12 holds them (no stage counts, no revenue, no `recent` keys)
    const { migrations } = store;
    const [forms, orders, audit, auditDb, counts] = await Promise.all([
      import('@functions/forms/form-db'),
      import('@functions/short-courses/short-course-store'),
      import('@functions/platform/audit'),
      import('@functions/platform/audit-db'),
      import('@functions/platform/list-counts'),
    ]);
    const form = (id: string, status: 'draft' | 'submitted', verified: boolean) =>
      forms.FormEntity.put({ id, formTypeId: 10, ownerId: 'user-ann', status, verified }).go();
    await form('form-a', 'draft', false);
    await form('form-b', 'submitted', false);
    await form('form-c', 'submitted', true);
    await orders.OrderEntity.put(anOrder({ id: 'order-a', status: 'progressing', paymentState: 'paid', paidAt: '2026-11-30T14:00:00.000Z' })).go();
    const entry = auditDb.AuditEntryEntity.put({
      recordType: 'course',
      recordId: 'course-a',
      id: 'entry-a',
      actorId: 'system',
      action: 'course.created',
      summary: 'Created.',
      changes: [],
      at: '2026-11-01T00:00:00.000Z',
    });
    await writeWithout(entry, /^gsi1/);
    expect(await audit.recentActivity(10)).toEqual([]);
    // Act
    await migrations.runPendingMigrations();
    // Assess
    const read = await counts.readCounts(
      [
        ...['draft', 'submitted', 'verified'].map((stage) => forms.typeStageScope(10, stage as 'draft')),
        ...['draft', 'submitted', 'verified'].map((stage) => forms.ownerStageScope('user-ann', stage as 'draft')),
      ]
        .map((scope) => ({ list: forms.FORMS_LIST, scope }))
        .concat([orders.paidInMonthScope('2026-12'), orders.paidInMonthScope('2026-11')].map((scope) => ({ list: orders.ORDERS_LIST, scope }))),
    );
    expect(['draft', 'submitted', 'verified'].map((stage) => read(forms.FORMS_LIST, forms.typeStageScope(10, stage as 'draft')))).toEqual([1, 1, 1]);
    expect(['draft', 'submitted', 'verified'].map((stage) => read(forms.FORMS_LIST, forms.ownerStageScope('user-ann', stage as 'draft')))).toEqual([
      1, 1, 1,
    ]);
    expect(read(orders.ORDERS_LIST, orders.paidInMonthScope('2026-12'))).toBe(12_000);
    expect(read(orders.ORDERS_LIST, orders.paidInMonthScope('2026-11'))).toBe(0);
    expect((await audit.recentActivity(10)).map((e) => [e.id, e.actor_name])).toEqual([['entry-a', 'The portal']]);
  });
});

describe('the trends migration', () => {
  it('files old forms’ arrivals and verifications, tickets’ openings, closings and missed targets, and payments, by college week and month', async () => {
    // Prepare: records as a store made before the trends holds them (no entries, no counts). 01:00 UTC is 12:00 in
    // Sydney: Tuesday 24 November is in the week of Monday 23 November; 14:00 UTC on 30 November is 1 December.
    const { migrations, tickets } = store;
    const [forms, orders, trends] = await Promise.all([
      import('@functions/forms/form-db'),
      import('@functions/short-courses/short-course-store'),
      import('@functions/platform/trends'),
    ]);
    const aForm = { formTypeId: 1, ownerId: 'user-ann', ownerName: 'Ann Lee', firstname: 'Ann', lastname: 'Lee' };
    await forms.FormEntity.put({
      ...aForm,
      id: 'form-verified',
      status: 'submitted',
      verified: true,
      submittedAt: '2026-11-24T01:00:00.000Z',
      verifiedAt: '2026-11-30T01:00:00.000Z',
    }).go();
    await forms.FormEntity.put({ ...aForm, id: 'form-draft', status: 'draft', verified: false }).go();
    await tickets.TicketEntity.put({
      ...aTicket({
        id: 'ticket-late',
        status: 'closed',
        firstResponseDueAt: '2026-11-24T04:00:00.000Z',
        resolutionDueAt: '2026-11-27T00:00:00.000Z',
        firstResponseAt: '2026-11-24T05:00:00.000Z',
        firstResponseLate: true,
        closedAt: '2026-11-25T01:00:00.000Z',
      }),
      createdAt: '2026-11-24T02:00:00.000Z',
    }).go();
    await orders.OrderEntity.put(anOrder({ id: 'order-paid', status: 'progressing', paymentState: 'paid', paidAt: '2026-11-30T14:00:00.000Z' })).go();
    await orders.OrderEntity.put(anOrder({ id: 'order-unpaid', status: 'tentative' })).go();
    const listed = async (series: Parameters<typeof trends.trendEntriesPage>[0], scope: string, period: string) => {
      const page = await trends.trendEntriesPage(series, scope, period, { page: 1, pagination: 10 });
      return [page.data.map((e) => e.recordId), page.meta.total];
    };
    expect(await listed('forms-submitted', 'all', '2026-11-23')).toEqual([[], 0]);
    // Act
    await migrations.runPendingMigrations();
    // Assess
    expect(await listed('forms-submitted', 'type:1', '2026-11-23')).toEqual([['form-verified'], 1]);
    expect(await listed('forms-submitted', 'all', '2026-11')).toEqual([['form-verified'], 1]);
    expect(await listed('forms-verified', 'all', '2026-11-30')).toEqual([['form-verified'], 1]);
    expect(await listed('forms-verified', 'all', '2026-11-23')).toEqual([[], 0]);
    for (const series of ['tickets-opened', 'tickets-closed', 'tickets-breached'] as const) {
      expect(await listed(series, 'department:role-support', '2026-11-23')).toEqual([['ticket-late'], 1]);
    }
    expect(await listed('payments', 'all', '2026-12')).toEqual([['order-paid'], 1]);
    expect(await listed('payments', 'all', '2026-11')).toEqual([[], 0]);
  });
});

describe('the permissions migration', () => {
  it('grants the shipped roles the permissions added to their defaults since the store was made, and nothing else', async () => {
    // Prepare: roles as a store made before issues 10 and 11 holds them, and a Superadmin's own edit
    const { db, migrations } = store;
    const role = (id: string, name: string, permissions: string[]) => db.RoleEntity.put({ id, name, permissions, system: true, revision: 3 }).go();
    await role('admin', 'Admin', ['list-short-course-order']);
    await role('admissions', 'Admissions', ['menu-chat', 'verify-form']);
    await role('student', 'Student', ['menu-chat']);
    await role('made-up', 'Made Up', []);
    // Act
    await migrations.runPendingMigrations();
    // Assess
    const permissionsOf = async (id: string) => (await db.RoleEntity.get({ id }).go()).data!.permissions;
    expect(await permissionsOf('admin')).toEqual(['list-short-course-order', 'update-short-course-order', 'take-chat']);
    expect(await permissionsOf('admissions')).toEqual(['menu-chat', 'verify-form', 'take-chat']);
    expect(await permissionsOf('student')).toEqual(['menu-chat']);
    expect(await permissionsOf('made-up')).toEqual([]);
  });
});
