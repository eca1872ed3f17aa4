import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import type { NotificationData } from '../../src/db/schema/notifications';
import { renderMessage } from '../../src/modules/notifications/templates';
import { ids, piecesSuite } from './setup';

const p = piecesSuite();

const mailsOf = (bookingId: string) =>
  rowsOf<{ status: string; subject: string; public_en: string | null }>(
    p.app.db,
    sql`select status, subject, data->>'publicEn' as public_en from notifications
      where booking_id = ${bookingId} and event = 'PIECE_MISSING'`,
  );

describe('the e-mail of a piece left behind (PIECE_MISSING)', () => {
  it('is off by default for a customer: the message is kept SUPPRESSED, and the setting reads off', async () => {
    const settings = await p.call(p.customer, 'GET', '/me/notification-settings');
    expect(settings.json().events).toMatchObject({ PIECE_MISSING: false, DELIVERED: true });
    const b = await p.cartons(3);
    await p.pickedUp(b, ids(b, 1, 2));
    expect(await mailsOf(b.id)).toEqual([
      { status: 'SUPPRESSED', subject: expect.stringContaining(b.code), public_en: '2/3 pieces' },
    ]);
  });

  it('once switched on, is queued in the account language, and switching another event off keeps it on', async () => {
    const on = await p.call(p.customer, 'PUT', '/me/notification-settings', {
      events: { PIECE_MISSING: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().events.PIECE_MISSING).toBe(true);
    const off = await p.call(p.customer, 'PUT', '/me/notification-settings', {
      events: { DELIVERED: false },
    });
    expect(off.json().events).toMatchObject({ PIECE_MISSING: true, DELIVERED: false });

    const b = await p.cartons(3);
    await p.pickedUp(b, ids(b, 1));
    const [mail] = await mailsOf(b.id);
    expect(mail).toMatchObject({ status: 'QUEUED', public_en: '1/3 pieces' });
    // What it says, in both languages: the count and the hotline, never a piece id.
    const [row] = await rowsOf<{ data: NotificationData }>(
      p.app.db,
      sql`select data from notifications where booking_id = ${b.id} and event = 'PIECE_MISSING'`,
    );
    const ctx = {
      publicUrl: 'https://acf.example',
      company: { name: 'ACF', address: '', hotline: '1900 0000', email: '' },
    };
    const render = (language: 'vi' | 'en') =>
      renderMessage({ event: 'PIECE_MISSING', language, bookingCode: b.code, data: row!.data }, ctx);
    const [vi, en] = [render('vi'), render('en')];
    expect(vi.subject).toBe(`Một kiện hàng chưa đi cùng lô ${b.code}`);
    expect(vi.text).toContain(`Không phải mọi kiện của đơn hàng ${b.code}`);
    expect(vi.text).toContain('1/3 kiện');
    expect(en.text).toContain(`Not every piece of shipment ${b.code} was scanned`);
    expect(en.text).toContain('1/3 pieces');
    expect(en.text).toContain('1900 0000');
    for (const m of [vi, en]) expect(`${m.text}${m.html}`).not.toContain(`${b.trackingNumber}-`);

    // Every piece seen: no message.
    const whole = await p.cartons(2);
    await p.pickedUp(whole);
    expect(await mailsOf(whole.id)).toEqual([]);

    const back = await p.call(p.customer, 'PUT', '/me/notification-settings', {
      events: { PIECE_MISSING: false, DELIVERED: true },
    });
    expect(back.json().events).toMatchObject({ PIECE_MISSING: false, DELIVERED: true });
  });
});
