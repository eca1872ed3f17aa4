import { formatDate, SERVICE_LABELS } from '@acf/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type TestUser } from '../helpers/auth';
import { build, type TestApp } from '../helpers/build';
import { pdfTextOf } from '../helpers/files';
import { addEvent, type BookingSpec, insertBooking, newCustomer, setCustomer } from './fixture';

/**
 * Every report against a small hand-built data set (March 2026 in Ho Chi Minh is
 * [2026-02-28T17:00Z, 2026-03-31T17:00Z)). The expected figures are worked out by hand below.
 */
let app: TestApp;
let manager: TestUser;
let s1: TestUser;
let s2: TestUser;
let customerA: TestUser;
let pickup: TestUser;
let courier: TestUser;
let dispatcher: TestUser;
let B: string;
let C: string;
let D: string;
const ids: Record<string, string> = {};
const MARCH = 'from=2026-03-01&to=2026-03-31';
const HOURS = 3600_000;

/** A booking written with the exact amounts a report test needs: its id. */
const idOf = async (spec: BookingSpec) => (await insertBooking(app, spec)).id;

beforeAll(async () => {
  app = await build();
  manager = await loginAs(app, 'MANAGER');
  s1 = await loginAs(app, 'SALES', { fullName: 'Nguyễn Thị Sales' });
  s2 = await loginAs(app, 'SALES', { fullName: 'Trần Văn Bán' });
  pickup = await loginAs(app, 'PICKUP_STAFF', { fullName: 'Phạm Lấy Hàng' });
  courier = await loginAs(app, 'WAREHOUSE_OPERATOR', { fullName: 'Lê Văn Giao' });
  dispatcher = await loginAs(app, 'DISPATCHER');
  customerA = await loginAs(app, 'CUSTOMER', { salesUserId: s1.userId });
  const A = customerA.customerId!;
  await setCustomer(app, A, {
    companyName: 'Công ty Hoa Sen Việt',
    address: '12 Lê Lợi, Quận 1',
    taxCode: '0301234562',
  });
  B = (await newCustomer(app, { companyName: 'Đại Phát Trading', salesUserId: s2.userId, inNetwork: false }))
    .id;
  C = (await newCustomer(app, { companyName: 'Gamma Co' })).id;
  D = (await newCustomer(app, { companyName: 'Delta Waiting' })).id;

  const fuel = (total: number) => ({
    code: 'FUEL',
    nameVi: 'Phụ phí nhiên liệu',
    nameEn: 'Fuel surcharge',
    total,
  });
  const a1 = await insertBooking(app, {
    customerId: A,
    createdAt: '2026-03-10T03:00:00Z',
    baseFee: 100000,
    surcharges: [fuel(20000), { code: 'REMOTE', nameVi: 'Vùng sâu', nameEn: 'Remote area', total: 5000 }],
    discount: 12500,
    discountPercent: 10,
    kg: 2.5,
    pieces: [2, 1],
    status: 'DELIVERED',
    assigneeId: pickup.userId,
  });
  ids.a1 = a1.id;
  await addEvent(app, a1.id, 'PICKED_UP', '2026-03-11T02:00:00Z', pickup.userId, 'Quận 1');
  await addEvent(app, a1.id, 'DELIVERED', '2026-03-13T03:00:00Z', courier.userId, 'Tokyo');
  ids.a2 = await idOf({
    customerId: A,
    createdAt: '2026-03-15T05:00:00Z',
    currency: 'USD',
    baseFee: 50.1,
    surcharges: [fuel(5.25)],
    kg: 1,
    status: 'IN_TRANSIT',
  });
  // 23:59 on 31 March in Ho Chi Minh: still March.
  ids.a3 = await idOf({ customerId: A, createdAt: '2026-03-31T16:59:00Z', baseFee: 200000, kg: 4 });
  // 00:00 on 1 April in Ho Chi Minh: April.
  ids.a4 = await idOf({ customerId: A, createdAt: '2026-03-31T17:00:00Z', baseFee: 70000 });
  // Cancelled: billed to nobody.
  await insertBooking(app, {
    customerId: A,
    createdAt: '2026-03-12T01:00:00Z',
    baseFee: 999999,
    status: 'CANCELLED',
  });
  // 00:00 on 1 March in Ho Chi Minh: March; one minute earlier: February (the previous period).
  ids.a6 = await idOf({
    customerId: A,
    createdAt: '2026-02-28T17:00:00Z',
    currency: 'USD',
    baseFee: 10,
    kg: 0.5,
  });
  await insertBooking(app, { customerId: A, createdAt: '2026-02-28T16:59:00Z', baseFee: 50000 });
  ids.b1 = await idOf({
    customerId: B,
    createdAt: '2026-03-05T02:00:00Z',
    baseFee: 300000,
    discount: 30000,
    discountPercent: 10,
    kg: 10,
    pieces: [3],
    service: 'ECONOMY',
    carrier: 'UPS',
    office: 'NORTH',
  });
  await insertBooking(app, { customerId: B, createdAt: '2026-02-10T02:00:00Z', baseFee: 100000 });
  ids.c1 = await idOf({
    customerId: C,
    createdAt: '2026-03-20T02:00:00Z',
    currency: 'EUR',
    baseFee: 40,
    kg: 3,
    pieces: [2],
    service: 'AIR_FREIGHT',
    carrier: 'FEDEX',
  });

  // Outstanding: 4 × 24 hours plus and minus a minute, and older ones closed or cancelled.
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const o1 = await insertBooking(app, {
    customerId: D,
    createdAt: iso(now - 240 * HOURS),
    lastEventAt: iso(now - 96 * HOURS - 60_000),
    baseFee: 1,
    status: 'IN_WAREHOUSE',
    assigneeId: pickup.userId,
  });
  ids.o1 = o1.id;
  await addEvent(app, o1.id, 'PICKED_UP', iso(now - 120 * HOURS), pickup.userId, 'Quận 3');
  await addEvent(
    app,
    o1.id,
    'IN_WAREHOUSE',
    iso(now - 96 * HOURS - 60_000),
    courier.userId,
    'Kho Tân Sơn Nhất',
  );
  ids.o2 = await idOf({
    customerId: D,
    createdAt: iso(now - 240 * HOURS),
    lastEventAt: iso(now - 96 * HOURS + 60_000),
    baseFee: 1,
    status: 'PICKED_UP',
  });
  // Older ones: closed, cancelled, and one never picked up (o5).
  for (const status of ['DELIVERED', 'CANCELLED', 'BOOKED']) {
    const id = await idOf({
      customerId: D,
      createdAt: iso(now - 300 * HOURS),
      lastEventAt: iso(now - 200 * HOURS),
      baseFee: 1,
      status,
    });
    if (status === 'BOOKED') ids.o5 = id;
  }
});

