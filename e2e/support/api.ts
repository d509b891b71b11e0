// A call of the real API from a journey's set-up or checks: JSON in and out, the account's bearer
// token, and a thrown error naming the call and the answer when it is not 2xx.
import { baseURL } from './env';

async function send(path: string, token: string | null, method: string, body: unknown) {
  const res = await fetch(`${baseURL}/api/${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { res, text: await res.text() };
}

export async function apiOk<T>(
  path: string,
  token: string | null,
  method = 'GET',
  body?: unknown,
): Promise<T> {
  const { res, text } = await send(path, token, method, body);
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** The answer whatever its status, for checks of a refusal (an empty body reads as `{}`). */
export async function apiCall<T = Record<string, unknown>>(
  path: string,
  token: string | null,
  method = 'GET',
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const { res, text } = await send(path, token, method, body);
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
}

/**
 * A published posting of the company (onsite in Cairo, Digital Services, a Find a Boss profile),
 * made and published through the API; answers its id.
 */
export async function publishedPosting(
  token: string,
  posting: { title: string; description: string },
): Promise<string> {
  const { _id } = await apiOk<{ _id: string }>('company/jobs', token, 'POST', {
    ...posting,
    workplace: 'onsite',
    country: 'EG',
    city: 'Cairo',
    field: 'Digital Services',
    requirement: { kind: 'findboss', items: [21, 22, 0] },
  });
  await apiOk(`company/jobs/${_id}/status`, token, 'PATCH', { status: 'published' });
  return _id;
}
