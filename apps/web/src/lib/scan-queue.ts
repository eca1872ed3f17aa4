'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { NetworkError } from './api-client';

/**
 * Scanned numbers that are not yet answered by the API, kept in the browser's storage (per user
 * and per target: a receiving mode, a manifest), so a dropped connection or a reload loses none.
 * A number leaves the queue only when the API has answered for it. Once the operator has pressed
 * send, the queue is sent again by itself when the browser is back online.
 */
interface Stored {
  numbers: string[];
  /** The operator asked to send them: resend when back online. */
  sending: boolean;
}

const KEY = 'acf-scan-queue';
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

function readAll(): Record<string, Stored> {
  if (typeof window === 'undefined') return {};
  try {
    return JSON.parse(window.localStorage.getItem(KEY) ?? '{}') as Record<string, Stored>;
  } catch {
    return {};
  }
}
function writeAll(all: Record<string, Stored>) {
  window.localStorage.setItem(KEY, JSON.stringify(all));
  emit();
}
const EMPTY: Stored = { numbers: [], sending: false };
let snapshot = '';
let parsed: Record<string, Stored> = {};
function current(): Record<string, Stored> {
  const raw = typeof window === 'undefined' ? '' : (window.localStorage.getItem(KEY) ?? '');
  if (raw !== snapshot) {
    snapshot = raw;
    parsed = readAll();
  }
  return parsed;
}
function update(key: string, f: (s: Stored) => Stored) {
  const all = { ...readAll() };
  const next = f(all[key] ?? EMPTY);
  if (next.numbers.length || next.sending) all[key] = next;
  else delete all[key];
  writeAll(all);
}

export interface ScanQueue<R> {
  /** Waiting to be answered, in scan order. */
  pending: string[];
  /** Sent and not answered because the connection dropped: resent when back online. */
  offline: boolean;
  sending: boolean;
  /** The last answer. */
  result: R | null;
  add: (numbers: string[]) => void;
  remove: (n: string) => void;
  clear: () => void;
  send: () => Promise<void>;
}

/**
 * The scan queue of one target. `send` posts the numbers; the answered ones leave the queue
 * and the answer is kept; a network error keeps them all, for the next try.
 */
export function useScanQueue<R>(
  userId: string,
  target: string,
  post: (numbers: string[]) => Promise<R>,
  max = 1000,
): ScanQueue<R> {
  const key = `${userId}|${target}`;
  const stored = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      const onStorage = (e: StorageEvent) => e.key === KEY && l();
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(l);
        window.removeEventListener('storage', onStorage);
      };
    },
    () => current()[key] ?? EMPTY,
    () => EMPTY,
  );
  const [offline, setOffline] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<R | null>(null);
  const postRef = useRef(post);
  postRef.current = post;
  const inFlight = useRef(false);

  const send = useCallback(async () => {
    if (inFlight.current) return;
    const numbers = current()[key]?.numbers ?? [];
    if (!numbers.length) return;
    inFlight.current = true;
    setBusy(true);
    update(key, (s) => ({ ...s, sending: true }));
    try {
      const r = await postRef.current(numbers);
      setResult(r);
      setOffline(false);
      // Numbers scanned while the call was out stay queued.
      update(key, (s) => ({ numbers: s.numbers.filter((n) => !numbers.includes(n)), sending: false }));
    } catch (err) {
      if (err instanceof NetworkError) setOffline(true);
      else update(key, (s) => ({ ...s, sending: false }));
      throw err;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, [key]);

  // Back online (or the page reopened) with numbers the operator had sent: send them again.
  useEffect(() => {
    const retry = () => {
      if (current()[key]?.sending) send().catch(() => {});
    };
    retry();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [key, send]);

  return {
    pending: stored.numbers,
    offline: offline || (stored.sending && !busy),
    sending: busy,
    result,
    add: (numbers) =>
      update(key, (s) => ({
        ...s,
        numbers: [...s.numbers, ...numbers.filter((n) => !s.numbers.includes(n))].slice(0, max),
      })),
    remove: (n) => update(key, (s) => ({ ...s, numbers: s.numbers.filter((x) => x !== n) })),
    clear: () => update(key, () => EMPTY),
    send,
  };
}