afterAll(async () => {
  await app?.close();
});

const get = (url: string, user: TestUser, lang = 'vi') =>
  app.inject({ url: `/api/v1/reports/${url}`, headers: { ...user.headers, 'accept-language': lang } });

async function sheetRows(buf: Buffer, sheet = 1) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as never);
  const ws = wb.worksheets[sheet - 1]!;
  const all: ExcelJS.Row[] = [];
  ws.eachRow({ includeEmpty: true }, (r) => {
    all.push(r);
  });
  const filled = (r: ExcelJS.Row) => (r.values as unknown[]).filter((v) => v != null && v !== '').length;
  const headerAt = all.findIndex((r) => filled(r) >= 4);
  const header = (all[headerAt]!.values as unknown[]).slice(1).map(String);
  const data: ExcelJS.Row[] = [];
  for (const r of all.slice(headerAt + 1)) {
    if (filled(r) === 0) break;
    data.push(r);
  }
  const after = all.slice(headerAt + 1 + data.length).filter((r) => filled(r) > 0);
  const col = (r: ExcelJS.Row, title: string) => {
    const i = header.indexOf(title);
    if (i < 0) throw new Error(`no column ${title} in ${header.join('|')}`);
    return r.getCell(i + 1);
  };
  return { header, data, after, col, title: all.slice(0, headerAt).map((r) => r.getCell(1).text) };
}

