'use client';

import type { TPickupPage, TPieceScan } from '@acf/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { apiClient } from '@/lib/api-client';
import { onWindowEvents } from '@/lib/window-events';
import {
  flushQueue,
  type QueuedAction,
  readQueue,
  rememberedList,
  rememberList,
  subscribeQueue,
} from './queue';

const subscribeOnline = onWindowEvents('online', 'offline');

/** Whether the phone says it has a connection (true on the server). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** My queued actions, re-read whenever the queue changes. */
export function useQueue(userId: string) {
  const [queue, setQueue] = useState<QueuedAction[]>([]);
  useEffect(() => {
    let live = true;
    const load = () =>
      readQueue(userId).then((q) => {
        if (live) setQueue(q);
      });
    load();
    const off = subscribeQueue(load);
    return () => {
      live = false;
      off();
    };
  }, [userId]);
  return queue;
}

export const mineKey = (userId: string) => ['pickups', 'mine', userId] as const;

/**
 * My pickups: from the API when there is a connection (and then kept on the phone), else the
 * last list kept, so the page stays readable offline and after a reload.
 */
export function useMyPickups(userId: string) {
  const [saved, setSaved] = useState<{ page: TPickupPage; at: number } | null>(null);
  useEffect(() => {
    rememberedList(userId).then((p) => {
      if (p) setSaved({ page: p, at: (p as TPickupPage & { savedAt?: number }).savedAt ?? 0 });
    });
  }, [userId]);
  const query = useQuery({
    queryKey: mineKey(userId),
    queryFn: async () => {
      const page = await apiClient.get<TPickupPage>('/pickups/mine', { pageSize: 100 }, { quiet: true });
      await rememberList(userId, { ...page, savedAt: Date.now() } as TPickupPage);
      return page;
    },
    retry: false,
  });
  return { query, data: query.data ?? saved?.page, savedAt: query.data ? null : (saved?.at ?? null) };
}

/**
 * Sends the queue when the page opens, when the connection comes back, after each new action,
 * and every 30 s while something waits; then reloads my pickups.
 */
export function useSync(userId: string, queued: number) {
  const qc = useQueryClient();
  const online = useOnline();
  const [syncing, setSyncing] = useState(false);
  const [lastSent, setLastSent] = useState(0);
  /** What the last sent confirmations did to each scanned piece, per pickup code. */
  const [lastScans, setLastScans] = useState<{ code: string; scans: TPieceScan[] }[]>([]);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const sync = useCallback(async () => {
    if (!navigator.onLine) return;
    setSyncing(true);
    try {
      const r = await flushQueue(userId);
      if (!mounted.current) return;
      if (r.sent.length) {
        setLastSent(r.sent.length);
        setLastScans(
          r.sent
            .filter((s) => s.result.pieceScans.length)
            .map((s) => ({ code: s.action.code, scans: s.result.pieceScans })),
        );
      }
      if (r.sent.length || r.refused.length) await qc.invalidateQueries({ queryKey: mineKey(userId) });
    } finally {
      if (mounted.current) setSyncing(false);
    }
  }, [qc, userId]);

  useEffect(() => {
    if (online) void sync();
  }, [online, sync]);
  useEffect(() => {
    if (!online || queued === 0) return;
    const timer = window.setInterval(() => void sync(), 30_000);
    return () => window.clearInterval(timer);
  }, [online, queued, sync]);

  return { online, syncing, sync, lastSent, clearLastSent: () => setLastSent(0), lastScans };
}
