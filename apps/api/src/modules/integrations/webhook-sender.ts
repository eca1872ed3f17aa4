import { randomUUID } from 'node:crypto';
import { type Locale, WEBHOOK_DISABLE_AFTER, WEBHOOK_RETRY_WINDOW_MS, webhookBackoffMs } from '@acf/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { t } from '../../i18n/messages';
import { type Attempt, OutboxRunner } from '../../lib/outbox';
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

const TEST_BOOKING_DAYS = 30;
const DELIVERY_RETENTION_DAYS = 30;

/**
 * Works through the webhooks' outbox with the outbox runner (ADRs 016, 026): checks each URL
 * again (SSRF), signs and POSTs the body, DELIVERED or the failure with its back-off, FAILED once
 * the retry window is over; the third FAILED in a row disables the endpoint and its customer is
 * told by e-mail. Deliveries wait on the network, not the CPU, so a claim is sent side by side.
 */
export class WebhookSender {
  private readonly agents = deliveryAgents();
  readonly now: () => number;
  /** Host names to addresses, at save time and before each delivery (tests put their own). */
  resolver: Resolver;
  /** The claim-and-deliver loop. */
  readonly outbox: OutboxRunner<repo.ClaimedDelivery>;

  constructor(
    private readonly db: Db,
    private readonly opts: WebhookSenderOptions,
  ) {
    this.now = opts.now ?? Date.now;
    this.resolver = opts.resolver ?? systemResolver;
    this.outbox = new OutboxRunner(db, {
      name: 'webhooks',
      table: 'webhook_deliveries',
      delivered: 'DELIVERED',
      read: repo.readClaimed,
      row: (r) => repo.toClaimedDelivery(r as unknown as repo.ClaimedDelivery),
      deliver: (d) => this.deliver(d),
      retryAfterMs: (d, now) => {
        const wait = (this.opts.backoffMs ?? webhookBackoffMs)(d.attempts);
        const window = this.opts.retryWindowMs ?? WEBHOOK_RETRY_WINDOW_MS;
        // A ping is tried once: its answer is what the customer wants to see.
        return d.type === 'ping' || now + wait - d.createdAt.getTime() > window ? null : wait;
      },
      retention: { days: DELIVERY_RETENTION_DAYS, statuses: ['DELIVERED', 'FAILED'], column: 'created_at' },
      share: 'side-by-side',
      batch: opts.batch ?? 16,
      pollMs: opts.pollMs,
      leaseMs: opts.leaseMs,
      busyAbove: opts.busyAbove,
      clock: this.now,
      afterPass: () => this.sendNotices(),
      hourly: () => this.deleteTestBookings(),
      log: opts.log,
    });
  }

  get policy() {
    return { allowHttp: this.opts.allowHttp, allowHosts: this.opts.allowHosts, resolver: this.resolver };
  }

  start() {
    this.outbox.start();
  }

  stop() {
    return this.outbox.stop();
  }

  close() {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }

  /** Sends every delivery due now, then returns how many were handled (tests, scripts). */
  drain() {
    return this.outbox.drain();
  }

  /** Hands the loop a due delivery at once (a ping, a resend) instead of at its next poll. */
  poke() {
    this.outbox.poke();
  }

  /** Test bookings past 30 days are deleted (hourly, before old deliveries). */
  async deleteTestBookings() {
    const gone = await repo.deleteTestBookings(this.db, new Date(this.now()), TEST_BOOKING_DAYS);
    if (gone) this.opts.log.info({ deleted: gone }, 'webhooks: test bookings past 30 days deleted');
    return gone;
  }

  /** The body, exactly as sent and signed. */
  static body(d: { eventId: string; type: string; eventAt: Date; data: unknown }) {
    return JSON.stringify({ id: d.eventId, type: d.type, createdAt: d.eventAt.toISOString(), data: d.data });
  }

  /** One delivery: the URL checked again, the body signed and POSTed; a 2xx delivers it. */
  private async deliver(d: repo.ClaimedDelivery): Promise<Attempt> {
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
    const delivered = result.statusCode != null && result.statusCode >= 200 && result.statusCode < 300;
    if (delivered) return { ok: true, set: repo.attemptColumns(result, true), also: repo.endRunOfFailures };
    return {
      ok: false,
      error: result.error?.slice(0, 500) ?? null,
      set: repo.attemptColumns(result, false),
      also: repo.addToRunOfFailures(d.type === 'ping' ? Number.MAX_SAFE_INTEGER : WEBHOOK_DISABLE_AFTER),
      recorded: (rows) => {
        if (rows.some((r) => r.disabled))
          this.opts.log.warn({ endpoint: d.endpointId }, 'webhooks: endpoint disabled after failures');
      },
    };
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
}