/** An Excel date cell holds Ho Chi Minh wall-clock time: back to the DD-MM-YYYY the JSON date shows. */
const excelDay = (v: unknown) => {
  const d = v as Date;
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
};

describe('statement', () => {
  it('lists a customer’s billable shipments of the period with exact totals per currency', async () => {
    const res = await get(`statement?customerId=${customerA.customerId}&${MARCH}&pageSize=100`, manager);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.customer).toMatchObject({ name: 'Công ty Hoa Sen Việt', taxCode: '0301234562' });
    expect(body.period).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(body.rows.map((r: { id: string }) => r.id)).toEqual([ids.a6, ids.a1, ids.a2, ids.a3]);
    const a1 = body.rows[1];
    expect(a1).toMatchObject({
      pieces: 3,
      chargeableWeight: 2.5,
      baseFee: 100000,
      surchargeTotal: 25000,
      discount: 12500,
      total: 112500,
      currency: 'VND',
      status: 'DELIVERED',
      destination: 'Tokyo, JP',
    });
    expect(a1.surcharges.map((s: { code: string; total: number }) => [s.code, s.total])).toEqual([
      ['FUEL', 20000],
      ['REMOTE', 5000],
    ]);
    expect(body.totals).toEqual({
      shipments: 4,
      pieces: 6,
      chargeableWeight: 8,
      byCurrency: [
        { currency: 'USD', shipments: 2, baseFee: 60.1, surchargeTotal: 5.25, discount: 0, total: 65.35 },
        {
          currency: 'VND',
          shipments: 2,
          baseFee: 300000,
          surchargeTotal: 25000,
          discount: 12500,
          total: 312500,
        },
      ],
    });
    expect(body.totalResults).toBe(4);
  });

  it('cuts days at midnight in Ho Chi Minh: 16:59 and 17:00 UTC fall on different days', async () => {
    const last = (
      await get(`statement?customerId=${customerA.customerId}&from=2026-03-31&to=2026-03-31`, manager)
    ).json();
    expect(last.rows.map((r: { id: string }) => r.id)).toEqual([ids.a3]);
    const first = (
      await get(`statement?customerId=${customerA.customerId}&from=2026-04-01&to=2026-04-01`, manager)
    ).json();
    expect(first.rows.map((r: { id: string }) => r.id)).toEqual([ids.a4]);
  });

  it('pages the rows while the totals cover the whole period', async () => {
    const p2 = (
      await get(`statement?customerId=${customerA.customerId}&${MARCH}&page=2&pageSize=3`, manager)
    ).json();
    expect(p2.rows.map((r: { id: string }) => r.id)).toEqual([ids.a3]);
    expect(p2).toMatchObject({ page: 2, pageSize: 3, totalPages: 2, totalResults: 4 });
    expect(p2.totals.shipments).toBe(4);
  });

  it('gives a customer its own statement only', async () => {
    const own = await get(`statement?${MARCH}`, customerA);
    expect(own.statusCode).toBe(200);
    expect(own.json().totals.shipments).toBe(4);
    expect((await get(`statement?customerId=${B}&${MARCH}`, customerA)).statusCode).toBe(404);
    expect((await get(`statement.xlsx?customerId=${B}&${MARCH}`, customerA)).statusCode).toBe(404);
  });

  it('gives a sales user only their own customers', async () => {
    expect((await get(`statement?customerId=${customerA.customerId}&${MARCH}`, s1)).statusCode).toBe(200);
    const other = await get(`statement?customerId=${B}&${MARCH}`, s1);
    expect(other.statusCode).toBe(404);
    expect((await get(`statement.pdf?customerId=${B}&${MARCH}`, s1)).statusCode).toBe(404);
  });

  it('asks staff to choose a customer, and refuses a bad period naming the field', async () => {
    expect((await get(`statement?${MARCH}`, manager)).statusCode).toBe(404);
    const bad = await get(`statement?customerId=${B}&from=2026-03-31&to=2026-03-01`, manager, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'to', message: 'The end date must not be before the start date' },
    ]);
    const notDate = await get(`statement?customerId=${B}&from=31-03-2026`, manager);
    expect(notDate.statusCode).toBe(400);
    expect(notDate.json().errors[0].field).toBe('from');
  });

  it('exports an Excel file equal to its JSON, money formatted per currency', async () => {
    const json = (
      await get(`statement?customerId=${customerA.customerId}&${MARCH}&pageSize=100`, manager, 'en')
    ).json();
    const res = await get(`statement.xlsx?customerId=${customerA.customerId}&${MARCH}`, manager, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-row-count']).toBe('4');
    const { data, col, after, title } = await sheetRows(res.rawPayload);
    expect(title).toContain(`Customer: ${json.customer.code} – Công ty Hoa Sen Việt`);
    expect(data).toHaveLength(json.rows.length);
    data.forEach((r, i) => {
      const j = json.rows[i];
      expect(col(r, 'Booking code').value).toBe(j.code);
      expect(col(r, 'Tracking number').value).toBe(j.trackingNumber);
      expect(excelDay(col(r, 'Date').value)).toBe(formatDate(j.date));
      expect(col(r, 'Pieces').value).toBe(j.pieces);
      expect(col(r, 'Chargeable kg').value).toBe(j.chargeableWeight);
      expect(col(r, 'Base fee').value).toBe(j.baseFee);
      expect(col(r, 'Discount').value).toBe(j.discount);
      expect(col(r, 'Total').value).toBe(j.total);
      expect(col(r, 'Currency').value).toBe(j.currency);
      expect(col(r, 'Total').numFmt).toBe(j.currency === 'VND' ? '#,##0' : '#,##0.00');
    });
    // One column per surcharge billed in the period.
    expect(col(data[1]!, 'Fuel surcharge').value).toBe(20000);
    expect(col(data[1]!, 'Remote area').value).toBe(5000);
    expect(col(data[2]!, 'Fuel surcharge').value).toBe(5.25);
    const totals = after.map((r) => [r.getCell(1).text, col(r, 'Total').value]);
    expect(totals).toEqual([
      ['Subtotal USD (2)', 65.35],
      ['Subtotal VND (2)', 312500],
      ['Grand total (4)', null],
    ]);
  });

  it('prints an A4 landscape PDF with the customer’s name in Vietnamese and the totals', async () => {
    const res = await get(`statement.pdf?customerId=${customerA.customerId}&${MARCH}`, manager);
    const text = await pdfTextOf(res);
    expect(text).toContain('Công ty Hoa Sen Việt');
    expect(text).toContain('BẢNG KÊ');
    expect(text).toContain('312.500 VND');
    expect(text).toContain('65,35 USD');
    const mediaBox = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(res.rawPayload.toString('latin1'));
    expect(Number(mediaBox![1])).toBeGreaterThan(Number(mediaBox![2]));
    // Drawn in the labels' and manifests' font (one place for every PDF's fonts).
    expect(res.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansJP/);
    if (process.env.PDF_OUT) (await import('node:fs')).writeFileSync(process.env.PDF_OUT, res.rawPayload);
  });
});

