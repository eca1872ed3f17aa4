import { API_PREFIX, loginWithReturn, type TAuthResponse, type TErrorBody } from '@acf/shared';
import { authStorage, leaveTo } from './auth-storage';

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: TErrorBody,
  ) {
    super(body.message);
  }
  /** Field errors keyed by field path, for antd `form.setFields`. */
  fieldErrors(): Record<string, string> {
    return Object.fromEntries((this.body.errors ?? []).map((e) => [e.field, e.message]));
  }
}

/**
 * A failure in one line for a message or an alert. A refused call says the API's message and,
 * when it sent field errors, the first of them naming its field ("Dữ liệu không hợp lệ — weight:
 * Phải lớn hơn 0"; a field error that only repeats the message adds just the field's name). Any
 * other failure says its own words.
 */
export function errorText(err: unknown): string {
  if (!(err instanceof ApiError)) return err instanceof Error ? err.message : String(err);
  const first = err.body.errors?.[0];
  if (!first) return err.message;
  const field = first.label ?? first.field;
  const detail = field ? `${field}: ${first.message}` : first.message;
  return first.message === err.message ? detail : `${err.message} — ${detail}`;
}

/** Thrown when the request never got an answer (offline, server unreachable). */
export class NetworkError extends Error {}

type Query = Record<string, string | number | boolean | null | undefined | (string | number)[]>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Return the raw Response (downloads: PDF, Excel). */
  raw?: boolean;
  /** A background call (an offline queue syncing): a lost connection raises no alert. */
  quiet?: boolean;
}

const LOGIN_CALLS = ['/auth/login', '/auth/admin/login'];
const networkListeners = new Set<() => void>();

/** The app shows the seed's alert ('Please check your internet connection and try again'). */
export function onNetworkError(listener: () => void): () => void {
  networkListeners.add(listener);
  return () => networkListeners.delete(listener);
}

export function toQueryString(query?: Query): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) params.set(k, v.join(','));
    else params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

function currentLocale(): string {
  const m = typeof document !== 'undefined' ? /(?:^|;\s*)lang=(\w+)/.exec(document.cookie) : null;
  return m?.[1] === 'en' ? 'en' : 'vi';
}

/** Seed §8: the administrator area has its own login page. */
function loginPath(): string {
  return typeof window !== 'undefined' && window.location.pathname.startsWith('/administrator')
    ? '/administrator/login'
    : '/login';
}

function endSession() {
  authStorage.clear();
  // Back to the page in use once logged in again (a path of this site only: see safeReturnTo).
  if (typeof window !== 'undefined')
    leaveTo(loginWithReturn(loginPath(), `${window.location.pathname}${window.location.search}`));
}

// One refresh at a time: two concurrent 401s must not both rotate the same refresh token
// (the second would look like a stolen token and revoke the session).
let refreshing: Promise<void> | null = null;

async function refreshSession(refreshToken: string): Promise<void> {
  const res = await send('/auth/refresh-tokens', { method: 'POST', body: { refreshToken } });
  if (!res.ok) {
    const err = await toApiError(res);
    // The session cannot be renewed: nothing valid is left to keep.
    if (res.status === 401 || res.status === 403) endSession();
    throw err;
  }
  const data = (await res.json()) as TAuthResponse;
  authStorage.save({
    accessToken: data.tokens.access.token,
    refreshToken: data.tokens.refresh.token,
    user: data.user,
  });
}

async function send(path: string, opts: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { 'accept-language': currentLocale(), ...(opts.headers ?? {}) };
  const token = authStorage.accessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  // FormData and files (an .xlsx import) go as they are; fetch sets their content type.
  if (opts.body instanceof FormData || opts.body instanceof Blob) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  try {
    return await fetch(`${API_PREFIX}${path}${toQueryString(opts.query)}`, {
      method: opts.method ?? 'GET',
      headers,
      body,
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    if (!opts.quiet) for (const l of networkListeners) l();
    throw new NetworkError('Please check your internet connection and try again');
  }
}

async function toApiError(res: Response): Promise<ApiError> {
  let body: TErrorBody;
  try {
    body = (await res.json()) as TErrorBody;
  } catch {
    body = { code: 'HTTP_ERROR', message: res.statusText || String(res.status) };
  }
  return new ApiError(res.status, body);
}

/**
 * One client for every call: Bearer token on each request and the seed's 401 logic (§8):
 * not for the login call; already retried or no refresh token → clear the session and go to
 * the login page; otherwise refresh once, store the new pair and user, repeat the request once.
 */
export async function request<T>(path: string, opts: RequestOptions = {}, retried = false): Promise<T> {
  const res = await send(path, opts);
  if (res.status === 401 && !LOGIN_CALLS.includes(path)) {
    const refreshToken = authStorage.refreshToken();
    if (retried || !refreshToken) {
      endSession();
      throw await toApiError(res);
    }
    refreshing ??= refreshSession(refreshToken).finally(() => {
      refreshing = null;
    });
    await refreshing;
    return request<T>(path, opts, true);
  }
  if (!res.ok) throw await toApiError(res);
  if (opts.raw) return res as unknown as T;
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

export const apiClient = {
  get: <T>(path: string, query?: Query, opts?: Omit<RequestOptions, 'query' | 'method'>) =>
    request<T>(path, { ...opts, query, method: 'GET' }),
  post: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'body' | 'method'>) =>
    request<T>(path, { ...opts, body, method: 'POST' }),
  put: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'body' | 'method'>) =>
    request<T>(path, { ...opts, body, method: 'PUT' }),
  patch: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'body' | 'method'>) =>
    request<T>(path, { ...opts, body, method: 'PATCH' }),
  delete: <T>(path: string, opts?: Omit<RequestOptions, 'method'>) =>
    request<T>(path, { ...opts, method: 'DELETE' }),
  /** Downloads a file (PDF label, Excel export) through the same 401 logic. */
  async download(path: string, query?: Query, filename?: string): Promise<void> {
    const res = await request<Response>(path, { query, raw: true });
    const blob = await res.blob();
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download =
      filename ??
      (/filename="?([^";]+)/.exec(res.headers.get('content-disposition') ?? '')?.[1] || 'download');
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  },
};
