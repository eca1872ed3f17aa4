import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { loginAs, type TestUser } from '../helpers/auth';
import { createBooking } from '../helpers/bookings';
import { appSuite, type TestApp } from '../helpers/build';
import { podSheet, XLSX } from '../helpers/import';
import { manifestInput } from '../helpers/walk';

let app: TestApp;
const p = appSuite(
  {
    customer: 'CUSTOMER',
    warehouse: 'WAREHOUSE_OPERATOR',
    operations: 'WAREHOUSE_OPERATOR',
    yamatoSouth: 'PARTNER_YAMATO_SOUTH',
    kCargoPartner: 'PARTNER_K_CARGO',
  },
  (s) => ({ app } = s),
);

const post = (url: string, who: TestUser, payload?: unknown) =>
  p.call(who, 'POST', `${url}`, payload as object);

/** Shipments in transit on a departed manifest of `line`. */
async function inTransit(line: 'YAMATO_SOUTH' | 'K_CARGO', count: number) {
  const made = [];
  for (let i = 0; i < count; i++) {
    const b = await createBooking(app, p.customer.headers, {
      carrier: line === 'K_CARGO' ? 'K_CARGO' : 'YAMATO',
      ...(line === 'K_CARGO' && {
        receiver: {
          name: 'Kim Min-jun',
          phone: '010-1234-5678',
          addressLine1: '55 Sejong-daero',
          city: 'Seoul',
          country: 'KR',
          customsCode: 'P123456789012',
        },
      }),
    });
    made.push(b);
  }
  const numbers = made.map((b) => b.trackingNumber);
  const received = await post('/operations/receive', p.warehouse, {
    trackingNumbers: numbers,
    mode: 'COUNTER',
  });
  expect(received.statusCode, received.body).toBe(200);
  const m = await post('/manifests', p.warehouse, manifestInput({ line }));
  expect(m.statusCode, m.body).toBe(201);
  const id = m.json().id;
  expect(
    (await post(`/manifests/${id}/shipments`, p.warehouse, { trackingNumbers: numbers })).statusCode,
  ).toBe(200);
  for (const to of ['CLOSED', 'DEPARTED'])
    expect((await post(`/manifests/${id}/transitions`, p.warehouse, { to })).statusCode).toBe(200);
  return made;
}

type Row = Partial<
  Record<'trackingNumber' | 'deliveredAt' | 'timeZone' | 'receiverName' | 'outcome' | 'note', string>
>;

/** A POD sheet as the template lays it out: keys in row 1, the headings in row 2, then the rows. */
const sheet = (rows: Row[]) => podSheet(app, p.yamatoSouth, rows);

