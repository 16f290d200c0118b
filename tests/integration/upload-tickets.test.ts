// An upload ticket writes one file, once: the file store takes its PUT only with the type and exactly the size
// signed, and only while its key is empty, so a second PUT with the same ticket (before or after the upload is
// confirmed, or at the same moment as the first) is refused with 412 and the file confirmed is the one kept.
import { describe, expect, it } from 'vitest';
import type { UploadTicket } from '@shared/schemas/uploads';
import type { Client } from '../support/api';
import { signedInPerson } from '../support/fixtures';
import { putWithTicket } from '../support/uploads';

const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** Another picture of the same length: what an abuser of a ticket would send the second time. */
const OTHER_PNG = Buffer.from(TINY_PNG.map((byte, i) => (i === TINY_PNG.length - 20 ? byte ^ 1 : byte)));

const avatarTicket = async (client: Client): Promise<UploadTicket> => {
  const res = await client.post('/api/profile/avatar', { content_type: 'image/png', size: TINY_PNG.length });
  expect(res.status).toBe(200);
  return res.body.data as UploadTicket;
};

const pictureOf = async (client: Client): Promise<Buffer> => {
  const shown = (await client.get('/api/profile')).body.data.avatar_url as string;
  return Buffer.from(await (await fetch(shown)).arrayBuffer());
};

describe('an upload ticket', () => {
  it('writes its file once: a second PUT, before or after the confirmation, is refused and the first file stays', async () => {
    // Prepare
    const { client } = await signedInPerson();
    const ticket = await avatarTicket(client);
    // Act
    const first = await putWithTicket(ticket, TINY_PNG);
    const again = await putWithTicket(ticket, OTHER_PNG);
    const confirmed = await client.put('/api/profile', { name: 'Once Only', avatar_key: ticket.key });
    const afterwards = await putWithTicket(ticket, OTHER_PNG);
    // Assess
    expect([first, again, afterwards]).toEqual([200, 412, 412]);
    expect(confirmed.status).toBe(200);
    expect(await pictureOf(client)).toEqual(TINY_PNG);
  });

  it('lets exactly one of two PUTs sent at once write the file', async () => {
    // Prepare
    const { client } = await signedInPerson();
    const ticket = await avatarTicket(client);
    // Act
    const answers = await Promise.all([putWithTicket(ticket, TINY_PNG), putWithTicket(ticket, TINY_PNG)]);
    // Assess
    expect(answers.sort()).toEqual([200, 412]);
  });

  it('is refused for another size or another type than it was signed for, and then still takes the right file', async () => {
    // Prepare
    const { client } = await signedInPerson();
    const ticket = await avatarTicket(client);
    // Act
    const longer = await putWithTicket(ticket, Buffer.concat([TINY_PNG, Buffer.alloc(1)]));
    const retyped = await putWithTicket(ticket, TINY_PNG, { ...ticket.headers, 'content-type': 'text/html' });
    const unconditional = await putWithTicket(ticket, TINY_PNG, { 'content-type': 'image/png' });
    const right = await putWithTicket(ticket, TINY_PNG);
    // Assess: each signed header is held to its value
    expect([longer, retyped, unconditional, right]).toEqual([403, 403, 403, 200]);
  });
});
