// The one API client: attaches the bearer token and the language, and turns the error shape of
// decisions.md section 3 into typed ApiErrors. A 401 on an authenticated call ends the session.
import type { ApiErrorBody, ErrorCode } from '@talentpool/domain/errors';
import i18n, { currentLanguage } from './i18n';
import { resumeSession } from './rememberedSession';
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

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  body?: unknown;
  query?: Query;
  /** Send this bearer instead of the session's (the reset-password screen uses the route token). */
  token?: string | null;
  signal?: AbortSignal;
  /**
   * Called as the request body goes out (decision 162: the CV import's upload). fetch cannot
   * report this (a streamed request body needs HTTP/2 and gives no count of bytes sent), so a
   * call with this option goes through XMLHttpRequest; everything else stays the same.
   */
  onUploadProgress?: (progress: UploadProgress) => void;
}

export interface UploadProgress {
  /** Bytes sent and bytes to send (the whole body, multipart framing included). */
  loaded: number;
  total: number;
}

/** What the error handling below needs of an answer, whichever way it was fetched. */
interface Answer {
  ok: boolean;
  status: number;
  text: string;
}

async function sendWithFetch(url: string, init: RequestInit): Promise<Answer> {
  const response = await fetch(url, init);
  return { ok: response.ok, status: response.status, text: await response.text() };
}

/** The same request through XMLHttpRequest, for its upload progress events. */
function sendWithXhr(
  url: string,
  init: RequestInit & { headers: Record<string, string> },
  onUploadProgress: (progress: UploadProgress) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('The request was aborted.', 'AbortError');
    if (init.signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onUploadProgress({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('load', () =>
      resolve({
        ok: xhr.status >= 200 && xhr.status < 300,
        status: xhr.status,
        text: xhr.responseText,
      }),
    );
    xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
    xhr.addEventListener('abort', () => reject(aborted()));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((init.body as XMLHttpRequestBodyInit | null | undefined) ?? null);
  });
}

/**
 * The error shape (decisions.md section 3) checked by hand: this module is in the entry chunk,
 * and the domain's zod schema would bring zod with it (decision 099). The code is the server's.
 */
export function errorBodyOf(data: unknown): ApiErrorBody | null {
  if (!data || typeof data !== 'object') return null;
  const { error, code, fields } = data as Record<string, unknown>;
  if (typeof error !== 'string' || typeof code !== 'string' || !/^[A-Z_]+$/.test(code)) return null;
  if (fields === undefined) return { error, code: code as ErrorCode };
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return null;
  const entries = Object.entries(fields);
  if (!entries.every(([, text]) => typeof text === 'string')) return null;
  return {
    error,
    code: code as ErrorCode,
    fields: Object.fromEntries(entries) as Record<string, string>,
  };
}

/**
 * The text of an error the client itself detects. The domain's messages (every error and
 * validation text, both languages) stay out of the entry chunk and load on the first such error
 * (decision 099); lazy pages have usually loaded them already. When even that download fails
 * (the server is out of reach), the shell's own copy of the network text is used.
 */
async function clientErrorText(code: 'NETWORK' | 'INTERNAL'): Promise<string> {
  try {
    const { errorMessage } = await import('@talentpool/domain/messages');
    return errorMessage(code, currentLanguage());
  } catch {
    return i18n.t('common.unreachable');
  }
}

let onSessionExpired: (() => void) | null = null;

/** The app registers what happens when the server says the session is no longer valid. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

export function buildUrl(path: string, query?: Query): string {
  const relative = path.replace(/^\/+/, '');
  // Paths are relative to /api. A caller that writes the prefix itself would call /api/api/...
  // and get a silent 404 (issue 23: the language switch did exactly that): refuse it loudly.
  if (/^api(\/|$)/.test(relative)) {
    throw new Error(`API paths are relative to /api; got "${path}"`);
  }
  const url = `/api/${relative}`;
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
  /** Decision 138: this is the call again after the remembered session gave a fresh token. */
  retried = false,
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

  let response: Answer;
  try {
    const url = buildUrl(path, options.query);
    const init = { method, headers, body, signal: options.signal };
    response = options.onUploadProgress
      ? await sendWithXhr(url, init, options.onUploadProgress)
      : await sendWithFetch(url, init);
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', await clientErrorText('NETWORK'));
  }

  const text = response.text;
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (response.ok) return data as T;

  const errorBody = errorBodyOf(data);
  const error = errorBody
    ? new ApiError(response.status, errorBody.code, errorBody.error, errorBody.fields)
    : new ApiError(response.status, 'INTERNAL', await clientErrorText('INTERNAL'));
  if (
    response.status === 401 &&
    error.code === 'UNAUTHENTICATED' &&
    token &&
    options.token === undefined
  ) {
    // Decision 138: a remembered session gives a fresh token once (the access token ran out);
    // the call is made again with it. A FormData body can be sent again as it is.
    if (!retried && (await resumeSession()) && getSession().token !== token) {
      return apiRequest<T>(method, path, options, true);
    }
    // A call sent with a token that is no longer the session's (the person logged out while it
    // was under way) ends nothing: a late 401 after Log Out sent them to the login screen as
    // "session ended" instead of the home page (e2e accounts.spec, a loaded run).
    if (getSession().token !== token) throw error;
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
