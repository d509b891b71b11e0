// spec 3 (Session and login): the token, id and type live in sessionStorage under the spec's
// keys; the client state (login flag, id) is derived from them and shared through a tiny store.
import { useSyncExternalStore } from 'react';
import {
  accountTypeFromStored,
  sessionKeys,
  type AccountType,
} from '@talentpool/domain/plain/account';

export interface Session {
  loggedIn: boolean;
  token: string | null;
  id: string | null;
  type: AccountType | null;
  /** True after the server refused the session's token (lib/api.ts), until the next login. */
  expired: boolean;
}

const listeners = new Set<() => void>();
let endedBecauseExpired = false;
let snapshot: Session = read();

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function read(): Session {
  const s = storage();
  const token = s?.getItem(sessionKeys.token) ?? null;
  const id = s?.getItem(sessionKeys.id) ?? null;
  const storedType = s?.getItem(sessionKeys.type);
  return {
    loggedIn: Boolean(token),
    token,
    id,
    type: token ? accountTypeFromStored(storedType) : null,
    expired: !token && endedBecauseExpired,
  };
}

function publish(): void {
  snapshot = read();
  for (const listener of listeners) listener();
}

/** spec 4: on login success store token, id and type. */
export function signIn(token: string, id: string, type: AccountType): void {
  endedBecauseExpired = false;
  const s = storage();
  s?.setItem(sessionKeys.token, token);
  s?.setItem(sessionKeys.id, id);
  s?.setItem(sessionKeys.type, type);
  publish();
}

/**
 * spec 2 (Sidebars): Log Out clears the stored token and id. `expired` says the server ended the
 * session (a 401), so guards send the person to the login screen with the reason.
 */
export function signOut(reason?: 'expired'): void {
  endedBecauseExpired = reason === 'expired';
  const s = storage();
  for (const key of Object.values(sessionKeys)) s?.removeItem(key);
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
