// @vitest-environment node
// The client needs fetch, Web Storage and the Mantine toast/modal APIs, all stubbed here, but no DOM:
// the node environment keeps this test independent of jsdom.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const show = vi.fn();
const openConfirmModal = vi.fn();
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));
vi.mock('@mantine/modals', () => ({ modals: { openConfirmModal } }));

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const { api, ApiError, handleSessionEnded, onUnauthorized } = await import('./api-client');
const { authApi } = await import('@shared/api/auth');
const { roleApi } = await import('@shared/api/roles');
const { profileApi, userApi } = await import('@shared/api/users');
const USER_CHANGES = { name: 'A Person', email: 'a@example.com', role_id: 'student' };
const NEW_USER = { ...USER_CHANGES, password: 'Secret-123', password_confirmation: 'Secret-123' };
const { writeStoredSession, readStoredSession } = await import('./stored-session');

const answer = (status: number, body?: unknown) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(body === undefined ? null : JSON.stringify(body), { status }));

let fetchMock: ReturnType<typeof answer>;
const stubFetch = (mock: ReturnType<typeof answer>) => {
  fetchMock = mock;
  vi.stubGlobal('fetch', mock);
};

beforeEach(() => {
  vi.stubGlobal('window', { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });
  show.mockReset();
  openConfirmModal.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends the stored token and the query under /api, skipping empty parameters', async () => {
    // Prepare
    writeStoredSession({ token: 'tok-1', role: 'Admin', userId: 'u1' }, false);
    stubFetch(answer(200, { data: [] }));
    // Act
    await api.call(userApi.list, { query: { page: 2, search: '', role: undefined } });
    // Assess
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users?page=2');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
  });

  it('toasts the message of a 200 for one second and resolves the body', async () => {
    stubFetch(answer(200, { message: 'User updated.', data: { id: 'u1' } }));
    await expect(api.call(userApi.update, { params: { id: 'u1' }, body: USER_CHANGES })).resolves.toEqual({
      message: 'User updated.',
      data: { id: 'u1' },
    });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'User updated.', color: 'green', autoClose: 1000 }));
  });

  it('does not toast a read without a message', async () => {
    stubFetch(answer(200, { data: { id: 'u1' } }));
    await api.call(profileApi.show);
    expect(show).not.toHaveBeenCalled();
  });

  it.each([
    [403, 'Not allowed'],
    [405, 'Not available'],
    [409, 'Conflict'],
    [500, 'The portal ran into a problem'],
    [503, 'The portal is busy for a moment'],
  ])('toasts a %i under the title "%s" with the message, until closed, and rejects with ApiError', async (status, title) => {
    stubFetch(answer(status, { message: 'Not for you' }));
    await expect(api.call(roleApi.list)).rejects.toMatchObject({ status, body: { message: 'Not for you' } });
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title, message: 'Not for you', color: 'red', autoClose: false, withCloseButton: true }),
    );
  });

  it('shows the same error once while it is on screen, however often a read retries', async () => {
    stubFetch(answer(500, { message: 'Down' }));
    await api.call(roleApi.list).catch(() => undefined);
    await api.call(roleApi.list).catch(() => undefined);
    const [first, second] = show.mock.calls.map(([options]) => (options as { id: string }).id);
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });

  it('leaves a 422 to the form: no toast, the field errors on the rejection', async () => {
    stubFetch(answer(422, { message: 'Check the form', errors: { email: ['Taken'] } }));
    const error = await api.call(userApi.create, { body: NEW_USER }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).body.errors).toEqual({ email: ['Taken'] });
    expect(show).not.toHaveBeenCalled();
  });

  it('forgets the session in both storages on a 401 and tells the listeners', async () => {
    // Prepare
    writeStoredSession({ token: 'old', role: 'Student', userId: 'u2' }, true);
    window.sessionStorage.setItem('cactoken', 'stale');
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    stubFetch(answer(401, { message: 'Unauthenticated.' }));
    // Act
    await expect(api.call(authApi.getUser)).rejects.toMatchObject({ status: 401 });
    unsubscribe();
    // Assess
    expect(readStoredSession()).toBeNull();
    expect(window.localStorage.getItem('role')).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
  });

  it('treats a 401 without a token (wrong password) as a form error, not a lost session', async () => {
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    stubFetch(answer(401, { message: 'These credentials do not match our records.' }));
    await expect(api.call(authApi.login, { body: { email: 'a@example.com', password: 'x' } })).rejects.toMatchObject({ status: 401 });
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
    expect(show).not.toHaveBeenCalled();
  });

  it('toasts a network failure and rejects with status 0', async () => {
    stubFetch(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api.call(profileApi.show)).rejects.toMatchObject({ status: 0 });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', title: 'The portal could not be reached', autoClose: false }));
  });

  it('says "You\'re offline" when the fetch failed because the browser is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    stubFetch(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api.call(profileApi.update, { body: { name: 'A Person' } })).rejects.toMatchObject({ status: 0 });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: "You're offline" }));
  });

  describe('when the session ends during a request', () => {
    it('asks the registered dialog, then sends the request again with the new token and resolves', async () => {
      // Prepare
      writeStoredSession({ token: 'dead', role: 'Admin', userId: 'u1' }, true);
      const listener = vi.fn();
      const unsubscribe = onUnauthorized(listener);
      const dialog = vi.fn(async () => {
        writeStoredSession({ token: 'fresh', role: 'Admin', userId: 'u1' }, true);
        return true;
      });
      const unregister = handleSessionEnded(dialog);
      stubFetch(
        vi.fn(async (_url: string, init?: RequestInit) =>
          (init?.headers as Record<string, string>).Authorization === 'Bearer fresh'
            ? new Response(JSON.stringify({ message: 'Course updated.' }), { status: 200 })
            : new Response(JSON.stringify({ message: 'Unauthenticated.', code: 'auth.unauthenticated' }), { status: 401 }),
        ),
      );
      // Act
      const result = await api.call(roleApi.update, { params: { id: 'c1' }, body: { name: 'New name' } });
      unregister();
      unsubscribe();
      // Assess
      expect(result).toEqual({ message: 'Course updated.' });
      expect(dialog).toHaveBeenCalledOnce();
      expect(fetchMock.mock.calls.map(([, init]) => init?.body)).toEqual(['{"name":"New name"}', '{"name":"New name"}']);
      expect(listener).not.toHaveBeenCalled();
      expect(readStoredSession()?.token).toBe('fresh');
    });

    it('asks once for requests refused together', async () => {
      writeStoredSession({ token: 'dead' }, false);
      let signIn: (value: boolean) => void = () => undefined;
      const dialog = vi.fn(() => new Promise<boolean>((resolve) => (signIn = resolve)));
      const unregister = handleSessionEnded(dialog);
      stubFetch(
        vi.fn(async (_url: string, init?: RequestInit) =>
          (init?.headers as Record<string, string>).Authorization === 'Bearer fresh'
            ? new Response(JSON.stringify({ data: 1 }), { status: 200 })
            : new Response(JSON.stringify({ code: 'auth.unauthenticated' }), { status: 401 }),
        ),
      );
      const both = Promise.all([api.call(profileApi.show), api.call(roleApi.options)]);
      await vi.waitFor(() => expect(dialog).toHaveBeenCalled());
      writeStoredSession({ token: 'fresh' }, false);
      signIn(true);
      await expect(both).resolves.toEqual([{ data: 1 }, { data: 1 }]);
      unregister();
      expect(dialog).toHaveBeenCalledOnce();
    });

    it('forgets the session and rejects when the person signs out instead', async () => {
      writeStoredSession({ token: 'dead' }, true);
      const listener = vi.fn();
      const unsubscribe = onUnauthorized(listener);
      const unregister = handleSessionEnded(async () => false);
      stubFetch(answer(401, { message: 'Unauthenticated.', code: 'auth.unauthenticated' }));
      await expect(api.call(profileApi.update, { body: { name: 'A Person' } })).rejects.toMatchObject({ status: 401 });
      unregister();
      unsubscribe();
      expect(listener).toHaveBeenCalledOnce();
      expect(readStoredSession()).toBeNull();
      expect(fetchMock).toHaveBeenCalledOnce();
    });

    it('leaves a wrong password to the form even when a token was sent', async () => {
      writeStoredSession({ token: 'dead' }, true);
      const dialog = vi.fn(async () => true);
      const unregister = handleSessionEnded(dialog);
      stubFetch(answer(401, { message: 'These credentials do not match our records.', code: 'auth.invalid_credentials' }));
      await expect(api.call(authApi.login, { body: { email: 'a@example.com', password: 'x' } })).rejects.toMatchObject({ status: 401 });
      unregister();
      expect(dialog).not.toHaveBeenCalled();
      expect(readStoredSession()?.token).toBe('dead');
      expect(show).not.toHaveBeenCalled();
    });
  });

  it('asks "Are you sure?" before a delete and drops the request when declined', async () => {
    stubFetch(answer(200, { message: 'Deleted.' }));
    openConfirmModal.mockImplementation((options: { onCancel: () => void }) => options.onCancel());
    await expect(api.call(userApi.remove, { params: { id: 'u1' } })).resolves.toBeNull();
    expect(openConfirmModal).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Are you sure?', children: "You won't be able to revert this!", labels: { confirm: 'Yes', cancel: 'No' } }),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the delete once confirmed', async () => {
    stubFetch(answer(200, { message: 'Deleted.' }));
    openConfirmModal.mockImplementation((options: { onConfirm: () => void; onClose: () => void }) => {
      options.onConfirm();
      options.onClose(); // Mantine closes the modal after confirming: that must not count as "No"
    });
    await expect(api.call(userApi.remove, { params: { id: 'u1' } })).resolves.toEqual({ message: 'Deleted.' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/users/u1');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('DELETE');
  });
});

describe('quiet saves and files', () => {
  it('does not toast the message of a quiet call', async () => {
    // Prepare
    stubFetch(answer(200, { message: 'Profile updated.', data: {} }));
    // Act
    await api.call(profileApi.update, { body: { name: 'A Person' }, quiet: true });
    // Assess
    expect(show).not.toHaveBeenCalled();
  });

  it('downloads a file the API makes with the name its Content-Disposition gives', async () => {
    // Prepare
    const { formApi } = await import('@shared/api/forms');
    stubFetch(
      vi.fn(
        async () =>
          new Response('a,b\r\n', {
            status: 200,
            headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="x_y.csv"; filename*=UTF-8''x%E2%80%99y.csv` },
          }),
      ),
    );
    // Act
    const file = await api.download(formApi.exportCsv, { query: { form_type: 'application' } });
    // Assess
    expect(file.filename).toBe('x’y.csv');
    expect(await file.blob.text()).toBe('a,b\r\n');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/form-export?form_type=application');
    expect(show).not.toHaveBeenCalled();
  });
});
