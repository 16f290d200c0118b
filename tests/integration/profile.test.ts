// The signed-in user's own profile: details, avatar by presigned upload, and password (issue 2 §6 /profile).
import { describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import type { UploadTicket } from '@shared/schemas/uploads';
import { AVATAR_MAX_BYTES } from '@shared/schemas/users';
import { signIn, type Client } from '../support/api';
import { putWithTicket } from '../support/uploads';
import { asSuperadmin, fieldsOf, newPerson, signedInPerson } from '../support/fixtures';
import { filesStore, objectSize } from '../support/store';

// A 1×1 transparent PNG.
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Asks for an upload, as the SPA does, for a file of this declared type and size. */
const startUpload = async (client: Client, contentType = 'image/png', size = TINY_PNG.length): Promise<UploadTicket> => {
  const start = await client.post<{ data: UploadTicket }>('/api/profile/avatar', { content_type: contentType, size });
  expect(start.status).toBe(200);
  return start.body.data;
};

/** Uploads a picture the way the SPA does and answers its ticket. */
const uploadAvatar = async (client: Client, bytes: Buffer = TINY_PNG): Promise<UploadTicket> => {
  const ticket = await startUpload(client, 'image/png', bytes.length);
  expect(await putWithTicket(ticket, bytes)).toBe(200);
  return ticket;
};

/** Puts an object under a key behind the API's back, as if it had arrived by a route S3 did not police. */
const putObjectDirectly = async (key: string, bytes: Buffer, contentType: string) => {
  const { s3, bucket, PutObjectCommand } = await filesStore();
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }));
};

const objectExists = async (key: string) => {
  const { s3, bucket, HeadObjectCommand } = await filesStore();
  return s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
    () => true,
    () => false,
  );
};

describe('GET /api/profile', () => {
  it('answers the caller’s own details and roles, never a password hash', async () => {
    // Prepare
    const { client, id, name, email } = await signedInPerson({ role: ROLE.agent });
    // Act
    const res = await client.get('/api/profile');
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id,
      name,
      email,
      verified: true,
      roles: [{ id: 'agent', name: ROLE.agent }],
      created_at: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt/i);
  });
});

describe('PUT /api/profile', () => {
  it('changes the caller’s name and phone, and clears the phone when it is left out', async () => {
    // Prepare
    const { client } = await signedInPerson();
    // Act
    const withPhone = await client.put('/api/profile', { name: 'Renamed Person', phone: '+61 (2) 9000-1111' });
    await client.put('/api/profile', { name: 'Renamed Again' });
    // Assess
    expect(withPhone.status).toBe(200);
    expect(withPhone.body.data).toMatchObject({ name: 'Renamed Person', phone: '+61 (2) 9000-1111' });
    const stored = (await client.get('/api/profile')).body.data;
    expect(stored.name).toBe('Renamed Again');
    expect(stored).not.toHaveProperty('phone');
  });

  it('answers the profile as stored, without a phone it just cleared', async () => {
    // Prepare
    const { client } = await signedInPerson();
    await client.put('/api/profile', { name: 'Phoned Person', phone: '0400 111 222' });
    // Act
    const res = await client.put('/api/profile', { name: 'Phoned Person' });
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data).not.toHaveProperty('phone');
  });

  it.each([
    ['a one-letter name', { name: 'R' }, ['name']],
    ['a phone with letters', { name: 'Valid Name', phone: 'call me' }, ['phone']],
    ['no name', { phone: '0400 000 000' }, ['name']],
  ])('refuses %s with 422 naming the field', async (_, body, fields) => {
    // Prepare
    const { client } = await signedInPerson();
    // Act
    const res = await client.put('/api/profile', body);
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(fields);
  });
});

