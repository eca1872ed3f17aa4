import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { type Locale, WEBHOOK_DISABLE_AFTER, WEBHOOK_RETRY_WINDOW_MS, webhookBackoffMs } from '@acf/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { t } from '../../i18n/messages';
import { deliveryAgents, type PostResult, postJson } from './post';
import { signatureHeader } from './signature';
import { checkWebhookUrl, type Resolver, systemResolver, UnsafeUrlError } from './ssrf';
import * as repo from './webhooks.repository';

/** Sends one plain e-mail (the notification sender's transport). */
export type MailSend = (id: string, mail: { to: string; subject: string; text: string }) => Promise<void>;

export interface WebhookSenderOptions {
  log: FastifyBaseLogger;
  allowHttp: boolean;
  allowHosts: readonly string[];
  resolver?: Resolver;
  /** The clock of due times, back-off and the retry window (tests move it). */
  now?: () => number;
  /** The wait after the n-th failed attempt (webhookBackoffMs). */
  backoffMs?: (attempts: number) => number;
  /** How long a delivery is retried before it is FAILED (24 h). */
  retryWindowMs?: number;
  timeoutMs?: number;
  maxResponseBytes?: number;
  /** Deliveries claimed, and sent at once, per pass. */
  batch?: number;
  pollMs?: number;
  leaseMs?: number;
  /** The event loop's busy share above which the sender waits before a batch (0.5). */
  busyAbove?: number;
  /** The e-mail to a customer whose endpoint was disabled (none: the notice waits). */
  mail?: MailSend;
  publicUrl: string;
}

const HOUSEKEEPING_EVERY_MS = 60 * 60_000;
const TEST_BOOKING_DAYS = 30;
const DELIVERY_RETENTION_DAYS = 30;

/**
 * Works through the webhooks' outbox (ADR 016): claims due deliveries, checks each URL again
 * (SSRF), signs and POSTs the body, records DELIVERED or the failure with its back-off, FAILED
 * once the retry window is over; the third FAILED in a row disables the endpoint and its
 * customer is told by e-mail. It shares the API's thread: before each batch it waits while
 * requests keep the event loop busy, so a backlog never holds them back.
 */
export class WebhookSender {
  private stopped = true;
  private running: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private lastHousekeeping = 0;
  private readonly agents = deliveryAgents();
  readonly now: () => number;
  /** Host names to addresses, at save time and before each delivery (tests put their own). */
  resolver: Resolver;

  constructor(
    private readonly db: Db,
    private readonly opts: WebhookSenderOptions,
  ) {
    this.now = opts.now ?? Date.now;
    this.resolver = opts.resolver ?? systemResolver;
  }

  get policy() {
    return { allowHttp: this.opts.allowHttp, allowHosts: this.opts.allowHosts, resolver: this.resolver };
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.running = this.loop();
  }

  async stop() {
    this.stopped = true;
    this.wake?.();
    await this.running;
    this.running = null;
  }

  close() {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }

