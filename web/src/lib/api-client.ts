// The one place that talks to the portal API (spec §8): it attaches the token, toasts what the server
// says, asks to sign in again when the session ends (else forgets it) and asks before every delete.
// Pages never catch HTTP errors.
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { AnyRoute, BodyInput, FileResponse, ParamsOf, QueryInput, ResponseOf } from '@shared/api/contract';
import { pathOf, type RouteRef } from '@shared/api/route-def';
import { RECORD_CHANGED } from '@shared/record-changed';
import { clearStoredSession, readToken } from './stored-session';

const API_BASE = '/api';
/** Spec §9: success toasts last one second. Error toasts stay until closed: a second is too short to read why. */
export const TOAST_MS = 1000;
/**
 * Refusals the client reports itself, titled by why: no form field can show them. Forms show the others
 * (422, 401 wrong password, 413, 429) next to their fields (spec §8).
 */
const REFUSAL_TITLES: Record<number, string> = {
  403: 'Not allowed',
  405: 'Not available',
  409: 'Conflict',
};
/** The server's code for a wrong e-mail or password: a 401 that is the form's business, not a lost session. */
const BAD_CREDENTIALS_CODE = 'auth.invalid_credentials';

export interface ApiErrorBody {
  message?: string;
  /** The server's stable dotted code, e.g. `auth.unauthenticated`. */
  code?: string;
  errors?: Record<string, string[]>;
  /** The request's id, which the server names when it failed on its side (500, 503): for the college's support. */
  request_id?: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

/** Status 0 stands for "no answer": the network failed before the server could reply. */
export const NETWORK_ERROR_STATUS = 0;

/**
 * True when the client already toasted this error, so a form must not repeat it. A save refused because someone saved
 * the record meanwhile (409 `record.changed`) is the form's to show, beside their version (use-server-form.ts); the
 * mutation policy toasts it for any other caller (request-policy.ts).
 */
export const isToastedError = (error: ApiError): boolean =>
  error.status === NETWORK_ERROR_STATUS || (error.status in REFUSAL_TITLES && error.body.code !== RECORD_CHANGED) || error.status >= 500;

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The session subscribes here to sign the user out locally when the server no longer knows the token. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Asks the person to sign in again; resolves true once they have (a new token is stored), false if they will not. */
export type SessionEndedHandler = () => Promise<boolean>;
let sessionEndedHandler: SessionEndedHandler | null = null;
let renewal: Promise<boolean> | null = null;

/**
 * The "sign in again" dialog registers here. While it is registered, a request refused because the session
 * ended waits for it and is sent again with the new token, so the page and its edit survive; without it,
 * or when the person declines, the session is forgotten (spec §8).
 */
export function handleSessionEnded(handler: SessionEndedHandler): () => void {
  sessionEndedHandler = handler;
  return () => {
    if (sessionEndedHandler === handler) sessionEndedHandler = null;
  };
}

/** One dialog for every request the ended session refused at the same time. */
function renewSession(deadToken: string): Promise<boolean> {
  const current = readToken();
  // Another request already brought the person back: just send this one again.
  if (current && current !== deadToken) return Promise.resolve(true);
  if (!sessionEndedHandler) return Promise.resolve(false);
  renewal ??= sessionEndedHandler()
    .catch(() => false)
    .finally(() => {
      renewal = null;
    });
  return renewal;
}

function forgetSession(): void {
  clearStoredSession();
  unauthorizedListeners.forEach((listener) => listener());
}

/**
 * The server said (over the socket) that the session holding `deadToken` ended: the same "sign in again"
 * dialog a refused save meets, so an open edit survives a password change or a sign-out elsewhere; the
 * session is forgotten if the person declines.
 */
export async function sessionEndedByServer(deadToken: string): Promise<void> {
  if (!(await renewSession(deadToken))) forgetSession();
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function buildUrl(url: string, params?: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    // Spec §5: optional fields are sent only when non-empty.
    if (value === undefined || value === null || value === '') continue;
    query.append(key, String(value));
  }
  const search = query.toString();
  return `${API_BASE}${url}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

const messageOf = (body: unknown): string | undefined =>
  body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : undefined;

const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** What went wrong, in the toast's title: the refusal's reason, never a bare "Something went wrong". */
function errorTitle(error: ApiError): string {
  if (error.status === NETWORK_ERROR_STATUS) return isOffline() ? "You're offline" : 'The portal could not be reached';
  // 503: a dependency out of reach for a moment (the server says when to try again); nothing was half-done.
  if (error.status === 503) return 'The portal is busy for a moment';
  if (error.status >= 500) return 'The portal ran into a problem';
  return REFUSAL_TITLES[error.status] ?? 'Not done';
}

/** Errors stay until closed; the same error twice (a retried read) shows once. Titled by why (errorTitle). */
export function toastApiError(error: ApiError): void {
  const title = errorTitle(error);
  notifications.show({
    id: `api-error:${title}:${error.message}`,
    color: 'red',
    title,
    message: error.message,
    autoClose: false,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Close' },
  });
}

/** A 401 to a request that carried a token means the server no longer knows it, unless it answers a wrong password. */
const endsSession = (error: ApiError): boolean => error.status === 401 && error.body.code !== BAD_CREDENTIALS_CODE;

async function send(
  method: Method,
  url: string,
  token: string | null,
  body?: unknown,
  params?: Record<string, unknown>,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
  // A multipart body names its own boundary in the Content-Type the browser writes.
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(buildUrl(url, params), {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    });
  } catch {
    const error = new ApiError(NETWORK_ERROR_STATUS, {
      message: isOffline()
        ? 'Nothing was sent. Try again once you are back online.'
        : 'The portal could not be reached. Check your connection and try again.',
    });
    toastApiError(error);
    throw error;
  }
}

interface RequestOptions {
  /** No success toast: a save the person did not ask for (an autosave) says so in its own place. */
  quiet?: boolean;
  /** The answer is a file (a PDF, a CSV): its bytes and name, not JSON. */
  file?: boolean;
  /** Headers a call needs besides the session's (a guest's link pass). */
  headers?: Record<string, string>;
}

/** A file the API made, with the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** `attachment; filename="a.csv"; filename*=UTF-8''a.csv` → `a.csv`, the UTF-8 name first. */
export const filenameOf = (disposition: string | null, fallback: string): string => {
  const utf8 = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // fall through to the plain name
    }
  }
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
};

async function request<T>(method: Method, url: string, body?: unknown, params?: Record<string, unknown>, options: RequestOptions = {}): Promise<T> {
  // At most two tries: the second after the person signed in again.
  for (let renewed = false; ; renewed = true) {
    const token = readToken();
    const response = await send(method, url, token, body, params, options.headers);
    if (response.ok && options.file) {
      return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition'), 'download') } as T;
    }
    const parsed = await readBody(response);
    const message = messageOf(parsed);

    if (response.ok) {
      if (message && !options.quiet && (response.status === 200 || response.status === 201)) {
        notifications.show({ color: 'green', message, autoClose: TOAST_MS, closeButtonProps: { 'aria-label': 'Close' } });
      }
      return parsed as T;
    }

    const error = new ApiError(response.status, (parsed ?? {}) as ApiErrorBody);
    if (token && endsSession(error)) {
      // The server did nothing with a refused request, so sending it again after sign-in is safe.
      if (!renewed && (await renewSession(token))) continue;
      forgetSession();
    }
    if (isToastedError(error)) toastApiError(error);
    throw error;
  }
}

/** Spec §5: every delete asks first; a declined confirmation drops the request. */
function confirmDelete(): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: boolean) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    modals.openConfirmModal({
      title: 'Are you sure?',
      children: "You won't be able to revert this!",
      labels: { confirm: 'Yes', cancel: 'No' },
      confirmProps: { color: 'red' },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}

/** A file part of a multipart call (spec §3): `passport[0]`, `signature[signature1]`. */
export interface FilePart {
  name: string;
  file: Blob;
  /** The name the server is told; a File's own name when left out. */
  filename?: string;
}

/** A message's files as the multipart parts the contract names (`attachments[0]`, ...): tickets, chats. */
export const attachmentParts = (files: readonly File[]): FilePart[] => files.map((file, index) => ({ name: `attachments[${index}]`, file }));

/** What a call takes: path parameters and a body when its route has them, query fields when it reads any. */
export type CallArgs<R extends AnyRoute> = (ParamsOf<R> extends undefined ? { params?: undefined } : { params: ParamsOf<R> }) &
  (BodyInput<R> extends undefined ? { body?: undefined } : { body: BodyInput<R> }) &
  (QueryInput<R> extends undefined ? { query?: undefined } : { query?: QueryInput<R> }) & {
    /**
     * File parts, for a route that declares `fileParts`: the call is then sent as `multipart/form-data`, the
     * body's fields under bracketed names. Without files it stays JSON, which those routes take as well.
     */
    files?: readonly FilePart[];
    /** No success toast (an autosave: the page says "Saved just now" itself). */
    quiet?: boolean;
    /** Headers the call needs besides the session's: a guest's link pass. */
    headers?: Record<string, string>;
  };

/** A multipart field's text: JSON for objects and lists (`form[answer]`), 1/0 for flags. */
const partText = (value: unknown): string =>
  typeof value === 'object' ? JSON.stringify(value) : typeof value === 'boolean' ? (value ? '1' : '0') : String(value);

/**
 * The body as multipart fields, one level of nesting spelt in brackets (`form[firstname]`, the server's
 * convention, functions/platform/multipart.ts); deeper values as JSON text. Absent values are left out.
 */
export function toMultipart(body: unknown, files: readonly FilePart[]): FormData {
  const data = new FormData();
  const add = (name: string, value: unknown) => {
    if (value !== undefined && value !== null) data.append(name, partText(value));
  };
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Blob)) {
      for (const [inner, innerValue] of Object.entries(value)) add(`${key}[${inner}]`, innerValue);
    } else add(key, value);
  }
  // Files last: a server reading the parts in order knows the fields before the files.
  for (const { name, file, filename } of files) {
    if (filename !== undefined) data.append(name, file, filename);
    else data.append(name, file);
  }
  return data;
}

/** A delete resolves `null` when the person declines the confirmation (spec §5). */
export type CallResult<R extends AnyRoute> = R extends { method: 'DELETE' } ? ResponseOf<R> | null : ResponseOf<R>;

/**
 * Calls one route of the contract (shared/api), or a schema-free handle on one (routeRef): the URL is built
 * from its path and parameters and the answer is typed by its response schema, so no URL or answer type is
 * written by hand.
 */
async function call<R extends AnyRoute>(
  route: R | RouteRef<R>,
  ...[args]: Partial<CallArgs<R>> extends CallArgs<R> ? [CallArgs<R>?] : [CallArgs<R>]
): Promise<CallResult<R>> {
  const { params, query, body, files, quiet, headers } = (args ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: unknown;
    files?: readonly FilePart[];
    quiet?: boolean;
    headers?: Record<string, string>;
  };
  if (files?.length && !route.fileParts) throw new Error(`${route.method} ${route.path} takes no files`);
  if (route.method === 'DELETE' && !(await confirmDelete())) return null as CallResult<R>;
  const payload = files?.length ? toMultipart(body, files) : body;
  return request<CallResult<R>>(route.method, pathOf(route, params).slice(API_BASE.length), payload, query, { quiet, headers });
}

/** Fetches a file the API makes (a route answering `FileResponse`: a PDF, a CSV export) as a blob with its name. */
async function download<R extends AnyRoute & { response: typeof FileResponse }>(
  route: R,
  args: { params?: Record<string, string>; query?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Promise<DownloadedFile> {
  return request<DownloadedFile>(route.method, pathOf(route, args.params).slice(API_BASE.length), undefined, args.query, {
    file: true,
    headers: args.headers,
  });
}

/** Saves a downloaded file on the person's device, as a link to it clicked would. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // The click has started the download; the object URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The SPA's one way to the API: every call names its route in the contract (shared/api). */
export const api = { call, download };
