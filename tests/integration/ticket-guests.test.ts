// Guests' tickets (issue 9): raised from an e-mail address, followed through the private link mailed there.
// The link's pass opens that one ticket (not another guest's, not an account's), never shows staff's notes,
// stops after it expires (410, and a new link can be mailed to the guest's address only), and raising is
// throttled per address and per network.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import { GUEST_PASS_HEADER } from '@shared/api/guest-ticket-calls';
import { call, mailsTo, randomLoopbackAddress, signInAs, uniqueEmail, type Client } from '../support/api';
import { fieldsOf, signedInPerson, uniqueTag } from '../support/fixtures';
import { PNG_BYTES } from '../support/form-fields';
import { multipartBody, PDF_BYTES, postMultipart } from '../support/forms';
import { guestPassStore } from '../support/store';

const HTML_BYTES = Buffer.from('<html><script>alert(1)</script>');

let support: Client;
let categoryId: string;

beforeAll(async () => {
  support = await signInAs(ROLE.studentSupport);
  const categories = (await support.get('/api/ticket-categories?pagination=1000')).body.data as { id: string; name: string }[];
  categoryId = categories.find((c) => c.name === 'Fees and payments')!.id;
});

interface Guest {
  email: string;
  ticketId: string;
  pass: string;
}

const guestBody = (email: string, fields: Record<string, string> = {}) => ({
  name: 'Casey Visitor',
  email,
  subject: `Course fees question ${uniqueTag()}`,
  category_id: categoryId,
  message: 'How much is the Certificate III in a payment plan?',
  ...fields,
});

