import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ZCreateBookingRequest } from '@acf/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { createBooking as createBookingService } from '../../src/modules/bookings/bookings.service';
import { signatureHeader, verifySignature } from '../../src/modules/integrations/signature';
import {
  checkWebhookUrl,
  isBlockedAddress,
  systemResolver,
  UnsafeUrlError,
} from '../../src/modules/integrations/ssrf';
import { WebhookSender } from '../../src/modules/integrations/webhook-sender';
import { loginAs, type TestUser } from '../helpers/auth';
import { bookingInput, createBooking, transition } from '../helpers/bookings';
import { build, type TestApp } from '../helpers/build';
import { type Receiver, startReceiver } from './receiver';

let app: TestApp;
let admin: TestUser;
let receiver: Receiver;
/** The sender's clock: real time, moved ahead by the tests (back-off, the 24 h window). */
let skew = 0;
const clock = () => Date.now() + skew;
const mails: { to: string; subject: string; text: string }[] = [];
let sender: WebhookSender;
/** The folder the documented verification code is written to, removed after the file. */
let docDir: string | undefined;
let verifyDoc: (
  raw: string,
  header: string | undefined,
  secret: string,
  tol?: number,
  now?: number,
) => boolean;

const HOUR = 3_600_000;

beforeAll(async () => {
  receiver = await startReceiver();
  // Local receivers on 127.0.0.1: this test (only) allows http and that address.
  app = await build({
    NOTIFICATION_SENDER: '0',
    WEBHOOK_SENDER: '0',
    WEBHOOK_ALLOW_HTTP: '1',
    WEBHOOK_ALLOW_HOSTS: '127.0.0.1',
  });
  admin = await loginAs(app, 'ADMINISTRATOR');
  // The tests drive their own sender: its clock moves through the 24 h retry window at once.
  sender = new WebhookSender(app.db, {
    log: app.log,
    allowHttp: true,
    allowHosts: ['127.0.0.1'],
    now: clock,
    timeoutMs: 400,
    publicUrl: 'http://localhost:3000',
    mail: async (_id, m) => {
      mails.push(m);
    },
  });
  // The verification code of docs/integrations.md, as an integrator copies it.
  const doc = readFileSync(path.resolve(__dirname, '../../../../docs/integrations.md'), 'utf8');
  const code = /<!-- verify\.ts -->\s*```ts\n([\s\S]*?)```/.exec(doc)![1]!;
  docDir = mkdtempSync(path.join(os.tmpdir(), 'acf-doc-'));
  const file = path.join(docDir, 'verify.ts');
  writeFileSync(file, code);
  verifyDoc = (await import(pathToFileURL(file).href)).verifyAcfSignature;
});
// Each test starts at the real time (the database's now() stamps the deliveries it writes).
beforeEach(() => {
  skew = 0;
});
afterAll(async () => {
  sender?.close();
  await app?.close();
  await receiver?.close();
  if (docDir) rmSync(docDir, { recursive: true, force: true });
});

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: TestUser, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: { ...who.headers, 'accept-language': 'en' }, payload });

