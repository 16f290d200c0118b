// Records a test makes for itself through the API as the seeded Superadmin, so what it changes (a name, a
// signed-out session, a role's permissions) touches no account another test reads. Each test deletes them after.
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '@infra/local/demo-accounts';
import { ROLE } from '@shared/permissions';
import { demoAccount, uniqueEmail } from './portal';

export interface ThrowawayUser {
  id: string;
  email: string;
  name: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The portal API as the seeded Superadmin, with what tests prepare and clean up. */
export const asSuperadmin = async (request: APIRequestContext) => {
  const login = await request.post('/api/login', { data: { email: demoAccount(ROLE.superadmin).email, password: DEMO_PASSWORD } });
  expect(login.status(), 'Superadmin sign-in').toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };

  const call = async <T>(method: Method, url: string, expected: number, data?: unknown): Promise<T> => {
    const res = await request.fetch(url, { method, headers, data });
    expect(res.status(), `${method} ${url}`).toBe(expected);
    return (await res.json()) as T;
  };

  const roleId = async (name: string): Promise<string> => {
    const { data } = await call<{ data: { id: string; name: string }[] }>('GET', '/api/roles/list', 200);
    const role = data.find((r) => r.name === name);
    if (!role) throw new Error(`No role named ${name}`);
    return role.id;
  };

  return {
    /** The Superadmin's token, for calls a test makes itself. */
    token: headers.authorization.slice('Bearer '.length),
    get: <T>(url: string) => call<T>('GET', url, 200),
    /** Any call, expecting `expected`: what a test changes behind a page's back. */
    call,
    roleId,
    /** A verified account holding `role` (a name or, for a role the test made, its id), password DEMO_PASSWORD. */
    createUser: async (prefix: string, role: { name: string } | { id: string } = { name: ROLE.student }): Promise<ThrowawayUser> => {
      const email = uniqueEmail(prefix);
      const name = `Pat ${prefix} ${Math.random().toString(36).slice(2, 7)}`;
      const role_id = 'id' in role ? role.id : await roleId(role.name);
      const body = { name, email, phone: '', role_id, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD, verified: true };
      const { data } = await call<{ data: { id: string } }>('POST', '/api/users', 201, body);
      return { id: data.id, email, name };
    },
    deleteUser: (id: string) => call('DELETE', `/api/users/${id}`, 200),
    createRole: async (prefix: string, permissions: string[]): Promise<{ id: string; name: string }> => {
      const name = `${prefix} ${Math.random().toString(36).slice(2, 7)}`;
      const { data } = await call<{ data: { id: string } }>('POST', '/api/roles', 201, { name, permissions });
      return { id: data.id, name };
    },
    updateRole: (id: string, name: string, permissions: string[]) => call('PUT', `/api/roles/${id}`, 200, { name, permissions }),
    deleteRole: (id: string) => call('DELETE', `/api/roles/${id}`, 200),
  };
};

/** What GET /api/profile answers with a token: the stored record, read past the page. */
export const profileWith = async (request: APIRequestContext, token: string | null): Promise<{ name: string; phone?: string }> => {
  const res = await request.get('/api/profile', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), 'GET /api/profile').toBe(200);
  return (await res.json()).data as { name: string; phone?: string };
};
