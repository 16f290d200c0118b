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

const { api, ApiError, onUnauthorized } = await import('./api-client');
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
    await api.get('/users', { page: 2, search: '', role: undefined });
    // Assess
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users?page=2');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
  });

  it('toasts the message of a 200 for one second and resolves the body', async () => {
    stubFetch(answer(200, { message: 'User updated.', data: { id: 'u1' } }));
    await expect(api.put('/users/u1', { name: 'A' })).resolves.toEqual({ message: 'User updated.', data: { id: 'u1' } });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'User updated.', color: 'green', autoClose: 1000 }));
  });

  it('does not toast a read without a message', async () => {
    stubFetch(answer(200, { data: { id: 'u1' } }));
    await api.get('/profile');
    expect(show).not.toHaveBeenCalled();
  });

  it.each([403, 405, 500])('toasts the message of a %i and rejects with ApiError', async (status) => {
    stubFetch(answer(status, { message: 'Not for you' }));
    await expect(api.get('/roles')).rejects.toMatchObject({ status, body: { message: 'Not for you' } });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Not for you', color: 'red', autoClose: 1000 }));
  });

  it('leaves a 422 to the form: no toast, the field errors on the rejection', async () => {
    stubFetch(answer(422, { message: 'Check the form', errors: { email: ['Taken'] } }));
    const error = await api.post('/users', {}).catch((e: unknown) => e);
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
    await expect(api.post('/get-user')).rejects.toMatchObject({ status: 401 });
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
    await expect(api.post('/login', {})).rejects.toMatchObject({ status: 401 });
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
    expect(show).not.toHaveBeenCalled();
  });

  it('toasts a network failure and rejects with status 0', async () => {
    stubFetch(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api.get('/profile')).rejects.toMatchObject({ status: 0 });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red' }));
  });

  it('asks "Are you sure?" before a delete and drops the request when declined', async () => {
    stubFetch(answer(200, { message: 'Deleted.' }));
    openConfirmModal.mockImplementation((options: { onCancel: () => void }) => options.onCancel());
    await expect(api.delete('/users/u1')).resolves.toBeNull();
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
    await expect(api.delete('/users/u1')).resolves.toEqual({ message: 'Deleted.' });
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('DELETE');
  });
});