async function endpoint(
  who: TestUser,
  url = receiver.url,
  events = ['booking.created', 'booking.status_changed'],
) {
  const res = await api('POST', '/me/webhooks', who, { url, events, description: 'shop' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; url: string; events: string[]; secret: string; enabled: boolean };
}
const deliveriesOf = async (who: TestUser, id: string) =>
  (await api('GET', `/me/webhooks/${id}/deliveries?pageSize=100`, who)).json().results as {
    id: string;
    eventId: string;
    type: string;
    status: string;
    attempts: number;
    statusCode: number | null;
    response: string | null;
    error: string | null;
    nextRetryAt: string | null;
    durationMs: number | null;
  }[];
const fromReceiver = (endpointUrlPath: string) => receiver.received.filter((r) => r.url === endpointUrlPath);

describe('webhook endpoints', () => {
  it('are created with a secret shown once, listed, updated and deleted, each customer its own', async () => {
    const shop = await loginAs(app, 'CUSTOMER');
    const other = await loginAs(app, 'CUSTOMER');
    const created = await endpoint(shop);
    expect(created).toMatchObject({
      url: receiver.url,
      enabled: true,
      events: ['booking.created', 'booking.status_changed'],
    });
    expect(created.secret).toMatch(/^whsec_[\w-]{43}$/);
    const list = await api('GET', '/me/webhooks', shop);
    expect(list.json().results).toHaveLength(1);
    expect(list.body).not.toContain(created.secret);
    expect((await api('GET', `/me/webhooks/${created.id}`, shop)).body).not.toContain(created.secret);
    const patched = await api('PATCH', `/me/webhooks/${created.id}`, shop, {
      events: ['booking.created'],
      enabled: false,
    });
    expect(patched.json()).toMatchObject({ events: ['booking.created'], enabled: false });
    for (const [m, u] of [
      ['GET', `/me/webhooks/${created.id}`],
      ['PATCH', `/me/webhooks/${created.id}`],
      ['DELETE', `/me/webhooks/${created.id}`],
      ['POST', `/me/webhooks/${created.id}/rotate-secret`],
      ['POST', `/me/webhooks/${created.id}/test`],
      ['GET', `/me/webhooks/${created.id}/deliveries`],
    ] as const)
      expect((await api(m, u, other, m === 'PATCH' ? {} : undefined)).statusCode, `${m} ${u}`).toBe(404);
    expect((await api('GET', '/me/webhooks', other)).json().results).toEqual([]);
    // Back-office staff have no Developers page.
    expect((await api('GET', '/me/webhooks', admin)).statusCode).toBe(403);
    expect((await api('DELETE', `/me/webhooks/${created.id}`, shop)).statusCode).toBe(204);
    expect((await api('GET', '/me/webhooks', shop)).json().results).toEqual([]);
  });

  it('the integration guide is served to anyone, as Markdown', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/integrations/guide.md' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/markdown');
    expect(res.body).toContain('verifyAcfSignature');
  });

  it('bad input is a 400 naming the field', async () => {
    const shop = await loginAs(app, 'CUSTOMER');
    const res = await api('POST', '/me/webhooks', shop, { url: 'not a url', events: ['booking.deleted'] });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as { field: string }[]).map((e) => e.field);
    expect(fields).toContain('url');
    expect(fields.some((f) => f.startsWith('events'))).toBe(true);
  });
});

