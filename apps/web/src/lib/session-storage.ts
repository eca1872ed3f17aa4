import { useSyncExternalStore } from 'react';
import { authStorage, STORAGE_KEYS } from './auth-storage';

/** auth-storage announces its own writes with this event; other tabs fire 'storage'. */
const CHANGE_EVENT = 'acf-session';

export interface StoredSession {
  accessToken: string;
  refreshToken: string | null;
  username: string;
}

function read(): string {
  try {
    return JSON.stringify([
      localStorage.getItem(STORAGE_KEYS.accessToken),
      localStorage.getItem(STORAGE_KEYS.refreshToken),
      localStorage.getItem(STORAGE_KEYS.user),
    ]);
  } catch {
    return '[null,null,null]';
  }
}

function parse(snapshot: string): StoredSession | null {
  const [accessToken, refreshToken, user] = JSON.parse(snapshot) as (string | null)[];
  if (!accessToken) return null;
  let username = '';
  try {
    username = String((JSON.parse(user ?? '{}') as { username?: unknown }).username ?? '');
  } catch {
    /* a malformed user entry still leaves the token */
  }
  return { accessToken, refreshToken: refreshToken ?? null, username };
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

let lastSnapshot = '';
let lastSession: StoredSession | null = null;
function getSession(): StoredSession | null {
  const s = read();
  if (s !== lastSnapshot) {
    lastSnapshot = s;
    lastSession = parse(s);
  }
  return lastSession;
}

/**
 * The stored session for the public header (seed §2 logged-in variant), kept in step with
 * logins, logouts and other tabs; null on the server and when logged out.
 */
export function useStoredSession(): StoredSession | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}

/** Seed §4: on logout every stored session key is cleared. */
export function clearSession() {
  authStorage.clear();
}