describe('POD report', () => {
  it('lists deliveries of the period with who delivered and the lead time', async () => {
    const res = await get(`pod?${MARCH}`, manager);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.rows).toHaveLength(1);
    expect(body.rows[0]).toMatchObject({
      id: ids.a1,
      customerName: 'Công ty Hoa Sen Việt',
      deliveredAt: '2026-03-13T03:00:00.000Z',
      deliveredBy: 'Lê Văn Giao',
      leadTimeDays: 3,
      podReceiverName: '',
    });
    expect(body.totals).toEqual({ shipments: 1, averageLeadTimeDays: 3 });
    expect((await get('pod?from=2026-04-01&to=2026-04-30', manager)).json().totals.shipments).toBe(0);
  });

  it('exports an Excel file equal to its JSON', async () => {
    const json = (await get(`pod?${MARCH}`, manager, 'en')).json();
    const { data, col } = await sheetRows((await get(`pod.xlsx?${MARCH}`, manager, 'en')).rawPayload);
    expect(data.map((r) => col(r, 'Booking code').value)).toEqual(
      json.rows.map((r: { code: string }) => r.code),
    );
    expect(col(data[0]!, 'Delivered by').value).toBe('Lê Văn Giao');
    expect(col(data[0]!, 'Days').value).toBe(3);
  });
});

