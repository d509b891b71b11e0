// A call of the real API from a journey's set-up or checks: JSON in and out, the account's bearer
// token, and a thrown error naming the call and the answer when it is not 2xx.
import { baseURL } from './env';

export async function apiOk<T>(
  path: string,
  token: string | null,
  method = 'GET',
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseURL}/api/${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}
