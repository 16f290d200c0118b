// The one place that talks to the portal API (spec §8): it attaches the token, toasts what the server
// says, forgets the session on 401 and asks before every delete. Pages never catch HTTP errors.
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { pathOf, type AnyRoute, type BodyInput, type ParamsOf, type QueryInput, type ResponseOf } from '@shared/api/contract';
import { clearStoredSession, readToken } from './stored-session';

const API_BASE = '/api';
/** Spec §9: toasts last one second. */
export const TOAST_MS = 1000;
/** Statuses the client reports itself; forms show the others next to their fields (spec §8). */
const TOASTED_STATUSES = new Set([403, 405]);

export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
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

/** True when the client already toasted this error, so a form must not repeat it. */
export const isToastedError = (error: ApiError): boolean =>
  error.status === NETWORK_ERROR_STATUS || TOASTED_STATUSES.has(error.status) || error.status >= 500;

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The session subscribes here to sign the user out locally when the server no longer knows the token. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function buildUrl(url: string, params?: Record<string, unknown>, base = API_BASE): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    // Spec §5: optional fields are sent only when non-empty.
    if (value === undefined || value === null || value === '') continue;
    query.append(key, String(value));
  }
  const search = query.toString();
  return `${base}${url}${search ? `?${search}` : ''}`;
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
  body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : undefined;

function toastError(message: string): void {
  notifications.show({ color: 'red', title: 'Something went wrong', message, autoClose: TOAST_MS });
}

async function request<T>(method: Method, url: string, body?: unknown, params?: Record<string, unknown>, base = API_BASE): Promise<T> {
  const token = readToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(url, params, base), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    const message = 'The portal could not be reached. Check your connection and try again.';
    toastError(message);
    throw new ApiError(NETWORK_ERROR_STATUS, { message });
  }

  const parsed = await readBody(response);
  const message = messageOf(parsed);

  if (response.ok) {
    if (message && (response.status === 200 || response.status === 201)) {
      notifications.show({ color: 'green', message, autoClose: TOAST_MS });
    }
    return parsed as T;
  }

  const error = new ApiError(response.status, (parsed ?? {}) as ApiErrorBody);
  // A 401 without a token is a wrong password at sign-in, not an expired session.
  if (response.status === 401 && token) {
    clearStoredSession();
    unauthorizedListeners.forEach((listener) => listener());
  }
  if (isToastedError(error)) toastError(error.message);
  throw error;
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

/** What a call takes: path parameters and a body when its route has them, query fields when it reads any. */
export type CallArgs<R extends AnyRoute> = (ParamsOf<R> extends undefined ? { params?: undefined } : { params: ParamsOf<R> }) &
  (BodyInput<R> extends undefined ? { body?: undefined } : { body: BodyInput<R> }) &
  (QueryInput<R> extends undefined ? { query?: undefined } : { query?: QueryInput<R> });

/** A delete resolves `null` when the person declines the confirmation (spec §5). */
export type CallResult<R extends AnyRoute> = R extends { method: 'DELETE' } ? ResponseOf<R> | null : ResponseOf<R>;

/**
 * Calls one route of the contract (shared/api): the URL is built from its path and parameters and the
 * answer is typed by its response schema, so no URL or answer type is written by hand.
 */
async function call<R extends AnyRoute>(route: R, ...[args]: {} extends CallArgs<R> ? [CallArgs<R>?] : [CallArgs<R>]): Promise<CallResult<R>> {
  const { params, query, body } = (args ?? {}) as { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown };
  if (route.method === 'DELETE' && !(await confirmDelete())) return null as CallResult<R>;
  return request<CallResult<R>>(route.method, pathOf(route, params), body, query, '');
}

export const api = {
  call,
  get: <T>(url: string, params?: Record<string, unknown>) => request<T>('GET', url, undefined, params),
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, body),
  put: <T>(url: string, body?: unknown) => request<T>('PUT', url, body),
  patch: <T>(url: string, body?: unknown) => request<T>('PATCH', url, body),
  /** Resolves `null` without calling the server when the user declines. */
  delete: async <T>(url: string): Promise<T | null> => ((await confirmDelete()) ? request<T>('DELETE', url) : null),
};
