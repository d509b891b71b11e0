// spec 3 (Session and login): the token, id and type live in sessionStorage under the spec's
// keys; the client state (login flag, id) is derived from them and shared through a tiny store.
// Decision 110: a company session also keeps the member who logged in (the `Member` key). This
// module is in the entry chunk: the stored member is checked by hand, not with a zod schema.
import { useSyncExternalStore } from 'react';
import {
  accountTypeFromStored,
  sessionKeys,
  type AccountType,
} from '@talentpool/domain/plain/account';
import { isMemberRole, type MemberRole } from '@talentpool/domain/members/policy';

/** The member of a company session, as company login answers it (decision 110). */
export interface SessionMember {
  _id: string;
  email: string;
  name: string | null;
  role: MemberRole;
  totpEnabled: boolean;
  totpSetupRequired: boolean;
}

export interface Session {
  loggedIn: boolean;
  token: string | null;
  id: string | null;
  type: AccountType | null;
  /** The member who logged in (company sessions); null for job seekers or when not known yet. */
  member: SessionMember | null;
  /**
   * Whether the account's second factor is on: the member's for a company, what the login told
   * for a job seeker; null when not known (a session from before the second factor existed).
   */
  totpEnabled: boolean | null;
  /** True after the server refused the session's token (lib/api.ts), until the next login. */
  expired: boolean;
  /**
   * Decision 138: how this tab's last session ended: 'loggedOut' (Log Out), 'expired' (the
   * server refused it), or null when this tab never had one (a new tab, an anonymous visit).
   */
  ended: 'loggedOut' | 'expired' | null;
  /** Decision 138: a remembered session is being resumed (lib/rememberedSession.ts). */
  resuming: boolean;
}

const listeners = new Set<() => void>();
let endedBecauseExpired = false;
let endedHow: Session['ended'] = null;
let resuming = false;
let snapshot: Session = read();

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored member, or null when absent or not of the expected shape (never trusted blindly). */
export function memberFromStored(stored: string | null | undefined): SessionMember | null {
  if (!stored) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const m = value as Record<string, unknown>;
  if (
    typeof m._id !== 'string' ||
    typeof m.email !== 'string' ||
    !(typeof m.name === 'string' || m.name === null) ||
    !isMemberRole(m.role)
  ) {
    return null;
  }
  return {
    _id: m._id,
    email: m.email,
    name: m.name,
    role: m.role,
    totpEnabled: m.totpEnabled === true,
    totpSetupRequired: m.totpSetupRequired === true,
  };
}

function read(): Session {
  const s = storage();
  const token = s?.getItem(sessionKeys.token) ?? null;
  const id = s?.getItem(sessionKeys.id) ?? null;
  const storedType = s?.getItem(sessionKeys.type);
  const type = token ? accountTypeFromStored(storedType) : null;
  const member = type === 'Company' ? memberFromStored(s?.getItem(sessionKeys.member)) : null;
  const storedTotp = s?.getItem(sessionKeys.totp);
  return {
    loggedIn: Boolean(token),
    token,
    id,
    type,
    member,
    totpEnabled:
      type === 'Company'
        ? (member?.totpEnabled ?? null)
        : storedTotp === '1'
          ? true
          : storedTotp === '0'
            ? false
            : null,
    expired: !token && endedBecauseExpired,
    ended: token ? null : endedHow,
    resuming: !token && resuming,
  };
}

function publish(): void {
  snapshot = read();
  for (const listener of listeners) listener();
}

export interface SignInExtras {
  /** Company login: the member who logged in (decision 110). */
  member?: SessionMember;
  /** Job-seeker login: whether the second factor is on. */
  totpEnabled?: boolean;
}

function storeMember(s: Storage | null, member: SessionMember): void {
  const { _id, email, name, role, totpEnabled, totpSetupRequired } = member;
  s?.setItem(
    sessionKeys.member,
    JSON.stringify({ _id, email, name, role, totpEnabled, totpSetupRequired }),
  );
}

/** spec 4: on login success store token, id and type (and the member of a company login). */
export function signIn(
  token: string,
  id: string,
  type: AccountType,
  extras: SignInExtras = {},
): void {
  endedBecauseExpired = false;
  const s = storage();
  s?.setItem(sessionKeys.token, token);
  s?.setItem(sessionKeys.id, id);
  s?.setItem(sessionKeys.type, type);
  s?.removeItem(sessionKeys.member);
  s?.removeItem(sessionKeys.totp);
  if (type === 'Company' && extras.member) storeMember(s, extras.member);
  if (type === 'User' && extras.totpEnabled !== undefined) {
    s?.setItem(sessionKeys.totp, extras.totpEnabled ? '1' : '0');
  }
  publish();
}

/**
 * The member changed (a fresh GET company/me, the second factor set up or turned off): keep the
 * session's copy current, so the sidebar follows a role change without a new login.
 */
export function updateMember(changes: Partial<SessionMember>): void {
  const current = snapshot.member;
  if (!current || snapshot.type !== 'Company') return;
  const merged = { ...current, ...changes };
  const next: SessionMember = {
    _id: merged._id,
    email: merged.email,
    name: merged.name,
    role: merged.role,
    totpEnabled: merged.totpEnabled,
    totpSetupRequired: merged.totpSetupRequired,
  };
  if ((Object.keys(next) as (keyof SessionMember)[]).every((key) => next[key] === current[key])) {
    return;
  }
  storeMember(storage(), next);
  publish();
}

/** A fresh copy of the member (GET company/me) when the session has none or an older one. */
export function setMember(member: SessionMember): void {
  if (snapshot.type !== 'Company') return;
  if (snapshot.member) updateMember(member);
  else {
    storeMember(storage(), member);
    publish();
  }
}

/**
 * A call that ends every older token answered a new one for this session (changePassword): the
 * session goes on with it.
 */
export function replaceToken(token: string): void {
  if (!snapshot.loggedIn) return;
  storage()?.setItem(sessionKeys.token, token);
  publish();
}

/** A job seeker turned the second factor on or off. */
export function setUserTotpEnabled(enabled: boolean): void {
  if (snapshot.type !== 'User') return;
  storage()?.setItem(sessionKeys.totp, enabled ? '1' : '0');
  publish();
}

/**
 * spec 2 (Sidebars): Log Out clears the stored token and id. `expired` says the server ended the
 * session (a 401), so guards send the person to the login screen with the reason.
 */
export function signOut(reason?: 'expired'): void {
  endedBecauseExpired = reason === 'expired';
  endedHow = reason === 'expired' ? 'expired' : 'loggedOut';
  const s = storage();
  for (const key of Object.values(sessionKeys)) s?.removeItem(key);
  publish();
}

/**
 * The state a new tab starts with: no session ended in it, none being resumed. The web tests
 * share modules across their files (decision 170); each file starts from this, as from a page
 * load.
 */
export function startAsNewTab(): void {
  endedBecauseExpired = false;
  endedHow = null;
  resuming = false;
  snapshot = read();
}

/** Decision 138: a remembered session is being resumed, or no longer. */
export function setResuming(value: boolean): void {
  if (resuming === value) return;
  resuming = value;
  publish();
}

export function getSession(): Session {
  return snapshot;
}

export function setViewId(id: string): void {
  storage()?.setItem(sessionKeys.viewId, id);
}

export function getViewId(): string | null {
  return storage()?.getItem(sessionKeys.viewId) ?? null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** spec 2 (Navigation bar): the Profile link goes by the stored Type. */
export function profilePathOf(session: Session): string {
  return session.type === 'User' ? '/Profile/myprofile' : '/Company/Profile';
}
