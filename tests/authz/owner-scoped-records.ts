// The kinds of record that belong to someone, for the ownership walk (ownership.test.ts). A new domain
// with owner-scoped records (forms, tickets, chats, short-course orders) adds one entry to RECORD_KINDS:
// how to create a record owned by a fresh person, how its owner reads it, and the routes that read,
// change or delete it, with a body the validation accepts.
import type { Client } from '../support/api';
import { asSuperadmin, signedInPerson } from '../support/fixtures';
import { PDF_BYTES, postMultipart } from '../support/forms';
import { putWithTicket } from '../support/uploads';
import type { ShippedRole } from './expected-access';

export type SignedInPerson = Awaited<ReturnType<typeof signedInPerson>>;

/** A created record: the values of the path parameters its routes take (`{ id }` for `/api/users/{id}/trainer`). */
export interface OwnedRecord {
  params: Record<string, string>;
}

export interface OwnerScopedRoute {
  /** The route-table key, e.g. `PUT /api/users/{id}/trainer`. */
  key: string;
  /** What the call does to the record; a stranger's change or delete must leave it as it was. */
  action: 'read' | 'change' | 'delete';
  /** A body the validation accepts, so that a stranger's 404 comes from ownership and not from bad input. */
  body?: (record: OwnedRecord) => unknown;
  /** For a multipart call: the files it sends (a chat's upload), as a file part the route accepts. */
  files?: boolean;
}

export interface RecordKind {
  name: string;
  /** The shipped roles whose members own such records; each is walked with a stranger of the same role. */
  ownerRoles: ShippedRole[];
  /** Creates a record owned by `owner` (through the API, as the demo Superadmin or as the owner). */
  create: (owner: SignedInPerson) => Promise<OwnedRecord>;
  /** The record as its owner sees it now, to show that a stranger's call changed nothing. */
  read: (owner: SignedInPerson, record: OwnedRecord) => Promise<unknown>;
  routes: OwnerScopedRoute[];
}

/** Fills a route key's path parameters from a record: `GET /api/users/{id}/trainer` → method and path. */
export const requestFor = (key: string, record: OwnedRecord): { method: string; path: string } => {
  const [method = '', template = ''] = key.split(' ');
  const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = record.params[name];
    if (value === undefined) throw new Error(`The record gives no value for {${name}} of ${key}`);
    return encodeURIComponent(value);
  });
  return { method, path };
};

/** Sends an owner-scoped route's call about a record as one client. */
export const callAs = (client: Client, route: OwnerScopedRoute, record: OwnedRecord) => {
  const { method, path } = requestFor(route.key, record);
  const body = route.body?.(record);
  switch (method) {
    case 'GET':
      return client.get(path);
    case 'POST':
      return route.files
        ? postMultipart(client, path, {}, [{ name: 'attachments[0]', filename: 'walk.pdf', type: 'application/pdf', bytes: PDF_BYTES }])
        : client.post(path, body);
    case 'PUT':
      return client.put(path, body);
    case 'PATCH':
      return client.patch(path, body);
    case 'DELETE':
      return client.delete(path);
    default:
      throw new Error(`No client method for ${route.key}`);
  }
};

// ---- The record kinds ----

const trainerProfileBody = (bio: string) => ({
  phone: '(02) 9000 0001',
  mobile: '0400 000 001',
  address: '1 Quay Street, Sydney NSW 2000',
  bio,
  qualifications: [{ title: 'TAE40122 Certificate IV in Training and Assessment', institution: 'Harbour Institute', year: 2024 }],
  courses: [],
});

