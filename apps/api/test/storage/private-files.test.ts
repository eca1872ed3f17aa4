import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { loginAs, type TestUser } from '../helpers/auth';
import { createBooking } from '../helpers/bookings';
import { build, type TestApp } from '../helpers/build';
import { uploadPhoto } from '../helpers/files';
import { startS3, type TestS3 } from '../helpers/s3';
import { manifestInput } from '../helpers/walk';

/**
 * Pickup photos and proofs of delivery are private files (issue 22): kept in the store under
 * private/ (here an S3 bucket), never at /uploads/, readable through the booking with its scope.
 */
let s3: TestS3;
let app: TestApp;
const u = {} as Record<
  | 'customerA'
  | 'customerB'
  | 'sales'
  | 'otherSales'
  | 'admin'
  | 'warehouse'
  | 'driver'
  | 'partnerYS'
  | 'partnerKC',
  TestUser
>;
let bookingId: string;
let pickupPhoto: string;
let podPhoto: string;
let manifestId: string;

const V1 = '/api/v1';
const get = (url: string, who?: TestUser) =>
  app.inject({ method: 'GET', url: `${V1}${url}`, headers: who?.headers });
async function ok(method: 'POST', url: string, who: TestUser, payload: Record<string, unknown>) {
  const res = await app.inject({ method, url: `${V1}${url}`, headers: who.headers, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

beforeAll(async () => {
  s3 = await startS3();
  app = await build(s3.env);
  u.sales = await loginAs(app, 'SALES');
  u.otherSales = await loginAs(app, 'SALES');
  u.customerA = await loginAs(app, 'CUSTOMER', { salesUserId: u.sales.userId });
  u.customerB = await loginAs(app, 'CUSTOMER', { salesUserId: u.sales.userId });
  u.admin = await loginAs(app, 'ADMINISTRATOR');
  u.warehouse = await loginAs(app, 'WAREHOUSE_OPERATOR');
  u.driver = await loginAs(app, 'PICKUP_STAFF');
  u.partnerYS = await loginAs(app, 'PARTNER_YAMATO_SOUTH');
  u.partnerKC = await loginAs(app, 'PARTNER_K_CARGO');

  // Customer A's booking: picked up with a photo, flown on a Yamato South manifest, delivered
  // with a photo of the proof.
  const b = await createBooking(app, u.customerA.headers, { carrier: 'YAMATO', office: 'SOUTH' });
  bookingId = b.id;
  pickupPhoto = await uploadPhoto(app, u.driver, '/pickups/files', '#335577');
  // The pickup's confirmation links its photos to the booking (tested with the pickup flow).
  await app.db.execute(sql`update pickup_files set booking_id = ${bookingId} where id = ${pickupPhoto}`);
  await ok('POST', '/operations/receive', u.warehouse, {
    trackingNumbers: [b.trackingNumber],
    mode: 'COUNTER',
  });
  const m = await ok('POST', '/manifests', u.warehouse, manifestInput());
  manifestId = m.id;
  await ok('POST', `/manifests/${m.id}/shipments`, u.warehouse, { trackingNumbers: [b.trackingNumber] });
  await ok('POST', `/manifests/${m.id}/transitions`, u.warehouse, { to: 'CLOSED' });
  await ok('POST', `/manifests/${m.id}/transitions`, u.warehouse, { to: 'DEPARTED' });
  podPhoto = await uploadPhoto(app, u.partnerYS, `/manifests/${m.id}/pod-files`, '#aa3300');
  await ok('POST', `/manifests/${m.id}/deliveries`, u.partnerYS, {
    trackingNumber: b.trackingNumber,
    receiverName: 'Tanaka',
    time: new Date(Date.now() - 60_000).toISOString(),
    photoId: podPhoto,
  });
});
afterAll(async () => {
  await app?.close();
  await s3?.close();
});

describe('private files', () => {
  it('are written to the store under private/, not into the database, and never served at /uploads/', async () => {
    const rows = await rowsOf<{ storage_key: string; empty: boolean }>(
      app.db,
      sql`select storage_key, bytes is null as empty from pickup_files where id = ${pickupPhoto}
          union all select storage_key, bytes is null from pod_files where id = ${podPhoto}`,
    );
    expect(rows.map((r) => r.storage_key)).toEqual([
      `private/pickup/${pickupPhoto}.webp`,
      `private/pod/${podPhoto}.jpg`,
    ]);
    expect(rows.every((r) => r.empty)).toBe(true);
    for (const r of rows) {
      expect(await app.storage.head(r.storage_key)).not.toBeNull();
      const res = await app.inject({ method: 'GET', url: `/uploads/${r.storage_key}` });
      expect(res.statusCode).toBe(404);
    }
  });

  it('the booking lists its files for those who may see the booking', async () => {
    const res = await get(`/bookings/${bookingId}/files`, u.customerA);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((f: { id: string; kind: string }) => [f.id, f.kind])).toEqual([
      [pickupPhoto, 'pickupPhoto'],
      [podPhoto, 'deliveryPhoto'],
    ]);
  });

  // Per role: the booking's customer, its sales user and the booking staff read them; another
  // customer and another sales user's scope find nothing (404); a role without booking pages 403.
  const table: [keyof typeof u, number][] = [
    ['customerA', 200],
    ['sales', 200],
    ['admin', 200],
    ['warehouse', 200],
    ['customerB', 404],
    ['otherSales', 404],
    ['driver', 403],
    ['partnerKC', 403],
  ];
  it.each(table)('through the booking: %s → %i', async (who, status) => {
    for (const id of [pickupPhoto, podPhoto]) {
      const res = await get(`/bookings/${bookingId}/files/${id}`, u[who]);
      expect(res.statusCode).toBe(status);
      if (status === 200) {
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect((await sharp(res.rawPayload).metadata()).width).toBe(12);
      }
    }
    expect((await get(`/bookings/${bookingId}/files`, u[who])).statusCode).toBe(status);
  });

  it('anonymous callers get 401; a file of another booking is not found through this one', async () => {
    expect((await get(`/bookings/${bookingId}/files/${pickupPhoto}`)).statusCode).toBe(401);
    const other = await createBooking(app, u.customerA.headers);
    expect((await get(`/bookings/${other.id}/files/${pickupPhoto}`, u.customerA)).statusCode).toBe(404);
    expect((await get(`/bookings/${other.id}/files`, u.customerA)).json().items).toEqual([]);
  });

  it('the line partner reads its POD through the manifest; another line finds nothing', async () => {
    const mine = await get(`/manifests/${manifestId}/pod-files/${podPhoto}`, u.partnerYS);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect((await get(`/manifests/${manifestId}/pod-files/${podPhoto}`, u.partnerKC)).statusCode).toBe(404);
  });

  it('on a bucket, a link of at most five minutes can be asked for instead of the bytes', async () => {
    const res = await get(`/bookings/${bookingId}/files/${podPhoto}?signed=1`, u.customerA);
    expect(res.statusCode).toBe(200);
    const { url, expiresAt } = res.json();
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('300');
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(300_000);
    const direct = await fetch(url);
    expect(direct.status).toBe(200);
    expect((await sharp(Buffer.from(await direct.arrayBuffer())).metadata()).format).toBe('jpeg');
    expect((await get(`/bookings/${bookingId}/files/${podPhoto}?signed=1`, u.customerB)).statusCode).toBe(
      404,
    );
  });
});
