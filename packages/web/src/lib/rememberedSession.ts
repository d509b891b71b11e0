// Decision 138: a remembered session ("keep me logged in") in a new tab or after a browser
// restart. The tab's sessionStorage is empty, but the browser holds the httpOnly refresh cookie:
// one call to refreshSession answers a fresh access token, stored under the spec's keys as a
// login's, and the tab goes on. The cookie is rotated on every use and a used one sent again ends
// the session everywhere, so tabs of one browser take turns (Web Locks): the second tab sends
// the cookie the first one just received.
import { sessionKeys } from '@talentpool/domain/plain/account';
import { currentLanguage } from './i18n';
import { isMemberRole } from '@talentpool/domain/members/policy';
import { setResuming, signIn, type SessionMember } from './session';

let pending: Promise<boolean> | null = null;

/** The stored member of a refresh answer, checked by hand (this module is in the entry chunk). */
function memberOf(value: unknown): SessionMember | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const m = value as Record<string, unknown>;
  if (typeof m._id !== 'string' || typeof m.email !== 'string' || !isMemberRole(m.role)) {
    return undefined;
  }
  return {
    _id: m._id,
    email: m.email,
    name: typeof m.name === 'string' ? m.name : null,
    role: m.role,
    totpEnabled: m.totpEnabled === true,
    totpSetupRequired: m.totpSetupRequired === true,
  };
}

async function exchange(): Promise<boolean> {
  const call = () =>
    fetch('/api/session/refresh', {
      method: 'POST',
      headers: { 'X-Lang': currentLanguage() },
      credentials: 'same-origin',
    });
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const response = locks ? await locks.request('talentpool-session-refresh', call) : await call();
  if (response.status !== 200) return false;
  const body = (await response.json()) as Record<string, unknown>;
  const { token, type } = body;
  if (typeof token !== 'string') return false;
  if (type === 'User') {
    const user = body.user as { _id?: unknown } | undefined;
    if (typeof user?._id !== 'string') return false;
    signIn(token, user._id, 'User', { totpEnabled: body.totpEnabled === true });
    return true;
  }
  if (type === 'Company') {
    const company = body.company as { _id?: unknown } | undefined;
    const member = memberOf(body.member);
    if (typeof company?._id !== 'string' || !member) return false;
    signIn(token, company._id, 'Company', { member });
    return true;
  }
  return false;
}

/**
 * Resumes the remembered session, if the browser holds one: true when the tab is logged in
 * afterwards. Calls made at the same time share one exchange.
 */
export function resumeSession(): Promise<boolean> {
  if (pending) return pending;
  setResuming(true);
  pending = exchange()
    .catch(() => false)
    .finally(() => {
      pending = null;
      setResuming(false);
    });
  return pending;
}

/** A tab that starts without a session (a new tab, a restarted browser) tries once. */
export function resumeAtStart(): void {
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(sessionKeys.token);
  } catch {
    stored = null;
  }
  if (!stored) void resumeSession();
}
