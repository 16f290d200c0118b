// @vitest-environment node
// The multipart side of the client: a call to a route that declares `fileParts` and is given files goes
// as `multipart/form-data`, its body's fields under bracketed names (spec §3); without files it stays JSON.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));
vi.mock('@mantine/modals', () => ({ modals: { openConfirmModal: vi.fn() } }));

const { api, toMultipart } = await import('./api-client');
const { formApi } = await import('@shared/api/forms');
const { userApi } = await import('@shared/api/users');

const storage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
};

const fetchMock = vi.fn(
  async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ message: 'Form saved.', data: {} }), { status: 200 }),
);

beforeEach(() => {
  vi.stubGlobal('window', { localStorage: storage(), sessionStorage: storage() });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const SUBMISSION = {
  form: { version: 'v5' as const, form_type_id: 2, firstname: 'Mei', step: 1, submit: true, answer: { usi: 'ABCDEFGH23', rows: [{ a: 1 }] } },
  _method: 'put' as const,
};

describe('multipart calls', () => {
  it('sends the fields under bracketed names and the files as parts, without a JSON content type', async () => {
    // Prepare
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const signature = new Blob(['png'], { type: 'image/png' });
    // Act
    await api.call(formApi.update, {
      params: { id: 'f1' },
      body: SUBMISSION,
      files: [
        { name: 'passport[0]', file: pdf, filename: 'passport.pdf' },
        { name: 'signature[signature1]', file: signature, filename: 'signature.png' },
      ],
    });
    // Assess
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/form/f1');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('form[firstname]')).toBe('Mei');
    expect(body.get('form[version]')).toBe('v5');
    expect(body.get('form[form_type_id]')).toBe('2');
    expect(body.get('form[step]')).toBe('1');
    expect(body.get('form[submit]')).toBe('1');
    expect(JSON.parse(body.get('form[answer]') as string)).toEqual({ usi: 'ABCDEFGH23', rows: [{ a: 1 }] });
    expect(body.get('_method')).toBe('put');
    const part = body.get('passport[0]') as File;
    expect(part.name).toBe('passport.pdf');
    expect(part.type).toBe('application/pdf');
    expect((body.get('signature[signature1]') as File).name).toBe('signature.png');
  });

  it('keeps JSON for a call without files', async () => {
    await api.call(formApi.create, { body: { form: { version: 'v5', form_type_id: 2 } } });
    const [, init] = fetchMock.mock.calls[0]!;
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"form":{"version":"v5","form_type_id":2}}');
  });

  it('refuses files for a route that takes none, sending nothing', async () => {
    const file = new Blob(['x']);
    await expect(
      api.call(userApi.update, { params: { id: 'u1' }, body: { name: 'A', email: 'a@example.com', role_id: 'r' }, files: [{ name: 'x', file }] }),
    ).rejects.toThrow('takes no files');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves out absent fields and lists parts after the fields', () => {
    const data = toMultipart({ form: { firstname: 'A', middlename: undefined, phone: null } }, [{ name: 'other[0]', file: new Blob(['x']) }]);
    expect([...data.keys()]).toEqual(['form[firstname]', 'other[0]']);
  });
});
