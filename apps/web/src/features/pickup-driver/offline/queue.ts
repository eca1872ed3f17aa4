'use client';

import type {
  TConfirmPickupRequest,
  TFailPickupRequest,
  TPickupFile,
  TPickupPage,
  TPickupResult,
} from '@acf/shared';
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { ApiError, apiClient, NetworkError } from '@/lib/api-client';

/**
 * The driver's actions wait here (IndexedDB, on the phone) until the API has them: every
 * confirmation and failed attempt is written to the queue first and sent from it, in order,
 * each with its own Idempotency-Key, so none is lost when the connection drops and none is
 * written twice when a send is retried. Photos and the signature are kept as Blobs.
 */
export interface QueuedConfirm {
  kind: 'confirm';
  body: Omit<TConfirmPickupRequest, 'photoIds' | 'signatureId'>;
  photos: Blob[];
  signature: Blob | null;
  /** Set once the images are uploaded, so a retry does not upload them again. */
  uploaded?: { photoIds: string[]; signatureId: string | null };
}
export interface QueuedFail {
  kind: 'fail';
  body: TFailPickupRequest;
}
export type QueuedAction = (QueuedConfirm | QueuedFail) & {
  /** Also the Idempotency-Key of the call. */
  key: string;
  userId: string;
  bookingId: string;
  code: string;
  queuedAt: string;
  /** The API refused it for good (e.g. the booking was reassigned): shown, not retried. */
  refused?: string;
};

let db: UseStore | null = null;
const store = () => (db ??= createStore('acf-pickup-driver', 'queue'));
let cacheDb: UseStore | null = null;
const cache = () => (cacheDb ??= createStore('acf-pickup-driver-cache', 'lists'));

// In-page subscribers (the banner, the cards) re-read the queue after each change.
const listeners = new Set<() => void>();
export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const changed = () => {
  for (const l of listeners) l();
};

/** Queue keys sort in the order the driver acted. */
const orderKey = (a: QueuedAction) => `${a.queuedAt}|${a.key}`;

export async function enqueue(action: QueuedAction): Promise<void> {
  await set(orderKey(action), action, store());
  changed();
}

export async function readQueue(userId: string): Promise<QueuedAction[]> {
  const all = await entries<string, QueuedAction>(store());
  return all
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, v]) => v)
    .filter((a) => a.userId === userId);
}

export async function discard(action: QueuedAction): Promise<void> {
  await del(orderKey(action), store());
  changed();
}

/** The last list of my pickups, for a page opened without a connection. */
export async function rememberList(userId: string, page: TPickupPage): Promise<void> {
  await set(userId, page, cache());
}
export async function rememberedList(userId: string): Promise<TPickupPage | undefined> {
  return get<TPickupPage>(userId, cache());
}

async function uploadImage(blob: Blob, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', blob, name);
  return (await apiClient.post<TPickupFile>('/pickups/files', form, { quiet: true })).id;
}

async function sendOne(a: QueuedAction): Promise<TPickupResult> {
  const headers = { 'idempotency-key': a.key };
  if (a.kind === 'fail')
    return apiClient.post<TPickupResult>(`/pickups/${a.bookingId}/fail`, a.body, { headers, quiet: true });
  let uploaded = a.uploaded;
  if (!uploaded) {
    const photoIds: string[] = [];
    for (const [i, p] of a.photos.entries()) photoIds.push(await uploadImage(p, `photo-${i + 1}.jpg`));
    const signatureId = a.signature ? await uploadImage(a.signature, 'signature.png') : null;
    uploaded = { photoIds, signatureId };
    await set(orderKey(a), { ...a, uploaded }, store());
  }
  return apiClient.post<TPickupResult>(
    `/pickups/${a.bookingId}/confirm`,
    { ...a.body, ...uploaded },
    { headers, quiet: true },
  );
}

export interface FlushResult {
  sent: { action: QueuedAction; result: TPickupResult }[];
  refused: QueuedAction[];
  /** Stopped early: no connection, or the server did not answer. */
  interrupted: boolean;
}

let running: Promise<FlushResult> | null = null;

/**
 * Sends the queue in order. A refusal (4xx) is kept with its message and skipped; a lost
 * connection or a server error stops the run, to be tried again later. One run at a time in
 * this page, and one across the driver's tabs (Web Locks).
 */
export function flushQueue(userId: string): Promise<FlushResult> {
  running ??= (async () => {
    const run = () => flushOnce(userId);
    try {
      return navigator.locks ? await navigator.locks.request('acf-pickup-sync', run) : await run();
    } finally {
      running = null;
    }
  })();
  return running;
}

async function flushOnce(userId: string): Promise<FlushResult> {
  const out: FlushResult = { sent: [], refused: [], interrupted: false };
  for (const a of await readQueue(userId)) {
    if (a.refused) continue;
    try {
      const result = await sendOne(a);
      await discard(a);
      out.sent.push({ action: a, result });
    } catch (err) {
      const final =
        err instanceof ApiError &&
        err.status >= 400 &&
        err.status < 500 &&
        ![401, 408, 429].includes(err.status);
      if (final) {
        const refused = { ...a, refused: err.body.errors?.[0]?.message ?? err.message };
        await set(orderKey(a), refused, store());
        changed();
        out.refused.push(refused);
        continue;
      }
      if (err instanceof NetworkError || err instanceof ApiError) {
        out.interrupted = true;
        break;
      }
      throw err;
    }
  }
  return out;
}