describe('orders outstanding over 4 days', () => {
  it('takes open bookings whose last event is older than 4 × 24 hours, oldest first', async () => {
    const res = await get(`outstanding?customerId=${D}`, manager);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // o2 is 4 days minus a minute old: not yet; the delivered and cancelled ones never.
    expect(body.rows.map((r: { id: string }) => r.id)).toEqual([ids.o5, ids.o1]);
    expect(body.rows[1]).toMatchObject({
      status: 'IN_WAREHOUSE',
      lastPlace: 'Kho Tân Sơn Nhất',
      ageHours: 96,
      assignee: 'Phạm Lấy Hàng',
    });
    expect(body.rows[0]).toMatchObject({ status: 'BOOKED', lastPlace: '', assignee: '', ageHours: 200 });
    expect(body.totals).toEqual({ shipments: 2, byStatus: { BOOKED: 1, IN_WAREHOUSE: 1 } });
    const mine = (await get(`outstanding?customerId=${D}&staffId=${pickup.userId}`, manager)).json();
    expect(mine.rows.map((r: { id: string }) => r.id)).toEqual([ids.o1]);
  });

  it('exports an Excel file equal to its JSON', async () => {
    const json = (await get(`outstanding?customerId=${D}`, manager, 'en')).json();
    const { data, col } = await sheetRows(
      (await get(`outstanding.xlsx?customerId=${D}`, manager, 'en')).rawPayload,
    );
    expect(data.map((r) => col(r, 'Tracking number').value)).toEqual(
      json.rows.map((r: { trackingNumber: string }) => r.trackingNumber),
    );
    expect(data.map((r) => col(r, 'Hours waiting').value)).toEqual(
      json.rows.map((r: { ageHours: number }) => r.ageHours),
    );
  });
});

describe('by staff', () => {
  it('credits sales with their customers’ shipments and pickup staff with pickups done', async () => {
    const res = await get(`by-staff?${MARCH}`, manager);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const pick = (kind: string, id: string) =>
      body.rows.find((r: { kind: string; staffId: string }) => r.kind === kind && r.staffId === id);
    expect(pick('SALES', s1.userId)).toMatchObject({
      staffName: 'Nguyễn Thị Sales',
      shipments: 4,
      pieces: 6,
      chargeableWeight: 8,
      revenue: { VND: 312500, USD: 65.35 },
    });
    expect(pick('SALES', s2.userId)).toMatchObject({
      shipments: 1,
      pieces: 3,
      chargeableWeight: 10,
      revenue: { VND: 270000 },
    });
    expect(pick('PICKUP', pickup.userId)).toMatchObject({
      shipments: 1,
      pieces: 3,
      chargeableWeight: 2.5,
      revenue: { VND: 112500 },
    });
    expect(body.rows).toHaveLength(3);
    expect(body.totals.sales).toEqual({
      shipments: 5,
      pieces: 9,
      chargeableWeight: 18,
      revenue: { VND: 582500, USD: 65.35 },
    });
    expect(body.currencies).toEqual(['VND', 'USD']);
  });

  it('exports an Excel file equal to its JSON', async () => {
    const json = (await get(`by-staff?${MARCH}`, manager, 'en')).json();
    const { data, col } = await sheetRows((await get(`by-staff.xlsx?${MARCH}`, manager, 'en')).rawPayload);
    expect(data).toHaveLength(json.rows.length);
    data.forEach((r, i) => {
      const j = json.rows[i];
      expect(col(r, 'Staff').value).toBe(j.staffName);
      expect(col(r, 'Shipments').value).toBe(j.shipments);
      expect(col(r, 'Revenue (VND)').value).toBe(j.revenue.VND ?? 0);
      expect(col(r, 'Revenue (USD)').value).toBe(j.revenue.USD ?? 0);
    });
  });
});

