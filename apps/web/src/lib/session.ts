'use client';

import type { TAuthResponse, TUser } from '@acf/shared';
import { useSyncExternalStore } from 'react';
import { authStorage, STORAGE_KEYS } from './auth-storage';
import { onWindowEvents } from './window-events';

/** The stored session (seed §3 keys), the one store every page and the public header read. */
export interface Session {
  accessToken: string | null;
  refreshToken: string | null;
  user: TUser | null;
}

const EMPTY: Session = { accessToken: null, refreshToken: null, user: null };
let cached: { key: string; value: Session } | null = null;

function read(): Session {
  let raw: (string | null)[];
  try {
    raw = Object.values(STORAGE_KEYS).map((k) => window.localStorage.getItem(k));
  } catch {
    return EMPTY;
  }
  const key = JSON.stringify(raw);
  if (cached?.key !== key)
    cached = {
      key,
      value: raw[0] ? { accessToken: raw[0], refreshToken: raw[1] ?? null, user: authStorage.user() } : EMPTY,
    };
  return cached.value;
}

// 'acf-session' fires in this tab (save/clear); 'storage' when another tab logs in or out.
const subscribe = onWindowEvents('acf-session', 'storage');

/**
 * The stored session, kept in step with logins, logouts and other tabs. On the server and
 * during hydration it is empty: `ready` tells a page whether local storage was read yet.
 */
export function useSession(): Session & { ready: boolean } {
  const session = useSyncExternalStore(subscribe, read, () => EMPTY);
  const ready = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return { ...session, ready };
}

/** Keeps what login, register and refresh answer (seed §3). */
export function storeAuth(res: TAuthResponse) {
  authStorage.save({
    accessToken: res.tokens.access.token,
    refreshToken: res.tokens.refresh.token,
    user: res.user,
  });
}

/** Seed §4: on logout every stored session key is cleared. */
export function clearSession() {
  authStorage.clear();
}