const upload = (who: TestUser, body: Buffer, { dryRun = false, lang = 'vi' } = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/deliveries/import${dryRun ? '?dryRun=1' : ''}`,
    headers: { ...who.headers, 'content-type': XLSX, 'accept-language': lang },
    payload: body,
  });

const statusOf = async (id: string) =>
  (await app.inject({ method: 'GET', url: `/api/v1/bookings/${id}`, headers: p.warehouse.headers })).json()
    .status;
const eventCount = async () =>
  Number(
    ((await app.db.execute(sql`select count(*)::int as n from booking_events`)) as { rows: { n: number }[] })
      .rows[0]!.n,
  );

describe('POD import', () => {
  it('the template names its columns by key, with the headings in the caller language', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/deliveries/import-template.xlsx',
      headers: { ...p.yamatoSouth.headers, 'accept-language': 'en' },
    });
    expect(res.headers['content-type']).toBe(XLSX);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect((ws.getRow(1).values as string[]).slice(1)).toEqual([
      'trackingNumber',
      'deliveredAt',
      'timeZone',
      'receiverName',
      'outcome',
      'note',
    ]);
    expect(ws.getRow(2).getCell(2).value).toBe('Delivered at (DD-MM-YYYY HH:mm)');
  });

  it('is all or nothing; another line’s number and an unknown number get the same row error; a fixed file applies; twice changes nothing', async () => {
    const [a, b, c] = await inTransit('YAMATO_SOUTH', 3);
    const [korean] = await inTransit('K_CARGO', 1);
    const rows: Row[] = [
      { trackingNumber: a!.trackingNumber, deliveredAt: '20-11-2026 14:30', receiverName: '田中 花子' },
      { trackingNumber: korean!.trackingNumber, deliveredAt: '20-11-2026 15:00', receiverName: 'Kim' },
      { trackingNumber: '1000000000', deliveredAt: '20-11-2026 15:00', receiverName: 'Sato' },
      { trackingNumber: b!.trackingNumber, deliveredAt: '2026-11-20 10:00', receiverName: 'Suzuki' },
      {
        trackingNumber: c!.trackingNumber,
        deliveredAt: '21-11-2026 09:15',
        outcome: 'CUSTOMS_HOLD',
        note: '',
      },
    ];
    const events = await eventCount();

    // The dry run marks each bad row and writes nothing.
    const dry = await upload(p.yamatoSouth, await sheet(rows), { dryRun: true });
    expect(dry.statusCode, dry.body).toBe(200);
    const checked = dry.json();
    expect(checked.valid).toBe(false);
    expect(checked.errors.map((e: { row: number; field: string }) => `${e.row}:${e.field}`)).toEqual([
      '4:trackingNumber',
      '5:trackingNumber',
      '6:deliveredAt',
    ]);
    expect(checked.errors[0].message).toBe('Mã vận đơn không có trên manifest của bạn');
    expect(checked.errors[1].message).toBe(checked.errors[0].message);
    expect(checked.errors[2].message).toBe('Thời điểm dạng DD-MM-YYYY HH:mm (VD: 20-11-2026 14:30)');
    expect(checked.rows.map((r: { result: string }) => r.result)).toEqual([
      'willApply',
      'error',
      'error',
      'error',
      'willApply',
    ]);
    // The row's Tokyo time, in UTC.
    expect(checked.rows[0]).toMatchObject({
      code: a!.code,
      deliveredAt: '2026-11-20T05:30:00.000Z',
      timeZone: 'Asia/Tokyo',
    });

    // The same file for real: a 400 with the rows, in English, and nothing written.
    const refused = await upload(p.yamatoSouth, await sheet(rows), { lang: 'en' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('IMPORT_INVALID');
    expect(refused.json().errors[0]).toMatchObject({
      row: 4,
      field: 'trackingNumber',
      message: 'This tracking number is not on your manifests',
    });
    expect(await statusOf(a!.id)).toBe('IN_TRANSIT');
    expect(await eventCount()).toBe(events);

    // Fixed: the foreign and unknown rows taken out, the time written as the template says.
    const fixed = [rows[0]!, { ...rows[3]!, deliveredAt: '20-11-2026 10:00' }, rows[4]!];
    const applied = await upload(p.yamatoSouth, await sheet(fixed));
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ dryRun: false, valid: true, applied: 3, unchanged: 0 });
    expect(await statusOf(a!.id)).toBe('DELIVERED');
    expect(await statusOf(b!.id)).toBe('DELIVERED');
    expect(await statusOf(c!.id)).toBe('EXCEPTION');
    expect(await statusOf(korean!.id)).toBe('IN_TRANSIT');
    const stored = (await app.db.execute(
      sql`select delivered_at, receiver_name from booking_deliveries where booking_id = ${a!.id}`,
    )) as { rows: { delivered_at: Date | string; receiver_name: string }[] };
    expect(new Date(stored.rows[0]!.delivered_at).toISOString()).toBe('2026-11-20T05:30:00.000Z');
    expect(stored.rows[0]!.receiver_name).toBe('田中 花子');
    const afterFirst = await eventCount();
    // The customer hears of it as of a delivery recorded one by one: the account's message (and
    // the parties'), each naming the POD's receiver, one per address.
    const mails = (await app.db.execute(
      sql`select recipient, to_address, data->>'receiverName' as name from notifications
          where booking_id = ${a!.id} and event = 'DELIVERED'`,
    )) as { rows: { recipient: string; to_address: string; name: string }[] };
    expect(mails.rows.map((m) => m.recipient)).toContain('ACCOUNT');
    expect(new Set(mails.rows.map((m) => m.name))).toEqual(new Set(['田中 花子']));
    expect(new Set(mails.rows.map((m) => m.to_address)).size).toBe(mails.rows.length);

    // The same file again: every row is already recorded.
    const again = await upload(p.yamatoSouth, await sheet(fixed));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ applied: 0, unchanged: 3 });
    expect(await eventCount()).toBe(afterFirst);

    // Tracking shows the delivery in Ho Chi Minh time, with the local time beside it, in both languages.
    for (const [lang, text] of [
      ['vi', 'Đã giao cho 田中 花子, 20-11-2026 14:30 (Asia/Tokyo)'],
      ['en', 'Delivered to 田中 花子, 20-11-2026 14:30 (Asia/Tokyo)'],
    ] as const) {
      const t = await app.inject({
        method: 'GET',
        url: `/api/v1/tracking?codes=${a!.trackingNumber}`,
        headers: { 'accept-language': lang },
      });
      const delivered = t.json().results[0].events.find((e: { status: string }) => e.status === 'DELIVERED');
      // 14:30 in Tokyo is 12:30 in Ho Chi Minh.
      expect(delivered).toMatchObject({ time: '2026-11-20T12:30:00+07:00', note: text, place: 'Tokyo' });
    }
  });

  it('a row may name its own time zone; a delivered shipment reported again with other details is a row error', async () => {
    const [a] = await inTransit('YAMATO_SOUTH', 1);
    const vn = await upload(
      p.operations,
      await sheet([
        {
          trackingNumber: a!.trackingNumber,
          deliveredAt: '21-11-2026 08:00',
          timeZone: 'Asia/Ho_Chi_Minh',
          receiverName: 'Ono',
        },
      ]),
    );
    expect(vn.statusCode, vn.body).toBe(200);
    expect(vn.json().rows[0].deliveredAt).toBe('2026-11-21T01:00:00.000Z');
    const other = await upload(
      p.operations,
      await sheet([
        { trackingNumber: a!.trackingNumber, deliveredAt: '21-11-2026 09:00', receiverName: 'Ono' },
      ]),
      { dryRun: true, lang: 'en' },
    );
    expect(other.json().errors).toEqual([
      {
        row: 3,
        field: 'trackingNumber',
        label: 'Tracking number',
        message: 'This shipment was reported delivered at 21-11-2026 10:00 with other details',
      },
    ]);
    const badZone = await upload(
      p.operations,
      await sheet([
        { trackingNumber: a!.trackingNumber, deliveredAt: '21-11-2026 09:00', timeZone: 'Mars/Base' },
      ]),
      { dryRun: true },
    );
    expect(badZone.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'timeZone',
      'receiverName',
    ]);
  });

  it('the K-Cargo partner reports only its line; a customer and a sales user are refused', async () => {
    const [y] = await inTransit('YAMATO_SOUTH', 1);
    const res = await upload(
      p.kCargoPartner,
      await sheet([
        { trackingNumber: y!.trackingNumber, deliveredAt: '20-11-2026 14:30', receiverName: 'X' },
      ]),
      { dryRun: true },
    );
    expect(res.json().errors[0].message).toBe('Mã vận đơn không có trên manifest của bạn');
    const body = await sheet([
      { trackingNumber: y!.trackingNumber, deliveredAt: '20-11-2026 14:30', receiverName: 'X' },
    ]);
    expect((await upload(p.customer, body)).statusCode).toBe(403);
    expect((await upload(await loginAs(app, 'SALES'), body)).statusCode).toBe(403);
    expect(await statusOf(y!.id)).toBe('IN_TRANSIT');
  });

  it('100,000 characters in a cell is a row error, never a 500 (a NUL byte cannot pass through a sheet: the format drops it)', async () => {
    const [a] = await inTransit('YAMATO_SOUTH', 1);
    const res = await upload(
      p.yamatoSouth,
      await sheet([
        {
          trackingNumber: '9'.repeat(100_000),
          deliveredAt: '20-11-2026 14:30',
          receiverName: 'Tanaka',
        },
        {
          trackingNumber: a!.trackingNumber,
          deliveredAt: '20-11-2026 14:30',
          receiverName: 'x'.repeat(100_000),
        },
      ]),
      { dryRun: true, lang: 'en' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().errors.map((e: { row: number; field: string }) => `${e.row}:${e.field}`)).toEqual([
      '3:trackingNumber',
      '4:receiverName',
    ]);
    const real = await upload(
      p.yamatoSouth,
      await sheet([
        {
          trackingNumber: a!.trackingNumber,
          deliveredAt: '20-11-2026 14:30',
          receiverName: 'x'.repeat(100_000),
        },
      ]),
    );
    expect(real.statusCode).toBe(400);
    expect(real.json().errors[0]).toMatchObject({ row: 3, field: 'receiverName' });
    expect(await statusOf(a!.id)).toBe('IN_TRANSIT');
  });

  it('refuses what is not a sheet with a 400 in the caller language', async () => {
    const res = await upload(p.yamatoSouth, Buffer.from('not a workbook'), { lang: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The file cannot be read: use the POD template (.xlsx)');
  });
});