describe('by customer and sales', () => {
  it('sums per customer with the change against the previous period of equal length', async () => {
    const body = (await get(`by-customer?${MARCH}`, manager)).json();
    expect(body.previous).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    const row = (id: string) => body.rows.find((r: { customerId: string }) => r.customerId === id);
    expect(row(customerA.customerId!)).toMatchObject({
      salesName: 'Nguyễn Thị Sales',
      shipments: 4,
      chargeableWeight: 8,
      revenue: { VND: 312500, USD: 65.35 },
      discount: { VND: 12500, USD: 0 },
      previousShipments: 1,
      previousRevenue: { VND: 50000 },
      shipmentsChange: 300,
    });
    expect(row(B)).toMatchObject({
      shipments: 1,
      discount: { VND: 30000 },
      previousShipments: 1,
      shipmentsChange: 0,
    });
    expect(row(C)).toMatchObject({
      salesName: '',
      shipments: 1,
      revenue: { EUR: 40 },
      shipmentsChange: null,
    });
    expect(body.rows.map((r: { customerId: string }) => r.customerId)).toEqual([customerA.customerId, B, C]);
    expect(body.totals).toEqual({
      customers: 3,
      shipments: 6,
      chargeableWeight: 21,
      revenue: { VND: 582500, USD: 65.35, EUR: 40 },
      discount: { VND: 42500, USD: 0, EUR: 0 },
      previousShipments: 2,
      previousRevenue: { VND: 150000 },
      shipmentsChange: 200,
    });
  });

  it('shows a sales user only their own customers', async () => {
    const body = (await get(`by-customer?${MARCH}`, s1)).json();
    expect(body.rows.map((r: { customerId: string }) => r.customerId)).toEqual([customerA.customerId]);
    expect(body.totals.shipments).toBe(4);
    const rev = (await get(`revenue-customers?${MARCH}`, s1)).json();
    expect(rev.rows.map((r: { id: string }) => r.id)).toEqual([ids.a1]);
    expect(rev.customers).toEqual([]);
  });

  it('exports an Excel file equal to its JSON', async () => {
    const json = (await get(`by-customer?${MARCH}`, manager, 'en')).json();
    const { data, col } = await sheetRows((await get(`by-customer.xlsx?${MARCH}`, manager, 'en')).rawPayload);
    expect(data.map((r) => col(r, 'Customer').value)).toEqual(
      json.rows.map((r: { customerName: string }) => r.customerName),
    );
    expect(data.map((r) => col(r, 'Revenue (VND)').value)).toEqual(
      json.rows.map((r: { revenue: Record<string, number> }) => r.revenue.VND ?? 0),
    );
    expect(data.map((r) => col(r, 'Change %').value)).toEqual(
      json.rows.map((r: { shipmentsChange: number | null }) => r.shipmentsChange),
    );
  });
});

describe('customers not in the network and discounted shipments', () => {
  it('sums out-of-network customers and lists every discounted shipment', async () => {
    const body = (await get(`revenue-customers?${MARCH}`, manager)).json();
    expect(body.customers).toEqual([
      expect.objectContaining({
        customerId: B,
        shipments: 1,
        chargeableWeight: 10,
        revenue: { VND: 270000 },
      }),
    ]);
    expect(body.rows.map((r: { id: string }) => r.id)).toEqual([ids.b1, ids.a1]);
    expect(body.rows[1]).toMatchObject({
      gross: 125000,
      discount: 12500,
      discountPercent: 10,
      total: 112500,
    });
    expect(body.totals).toEqual({
      outOfNetwork: { customers: 1, shipments: 1, chargeableWeight: 10, revenue: { VND: 270000 } },
      discounted: { shipments: 2, gross: { VND: 425000 }, discount: { VND: 42500 }, total: { VND: 382500 } },
    });
  });

  it('exports both tables to Excel, equal to the JSON', async () => {
    const json = (await get(`revenue-customers?${MARCH}`, manager, 'en')).json();
    const buf = (await get(`revenue-customers.xlsx?${MARCH}`, manager, 'en')).rawPayload;
    const one = await sheetRows(buf, 1);
    expect(one.data.map((r) => one.col(r, 'Customer').value)).toEqual(['Đại Phát Trading']);
    expect(one.col(one.data[0]!, 'Revenue (VND)').value).toBe(270000);
    const two = await sheetRows(buf, 2);
    expect(two.data.map((r) => two.col(r, 'Booking code').value)).toEqual(
      json.rows.map((r: { code: string }) => r.code),
    );
    expect(two.data.map((r) => two.col(r, 'Discount').value)).toEqual([30000, 12500]);
  });
});

