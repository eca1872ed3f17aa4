import { randomUUID } from 'node:crypto';
import { isSafeText } from '@acf/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, users } from '../../src/db/schema';
import { t } from '../../src/i18n/messages';
import { loginAs, type TestUser } from '../helpers/auth';
import { bookingInput, party } from '../helpers/bookings';
import { build, type TestApp } from '../helpers/build';
import { importFile, importRow, importWorkbook } from '../helpers/import';

/**
 * Bidirectional controls (U+202A–U+202E, U+2066–U+2069) reorder the text around them: a name
 * or an address holding one reads one way on a label, a manifest or a PDF and is stored
 * another ("Trojan Source"). They are refused wherever text comes in, as NUL is.
 */
const BIDI = [...['202A', '202B', '202C', '202D', '202E'], ...['2066', '2067', '2068', '2069']].map((h) =>
  String.fromCharCode(Number.parseInt(h, 16)),
);

let app: TestApp;
let customer: TestUser;
beforeAll(async () => {
  app = await build();
  await app.ready();
  customer = await loginAs(app, 'CUSTOMER');
});
afterAll(async () => {
  await app.db.delete(bookings).where(eq(bookings.customerId, customer.customerId!));
  await app.close();
});

describe('bidirectional control characters', () => {
  it('every one of the nine is unsafe text; the marks around them and Vietnamese are not', () => {
    for (const c of BIDI) expect(isSafeText(`Nguyễn ${c}Văn`), c.charCodeAt(0).toString(16)).toBe(false);
    // Left-to-right and right-to-left marks only hint a direction; Arabic and Hebrew are text.
    for (const ok of ['Nguyễn Văn Ánh', 'a\u200Eb', 'a\u200Fb', 'مرحبا', 'שלום'])
      expect(isSafeText(ok), ok).toBe(true);
  });

  it('in a name at registration: 400 naming the field in the caller language; no user stored', async () => {
    for (const lang of ['vi', 'en'] as const) {
      const username = `bidi_${randomUUID().slice(0, 8)}`;
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        headers: { 'accept-language': lang },
        payload: {
          fullName: 'Admin\u202Enimda',
          username,
          password: 'Abc@12345',
          email: `${username}@x.vn`,
          phone: '0901234567',
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { field: 'fullName', message: t(lang, 'validation.controlCharacter') },
      ]);
      expect(await app.db.select().from(users).where(eq(users.username, username))).toEqual([]);
    }
  });

  it('in an address of a booking, each of the nine: 400 naming the nested field; nothing stored', async () => {
    for (const c of BIDI) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        headers: { ...customer.headers, 'idempotency-key': randomUUID(), 'accept-language': 'en' },
        payload: bookingInput({ receiver: party({ addressLine1: `1-1 ${c}Chiyoda`, country: 'VN' }) }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toEqual({
        field: 'receiver.addressLine1',
        message: t('en', 'validation.controlCharacter'),
      });
    }
    expect(await app.db.select().from(bookings).where(eq(bookings.customerId, customer.customerId!))).toEqual(
      [],
    );
  });

  it('in a cell of a booking import: a row error naming the row and the column; nothing stored', async () => {
    const file = await importWorkbook([importRow(), importRow({ receiverName: 'Tanaka \u2067Hiro' })]);
    const res = await importFile(app, customer.headers, file, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({
        field: 'rows.4.receiverName',
        message: t('en', 'validation.controlCharacter'),
      }),
    ]);
    expect(await app.db.select().from(bookings).where(eq(bookings.customerId, customer.customerId!))).toEqual(
      [],
    );
  });
});
