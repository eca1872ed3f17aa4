import { randomUUID } from 'node:crypto';
import type { TBooking } from '@acf/shared';
import { expect } from 'vitest';
import { loginAs, type TestUser } from '../helpers/auth';
import { createBooking } from '../helpers/bookings';
import { appSuite, callerOf, type Method, type TestApp } from '../helpers/build';
import { type Crew, crewOf, manifestInput } from '../helpers/walk';

/** The people of a pieces test: a customer, the crew, a second driver. */
export interface People extends Crew {
  customer: TestUser;
  otherDriver: TestUser;
}

export async function peopleOf(app: TestApp): Promise<People> {
  return {
    ...(await crewOf(app)),
    customer: await loginAs(app, 'CUSTOMER'),
    otherDriver: await loginAs(app, 'PICKUP_STAFF', { fullName: 'Tran Van Lai' }),
  };
}

export interface PieceScan {
  code: string;
  pieceId: string | null;
  result: string;
  where: { kind: string; ref: string } | null;
  message: string;
  progress: { seen: number; of: number; missing: string[] } | null;
}

/**
 * What a pieces test file works with, filled in before its tests: its app, its people
 * (`p.warehouse`), a caller, and the steps a booking's pieces go through.
 */
export type Pieces = People & ReturnType<typeof stepsOf>;

/** A pieces test file's app, built before its tests and closed after them: `const p = piecesSuite()`. */
export function piecesSuite(): Pieces {
  const p = {} as Pieces;
  appSuite({}, async ({ app }) => Object.assign(p, await peopleOf(app), stepsOf(app, p)));
  return p;
}

/** A caller that names its request for idempotency and asks for answers in `lang`. */
function piecesCaller(app: TestApp) {
  const call = callerOf(app);
  return async (who: TestUser, method: Method, url: string, payload?: unknown, lang = 'en') =>
    call(who, method, url, payload, { 'idempotency-key': randomUUID(), 'accept-language': lang });
}

function stepsOf(app: TestApp, p: People) {
  const call = piecesCaller(app);
  const steps = {
    app,
    call,

    /** A Yamato (south) booking of `n` cartons: pieces `<tracking>-1` … `<tracking>-n`. */
    cartons: (n = 3): Promise<TBooking> =>
      createBooking(app, p.customer.headers, {
        carrier: 'YAMATO',
        office: 'SOUTH',
        pieces: [{ length: 30, width: 20, height: 10, weight: 2, quantity: n }],
      }),

    /** Assigned to the driver, then picked up with the pieces scanned (all of them when undefined). */
    async pickedUp(b: TBooking, pieceIds?: string[]) {
      const a = await call(p.dispatcher, 'POST', '/pickups/assign', {
        bookingIds: [b.id],
        assigneeId: p.driver.userId,
      });
      expect(a.statusCode, a.body).toBe(200);
      const res = await call(p.driver, 'POST', `/pickups/${b.id}/confirm`, {
        pieces: [{ weight: 2, quantity: b.pieces.length }],
        ...(pieceIds && { pieceIds }),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { status: string; pieceScans: PieceScan[] };
    },

    async receive(codes: string[], mode: 'PICKUP' | 'COUNTER' = 'PICKUP') {
      const res = await call(p.warehouse, 'POST', '/operations/receive', { trackingNumbers: codes, mode });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        results: { trackingNumber: string; result: string }[];
        pieceScans: PieceScan[];
      };
    },

    async bookingOf(id: string) {
      const res = await call(p.warehouse, 'GET', `/bookings/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as TBooking;
    },

    async newManifest() {
      const res = await call(p.warehouse, 'POST', '/manifests', manifestInput());
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string; number: string };
    },

    /** Picked up, received whole, and scanned into a new manifest by `codes` (its own number by default). */
    async onNewManifest(b: TBooking, codes = [b.trackingNumber]) {
      await steps.pickedUp(b);
      await steps.receive([b.trackingNumber]);
      const m = await steps.newManifest();
      const add = await call(p.warehouse, 'POST', `/manifests/${m.id}/shipments`, { trackingNumbers: codes });
      expect(add.statusCode, add.body).toBe(200);
      return { m, add: add.json() as { results: { result: string }[]; pieceScans: PieceScan[] } };
    },
  };
  return steps;
}

export const ids = (b: Pick<TBooking, 'trackingNumber'>, ...indexes: number[]) =>
  indexes.map((i) => `${b.trackingNumber}-${i}`);

export const results = (scans: PieceScan[]) => scans.map((s) => [s.pieceId ?? s.code, s.result]);
