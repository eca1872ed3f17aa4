import { useSyncExternalStore } from 'react';

/** Seed §3: the session lives under these local storage keys. */
export const SESSION_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  user: 'user',
} as const;
const CHANGE_EVENT = 'acf:session';

export interface StoredSession {
  accessToken: string;
  refreshToken: string | null;
  username: string;
}

function read(): string {
  try {
    return JSON.stringify([
      localStorage.getItem(SESSION_KEYS.accessToken),
      localStorage.getItem(SESSION_KEYS.refreshToken),
      localStorage.getItem(SESSION_KEYS.user),
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

/** The stored session, kept in step with other tabs; null on the server and when logged out. */
export function useStoredSession(): StoredSession | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}

/** Seed §4: on logout every stored session key is cleared. */
export function clearSession() {
  try {
    for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
  } catch {
    /* storage unavailable */
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