/** The ticket id and pass of the newest guest link mailed to an address. */
const newestLink = async (email: string) => {
  const mail = (await mailsTo(email)).at(-1);
  const match = mail?.text.match(/https?:\/\/\S+\/tickets\/guest\/([a-z0-9-]+)#pass=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`No guest link in the newest mail to ${email}`);
  return { ticketId: match[1]!, pass: match[2]! };
};

/** Raises a guest ticket from its own network address and reads the link mailed for it. */
const raiseAsGuest = async (email = uniqueEmail('guest'), files: { name: string; filename: string; type: string; bytes: Buffer }[] = []) => {
  const { body, contentType } = multipartBody(guestBody(email), files);
  const res = await call('POST', '/api/tickets/guest', { rawBody: body, headers: { 'content-type': contentType }, from: randomLoopbackAddress() });
  expect(res.status).toBe(202);
  return { email, ...(await newestLink(email)) } satisfies Guest;
};

const asGuest = (guest: Guest, pass = guest.pass) => ({
  get: (path: string) => call('GET', path, { headers: { [GUEST_PASS_HEADER]: pass } }),
  post: (path: string, body: unknown = {}) => call('POST', path, { body, headers: { [GUEST_PASS_HEADER]: pass } }),
});

describe('a guest raising a ticket', () => {
  it('answers 202 without the ticket, mails a private link, and the link opens the ticket with its file for its guest', async () => {
    // Prepare
    const email = uniqueEmail('guest');
    // Act
    const guest = await raiseAsGuest(email, [{ name: 'attachments[0]', filename: 'receipt.pdf', type: 'application/pdf', bytes: PDF_BYTES }]);
    const seen = await asGuest(guest).get(`/api/tickets/guest/${guest.ticketId}`);
    const [first] = seen.body.data.messages;
    const link = await asGuest(guest).get(`/api/tickets/guest/${guest.ticketId}/messages/${first.id}/attachments/${first.attachments[0].id}`);
    const blob = await asGuest(guest).get(
      `/api/tickets/guest/${guest.ticketId}/messages/${first.id}/attachments/${first.attachments[0].id}/download`,
    );
    const inDepartment = await support.get(`/api/tickets/${guest.ticketId}`);
    // Assess
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({
      status: 'open',
      requester: { id: null, name: 'Casey Visitor' },
      category: { id: categoryId },
      can: { reply: true, note: false, assign: false, delete: false, rate: false },
      requester_email: null,
    });
    expect(first.attachments[0].name).toBe('receipt.pdf');
    expect(link.status).toBe(200);
    expect(blob.status).toBe(200);
    expect(inDepartment.status).toBe(200);
    expect(inDepartment.body.data.requester).toEqual({ id: null, name: 'Casey Visitor' });
    // A guest has no record to open: the department reaches them by the address they gave.
    expect(inDepartment.body.data.requester_email).toBe(email);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toMatch(/We received your ticket/);
  });

  it('refuses a missing or malformed e-mail with 422 naming it, a web page as a file with 415, and mails nothing', async () => {
    // Prepare
    const email = uniqueEmail('guest');
    const from = randomLoopbackAddress();
    // Act
    const noEmail = await call('POST', '/api/tickets/guest', { body: { ...guestBody(email), email: 'not an address' }, from });
    const noName = await call('POST', '/api/tickets/guest', { body: { ...guestBody(email), name: '' }, from });
    const { body, contentType } = multipartBody(guestBody(email), [
      { name: 'attachments[0]', filename: 'a.pdf', type: 'application/pdf', bytes: HTML_BYTES },
    ]);
    const webPage = await call('POST', '/api/tickets/guest', { rawBody: body, headers: { 'content-type': contentType }, from });
    // Assess
    expect(noEmail.status).toBe(422);
    expect(fieldsOf(noEmail.body)).toEqual(['email']);
    expect(fieldsOf(noName.body)).toEqual(['name']);
    expect(webPage.status).toBe(415);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('takes five tickets an hour from one address, then answers 429 with Retry-After', async () => {
    // Prepare
    const email = uniqueEmail('busy-guest');
    for (let i = 0; i < 5; i++) {
      expect((await call('POST', '/api/tickets/guest', { body: guestBody(email), from: randomLoopbackAddress() })).status).toBe(202);
    }
    // Act
    const sixth = await call('POST', '/api/tickets/guest', { body: guestBody(email), from: randomLoopbackAddress() });
    // Assess
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the guest link', () => {
  it('opens only its own ticket: not without the pass, not with a made-up one, not another guest’s, not an account’s', async () => {
    // Prepare
    const [guest, other] = await Promise.all([raiseAsGuest(), raiseAsGuest()]);
    const student = await signedInPerson();
    const studentTicket = await postMultipart(student.client, '/api/tickets', {
      subject: `A student's own ${uniqueTag()}`,
      category_id: categoryId,
      message: 'Mine.',
    });
    // Act
    const noPass = await call('GET', `/api/tickets/guest/${guest.ticketId}`);
    const madeUp = await asGuest(guest, 'a'.repeat(43)).get(`/api/tickets/guest/${guest.ticketId}`);
    const othersTicket = await asGuest(guest).get(`/api/tickets/guest/${other.ticketId}`);
    const othersReply = await asGuest(guest).post(`/api/tickets/guest/${other.ticketId}/messages`, { body: 'Not mine' });
    const accountTicket = await asGuest(guest).get(`/api/tickets/guest/${studentTicket.body.data.id}`);
    const asAccountRoute = await call('GET', `/api/tickets/${guest.ticketId}`, { headers: { [GUEST_PASS_HEADER]: guest.pass } });
    // Assess
    expect(noPass.status).toBe(404);
    expect(madeUp.status).toBe(404);
    expect(othersTicket.status).toBe(404);
    expect(othersReply.status).toBe(404);
    expect(accountTicket.status).toBe(404);
    expect(asAccountRoute.status).toBe(401);
    const untouched = await support.get(`/api/tickets/${other.ticketId}`);
    expect(untouched.body.data.messages).toHaveLength(1);
  });

  it('answers 410 once it has expired, and mails a new link only to the ticket’s own address', async () => {
    // Prepare
    const guest = await raiseAsGuest();
    const passes = await guestPassStore();
    await passes.expirePass(guest.ticketId, guest.pass);
    // Act
    const expired = await asGuest(guest).get(`/api/tickets/guest/${guest.ticketId}`);
    const wrongAddress = await call('POST', `/api/tickets/guest/${guest.ticketId}/link`, {
      body: { email: uniqueEmail('stranger') },
      from: randomLoopbackAddress(),
    });
    const mailsBefore = (await mailsTo(guest.email)).length;
    const rightAddress = await call('POST', `/api/tickets/guest/${guest.ticketId}/link`, {
      body: { email: guest.email },
      from: randomLoopbackAddress(),
    });
    const fresh = await newestLink(guest.email);
    const reopened = await asGuest(guest, fresh.pass).get(`/api/tickets/guest/${guest.ticketId}`);
    // Assess
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe('ticket.guest_link_expired');
    expect(wrongAddress.status).toBe(202);
    expect(rightAddress.status).toBe(202);
    expect(wrongAddress.body.message.replace(/\S+@\S+/, '')).toBe(rightAddress.body.message.replace(/\S+@\S+/, ''));
    expect((await mailsTo(guest.email)).length).toBe(mailsBefore + 1);
    expect(fresh.pass).not.toBe(guest.pass);
    expect(reopened.status).toBe(200);
  });
});

describe('a guest’s conversation', () => {
  it('lets staff answer a guest by mail with a fresh link, keeps notes and their files from the guest, and takes the guest’s reply', async () => {
    // Prepare
    const guest = await raiseAsGuest();
    // Act
    const note = await postMultipart(
      support,
      `/api/tickets/${guest.ticketId}/messages`,
      { body: 'Internal: check the payment plan.', internal: 'true' },
      [{ name: 'attachments[0]', filename: 'ledger.pdf', type: 'application/pdf', bytes: PDF_BYTES }],
    );
    const noteMessage = note.body.data.messages.at(-1);
    await postMultipart(support, `/api/tickets/${guest.ticketId}/messages`, { body: 'A payment plan is $250 a month.' });
    const link = await newestLink(guest.email);
    const guestNote = await asGuest(guest, link.pass).post(`/api/tickets/guest/${guest.ticketId}/messages`, { body: 'Sneaky', internal: true });
    const reply = await asGuest(guest, link.pass).post(`/api/tickets/guest/${guest.ticketId}/messages`, { body: 'Thanks, that works.' });
    const noteFile = await asGuest(guest, link.pass).get(
      `/api/tickets/guest/${guest.ticketId}/messages/${noteMessage.id}/attachments/${noteMessage.attachments[0].id}`,
    );
    const seenByStaff = await support.get(`/api/tickets/${guest.ticketId}`);
    // Assess
    expect(link.ticketId).toBe(guest.ticketId);
    expect(link.pass).not.toBe(guest.pass);
    expect(guestNote.status).toBe(403);
    expect(reply.status).toBe(200);
    expect(reply.body.data.messages.map((m: { body: string }) => m.body)).toEqual([
      'How much is the Certificate III in a payment plan?',
      'A payment plan is $250 a month.',
      'Thanks, that works.',
    ]);
    expect(JSON.stringify(reply.body)).not.toContain('Internal');
    expect(noteFile.status).toBe(404);
    expect(seenByStaff.body.data.messages.at(-1)).toMatchObject({
      body: 'Thanks, that works.',
      author: { id: null, name: 'Casey Visitor', staff: false },
    });
    const mails = await mailsTo(guest.email);
    expect(mails.some((m) => `${m.text}${m.html}`.includes('Internal'))).toBe(false);
  });

  it('takes a reply with a file as the SPA sends it, its flag written 0, and a note from staff with the flag written 1', async () => {
    // Prepare
    const guest = await raiseAsGuest();
    const screenshot = { name: 'attachments[0]', filename: 'screen.png', type: 'image/png', bytes: PNG_BYTES };
    const { body, contentType } = multipartBody({ body: 'Here is what I see.', internal: '0' }, [screenshot]);
    // Act
    const reply = await call('POST', `/api/tickets/guest/${guest.ticketId}/messages`, {
      rawBody: body,
      headers: { 'content-type': contentType, [GUEST_PASS_HEADER]: guest.pass },
    });
    const note = await postMultipart(support, `/api/tickets/${guest.ticketId}/messages`, { body: 'Checked the screen.', internal: '1' }, [
      screenshot,
    ]);
    const notAFlag = await postMultipart(support, `/api/tickets/${guest.ticketId}/messages`, { body: 'Hello', internal: 'maybe' });
    const seenByGuest = await asGuest(guest).get(`/api/tickets/guest/${guest.ticketId}`);
    // Assess
    expect(reply.status).toBe(200);
    expect(reply.body.data.messages.at(-1)).toMatchObject({ body: 'Here is what I see.', internal: false, attachments: [{ name: 'screen.png' }] });
    expect(note.status).toBe(200);
    expect(note.body.data.messages.at(-1)).toMatchObject({ body: 'Checked the screen.', internal: true });
    expect(notAFlag.status).toBe(422);
    expect(fieldsOf(notAFlag.body)).toEqual(['internal']);
    expect(seenByGuest.body.data.messages.map((m: { body: string }) => m.body)).not.toContain('Checked the screen.');
  });

  it('lets the guest close, rate once, and reopen their ticket', async () => {
    // Prepare
    const guest = await raiseAsGuest();
    const me = asGuest(guest);
    // Act
    const early = await me.post(`/api/tickets/guest/${guest.ticketId}/rating`, { rating: 5 });
    const closed = await me.post(`/api/tickets/guest/${guest.ticketId}/close`);
    const rated = await me.post(`/api/tickets/guest/${guest.ticketId}/rating`, { rating: 4, comment: 'Quick and clear.' });
    const again = await me.post(`/api/tickets/guest/${guest.ticketId}/rating`, { rating: 1 });
    const reopened = await me.post(`/api/tickets/guest/${guest.ticketId}/reopen`);
    // Assess
    expect(early.status).toBe(409);
    expect(closed.body.data).toMatchObject({ status: 'closed', can: { rate: true } });
    expect(rated.body.data).toMatchObject({ rating: { rating: 4, comment: 'Quick and clear.' }, can: { rate: false } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ticket.already_rated');
    expect(reopened.body.data.status).toBe('open');
  });
});
