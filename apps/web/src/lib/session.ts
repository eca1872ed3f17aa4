'use client';

import type { TAuthResponse, TUser } from '@acf/shared';
import { useSyncExternalStore } from 'react';
import { authStorage } from './auth-storage';

export interface Session {
  accessToken: string | null;
  user: TUser | null;
}

const EMPTY: Session = { accessToken: null, user: null };
let cached: { key: string; value: Session } | null = null;

function read(): Session {
  const accessToken = authStorage.accessToken();
  const raw = typeof window === 'undefined' ? null : window.localStorage.getItem('user');
  const key = `${accessToken ?? ''}|${raw ?? ''}`;
  if (cached?.key !== key) cached = { key, value: { accessToken, user: authStorage.user() } };
  return cached.value;
}

function subscribe(onChange: () => void) {
  // 'acf-session' fires in this tab (save/clear); 'storage' when another tab logs in or out.
  window.addEventListener('acf-session', onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener('acf-session', onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * The stored session (seed §3 keys). On the server and during hydration it is empty:
 * `ready` tells a page whether local storage was read yet.
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