  /** Sends every delivery due now, then returns how many were handled (tests, scripts). */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.pass(false);
      if (n === 0) break;
      total += n;
    }
    await this.sendNotices();
    return total;
  }

  /** Hands the loop a due delivery at once (a ping, a resend) instead of at its next poll. */
  poke() {
    this.wake?.();
  }

  private async loop() {
    while (!this.stopped) {
      let n = 0;
      try {
        n = await this.pass(true);
        await this.sendNotices();
        if (Date.now() - this.lastHousekeeping > HOUSEKEEPING_EVERY_MS) {
          this.lastHousekeeping = Date.now();
          await this.housekeeping();
        }
      } catch (err) {
        if (this.stopped) break;
        this.opts.log.warn({ err }, 'webhooks: the sender could not read the outbox');
      }
      if (this.stopped) break;
      await this.pause(n > 0 ? 0 : (this.opts.pollMs ?? 1000));
    }
  }

  /** Test bookings past 30 days, and old deliveries, are deleted (hourly). */
  async housekeeping() {
    const now = new Date(this.now());
    const gone = await repo.deleteTestBookings(this.db, now, TEST_BOOKING_DAYS);
    if (gone) this.opts.log.info({ deleted: gone }, 'webhooks: test bookings past 30 days deleted');
    await repo.deleteOldDeliveries(this.db, now, DELIVERY_RETENTION_DAYS);
    return gone;
  }

  private pause(ms: number) {
    return new Promise<void>((resolve) => {
      const done = () => {
        if (this.timer) clearTimeout(this.timer);
        this.timer = null;
        this.wake = null;
        resolve();
      };
      this.wake = done;
      this.timer = ms > 0 ? setTimeout(done, ms) : null;
      if (ms <= 0) setImmediate(done);
    });
  }

  /**
   * One claim and its deliveries, sent side by side (they wait on the network, not the CPU).
   * Requests first: when they keep the event loop busy, the claim is small (2) and is followed by
   * a rest as long as it took, so a backlog takes at most about half of a busy thread.
   */
  private async pass(polite: boolean): Promise<number> {
    const busy = polite ? await this.yieldToRequests() : false;
    const token = randomUUID();
    const began = performance.now();
    const rows = await repo.claimDeliveries(
      this.db,
      token,
      busy ? 2 : (this.opts.batch ?? 16),
      new Date(this.now()),
      this.opts.leaseMs ?? 60_000,
    );
    if (rows.length === 0) return 0;
    await Promise.all(rows.map((row) => this.deliver(row, token)));
    if (busy && !this.stopped) {
      const rest = Math.min(performance.now() - began, 1000);
      await new Promise((r) => setTimeout(r, rest));
    }
    return rows.length;
  }

  /** The body, exactly as sent and signed. */
  static body(d: { eventId: string; type: string; eventAt: Date; data: unknown }) {
    return JSON.stringify({ id: d.eventId, type: d.type, createdAt: d.eventAt.toISOString(), data: d.data });
  }

  private async deliver(d: repo.ClaimedDelivery, token: string) {
    const body = WebhookSender.body(d);
    let result: PostResult;
    try {
      const { url, address } = await checkWebhookUrl(d.url, this.policy);
      const now = this.now();
      const secrets = [d.secret];
      if (d.previousSecret && d.previousSecretUntil && d.previousSecretUntil.getTime() > now)
        secrets.push(d.previousSecret);
      const t = Math.floor(now / 1000);
      result = await postJson(
        url,
        address,
        body,
        {
          'user-agent': 'ACF-Express-Webhooks/1',
          'acf-event-id': d.eventId,
          'acf-signature': signatureHeader(secrets, t, body),
        },
        {
          timeoutMs: this.opts.timeoutMs ?? 5000,
          maxBytes: this.opts.maxResponseBytes ?? 64 * 1024,
          agents: this.agents,
        },
      );
    } catch (err) {
      const error =
        err instanceof UnsafeUrlError ? err.message : err instanceof Error ? err.message : String(err);
      result = { statusCode: null, durationMs: 0, response: '', error };
    }
    const now = new Date(this.now());
    try {
      if (result.statusCode != null && result.statusCode >= 200 && result.statusCode < 300) {
        await repo.markDelivered(this.db, d, token, result, now);
        return;
      }
      const retryWindow = this.opts.retryWindowMs ?? WEBHOOK_RETRY_WINDOW_MS;
      const next = new Date(now.getTime() + (this.opts.backoffMs ?? webhookBackoffMs)(d.attempts));
      // A ping is tried once: its answer is what the customer wants to see.
      const over = d.type === 'ping' || next.getTime() - d.createdAt.getTime() > retryWindow;
      const disabled = await repo.markAttemptFailed(
        this.db,
        d,
        token,
        result,
        now,
        over ? null : next,
        d.type === 'ping' ? Number.MAX_SAFE_INTEGER : WEBHOOK_DISABLE_AFTER,
      );
      if (disabled)
        this.opts.log.warn({ endpoint: d.endpointId }, 'webhooks: endpoint disabled after failures');
    } catch (err) {
      this.opts.log.warn({ err, id: d.id }, 'webhooks: could not record a delivery');
    }
  }

  /** Tells each customer whose endpoint was disabled; a notice not sent is tried at the next pass. */
  private async sendNotices() {
    if (!this.opts.mail) return;
    const pending = await repo.pendingDisabledNotices(this.db);
    for (const n of pending) {
      const l = n.language as Locale;
      try {
        if (n.email)
          await this.opts.mail(`webhook-disabled-${n.id}-${randomUUID()}`, {
            to: n.email,
            subject: t(l, 'mail.webhookDisabled.subject'),
            text: `${t(l, 'mail.greeting')}\n\n${t(l, 'mail.webhookDisabled.lead', { url: n.url, count: WEBHOOK_DISABLE_AFTER })}\n\n${t(l, 'mail.webhookDisabled.next', { url: new URL('/manager/developers', this.opts.publicUrl).toString() })}\n`,
          });
        await repo.clearDisabledNotice(this.db, n.id);
      } catch (err) {
        this.opts.log.warn({ err, endpoint: n.id }, 'webhooks: the disabling notice was not sent');
      }
    }
  }

  /**
   * Watches the event loop for 5 ms while the sender is idle itself, and waits while requests
   * keep it more than half busy, up to 100 ms. Returns whether it was still busy.
   */
  private async yieldToRequests(): Promise<boolean> {
    const busyAbove = this.opts.busyAbove ?? 0.5;
    for (let i = 0; i < 20 && !this.stopped; i++) {
      const start = performance.eventLoopUtilization();
      await new Promise((r) => setTimeout(r, 5));
      if (performance.eventLoopUtilization(start).utilization < busyAbove) return false;
    }
    return true;
  }
}