describe('SSRF', () => {
  const strict = { allowHttp: false, allowHosts: [] as string[], resolver: systemResolver };
  const refusedFor = async (url: string, policy = strict) => {
    try {
      await checkWebhookUrl(url, policy);
      return 'accepted';
    } catch (err) {
      return err instanceof UnsafeUrlError ? err.reason : String(err);
    }
  };

  it('refuses private, loopback, link-local and metadata addresses, and names that resolve to them', async () => {
    expect(await refusedFor('https://10.0.0.1/hook')).toBe('privateAddress');
    expect(await refusedFor('https://169.254.169.254/latest/meta-data/')).toBe('privateAddress');
    expect(await refusedFor('https://[::1]:8443/hook')).toBe('privateAddress');
    expect(await refusedFor('https://[::ffff:127.0.0.1]/hook')).toBe('privateAddress');
    expect(await refusedFor('https://[fd00:ec2::254]/')).toBe('privateAddress');
    expect(await refusedFor('https://192.168.1.10/')).toBe('privateAddress');
    // `localhost` through the system's own resolver (127.0.0.1 or ::1).
    expect(await refusedFor('https://localhost/hook')).toBe('privateAddress');
    // A name whose answer holds one private address among public ones.
    const mixed = {
      ...strict,
      resolver: async () => [
        { address: '93.184.216.34', family: 4 as const },
        { address: '127.0.0.1', family: 4 as const },
      ],
    };
    expect(await refusedFor('https://shop.example/hook', mixed)).toBe('privateAddress');
    const publicOnly = {
      ...strict,
      resolver: async () => [{ address: '93.184.216.34', family: 4 as const }],
    };
    expect(await refusedFor('https://shop.example/hook', publicOnly)).toBe('accepted');
    expect(await refusedFor('http://shop.example/hook', publicOnly)).toBe('httpsOnly');
    expect(await refusedFor('https://user:pw@shop.example/hook', publicOnly)).toBe('invalidUrl');
    expect(await refusedFor('https://no-such-host.invalid/hook')).toBe('unresolvable');
    expect(isBlockedAddress('8.8.8.8')).toBe(false);
    expect(isBlockedAddress('2606:4700:4700::1111')).toBe(false);
    expect(isBlockedAddress('100.100.100.200')).toBe(true);
    // Only the hosts named in WEBHOOK_ALLOW_HOSTS are exempt.
    expect(await refusedFor('https://127.0.0.1/hook', { ...strict, allowHosts: ['127.0.0.1'] })).toBe(
      'accepted',
    );
    expect(await refusedFor('https://localhost/hook', { ...strict, allowHosts: ['127.0.0.1'] })).toBe(
      'privateAddress',
    );
  });

  it('refuses them when an endpoint is saved (400 on url)', async () => {
    const shop = await loginAs(app, 'CUSTOMER');
    for (const url of [
      'http://10.0.0.1/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]:8080/hook',
      `http://localhost:${receiver.port}/hook`,
    ]) {
      const res = await api('POST', '/me/webhooks', shop, { url, events: ['booking.created'] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ field: 'url' });
    }
    const ok = await endpoint(shop);
    const res = await api('PATCH', `/me/webhooks/${ok.id}`, shop, { url: 'http://10.0.0.1/x' });
    expect(res.statusCode).toBe(400);
  });

  it('an address whose name is not found says what to do, in the caller language', async () => {
    const shop = await loginAs(app, 'CUSTOMER');
    const said = async (lang: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/me/webhooks',
        headers: { ...shop.headers, 'accept-language': lang },
        payload: { url: 'https://no-such-host.invalid/hook', events: ['booking.created'] },
      });
      expect(res.statusCode).toBe(400);
      const [error] = res.json().errors as { field: string; message: string }[];
      expect(error!.field).toBe('url');
      return error!.message;
    };
    expect(await said('vi')).toBe(
      'Không tìm thấy địa chỉ này trên Internet. Hãy kiểm tra lại cách viết tên miền, hoặc hỏi người quản lý máy chủ đó.',
    );
    expect(await said('en')).toBe(
      'We could not find this address on the internet. Check the spelling of the domain, or ask whoever runs that server.',
    );
  });

  it('checks again when sending: a name that now resolves to a private address is not called', async () => {
    const shop = await loginAs(app, 'CUSTOMER');
    const path1 = `/rebind-${randomUUID()}`;
    const name = `http://shop-${randomUUID().slice(0, 8)}.example:${receiver.port}${path1}`;
    app.webhooks.resolver = async () => [{ address: '93.184.216.34', family: 4 }];
    const hook = await endpoint(shop, name);
    app.webhooks.resolver = systemResolver;
    // By send time the name points at this machine.
    sender.resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    await createBooking(app, shop.headers);
    await sender.drain();
    sender.resolver = systemResolver;
    const [d] = await deliveriesOf(shop, hook.id);
    expect(d).toMatchObject({ status: 'QUEUED', statusCode: null, attempts: 1 });
    expect(d!.error).toContain('privateAddress');
    expect(fromReceiver(path1)).toEqual([]);
  });

  it('follows no redirect, reads at most 64 KB, and gives up on a silent receiver after the timeout', async () => {
    const shop = await loginAs(app, 'CUSTOMER');
    const p = `/limits-${randomUUID()}`;
    const hook = await endpoint(shop, `${receiver.url.replace('/hook', p)}`);
    const b = await createBooking(app, shop.headers);
    receiver.plan.push({ status: 302, headers: { location: `${receiver.url}-redirected` }, body: 'moved' });
    await sender.drain();
    let [d] = await deliveriesOf(shop, hook.id);
    expect(d).toMatchObject({ status: 'QUEUED', statusCode: 302, response: 'moved' });
    expect(receiver.received.filter((r) => r.url.endsWith('-redirected'))).toEqual([]);
    // An answer without end: 64 KB are read, then the delivery is recorded (no timeout).
    receiver.plan.push('stream');
    skew += HOUR;
    await sender.drain();
    [d] = await deliveriesOf(shop, hook.id);
    expect(d).toMatchObject({ status: 'DELIVERED', statusCode: 200, error: null });
    expect(d!.response).toHaveLength(1024);
    // A receiver that never answers: the attempt ends at the timeout.
    await transition(app, shop.headers, b.id, 'CANCELLED');
    receiver.plan.push('hang');
    await sender.drain();
    const all = await deliveriesOf(shop, hook.id);
    const hung = all.find((x) => x.type === 'booking.status_changed')!;
    expect(hung).toMatchObject({ status: 'QUEUED', statusCode: null });
    expect(hung.error).toMatch(/timeout/);
  });
});

