import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { deleteUnattachedUploads, UNATTACHED_HOURS } from '../../src/lib/storage/unattached';
import { loginAs, type TestUser } from '../helpers/auth';
import { createBooking, hcmDay } from '../helpers/bookings';
import { build, type TestApp } from '../helpers/build';
import { uploadPhoto } from '../helpers/files';
import { startS3, type TestS3 } from '../helpers/s3';
import { manifestInput } from '../helpers/walk';

/**
 * Photos and signatures uploaded for a pickup or a delivery that never came are deleted a day
 * after their upload, from the store in use (the disk, or the bucket: an S3 server on a loopback
 * port); attached ones stay. The clock is moved by handing the sweep its `now`.
 */
const V1 = '/api/v1';
const HOUR = 3_600_000;

describe.each(['disk', 'bucket'] as const)('unattached uploads in the %s', (store) => {
  let s3: TestS3 | undefined;
  let app: TestApp;
  let warehouse: TestUser;
  let driver: TestUser;
  let partner: TestUser;
  const files = {} as Record<
    'pickupKept' | 'pickupLeft' | 'podKept' | 'podLeft',
    { id: string; key: string }
  >;

  async function upload(url: string, who: TestUser, color: string) {
    const id = await uploadPhoto(app, who, url, color);
    const [row] = await rowsOf<{ storage_key: string }>(
      app.db,
      sql`select storage_key from pickup_files where id = ${id} union all select storage_key from pod_files where id = ${id}`,
    );
    return { id, key: row!.storage_key };
  }
  async function ok(url: string, who: TestUser, payload: Record<string, unknown>) {
    const res = await app.inject({ method: 'POST', url: `${V1}${url}`, headers: who.headers, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  }
  const rowCount = async () =>
    Number(
      (
        await rowsOf<{ n: number }>(
          app.db,
          sql`select (select count(*) from pickup_files) + (select count(*) from pod_files) as n`,
        )
      )[0]!.n,
    );

  beforeAll(async () => {
    if (store === 'bucket') s3 = await startS3();
    app = await build(s3?.env ?? {});
    expect(app.storage.kind).toBe(store === 'bucket' ? 's3' : 'local');
    warehouse = await loginAs(app, 'WAREHOUSE_OPERATOR');
    driver = await loginAs(app, 'PICKUP_STAFF');
    partner = await loginAs(app, 'PARTNER_YAMATO_SOUTH');
    const customer = await loginAs(app, 'CUSTOMER');
    const b = await createBooking(app, customer.headers, { carrier: 'YAMATO', office: 'SOUTH' });

    files.pickupKept = await upload('/pickups/files', driver, '#335577');
    files.pickupLeft = await upload('/pickups/files', driver, '#775533');
    // The pickup's confirmation links its photos to the booking (tested with the pickup flow).
    await app.db.execute(sql`update pickup_files set booking_id = ${b.id} where id = ${files.pickupKept.id}`);

    await ok('/operations/receive', warehouse, { trackingNumbers: [b.trackingNumber], mode: 'COUNTER' });
    const m = await ok('/manifests', warehouse, manifestInput({ departureDate: hcmDay(0) }));
    await ok(`/manifests/${m.id}/shipments`, warehouse, { trackingNumbers: [b.trackingNumber] });
    await ok(`/manifests/${m.id}/transitions`, warehouse, { to: 'CLOSED' });
    await ok(`/manifests/${m.id}/transitions`, warehouse, { to: 'DEPARTED' });
    files.podKept = await upload(`/manifests/${m.id}/pod-files`, partner, '#aa3300');
    files.podLeft = await upload(`/manifests/${m.id}/pod-files`, partner, '#00aa33');
    await ok(`/manifests/${m.id}/deliveries`, partner, {
      trackingNumber: b.trackingNumber,
      receiverName: 'Tanaka',
      time: new Date(Date.now() - 60_000).toISOString(),
      photoId: files.podKept.id,
    });
  });
  afterAll(async () => {
    for (const f of Object.values(files)) await app.storage.delete(f.key);
    await app?.close();
    await s3?.close();
  });

  it(`keeps everything for ${UNATTACHED_HOURS} hours, then deletes only the never attached, rows and files`, async () => {
    for (const f of Object.values(files)) expect(await app.storage.head(f.key), f.key).not.toBeNull();
    const rows = await rowCount();

    // A little under a day later: nothing goes.
    const early = new Date(Date.now() + (UNATTACHED_HOURS - 1) * HOUR);
    expect(await deleteUnattachedUploads(app.db, app.storage, app.log, early)).toBe(0);
    for (const f of Object.values(files)) expect(await app.storage.head(f.key), f.key).not.toBeNull();
    expect(await rowCount()).toBe(rows);

    // A day and an hour later: the two never attached are gone from the store and the database.
    const late = new Date(Date.now() + (UNATTACHED_HOURS + 1) * HOUR);
    expect(await deleteUnattachedUploads(app.db, app.storage, app.log, late)).toBe(2);
    expect(await app.storage.head(files.pickupLeft.key)).toBeNull();
    expect(await app.storage.head(files.podLeft.key)).toBeNull();
    expect(await rowCount()).toBe(rows - 2);
    // The attached ones stay, and are still read through their routes.
    expect(await app.storage.head(files.pickupKept.key)).not.toBeNull();
    expect(await app.storage.head(files.podKept.key)).not.toBeNull();
    const photo = await app.inject({
      method: 'GET',
      url: `${V1}/pickups/files/${files.pickupKept.id}`,
      headers: driver.headers,
    });
    expect(photo.statusCode).toBe(200);
    // Nothing is left to delete: a second pass finds nothing.
    expect(await deleteUnattachedUploads(app.db, app.storage, app.log, late)).toBe(0);
  });
});
