// The one API client: attaches the bearer token and the language, and turns the error shape of
// decisions.md section 3 into typed ApiErrors. A 401 on an authenticated call ends the session.
import { apiErrorSchema, type ErrorCode } from '@talentpool/domain/errors';
import { errorMessage } from '@talentpool/domain/messages';
import { currentLanguage } from './i18n';
import { getSession, signOut } from './session';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK';
  readonly fields: Record<string, string>;

  constructor(
    status: number,
    code: ErrorCode | 'NETWORK',
    message: string,
    fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  body?: unknown;
  query?: Query;
  /** Send this bearer instead of the session's (the reset-password screen uses the route token). */
  token?: string | null;
  signal?: AbortSignal;
}

let onSessionExpired: (() => void) | null = null;

/** The app registers what happens when the server says the session is no longer valid. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

export function buildUrl(path: string, query?: Query): string {
  const url = `/api/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { 'X-Lang': currentLanguage() };
  const token = options.token === undefined ? getSession().token : options.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', errorMessage('NETWORK', currentLanguage()));
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (response.ok) return data as T;

  const parsed = apiErrorSchema.safeParse(data);
  const error = parsed.success
    ? new ApiError(response.status, parsed.data.code, parsed.data.error, parsed.data.fields)
    : new ApiError(response.status, 'INTERNAL', errorMessage('INTERNAL', currentLanguage()));
  if (
    response.status === 401 &&
    error.code === 'UNAUTHENTICATED' &&
    token &&
    options.token === undefined
  ) {
    // The app's handler ends the session, marked as expired, and shows the login screen.
    if (onSessionExpired) onSessionExpired();
    else signOut();
  }
  throw error;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