describe('deliveries', () => {
  it('are written with the booking event, signed, and verified by the code of docs/integrations.md', async () => {
    const shop = await loginAs(app, 'CUSTOMER');
    const p = `/signed-${randomUUID()}`;
    const hook = await endpoint(shop, receiver.url.replace('/hook', p));
    const b = await createBooking(app, shop.headers);
    // Already in the outbox when the booking's answer came back.
    const queued = await rowsOf<{ type: string; status: string }>(
      app.db,
      sql`select type, status from webhook_deliveries where endpoint_id = ${hook.id}`,
    );
    expect(queued).toEqual([{ type: 'booking.created', status: 'QUEUED' }]);
    await sender.drain();
    const [got] = fromReceiver(p);
    expect(got).toBeDefined();
    const body = JSON.parse(got!.body);
    expect(body).toMatchObject({
      type: 'booking.created',
      data: {
        booking: { id: b.id, code: b.code, trackingNumber: b.trackingNumber, status: 'BOOKED', test: false },
      },
    });
    expect(got!.headers['acf-event-id']).toBe(body.id);
    expect(body.data.booking.events.map((e: { status: string }) => e.status)).toEqual(['BOOKED']);
    // The price as the booking stored it, lines in both languages; never the cost.
    const price = body.data.booking.price;
    expect(price).toMatchObject({
      currency: b.price.currency,
      total: b.price.total,
      totalVnd: b.price.totalVnd,
    });
    expect(price.lines.map((l: { code: string }) => l.code)).toEqual(b.price.lines.map((l) => l.code));
    expect(price.lines[0].label).toEqual({ vi: 'Cước chính', en: 'Base rate' });
    expect(price.lines[0].explanation.vi).toContain('kg tính cước');
    expect(price.lines[0].explanation.en).toContain('kg chargeable');
    expect(got!.body).not.toMatch(/cost/i);
    const header = got!.headers['acf-signature'] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyDoc(got!.body, header, hook.secret, 300, clock())).toBe(true);
    expect(verifySignature(header, got!.body, hook.secret, clock())).toBe(true);
    // A changed body, another secret: refused.
    expect(verifyDoc(got!.body.replace('BOOKED', 'DELIVERED'), header, hook.secret, 300, clock())).toBe(
      false,
    );
    expect(verifyDoc(got!.body, header, 'whsec_other', 300, clock())).toBe(false);
    const [d] = await deliveriesOf(shop, hook.id);
    expect(d).toMatchObject({
      status: 'DELIVERED',
      statusCode: 200,
      response: 'answer 200',
      attempts: 1,
      nextRetryAt: null,
    });

    // A status change: another event; the INTERNAL note never leaves.
    const res = await transition(app, admin.headers, b.id, 'IN_WAREHOUSE', { note: 'INTERNAL-NOTE-5521' });
    expect(res.statusCode, res.body).toBe(200);
    await sender.drain();
    const changed = fromReceiver(p).at(-1)!;
    expect(JSON.parse(changed.body)).toMatchObject({
      type: 'booking.status_changed',
      data: { booking: { status: 'IN_WAREHOUSE' } },
    });
    expect(changed.body).not.toContain('INTERNAL-NOTE-5521');
  });

  it('the replay window: a t older (or newer) than five minutes is refused', () => {
    const body = '{"id":"x"}';
    const t = Math.floor(clock() / 1000);
    const header = signatureHeader(['whsec_a'], t, body);
    expect(verifyDoc(body, header, 'whsec_a', 300, clock() + 299_000)).toBe(true);
    expect(verifyDoc(body, header, 'whsec_a', 300, clock() + 301_000)).toBe(false);
    expect(verifyDoc(body, header, 'whsec_a', 300, clock() - 301_000)).toBe(false);
    expect(verifySignature(header, body, 'whsec_a', clock() + 301_000)).toBe(false);
    // The same signature under another t: refused.
    expect(verifyDoc(body, header.replace(`t=${t}`, `t=${t + 1}`), 'whsec_a', 300, clock())).toBe(false);
  });

  it('a rotated secret: both sign for 24 hours, then only the new one', async () => {
    const shop = await loginAs(app, 'CUSTOMER');
    const p = `/rotate-${randomUUID()}`;
    const hook = await endpoint(shop, receiver.url.replace('/hook', p));
    const rotated = await api('POST', `/me/webhooks/${hook.id}/rotate-secret`, shop);
    expect(rotated.statusCode).toBe(200);
    const { secret, rotationEndsAt } = rotated.json();
    expect(secret).not.toBe(hook.secret);
    expect(rotationEndsAt).not.toBeNull();
    await createBooking(app, shop.headers);
    await sender.drain();
    const during = fromReceiver(p).at(-1)!;
    const header = during.headers['acf-signature'] as string;
    expect(header.match(/v1=/g)).toHaveLength(2);
    expect(verifyDoc(during.body, header, secret, 300, clock())).toBe(true);
    expect(verifyDoc(during.body, header, hook.secret, 300, clock())).toBe(true);
    // A day and a bit later, the old secret no longer signs.
    skew += 25 * HOUR;
    const ping = await api('POST', `/me/webhooks/${hook.id}/test`, shop);
    expect(ping.statusCode).toBe(202);
    await app.db.execute(
      sql`update webhook_deliveries set next_attempt_at = ${new Date(clock()).toISOString()}::timestamptz where id = ${ping.json().deliveryId}`,
    );
    await sender.drain();
    const after = fromReceiver(p).at(-1)!;
    expect(JSON.parse(after.body).type).toBe('ping');
    const h2 = after.headers['acf-signature'] as string;
    expect(h2.match(/v1=/g)).toHaveLength(1);
    expect(verifyDoc(after.body, h2, secret, 300, clock())).toBe(true);
    expect(verifyDoc(after.body, h2, hook.secret, 300, clock())).toBe(false);
  });

  it('retries a receiver that fails twice (a refused connection, then 500), then answers 200', async () => {
    const shop = await loginAs(app, 'CUSTOMER');
    // A port with nobody listening yet.
    const gone = await startReceiver();
    const { port, url } = gone;
    await gone.close();
    const hook = await endpoint(shop, url);
    await createBooking(app, shop.headers);
    await sender.drain();
    let [d] = await deliveriesOf(shop, hook.id);
    expect(d).toMatchObject({ status: 'QUEUED', attempts: 1, statusCode: null });
    expect(d!.error).toMatch(/ECONNREFUSED/);
    // The first back-off: 10 s; not due before.
    const wait = new Date(d!.nextRetryAt!).getTime() - clock();
    expect(wait).toBeGreaterThan(8_000);
    expect(wait).toBeLessThanOrEqual(10_000);
    const flaky = await startReceiver(port);
    try {
      flaky.plan.push(500);
      await sender.drain();
      expect(flaky.received).toHaveLength(0);
      skew += 10_000;
      await sender.drain();
      [d] = await deliveriesOf(shop, hook.id);
      expect(d).toMatchObject({ status: 'QUEUED', attempts: 2, statusCode: 500, response: 'answer 500' });
      // After the second back-off (30 s), a 200.
      skew += 30_000;
      await sender.drain();
      [d] = await deliveriesOf(shop, hook.id);
      expect(d).toMatchObject({ status: 'DELIVERED', attempts: 3, statusCode: 200, nextRetryAt: null });
      expect(flaky.received).toHaveLength(2);
      expect(flaky.received[1]!.body).toBe(flaky.received[0]!.body);
    } finally {
      await flaky.close();
    }
  });

  it('gives up after 24 hours (FAILED); three FAILED in a row disable the endpoint and e-mail the customer', async () => {
    const shop = await loginAs(app, 'CUSTOMER', { email: `dev-${randomUUID().slice(0, 6)}@shop.example` });
    const p = `/down-${randomUUID()}`;
    receiver.state.fallback = 503;
    try {
      const hook = await endpoint(shop, receiver.url.replace('/hook', p));
      for (let i = 0; i < 3; i++) await createBooking(app, shop.headers);
      await sender.drain();
      // Hour after hour, for a day: every attempt fails.
      for (let h = 0; h < 26; h++) {
        skew += HOUR;
        await sender.drain();
      }
      const log = await deliveriesOf(shop, hook.id);
      expect(log.map((d) => d.status)).toEqual(['FAILED', 'FAILED', 'FAILED']);
      expect(log.every((d) => d.attempts >= 20 && d.statusCode === 503)).toBe(true);
      const now = (await api('GET', `/me/webhooks/${hook.id}`, shop)).json();
      expect(now.enabled).toBe(false);
      expect(now.disabledAt).not.toBeNull();
      const mail = mails.find((m) => m.to === `${shop.username}` || m.to.startsWith('dev-'))!;
      expect(mail).toBeDefined();
      expect(mail.text).toContain(
        hook.url.replace('/hook', p).replace(receiver.url.replace('/hook', ''), ''),
      );
      // A disabled endpoint gets no new events; enabled again, it does.
      const before = fromReceiver(p).length;
      await createBooking(app, shop.headers);
      await sender.drain();
      expect(fromReceiver(p).length).toBe(before);
      receiver.state.fallback = 200;
      expect((await api('PATCH', `/me/webhooks/${hook.id}`, shop, { enabled: true })).json().enabled).toBe(
        true,
      );
      await createBooking(app, shop.headers);
      await sender.drain();
      expect(fromReceiver(p).length).toBe(before + 1);
      expect(mails.filter((m) => m.text.includes(p))).toHaveLength(1);
    } finally {
      receiver.state.fallback = 200;
    }
  });

  it('a delivery can be resent (same event id); a ping is answered in the log', async () => {
    const shop = await loginAs(app, 'CUSTOMER');
    const p = `/resend-${randomUUID()}`;
    const hook = await endpoint(shop, receiver.url.replace('/hook', p));
    await createBooking(app, shop.headers);
    await sender.drain();
    const [first] = await deliveriesOf(shop, hook.id);
    const res = await api('POST', `/me/webhooks/${hook.id}/deliveries/${first!.id}/resend`, shop);
    expect(res.statusCode).toBe(202);
    await sender.drain();
    const got = fromReceiver(p);
    expect(got).toHaveLength(2);
    expect(got[1]!.headers['acf-event-id']).toBe(got[0]!.headers['acf-event-id']);
    expect(got[1]!.body).toBe(got[0]!.body);
    const other = await loginAs(app, 'CUSTOMER');
    const hook2 = await endpoint(other);
    expect(
      (await api('POST', `/me/webhooks/${hook2.id}/deliveries/${first!.id}/resend`, other)).statusCode,
    ).toBe(404);
    const ping = await api('POST', `/me/webhooks/${hook.id}/test`, shop);
    // Due by the sender's own clock: the database's now() has microseconds, the sender's
    // milliseconds, so a claim within the same millisecond did not find a ping stamped now().
    await app.db.execute(
      sql`update webhook_deliveries set next_attempt_at = ${new Date(clock()).toISOString()}::timestamptz where id = ${ping.json().deliveryId}`,
    );
    await sender.drain();
    const log = await deliveriesOf(shop, hook.id);
    expect(log[0]).toMatchObject({ type: 'ping', status: 'DELIVERED', statusCode: 200 });
  });

  it('the outbox row is part of the booking transaction: a rollback leaves none', async () => {
    const shop = await loginAs(app, 'CUSTOMER');
    const hook = await endpoint(shop);
    const actor = {
      userId: shop.userId,
      username: shop.username,
      kind: 'customer' as const,
      roleCode: 'CUSTOMER',
      customerId: shop.customerId,
      permissions: new Set<string>(),
    };
    await expect(
      app.db.transaction(async (tx) => {
        await createBookingService(app.db, actor, ZCreateBookingRequest.parse(bookingInput()), { tx });
        const inside = await rowsOf<{ n: number }>(
          tx,
          sql`select count(*)::int as n from webhook_deliveries where endpoint_id = ${hook.id}`,
        );
        expect(inside[0]!.n).toBe(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const after = await rowsOf<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from webhook_deliveries where endpoint_id = ${hook.id}`,
    );
    expect(after[0]!.n).toBe(0);
  });
});
