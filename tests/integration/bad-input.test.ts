// Bad input never gets a 500 (issue 2 §7): malformed JSON is a 422, a body that is not JSON a 415, a body
// over 1 MB a 413 — on public and signed-in routes of every domain alike.
import { request } from 'node:http';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import { call, signInAs } from '../support/api';

let token: string;
beforeAll(async () => {
  token = (await signInAs(ROLE.superadmin)).token;
});

// One route with a body per domain, public and signed-in.
const ROUTES_WITH_BODIES: [method: string, path: string][] = [
  ['POST', '/api/login'],
  ['POST', '/api/register'],
  ['PUT', '/api/profile'],
  ['POST', '/api/users'],
  ['POST', '/api/roles'],
  ['PUT', '/api/permission-settings'],
];

const send = (method: string, path: string, rawBody: string, contentType = 'application/json') =>
  call(method, path, { token, rawBody, headers: { 'content-type': contentType } });

describe.each(ROUTES_WITH_BODIES)('%s %s', (method, path) => {
  it('answers 422 to malformed JSON', async () => {
    // Act
    const res = await send(method, path, '{"name": "Unclosed');
    // Assess
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/not valid JSON/i);
  });

  it.each([
    ['text/plain', 'name=Someone'],
    ['application/x-www-form-urlencoded', 'name=Someone&email=someone%40example.com'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nSomeone\r\n--x--'],
  ])('answers 415 to a %s body', async (contentType, body) => {
    // Act
    const res = await send(method, path, body, contentType);
    // Assess
    expect(res.status).toBe(415);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('answers 413 to a JSON body over 1 MB', async () => {
    // Act
    const res = await send(method, path, JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 1) }));
    // Assess
    expect(res.status).toBe(413);
  });

  it.each([['null'], ['[]'], ['42'], ['"a string"'], ['{"email": {"$ne": null}, "name": ["x"]}']])('answers 422 to the JSON %s', async (body) => {
    // Act
    const res = await send(method, path, body);
    // Assess
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(expect.any(Object));
  });
});

/**
 * The status of a POST that declares a body of `bytes` but sends only its first bytes: a gateway that
 * refuses by the declared length answers at once (fetch would race the refusal while still uploading).
 */
const statusOfDeclaredBody = (path: string, bytes: number) =>
  new Promise<number>((resolve, reject) => {
    const req = request(new URL(path, inject('apiUrl')), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(bytes) },
    });
    req.once('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.once('error', reject);
    req.write('{"email": "');
  });

describe('the gateway', () => {
  it('answers 413 to a body declared over the HTTP API’s 10 MB limit without reading it', async () => {
    // Act
    const status = await statusOfDeclaredBody('/api/login', 11 * 1024 * 1024);
    // Assess
    expect(status).toBe(413);
  });

  it('answers 404 to an unknown API path and 405 to a known path with another method', async () => {
    // Act
    const missing = await call('GET', '/api/no-such-thing', { token });
    const wrongMethod = await call('PATCH', '/api/login', { token });
    // Assess
    expect(missing.status).toBe(404);
    expect(wrongMethod.status).toBe(405);
  });

  it.each([
    ['a user id with percent-encoded slashes', '/api/users/a%2Fb%2Fc'],
    ['a very long user id', `/api/users/${'x'.repeat(500)}`],
    ['a role id with unicode', `/api/roles/${encodeURIComponent('rôle-✓')}`],
  ])('never answers 500 to %s', async (_, path) => {
    // Act
    const res = await call('GET', path, { token });
    // Assess
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

// Security hardening, hole 7: client text that reached a DynamoDB key or a property lookup gave 500s.
describe('text that used to reach a key or a lookup', () => {
  const longId = 'x'.repeat(3000);

  it.each([
    [
      'POST',
      '/api/users',
      { name: 'Long Role', email: 'long.role@example.com', role_id: longId, password: 'Throwaway-pass-1', password_confirmation: 'Throwaway-pass-1' },
      'role_id',
    ],
    ['PUT', '/api/permission-settings', { role_id: longId, permission: 'list-course', granted: true }, 'role_id'],
    ['PUT', '/api/permission-settings', { role_id: 'agent', permission: longId, granted: true }, 'permission'],
    ['POST', '/api/category', { name: 'Long Parent', parent_id: longId }, 'parent_id'],
  ])('%s %s answers 422 to a 3,000-character id', async (method, path, body, field) => {
    // Act
    const res = await call(method, path, { token, body });
    // Assess
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it.each(['/api/users', '/api/non-student-users', '/api/roles', '/api/course', '/api/category', '/api/location'])(
    'GET %s answers 422 naming order_by to order_by=__proto__ and other inherited names',
    async (path) => {
      for (const column of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
        // Act
        const res = await call('GET', `${path}?order_by=${column}`, { token });
        // Assess
        expect(res.status, column).toBe(422);
        expect(Object.keys(res.body.errors)).toEqual(['order_by']);
      }
    },
  );
});

describe('content types and oversized requests', () => {
  it('reads JSON whatever the letter case of its content type', async () => {
    // Act
    const res = await send(
      'POST',
      '/api/roles',
      JSON.stringify({ name: `Case Role ${Date.now()}`, permissions: [] }),
      'APPLICATION/JSON; Charset=UTF-8',
    );
    // Assess
    expect(res.status).toBe(201);
  });

  it.each(['application/json; charset=utf-16', 'application/json; charset=iso-8859-1', 'text/json'])(
    'answers 415 to a body sent as %s',
    async (type) => {
      // Act
      const res = await send('POST', '/api/roles', JSON.stringify({ name: 'Charset Role', permissions: [] }), type);
      // Assess
      expect(res.status).toBe(415);
      expect(res.body.message).toMatch(/JSON/);
    },
  );

  it('answers 431 in JSON to an address over 16 KB, instead of a bare status', async () => {
    // Act
    const res = await call('GET', `/api/roles?search=${'q'.repeat(17 * 1024)}`, { token });
    // Assess
    expect(res.status).toBe(431);
    expect(res.body).toEqual({ message: expect.stringMatching(/too large/i) });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