/** Decisions (users and roles): a trainer reads and updates only their own profile; another id answers 404. */
const trainerProfile: RecordKind = {
  name: 'trainer profile',
  ownerRoles: ['Trainer'],
  create: async (owner) => {
    // Filled in by the college, so a stranger's overwrite would show.
    const res = await (await asSuperadmin()).put(`/api/users/${owner.id}/trainer`, trainerProfileBody('Written by the college.'));
    if (res.status !== 200) throw new Error(`Filling in a trainer profile failed: ${res.status} ${JSON.stringify(res.body)}`);
    return { params: { id: owner.id } };
  },
  read: async (owner, record) => {
    const res = await owner.client.get(`/api/users/${record.params.id}/trainer`);
    if (res.status !== 200) throw new Error(`The trainer cannot read their own profile: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  },
  routes: [
    { key: 'GET /api/users/{id}/trainer', action: 'read' },
    { key: 'PUT /api/users/{id}/trainer', action: 'change', body: () => trainerProfileBody('Rewritten by someone else.') },
  ],
};

/** Issue 8: a student's or an agent's form answers 404 to anyone else of their role, its files too. */
const studentForm: RecordKind = {
  name: 'student form',
  ownerRoles: ['Student', 'Agent'],
  create: async (owner) => {
    const res = await postMultipart(owner.client, '/api/form', { 'form[form_type_id]': '1', 'form[firstname]': 'Owned' });
    if (res.status !== 201) throw new Error(`Starting a form failed: ${res.status} ${JSON.stringify(res.body)}`);
    const id = res.body.data.id as string;
    // A file of the form to download, and an upload waiting for its confirmation.
    const stored = await owner.client.post(`/api/form/${id}/uploads`, { content_type: 'application/pdf', size: PDF_BYTES.length });
    await putWithTicket(stored.body.data, PDF_BYTES);
    const file = await owner.client.post(`/api/form/${id}/uploads/confirm`, { upload_id: stored.body.data.upload_id });
    const waiting = await owner.client.post(`/api/form/${id}/uploads`, { content_type: 'application/pdf', size: PDF_BYTES.length });
    await putWithTicket(waiting.body.data, PDF_BYTES);
    return { params: { id, fileId: file.body.data.id, uploadId: waiting.body.data.upload_id } };
  },
  read: async (owner, record) => {
    const res = await owner.client.get(`/api/form/${record.params.id}`);
    if (res.status !== 200) throw new Error(`The owner cannot read their own form: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  },
  routes: [
    { key: 'GET /api/form/{id}', action: 'read' },
    { key: 'POST /api/form/{id}', action: 'change', body: () => ({ _method: 'put', form: { firstname: 'Stranger' } }) },
    { key: 'GET /api/form/{id}/files/{fileId}', action: 'read' },
    { key: 'GET /api/form/{id}/history', action: 'read' },
    { key: 'GET /api/form/{id}/pdf', action: 'read' },
    { key: 'POST /api/form/{id}/uploads', action: 'change', body: () => ({ content_type: 'application/pdf', size: 1000 }) },
    { key: 'POST /api/form/{id}/uploads/confirm', action: 'change', body: (record) => ({ upload_id: record.params.uploadId }) },
  ],
};

/** A ticket raised by `owner` under the first demo category, with a file on its first message. */
const raiseTicket = async (owner: SignedInPerson) => {
  const categories = await owner.client.get('/api/ticket-categories?pagination=1');
  const res = await postMultipart(
    owner.client,
    '/api/tickets',
    { subject: 'My own ticket', category_id: categories.body.data[0].id, message: 'Only mine.' },
    [{ name: 'attachments[0]', filename: 'mine.pdf', type: 'application/pdf', bytes: PDF_BYTES }],
  );
  if (res.status !== 201) throw new Error(`Raising a ticket failed: ${res.status} ${JSON.stringify(res.body)}`);
  const [first] = res.body.data.messages as { id: string; attachments: { id: string }[] }[];
  return { id: res.body.data.id as string, messageId: first!.id, fileId: first!.attachments[0]!.id };
};

const readTicket = async (owner: SignedInPerson, id: string) => {
  const res = await owner.client.get(`/api/tickets/${id}`);
  if (res.status !== 200) throw new Error(`The requester cannot read their own ticket: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};

/** Issue 9: a student's or an agent's ticket answers 404 to anyone else of their role. */
const ticket: RecordKind = {
  name: 'ticket',
  ownerRoles: ['Student', 'Agent'],
  create: async (owner) => ({ params: { id: (await raiseTicket(owner)).id } }),
  read: (owner, record) => readTicket(owner, record.params.id!),
  routes: [
    { key: 'GET /api/tickets/{id}', action: 'read' },
    { key: 'POST /api/tickets/{id}/close', action: 'change' },
    { key: 'POST /api/tickets/{id}/messages', action: 'change', body: () => ({ body: 'Written by someone else.' }) },
  ],
};

/** Issue 9: a closed ticket, which only its requester (and its staff) may reopen. */
const closedTicket: RecordKind = {
  name: 'closed ticket',
  ownerRoles: ['Student', 'Agent'],
  create: async (owner) => {
    const { id } = await raiseTicket(owner);
    const closed = await owner.client.post(`/api/tickets/${id}/close`);
    if (closed.status !== 200) throw new Error(`Closing a ticket failed: ${closed.status} ${JSON.stringify(closed.body)}`);
    return { params: { id } };
  },
  read: (owner, record) => readTicket(owner, record.params.id!),
  routes: [
    { key: 'POST /api/tickets/{id}/reopen', action: 'change' },
    { key: 'POST /api/tickets/{id}/rating', action: 'change', body: () => ({ rating: 1, comment: 'Rated by someone else.' }) },
  ],
};

/** Issue 9: a ticket's files are named by their message; they answer 404 to anyone but who may read the ticket. */
const ticketFile: RecordKind = {
  name: 'ticket file',
  ownerRoles: ['Student', 'Agent'],
  create: async (owner) => {
    const { id, messageId, fileId } = await raiseTicket(owner);
    return { params: { id: messageId, attId: fileId, ticketId: id } };
  },
  read: (owner, record) => readTicket(owner, record.params.ticketId!),
  routes: [
    { key: 'GET /api/tickets/messages/{id}/attachments/{attId}', action: 'read' },
    { key: 'GET /api/tickets/messages/{id}/attachments/{attId}/download', action: 'read' },
  ],
};

/** Issue 10: a student's short-course booking, made for themself in a session the office set up. */
const shortCourseOrder: RecordKind = {
  name: 'short-course order',
  ownerRoles: ['Student'],
  create: async (owner) => {
    const office = await asSuperadmin();
    const course = await office.post('/api/short-courses', {
      code: `OWN-${Date.now().toString(36).toUpperCase()}`,
      title: 'Ownership walk course',
      price: 50,
      duration_hours: 2,
      required_documents: [{ label: 'Photo ID' }],
    });
    const location = (await office.get('/api/location?pagination=1')).body.data[0].id;
    const session = await office.post(`/api/short-courses/${course.body.data.id}/books`, {
      booking_datetime: '2027-06-01T09:00',
      location_id: location,
      capacity: 5,
    });
    const res = await owner.client.post('/api/applied-short-courses', {
      session_id: session.body.data.id,
      customer: { name: owner.name, email: owner.email, phone: '0412 345 678' },
      participants: [{ name: owner.name }],
    });
    if (res.status !== 201) throw new Error(`Booking a short course failed: ${res.status} ${JSON.stringify(res.body)}`);
    return { params: { id: res.body.data.id } };
  },
  read: async (owner, record) => (await owner.client.get(`/api/short-course-orders/${record.params.id}`)).body,
  routes: [
    { key: 'GET /api/short-course-orders/{id}', action: 'read' },
    { key: 'POST /api/applied-short-courses/{id}/pay', action: 'change' },
    { key: 'GET /api/short-course-orders/{id}/pdf', action: 'read' },
  ],
};

/** Issue 10: a participant's documents for a course they booked, one uploaded and one upload waiting. */
const shortCourseDocuments: RecordKind = {
  name: 'short-course documents',
  ownerRoles: ['Student'],
  create: async (owner) => {
    const { params } = await shortCourseOrder.create(owner);
    const order = (await owner.client.get(`/api/short-course-orders/${params.id}`)).body.data;
    const base = `/api/applied-short-courses/${order.short_course.id}/document/${owner.id}`;
    const stored = await owner.client.post(`${base}/uploads`, { content_type: 'application/pdf', size: PDF_BYTES.length });
    await putWithTicket(stored.body.data, PDF_BYTES);
    const shown = await owner.client.post(`${base}/uploads/confirm`, { upload_id: stored.body.data.upload_id, requirement: 'Photo ID' });
    if (shown.status !== 200) throw new Error(`Uploading a document failed: ${shown.status} ${JSON.stringify(shown.body)}`);
    const waiting = await owner.client.post(`${base}/uploads`, { content_type: 'application/pdf', size: PDF_BYTES.length });
    await putWithTicket(waiting.body.data, PDF_BYTES);
    return {
      params: {
        shortCourseId: order.short_course.id,
        userId: owner.id,
        fileId: shown.body.data.documents[0].files[0].id,
        uploadId: waiting.body.data.upload_id,
      },
    };
  },
  read: async (owner, record) =>
    (await owner.client.get(`/api/applied-short-courses/${record.params.shortCourseId}/document/${record.params.userId}`)).body,
  routes: [
    { key: 'GET /api/applied-short-courses/{shortCourseId}/document/{userId}', action: 'read' },
    { key: 'GET /api/applied-short-courses/{shortCourseId}/document/{userId}/files/{fileId}', action: 'read' },
    {
      key: 'POST /api/applied-short-courses/{shortCourseId}/document/{userId}/uploads',
      action: 'change',
      body: () => ({ content_type: 'application/pdf', size: 1000 }),
    },
    {
      key: 'POST /api/applied-short-courses/{shortCourseId}/document/{userId}/uploads/confirm',
      action: 'change',
      body: (record) => ({ upload_id: record.params.uploadId, requirement: 'Photo ID' }),
    },
    { key: 'DELETE /api/applied-short-courses/{shortCourseId}/document/{userId}/files/{fileId}', action: 'delete' },
  ],
};

/** Issue 11: a student's chat with Student Support, with a file sent in it. */
const chat: RecordKind = {
  name: 'chat',
  ownerRoles: ['Student'],
  create: async (owner) => {
    const started = await owner.client.post('/api/chat/student/start', { staff_role: 'Student Support', message: 'Owned chat' });
    if (started.status !== 201) throw new Error(`Starting a chat failed: ${started.status} ${JSON.stringify(started.body)}`);
    const id = started.body.data.id as string;
    const sent = await postMultipart(owner.client, `/api/chat/${id}/upload`, {}, [
      { name: 'attachments[0]', filename: 'mine.pdf', type: 'application/pdf', bytes: PDF_BYTES },
    ]);
    if (sent.status !== 201) throw new Error(`Sending a file failed: ${sent.status} ${JSON.stringify(sent.body)}`);
    const [message] = sent.body.data as { id: string; file: { id: string } }[];
    return { params: { id, messageId: message!.id, fileId: message!.file.id } };
  },
  read: async (owner, record) => (await owner.client.get(`/api/chat/${record.params.id}/history`)).body,
  routes: [
    { key: 'GET /api/chat/{id}/history', action: 'read' },
    { key: 'POST /api/chat/{id}/message', action: 'change', body: () => ({ content: 'A stranger writes' }) },
    { key: 'POST /api/chat/{id}/read', action: 'change' },
    { key: 'POST /api/chat/{id}/upload', action: 'change', files: true },
    { key: 'GET /api/chat/{id}/attachments', action: 'read' },
    { key: 'POST /api/chat/{id}/end', action: 'change' },
  ],
};

/** Issue 11: a file sent in a student's chat, reached by its message. */
const chatFile: RecordKind = {
  name: 'chat file',
  ownerRoles: ['Student'],
  create: async (owner) => {
    const { params } = await chat.create(owner);
    return { params: { id: params.messageId!, fileId: params.fileId!, chatId: params.id! } };
  },
  read: (owner, record) => chat.read(owner, { params: { id: record.params.chatId! } }),
  routes: [{ key: 'GET /api/chat/messages/{id}/download/{fileId}', action: 'read' }],
};

/** Issue 12: a notification, here the one a staff reply on their ticket brings its requester. */
const notification: RecordKind = {
  name: 'notification',
  ownerRoles: ['Student'],
  create: async (owner) => {
    const { id: ticketId } = await raiseTicket(owner);
    const replied = await (await asSuperadmin()).post(`/api/tickets/${ticketId}/messages`, { body: 'We are on it.' });
    if (replied.status !== 200) throw new Error(`Replying to a ticket failed: ${replied.status} ${JSON.stringify(replied.body)}`);
    const inbox = await owner.client.get('/api/notifications');
    const mine = (inbox.body.data.data as { id: string; link?: string }[]).find((n) => n.link === `/tickets/${ticketId}`);
    if (!mine) throw new Error(`The reply brought no notification: ${JSON.stringify(inbox.body)}`);
    return { params: { id: mine.id } };
  },
  read: async (owner) => (await owner.client.get('/api/notifications')).body,
  routes: [{ key: 'PATCH /api/notifications/{id}', action: 'change', body: () => ({ read: true }) }],
};

/** Issue 12: a person's evidence timeline (theirs, or anyone's with show-user): the person is the record. */
const timeline: RecordKind = {
  name: 'timeline',
  ownerRoles: ['Student', 'Agent', 'Trainer'],
  create: async (owner) => ({ params: { id: owner.id } }),
  read: async (owner) => (await owner.client.get(`/api/users/${owner.id}/timeline`)).body,
  routes: [
    { key: 'GET /api/users/{id}/timeline', action: 'read' },
    { key: 'GET /api/users/{id}/timeline/export', action: 'read' },
  ],
};

export const RECORD_KINDS: RecordKind[] = [
  trainerProfile,
  studentForm,
  ticket,
  closedTicket,
  ticketFile,
  shortCourseOrder,
  shortCourseDocuments,
  chat,
  chatFile,
  notification,
  timeline,
];
