import { POD_LINE_TIME_ZONES, type TBooking, type TPodRow, todayInHcm } from '@acf/shared';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../helpers/auth';
import { createBooking } from '../helpers/bookings';
import { appSuite, type TestApp } from '../helpers/build';
import { multipart } from '../helpers/files';
import { XLSX } from '../helpers/import';
import { manifestInput } from '../helpers/walk';

/**
 * Issue 32 item 5: the POD report shows, for every delivered shipment, who received it, when,
 * and each proof, whichever way the delivery was recorded: the partner's form (with a photo and a
 * signature), the POD import, or, for a carrier with no manifest line here (DHL), a DELIVERED scan
 * at the checkpoint (which records no proof; a shipment on a manifest line is delivered only with
 * its proof).
 * Each proof opens through the booking's files route, with the reader's own rights.
 */
let app: TestApp;
let shipments: TBooking[];
let manifestId: string;

const post = (url: string, who: TestUser, payload?: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { ...who.headers, ...headers },
    payload: payload as never,
  });

async function podFile(color: string) {
  const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: color } })
    .png()
    .toBuffer();
  const up = multipart({}, { name: 'pod.png', bytes: png, type: 'image/png' });
  const res = await post(`/manifests/${manifestId}/pod-files`, p.partner, up.payload, up.headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** Wall-clock time of `at` in `timeZone`, as the POD template is filled: DD-MM-YYYY HH:mm. */
function wallClock(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
}

const p = appSuite(
  {
    manager: 'MANAGER',
    customer: 'CUSTOMER',
    otherCustomer: 'CUSTOMER',
    warehouse: ['WAREHOUSE_OPERATOR', { fullName: 'Lê Quét Mã' }],
    partner: ['PARTNER_YAMATO_SOUTH', { fullName: 'Yamato Agent' }],
  },
  async (s) => {
    ({ app } = s);
    shipments = [];
    for (const carrier of ['YAMATO', 'YAMATO', 'DHL'] as const)
      shipments.push(await createBooking(app, p.customer.headers, { carrier }));
    const received = await post('/operations/receive', p.warehouse, {
      trackingNumbers: shipments.map((b) => b.trackingNumber),
      mode: 'COUNTER',
    });
    expect(received.statusCode, received.body).toBe(200);
    const m = await post('/manifests', p.warehouse, manifestInput({ departureDate: todayInHcm() }));
    expect(m.statusCode, m.body).toBe(201);
    manifestId = m.json().id;
    // The Yamato shipments travel on the manifest; the DHL one on DHL's own network.
    const numbers = shipments.slice(0, 2).map((b) => b.trackingNumber);
    expect(
      (await post(`/manifests/${manifestId}/shipments`, p.warehouse, { trackingNumbers: numbers }))
        .statusCode,
    ).toBe(200);
    for (const to of ['CLOSED', 'DEPARTED'])
      expect((await post(`/manifests/${manifestId}/transitions`, p.warehouse, { to })).statusCode).toBe(200);
  },
);

describe('POD report: who received each delivery, when, and its proofs', () => {
  it('shows the receiver, time, photo and signature of every way a delivery is recorded', async () => {
    const [byForm, byImport, byScan] = shipments as [TBooking, TBooking, TBooking];
    // A shipment on a manifest is delivered only with its proof: a DELIVERED scan is refused.
    const refused = await post('/checkpoints', p.warehouse, {
      trackingNumbers: [byForm.trackingNumber, byImport.trackingNumber],
      status: 'DELIVERED',
      place: 'Tokyo',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().results).toMatchObject([
      { result: 'NOT_ALLOWED', status: 'IN_TRANSIT' },
      { result: 'NOT_ALLOWED', status: 'IN_TRANSIT' },
    ]);
    // 1. The partner's form, with a photo and a signature.
    const photoId = await podFile('#aa2200');
    const signatureId = await podFile('#0022aa');
    const formTime = new Date(Date.now() - 2 * 3_600_000);
    formTime.setUTCSeconds(0, 0);
    const form = await post(`/manifests/${manifestId}/deliveries`, p.partner, {
      trackingNumber: byForm.trackingNumber,
      receiverName: 'Tanaka Hiro',
      time: formTime.toISOString(),
      photoId,
      signatureId,
    });
    expect(form.statusCode, form.body).toBe(201);

    // 2. The POD import, filled in the line's time zone.
    const importTime = new Date(Date.now() - 3_600_000);
    importTime.setUTCSeconds(0, 0);
    const template = await app.inject({
      url: '/api/v1/deliveries/import-template.xlsx',
      headers: p.partner.headers,
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(template.rawPayload as never);
    const ws = wb.worksheets[0]!;
    const keys = (ws.getRow(1).values as string[]).slice(1);
    const row: Record<string, string> = {
      trackingNumber: byImport.trackingNumber,
      deliveredAt: wallClock(importTime, POD_LINE_TIME_ZONES.YAMATO_SOUTH),
      receiverName: 'Sato Ken',
    };
    keys.forEach((k, c) => {
      ws.getRow(3).getCell(c + 1).value = row[k] ?? '';
    });
    const imported = await post('/deliveries/import', p.partner, Buffer.from(await wb.xlsx.writeBuffer()), {
      'content-type': XLSX,
    });
    expect(imported.statusCode, imported.body).toBe(200);

    // 3. A DELIVERED scan at the checkpoint: no receiver, no proof. Only for a shipment with no
    // manifest line here (one on the manifest was refused above).
    for (const status of ['MANIFESTED', 'IN_TRANSIT', 'DELIVERED']) {
      const scanned = await post('/checkpoints', p.warehouse, {
        trackingNumbers: [byScan.trackingNumber],
        status,
        place: 'Tokyo',
      });
      expect(scanned.statusCode, scanned.body).toBe(200);
      expect(scanned.json().applied, status).toBe(1);
    }

    const today = todayInHcm();
    const yesterday = todayInHcm(new Date(Date.now() - 86_400_000));
    const res = await app.inject({
      url: `/api/v1/reports/pod?from=${yesterday}&to=${today}&pageSize=100`,
      headers: p.manager.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = new Map((res.json().rows as TPodRow[]).map((r) => [r.id, r]));
    expect(rows.size).toBe(3);
    expect(rows.get(byForm.id)).toMatchObject({
      podReceiverName: 'Tanaka Hiro',
      podReceivedAt: formTime.toISOString(),
      deliveredAt: formTime.toISOString(),
      deliveredBy: 'Yamato Agent',
      proofs: [
        { id: photoId, kind: 'deliveryPhoto' },
        { id: signatureId, kind: 'deliverySignature' },
      ],
    });
    expect(rows.get(byImport.id)).toMatchObject({
      podReceiverName: 'Sato Ken',
      podReceivedAt: importTime.toISOString(),
      deliveredAt: importTime.toISOString(),
      deliveredBy: 'Yamato Agent',
      proofs: [],
    });
    expect(rows.get(byScan.id)).toMatchObject({
      podReceiverName: '',
      podReceivedAt: null,
      deliveredBy: 'Lê Quét Mã',
      proofs: [],
    });

    // Each proof opens through the booking, with the reader's rights: the report's reader and the
    // booking's customer read it; another customer finds nothing.
    for (const proof of rows.get(byForm.id)!.proofs) {
      const url = `/api/v1/bookings/${byForm.id}/files/${proof.id}`;
      const asManager = await app.inject({ url, headers: p.manager.headers });
      expect(asManager.statusCode, proof.kind).toBe(200);
      expect(asManager.headers['content-type'], proof.kind).toMatch(/^image\//);
      expect((await app.inject({ url, headers: p.customer.headers })).statusCode, proof.kind).toBe(200);
      expect((await app.inject({ url, headers: p.otherCustomer.headers })).statusCode, proof.kind).toBe(404);
    }

    // The Excel export says the same, in the reader's language.
    const xlsx = await app.inject({
      url: `/api/v1/reports/pod.xlsx?from=${yesterday}&to=${today}`,
      headers: { ...p.manager.headers, 'accept-language': 'en' },
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as never);
    const lines: string[][] = [];
    book.worksheets[0]!.eachRow((r) => {
      lines.push((r.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v))));
    });
    const header = lines.find((l) => l.includes('Signed by'))!;
    const line = (code: string) => lines.find((l) => l.includes(code))!;
    const col = (l: string[], title: string) => l[header.indexOf(title)] ?? '';
    expect(col(line(byForm.code), 'Signed by')).toBe('Tanaka Hiro');
    expect(col(line(byForm.code), 'POD proofs')).toBe('Photo, Signature');
    expect(col(line(byImport.code), 'Signed by')).toBe('Sato Ken');
    expect(col(line(byScan.code), 'POD proofs')).toBe('');
  });
});
