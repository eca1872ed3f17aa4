import 'server-only';
import { API_PREFIX, LOCALE_COOKIE, normalizeLocale } from '@acf/shared';
import { cookies } from 'next/headers';
import { webEnv } from '@/lib/env';

const base = () => webEnv().apiUrl;

/** Server components call the API directly (same data the browser gets through /api). */
export async function serverFetch<T>(path: string, init?: RequestInit & { revalidate?: number }): Promise<T> {
  const store = await cookies();
  const locale = normalizeLocale(store.get(LOCALE_COOKIE)?.value);
  const res = await fetch(`${base()}${API_PREFIX}${path}`, {
    ...init,
    headers: { 'accept-language': locale, ...(init?.headers ?? {}) },
    cache: 'no-store',
  });
  if (!res.ok) throw new Error(`API ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** Like serverFetch, but null on 404 (pages turn it into notFound()). */
export async function serverFetchOrNull<T>(path: string): Promise<T | null> {
  const store = await cookies();
  const locale = normalizeLocale(store.get(LOCALE_COOKIE)?.value);
  const res = await fetch(`${base()}${API_PREFIX}${path}`, {
    headers: { 'accept-language': locale },
    cache: 'no-store',
  });
  if (res.status === 404 || res.status === 400) return null;
  if (!res.ok) throw new Error(`API ${path} answered ${res.status}`);
  return (await res.json()) as T;
}