describe('POST /api/profile/avatar', () => {
  it.each([
    ['a type that is not a picture', { content_type: 'application/pdf', size: 1000 }, 415],
    ['a GIF', { content_type: 'image/gif', size: 1000 }, 415],
    ['a picture over 2 MB', { content_type: 'image/png', size: AVATAR_MAX_BYTES + 1 }, 413],
  ])('refuses %s', async (_, body, status) => {
    // Prepare
    const { client } = await signedInPerson();
    // Act
    const res = await client.post('/api/profile/avatar', body);
    // Assess
    expect(res.status).toBe(status);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('answers a presigned PUT for a staged key of the caller’s own, signed for the declared type, exactly the declared size and once', async () => {
    // Prepare
    const { client, id } = await signedInPerson();
    // Act
    const res = await client.post('/api/profile/avatar', { content_type: 'image/webp', size: 2048 });
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      upload_url: expect.stringMatching(/^https?:\/\//),
      method: 'PUT',
      headers: { 'content-type': 'image/webp', 'if-none-match': '*' },
      key: `staged/avatars/${id}/${res.body.data.upload_id}.webp`,
      max_bytes: 2048,
      upload_id: expect.stringMatching(/^[a-z0-9]+$/),
    });
    expect(new URL(res.body.data.upload_url).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host;if-none-match');
  });
});

describe('avatar upload, use and removal', () => {
  it('shows an uploaded picture as a fetchable avatar_url once the profile names its key, and empties the staged copy', async () => {
    // Prepare
    const { client, id } = await signedInPerson();
    const upload = await uploadAvatar(client);
    // Act
    const res = await client.put('/api/profile', { name: 'Pictured Person', avatar_key: upload.key });
    // Assess
    expect(res.status).toBe(200);
    expect(new URL(res.body.data.avatar_url).pathname).toMatch(new RegExp(`/avatars/${id}/${upload.upload_id}\\.png$`));
    const picture = await fetch(res.body.data.avatar_url);
    expect(picture.status).toBe(200);
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(TINY_PNG);
    expect(await objectSize(upload.key)).toBe(0);
  });

  it('answers the same picture when the same upload is confirmed twice, and keeps it', async () => {
    // Prepare
    const { client, id } = await signedInPerson();
    const upload = await uploadAvatar(client);
    const first = await client.put('/api/profile', { name: 'Pictured Person', avatar_key: upload.key });
    // Act
    const second = await client.put('/api/profile', { name: 'Pictured Person', avatar_key: upload.key });
    // Assess
    expect(second.status).toBe(200);
    expect(new URL(second.body.data.avatar_url).pathname).toBe(new URL(first.body.data.avatar_url).pathname);
    expect(await objectExists(`avatars/${id}/${upload.upload_id}.png`)).toBe(true);
  });

  it('keeps the picture when the same upload is confirmed by two requests at once (a double click)', async () => {
    // Prepare
    const { client, id } = await signedInPerson();
    const upload = await uploadAvatar(client);
    // Act
    const answers = await Promise.all([1, 2, 3].map(() => client.put('/api/profile', { name: 'Double Click', avatar_key: upload.key })));
    // Assess: every request answers the picture, and the picture is there
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const shown = (await client.get('/api/profile')).body.data.avatar_url;
    expect(new URL(shown).pathname).toMatch(new RegExp(`/avatars/${id}/${upload.upload_id}\\.png$`));
    expect((await fetch(shown)).status).toBe(200);
  });

  it('refuses the staged key of an upload with another extension than the file it holds', async () => {
    // Prepare
    const { client } = await signedInPerson();
    const upload = await uploadAvatar(client);
    // Act
    const renamed = await client.put('/api/profile', { name: 'Pictured Person', avatar_key: upload.key.replace(/\.png$/, '.jpg') });
    const kept = await client.put('/api/profile', { name: 'Pictured Person', avatar_key: upload.key });
    const renamedAgain = await client.put('/api/profile', { name: 'Pictured Person', avatar_key: upload.key.replace(/\.png$/, '.webp') });
    // Assess: refused before and after the real key was confirmed
    expect(renamed.status).toBe(422);
    expect(kept.status).toBe(200);
    expect(renamedAgain.status).toBe(422);
  });

  it('replaces the previous picture with a new one and deletes the previous file', async () => {
    // Prepare
    const { client, id } = await signedInPerson();
    const old = await uploadAvatar(client);
    await client.put('/api/profile', { name: 'Pictured Person', avatar_key: old.key });
    const next = await uploadAvatar(client);
    // Act
    const res = await client.put('/api/profile', { name: 'Pictured Person', avatar_key: next.key });
    // Assess
    expect(res.status).toBe(200);
    expect(new URL(res.body.data.avatar_url).pathname).toMatch(new RegExp(`/avatars/${id}/${next.upload_id}\\.png$`));
    expect(await objectExists(`avatars/${id}/${old.upload_id}.png`)).toBe(false);
    expect(await objectExists(`avatars/${id}/${next.upload_id}.png`)).toBe(true);
  });

  it('keeps exactly one picture when two windows set one at the same time', async () => {
    // Prepare
    const { client, id } = await signedInPerson();
    const uploads = await Promise.all([uploadAvatar(client), uploadAvatar(client)]);
    // Act
    const answers = await Promise.all(uploads.map((u) => client.put('/api/profile', { name: 'Twin Windows', avatar_key: u.key })));
    // Assess: each answer is a success or the 409 that says another window won
    expect(answers.map((r) => r.status).sort()).toEqual(expect.arrayContaining([200]));
    expect(answers.filter((r) => r.status !== 200 && !(r.status === 409 && r.body.code === 'profile.avatar_changed')).map((r) => r.body)).toEqual([]);
    const shown = new URL((await client.get('/api/profile')).body.data.avatar_url).pathname;
    const kept = uploads.filter((u) => shown.endsWith(`/avatars/${id}/${u.upload_id}.png`));
    expect(kept).toHaveLength(1);
    const stored = await Promise.all(uploads.map((u) => objectExists(`avatars/${id}/${u.upload_id}.png`)));
    expect(stored.filter(Boolean)).toHaveLength(1);
  });

  it('deletes the picture with the account', async () => {
    // Prepare
    const { client, id } = await signedInPerson();
    const upload = await uploadAvatar(client);
    await client.put('/api/profile', { name: 'Pictured Person', avatar_key: upload.key });
    // Act
    const res = await (await asSuperadmin()).delete(`/api/users/${id}`);
    // Assess
    expect(res.status).toBe(200);
    expect(await objectExists(`avatars/${id}/${upload.upload_id}.png`)).toBe(false);
  });

  it('refuses an avatar_key under someone else’s prefix with 422', async () => {
    // Prepare
    const owner = await signedInPerson();
    const upload = await uploadAvatar(owner.client);
    const { client } = await signedInPerson();
    // Act
    const res = await client.put('/api/profile', { name: 'Picture Thief', avatar_key: upload.key });
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['avatar_key']);
    expect((await client.get('/api/profile')).body.data).not.toHaveProperty('avatar_url');
  });

  it('refuses someone else’s upload dressed in a key of the caller’s own with 422, and leaves it to its owner', async () => {
    // Prepare
    const owner = await signedInPerson();
    const upload = await uploadAvatar(owner.client);
    const thief = await signedInPerson();
    const dressed = upload.key.replace(`/${owner.id}/`, `/${thief.id}/`);
    // Act
    const res = await thief.client.put('/api/profile', { name: 'Picture Thief', avatar_key: dressed });
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['avatar_key']);
    expect((await thief.client.get('/api/profile')).body.data).not.toHaveProperty('avatar_url');
    expect((await owner.client.put('/api/profile', { name: owner.name, avatar_key: upload.key })).status).toBe(200);
  });

  it('refuses a key that climbs out of the caller’s own prefix, so the victim’s picture is neither shown nor deleted (hardening, hole 2)', async () => {
    // Prepare
    const victim = await signedInPerson();
    const upload = await uploadAvatar(victim.client);
    const pictured = await victim.client.put('/api/profile', { name: victim.name, avatar_key: upload.key });
    expect(pictured.status).toBe(200);
    const thief = await signedInPerson();
    const climbing = upload.key.replace(`avatars/${victim.id}/`, `avatars/${thief.id}/../${victim.id}/`);
    // Act
    const res = await thief.client.put('/api/profile', { name: 'Picture Thief', avatar_key: climbing });
    await thief.client.delete('/api/profile/avatar');
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['avatar_key']);
    expect((await thief.client.get('/api/profile')).body.data).not.toHaveProperty('avatar_url');
    expect((await fetch(pictured.body.data.avatar_url)).status).toBe(200);
  });

  it('refuses a key whose upload never arrived with 422', async () => {
    // Prepare
    const { client } = await signedInPerson();
    const ticket = await startUpload(client);
    // Act
    const res = await client.put('/api/profile', { name: 'Impatient Person', avatar_key: ticket.key });
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['avatar_key']);
  });

  it('refuses HTML sent as image/png with 415 once its first bytes are read, and keeps nothing of it (hardening, hole 12)', async () => {
    // Prepare: S3 takes any bytes under the signed Content-Type
    const { client } = await signedInPerson();
    const html = Buffer.from('<!doctype html><script>alert(document.domain)</script>');
    const ticket = await startUpload(client, 'image/png', html.length);
    expect(await putWithTicket(ticket, html)).toBe(200);
    // Act
    const res = await client.put('/api/profile', { name: 'Sneaky Person', avatar_key: ticket.key });
    // Assess
    expect(res.status).toBe(415);
    expect((await client.get('/api/profile')).body.data).not.toHaveProperty('avatar_url');
    expect(await objectSize(ticket.key)).toBe(0);
  });

  it('cannot send more than 2 MB, or another type, with the ticket: the file store refuses it (hardening, hole 12)', async () => {
    // Prepare
    const { client } = await signedInPerson();
    const ticket = await startUpload(client, 'image/png', 1000);
    // Act
    const oversized = await putWithTicket(ticket, Buffer.concat([TINY_PNG, Buffer.alloc(AVATAR_MAX_BYTES, 1)]));
    const retyped = await putWithTicket(ticket, TINY_PNG, { ...ticket.headers, 'content-type': 'text/html' });
    // Assess: the length and the type were signed
    expect(oversized).toBe(403);
    expect(retyped).toBe(403);
    expect(await objectExists(ticket.key)).toBe(false);
  });

  it('refuses a picture that arrived larger than 2 MB with 413, and keeps nothing of it', async () => {
    // Prepare: an oversized object under the caller's key (S3 itself refuses one through the ticket)
    const { client } = await signedInPerson();
    const ticket = await startUpload(client);
    const oversized = Buffer.concat([TINY_PNG, Buffer.alloc(AVATAR_MAX_BYTES, 1)]);
    await putObjectDirectly(ticket.key, oversized, 'image/png');
    // Act
    const res = await client.put('/api/profile', { name: 'Sneaky Person', avatar_key: ticket.key });
    // Assess
    expect(res.status).toBe(413);
    expect((await client.get('/api/profile')).body.data).not.toHaveProperty('avatar_url');
    expect(await objectSize(ticket.key)).toBe(0);
  });

  it('removes the avatar and its file', async () => {
    // Prepare
    const { client } = await signedInPerson();
    const upload = await uploadAvatar(client);
    const pictured = await client.put('/api/profile', { name: 'Pictured Person', avatar_key: upload.key });
    // Act
    const res = await client.delete('/api/profile/avatar');
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data).not.toHaveProperty('avatar_url');
    expect((await fetch(pictured.body.data.avatar_url)).status).toBe(404);
  });
});

