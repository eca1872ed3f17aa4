import type { TUser } from '@acf/shared';

/** Seed §3: the session lives under these three keys. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  user: 'user',
} as const;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const authStorage = {
  accessToken: () => storage()?.getItem(STORAGE_KEYS.accessToken) ?? null,
  refreshToken: () => storage()?.getItem(STORAGE_KEYS.refreshToken) ?? null,
  user(): TUser | null {
    const raw = storage()?.getItem(STORAGE_KEYS.user);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as TUser;
    } catch {
      return null;
    }
  },
  save(session: { accessToken: string; refreshToken: string; user: TUser }) {
    const s = storage();
    if (!s) return;
    s.setItem(STORAGE_KEYS.accessToken, session.accessToken);
    s.setItem(STORAGE_KEYS.refreshToken, session.refreshToken);
    s.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
    window.dispatchEvent(new Event('acf-session'));
  },
  clear() {
    const s = storage();
    if (!s) return;
    for (const k of Object.values(STORAGE_KEYS)) s.removeItem(k);
    // The back-office frame's last answer (kept for a reload without a connection).
    s.removeItem('acf-last-me');
    window.dispatchEvent(new Event('acf-session'));
  },
};

let leaving = false;

/**
 * Leaves the page for `url` (logout, expired session). Pages that guard themselves against a
 * missing session check `isLeaving()` so they do not send the user elsewhere meanwhile.
 */
export function leaveTo(url: string) {
  leaving = true;
  window.location.assign(url);
}

export function isLeaving(): boolean {
  return leaving;
}
