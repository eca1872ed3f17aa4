import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import type { TestApp } from '../helpers/build';
import { cartons, ids, type People, pickedUp, piecesSuite, type Suite } from './setup';

let app: TestApp;
let p: People;
let call: Suite['call'];
piecesSuite((s) => ({ app, p, call } = s));

const mailsOf = (bookingId: string) =>
  rowsOf<{ status: string; subject: string; public_en: string | null }>(
    app.db,
    sql`select status, subject, data->>'publicEn' as public_en from notifications
      where booking_id = ${bookingId} and event = 'PIECE_MISSING'`,
  );

describe('the e-mail of a piece left behind (PIECE_MISSING)', () => {
  it('is off by default for a customer: the message is kept SUPPRESSED, and the setting reads off', async () => {
    const settings = await call(p.customer, 'GET', '/me/notification-settings');
    expect(settings.json().events).toMatchObject({ PIECE_MISSING: false, DELIVERED: true });
    const b = await cartons(app, p, 3);
    await pickedUp(app, p, b, ids(b, 1, 2));
    expect(await mailsOf(b.id)).toEqual([
      { status: 'SUPPRESSED', subject: expect.stringContaining(b.code), public_en: '2/3 pieces' },
    ]);
  });

  it('once switched on, is queued in the account language, and switching another event off keeps it on', async () => {
    const on = await call(p.customer, 'PUT', '/me/notification-settings', {
      events: { PIECE_MISSING: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().events.PIECE_MISSING).toBe(true);
    const off = await call(p.customer, 'PUT', '/me/notification-settings', { events: { DELIVERED: false } });
    expect(off.json().events).toMatchObject({ PIECE_MISSING: true, DELIVERED: false });

    const b = await cartons(app, p, 3);
    await pickedUp(app, p, b, ids(b, 1));
    const [mail] = await mailsOf(b.id);
    expect(mail).toMatchObject({ status: 'QUEUED', public_en: '1/3 pieces' });

    // Every piece seen: no message.
    const whole = await cartons(app, p, 2);
    await pickedUp(app, p, whole);
    expect(await mailsOf(whole.id)).toEqual([]);

    const back = await call(p.customer, 'PUT', '/me/notification-settings', {
      events: { PIECE_MISSING: false, DELIVERED: true },
    });
    expect(back.json().events).toMatchObject({ PIECE_MISSING: false, DELIVERED: true });
  });
});
