import { EXCEPTION_REASON_LABELS, makeTrackingNumber, STATUS_PUBLIC_TEXT } from '@acf/shared';
import { describe, expect, it } from 'vitest';
import { loginAs, type TestUser } from '../helpers/auth';
import { createBooking, party, transition } from '../helpers/bookings';
import { appSuite, type TestApp } from '../helpers/build';
import { type Crew, crewOf, raiseException } from '../helpers/walk';

let app: TestApp;
let customer: TestUser;
let scanner: TestUser;
let crew: Crew;
appSuite(
  { customer: 'CUSTOMER', scanner: 'DISPATCHER' },
  async (s) => {
    ({ app, customer, scanner } = s);
    crew = await crewOf(app);
  },
  { TRACKING_RATE_LIMIT_PER_MINUTE: '5' },
);

const mistyped = (n: string) => `${n.slice(0, 9)}${(Number(n[9]) + 1) % 10}`;
const unused = makeTrackingNumber(999_999_990);

describe('POST /checkpoints', () => {
  it('applies one checkpoint to many numbers and answers each one', async () => {
    const a = await createBooking(app, customer.headers);
    const b = await createBooking(app, customer.headers);
    const done = await createBooking(app, customer.headers);
    await transition(app, scanner.headers, done.id, 'CANCELLED');
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/checkpoints',
      headers: { ...scanner.headers, 'accept-language': 'en' },
      payload: {
        trackingNumbers: [
          a.trackingNumber,
          b.trackingNumber,
          done.trackingNumber,
          unused,
          mistyped(a.trackingNumber),
        ],
        status: 'IN_WAREHOUSE',
        place: 'Tan Binh hub',
        note: 'Driver 12',
        time: '2026-11-21T08:30:00+07:00',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      applied: 2,
      results: [
        { trackingNumber: a.trackingNumber, result: 'APPLIED', status: 'IN_WAREHOUSE', message: 'Applied' },
        { trackingNumber: b.trackingNumber, result: 'APPLIED', status: 'IN_WAREHOUSE', message: 'Applied' },
        {
          trackingNumber: done.trackingNumber,
          result: 'NOT_ALLOWED',
          status: 'CANCELLED',
          message: 'Cannot move from Cancelled to In warehouse',
        },
        { trackingNumber: unused, result: 'UNKNOWN', status: null, message: 'Tracking number not found' },
        {
          trackingNumber: mistyped(a.trackingNumber),
          result: 'INVALID',
          status: null,
          message: 'Invalid tracking number (wrong check digit)',
        },
      ],
      // Piece by piece (issue 35): each booking's one piece, then the codes that named none.
      pieceScans: [
        ...[a, b].map(({ trackingNumber: code }) => ({
          code,
          pieceId: `${code}-1`,
          result: 'applied',
          where: null,
          message: `Piece ${code}-1 recorded`,
          progress: { seen: 1, of: 1, missing: [] },
        })),
        {
          code: done.trackingNumber,
          pieceId: `${done.trackingNumber}-1`,
          result: 'not_allowed',
          where: null,
          message: `Piece ${done.trackingNumber}-1's shipment is Cancelled: not taken at this step`,
          progress: null,
        },
        {
          code: unused,
          pieceId: null,
          result: 'unknown',
          where: null,
          message: `No piece ${unused}`,
          progress: null,
        },
        {
          code: mistyped(a.trackingNumber),
          pieceId: null,
          result: 'invalid',
          where: null,
          message: `Code ${mistyped(a.trackingNumber)} is not valid: wrong shape or check digit`,
          progress: null,
        },
      ],
    });
    const events = (
      await app.inject({ url: `/api/v1/bookings/${a.id}/events`, headers: customer.headers })
    ).json().results;
    // The typed note is INTERNAL by default: the customer reads the standard text, no staff name.
    expect(events.find((e: { status: string }) => e.status === 'IN_WAREHOUSE')).toEqual({
      id: expect.any(String),
      status: 'IN_WAREHOUSE',
      place: 'Tan Binh hub',
      note: STATUS_PUBLIC_TEXT.IN_WAREHOUSE.vi,
      visibility: 'PUBLIC',
      publicNote: STATUS_PUBLIC_TEXT.IN_WAREHOUSE.vi,
      time: '2026-11-21T01:30:00.000Z',
      actor: null,
    });
    const staffView = (
      await app.inject({ url: `/api/v1/bookings/${a.id}/events`, headers: scanner.headers })
    ).json().results;
    expect(staffView.find((e: { status: string }) => e.status === 'IN_WAREHOUSE')).toMatchObject({
      note: 'Driver 12',
      visibility: 'INTERNAL',
      actor: scanner.username,
    });
  });

  it('needs manage_tracking_checkpoint', async () => {
    const sales = await loginAs(app, 'SALES');
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/checkpoints',
      headers: sales.headers,
      payload: { trackingNumbers: ['1234567897'], status: 'ASSIGNED', place: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /tracking (public)', () => {
  it('answers status and events in the caller language and Ho Chi Minh time, without personal data', async () => {
    const b = await createBooking(app, customer.headers, {
      sender: party({ name: 'Secret Sender', phone: '0909999999', addressLine1: '99 Hidden Street' }),
    });
    // Raised by the warehouse (its reason is the event), then scanned where it is held.
    await raiseException(app, crew, b.trackingNumber);
    const scanned = await app.inject({
      method: 'POST',
      url: '/api/v1/checkpoints',
      headers: scanner.headers,
      payload: { trackingNumbers: [b.trackingNumber], status: 'EXCEPTION', place: 'Noi Bai', note: '' },
    });
    expect(scanned.json().results[0]).toMatchObject({ result: 'APPLIED', status: 'EXCEPTION' });
    const codes = [b.trackingNumber, unused, mistyped(b.trackingNumber)].join(',');
    const vi = await app.inject({ url: `/api/v1/tracking?codes=${codes}`, remoteAddress: '10.9.0.1' });
    expect(vi.statusCode).toBe(200);
    const [found, notFound, invalid] = vi.json().results;
    expect(found).toMatchObject({
      trackingNumber: b.trackingNumber,
      found: true,
      valid: true,
      status: 'EXCEPTION',
      statusLabel: 'Có sự cố',
    });
    expect(found.events.map((e: { status: string }) => e.status)).toEqual([
      'EXCEPTION',
      'EXCEPTION',
      'BOOKED',
    ]);
    expect(found.events[0]).toMatchObject({ place: 'Noi Bai', note: STATUS_PUBLIC_TEXT.EXCEPTION.vi });
    expect(found.events[1]).toMatchObject({ note: EXCEPTION_REASON_LABELS.CUSTOMS_HOLD.vi });
    expect(found.events[0].time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/);
    expect(notFound).toMatchObject({
      found: false,
      valid: true,
      message: 'Không tìm thấy mã vận đơn',
      events: [],
    });
    expect(invalid).toMatchObject({ found: false, valid: false, message: 'Mã vận đơn không hợp lệ' });
    for (const secret of [
      'Secret Sender',
      '0909999999',
      '99 Hidden Street',
      'Tanaka',
      '0312345678',
      'Chiyoda',
    ])
      expect(vi.body).not.toContain(secret);

    const en = await app.inject({
      url: `/api/v1/tracking?codes=${b.trackingNumber}`,
      headers: { 'accept-language': 'en' },
      remoteAddress: '10.9.0.1',
    });
    expect(en.json().results[0]).toMatchObject({
      statusLabel: 'Exception',
      events: [
        { note: STATUS_PUBLIC_TEXT.EXCEPTION.en },
        { note: EXCEPTION_REASON_LABELS.CUSTOMS_HOLD.en },
        {},
      ],
    });
  });

  it('takes at most 10 numbers', async () => {
    const codes = Array.from({ length: 11 }, (_, i) => makeTrackingNumber(100 + i)).join(',');
    const res = await app.inject({ url: `/api/v1/tracking?codes=${codes}`, remoteAddress: '10.9.0.2' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'codes', message: 'Tối đa 10 mục' }]);
  });

  it('is throttled per address', async () => {
    const call = (ip: string) => app.inject({ url: `/api/v1/tracking?codes=${unused}`, remoteAddress: ip });
    for (let i = 0; i < 5; i++) expect((await call('10.9.0.3')).statusCode).toBe(200);
    const limited = await call('10.9.0.3');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('10.9.0.4')).statusCode).toBe(200);
  });
});
