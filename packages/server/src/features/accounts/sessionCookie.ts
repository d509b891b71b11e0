// Decision 138: the cookie of a remembered session ("keep me logged in"). httpOnly (no script
// reads it), SameSite=Strict (no other site's page sends it), Secure when served over HTTPS, and
// sent only to /api/session (refreshSession), nowhere else.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const sessionCookieName = 'tp_session';
export const sessionCookiePath = '/api/session';

/** Over HTTPS (PUBLIC_URL says so, or the request came in so): the cookie is Secure. */
const secureFor = (request: FastifyRequest, publicUrl: string) =>
  publicUrl.startsWith('https:') || request.protocol === 'https';

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string,
  session: { token: string; expiresAt: Date },
  now: Date,
): void {
  void reply.setCookie(sessionCookieName, session.token, {
    path: sessionCookiePath,
    httpOnly: true,
    sameSite: 'strict',
    secure: secureFor(request, publicUrl),
    maxAge: Math.max(0, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000)),
  });
}

export function clearSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string,
): void {
  void reply.clearCookie(sessionCookieName, {
    path: sessionCookiePath,
    httpOnly: true,
    sameSite: 'strict',
    secure: secureFor(request, publicUrl),
  });
}

/** The refresh token the browser sent, if any (only a plausible one). */
export function sessionCookieOf(request: FastifyRequest): string | null {
  const value = request.cookies[sessionCookieName];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
}