describe('POST /api/profile/password', () => {
  const NEW_PASSWORD = 'Changed-pass-42';
  const change = (current: string, password = NEW_PASSWORD, confirmation = password) => ({
    current_password: current,
    password,
    password_confirmation: confirmation,
  });

  it('changes the password, signs out the caller’s other sessions and keeps this one', async () => {
    // Prepare
    const person = await newPerson();
    const here = await signIn(person.email, person.password);
    const elsewhere = await signIn(person.email, person.password);
    // Act
    const res = await here.post('/api/profile/password', change(person.password));
    // Assess
    expect(res.status).toBe(200);
    expect((await here.post('/api/get-user')).status).toBe(200);
    expect((await elsewhere.post('/api/get-user')).status).toBe(401);
    await expect(signIn(person.email, person.password)).rejects.toThrow(/401/);
    await expect(signIn(person.email, NEW_PASSWORD)).resolves.toBeDefined();
  });

  it('refuses a wrong current password with 422 naming current_password and keeps the old one', async () => {
    // Prepare
    const { client, email, password } = await signedInPerson();
    // Act
    const res = await client.post('/api/profile/password', change('Not-my-password-1'));
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['current_password']);
    await expect(signIn(email, password)).resolves.toBeDefined();
  });

  it.each([
    ['a weak new password', (current: string) => change(current, 'weakling'), ['password']],
    ['a confirmation that differs', (current: string) => change(current, NEW_PASSWORD, 'Different-pass-1'), ['password_confirmation']],
    ['no current password', () => change(''), ['current_password']],
  ])('refuses %s with 422 naming the field', async (_, body, fields) => {
    // Prepare
    const { client, password } = await signedInPerson();
    // Act
    const res = await client.post('/api/profile/password', body(password));
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(fields);
  });
});