describe('by service', () => {
  it('groups by service and carrier per month, per day in Ho Chi Minh, and filters by office', async () => {
    const month = (await get(`by-service?${MARCH}&groupBy=month`, manager)).json();
    expect(month.rows).toEqual([
      {
        bucket: '2026-03-01',
        service: 'AIR_FREIGHT',
        carrier: 'FEDEX',
        shipments: 1,
        chargeableWeight: 3,
        revenue: { EUR: 40 },
      },
      {
        bucket: '2026-03-01',
        service: 'ECONOMY',
        carrier: 'UPS',
        shipments: 1,
        chargeableWeight: 10,
        revenue: { VND: 270000 },
      },
      {
        bucket: '2026-03-01',
        service: 'EXPRESS',
        carrier: 'DHL',
        shipments: 4,
        chargeableWeight: 8,
        revenue: { VND: 312500, USD: 65.35 },
      },
    ]);
    expect(month.totals.revenue).toEqual({ VND: 582500, USD: 65.35, EUR: 40 });
    const day = (
      await get(`by-service?${MARCH}&groupBy=day&customerId=${customerA.customerId}`, manager)
    ).json();
    expect(day.rows.map((r: { bucket: string; shipments: number }) => [r.bucket, r.shipments])).toEqual([
      ['2026-03-01', 1],
      ['2026-03-10', 1],
      ['2026-03-15', 1],
      ['2026-03-31', 1],
    ]);
    const north = (await get(`by-service?${MARCH}&office=NORTH`, manager)).json();
    expect(north.totals.shipments).toBe(1);
  });

  it('exports an Excel file equal to its JSON', async () => {
    const json = (await get(`by-service?${MARCH}&groupBy=month`, manager, 'en')).json();
    const { data, col } = await sheetRows(
      (await get(`by-service.xlsx?${MARCH}&groupBy=month`, manager, 'en')).rawPayload,
    );
    expect(
      data.map((r) => [
        excelDay(col(r, 'Month from').value),
        col(r, 'Service').value,
        col(r, 'Shipments').value,
      ]),
    ).toEqual(
      json.rows.map((r: { bucket: string; service: string; shipments: number }) => [
        formatDate(r.bucket),
        // The sheet names the service in words, in the caller's language.
        SERVICE_LABELS[r.service as keyof typeof SERVICE_LABELS].en,
        r.shipments,
      ]),
    );
  });
});

describe('permissions', () => {
  const routes = [
    'statement',
    'pod',
    'outstanding',
    'by-staff',
    'by-customer',
    'revenue-customers',
    'by-service',
  ];
  it('refuses each report and its Excel without the page’s permission (403)', async () => {
    for (const r of routes) {
      expect((await get(`${r}?${MARCH}&customerId=${B}`, dispatcher)).statusCode, r).toBe(403);
      expect((await get(`${r}.xlsx?${MARCH}&customerId=${B}`, dispatcher)).statusCode, r).toBe(403);
    }
    for (const r of routes.slice(1)) expect((await get(`${r}?${MARCH}`, customerA)).statusCode, r).toBe(403);
    expect((await get(`by-staff?${MARCH}`, s1)).statusCode).toBe(403);
    expect((await get(`pod?${MARCH}`, s1)).statusCode).toBe(403);
  });
});
