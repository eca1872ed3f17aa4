import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type Mail from 'nodemailer/lib/mailer';
import type { Db } from '../../db/client';
import { findBooking, toBooking } from '../bookings/bookings.repository';
import { renderLabel } from '../bookings/label';
import { companyInfo } from '../content/content.service';
import * as outbox from './outbox.repository';
import { type CompanyLines, type MessageContext, renderMessage } from './templates';
import type { MailTransport } from './transport';
import { unsubscribeToken } from './unsubscribe';

export interface SenderOptions {
  transport: MailTransport;
  /** The From header: an address or `Name <address>`; its domain names the Message-IDs. */
  from: string;
  publicUrl: string;
  /** Signs the unsubscribe tokens. */
  secret: Uint8Array;
  retentionDays: number;
  log: FastifyBaseLogger;
  /** Messages claimed at once (each claim is one short statement). */
  batch?: number;
  /** The wait when nothing is due. */
  pollMs?: number;
  /** The event loop's busy share above which the sender waits before a message (0.5). */
  busyAbove?: number;
  /** How long a claim holds its messages before another sender may take them again. */
  leaseMs?: number;
}

const RETENTION_EVERY_MS = 60 * 60_000;
const COMPANY_CACHE_MS = 60_000;

/** The domain of the From address (a Message-ID's right-hand side). */
export function mailDomain(from: string) {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'acfexpress.vn';
}

/**
 * Works through the outbox: claims due messages, renders and sends each, records SENT, or the
 * failure with its back-off (FAILED after the last attempt). Every message carries the
 * Message-ID `<id@domain>` on every attempt, so a copy sent twice (a crash between the
 * server's acceptance and our record) is recognisably the same message.
 */
export class Sender {
  private stopped = true;
  private running: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private lastRetention = 0;
  private company: { at: number; lines: Record<'vi' | 'en', CompanyLines> } | null = null;
  readonly domain: string;

  constructor(
    private readonly db: Db,
    private readonly opts: SenderOptions,
  ) {
    this.domain = mailDomain(opts.from);
  }

  get transportName() {
    return this.opts.transport.name;
  }

  /** Starts the loop in the background; it never holds a request up (it only uses the pool). */
  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.running = this.loop();
  }

  /** Stops after the messages in hand are recorded; nothing is left half-done. */
  async stop() {
    this.stopped = true;
    this.wake?.();
    await this.running;
    this.running = null;
  }

  /** Closes the transport (after stop). */
  close() {
    this.opts.transport.close();
  }

  /** A plain message outside the outbox's rows (issue 24: a webhook endpoint disabled). */
  sendPlain(id: string, mail: { to: string; subject: string; text: string }) {
    return this.opts.transport.send(id, {
      from: this.opts.from,
      ...mail,
      messageId: `<${id}@${this.domain}>`,
    });
  }

  /** Sends every message due now, then returns how many were handled (tests, scripts). */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.pass();
      if (n === 0) return total;
      total += n;
    }
  }

  private async loop() {
    while (!this.stopped) {
      let n = 0;
      try {
        n = await this.pass();
        if (Date.now() - this.lastRetention > RETENTION_EVERY_MS) {
          this.lastRetention = Date.now();
          const gone = await outbox.deleteSentBefore(this.db, this.opts.retentionDays);
          if (gone)
            this.opts.log.info({ deleted: gone }, 'notifications: sent messages past retention deleted');
        }
      } catch (err) {
        if (this.stopped) break;
        this.opts.log.warn({ err }, 'notifications: the sender could not read the outbox');
      }
      if (this.stopped) break;
      // A full batch: go on at once (after the requests waiting their turn); else wait a poll.
      await this.pause(n > 0 ? 0 : (this.opts.pollMs ?? 1000));
    }
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

  /** One claim and its messages. */
  private async pass(): Promise<number> {
    const token = randomUUID();
    const rows = await outbox.claim(this.db, token, this.opts.batch ?? 10, this.opts.leaseMs ?? 60_000);
    if (rows.length === 0) return 0;
    const company = await this.companyLines();
    for (const row of rows) {
      await this.yieldToRequests();
      const began = performance.now();
      try {
        const mail = await this.compose(row, company[row.language]);
        await this.opts.transport.send(row.id, mail);
        await outbox.markSent(this.db, row.id, token, this.opts.transport.name);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        this.opts.log.warn({ id: row.id, attempts: row.attempts, err: message }, 'notifications: not sent');
        await outbox.markFailed(this.db, row.id, token, row.attempts, message);
      }
      // At most half of the thread: a message (a BOOKED one renders its label PDF, the better part
      // of a second on a busy machine) is followed by a rest as long as it took, so a backlog of
      // hundreds never holds the requests back for more than one message at a time.
      // Its own timer: the loop's pause (which stop() wakes) may be in use by a drain beside it.
      const rest = Math.min(performance.now() - began, 2000);
      if (!this.stopped && rest > 0) await new Promise((r) => setTimeout(r, rest));
    }
    return rows.length;
  }

  /**
   * Requests first: before each message the sender watches the event loop for 5 ms while it is
   * idle itself, and waits while the loop is busy with others (more than half of that time),
   * up to 100 ms, so a burst of requests is served before any rendering or sending; under load
   * it still sends one message every 100 ms or so.
   */
  private async yieldToRequests() {
    const busyAbove = this.opts.busyAbove ?? 0.5;
    for (let i = 0; i < 20 && !this.stopped; i++) {
      const start = performance.eventLoopUtilization();
      await new Promise((r) => setTimeout(r, 5));
      if (performance.eventLoopUtilization(start).utilization < busyAbove) return;
    }
  }

  /** The message as it goes out: headers, both parts, the label for BOOKED. */
  async compose(row: outbox.OutboxRow, company: CompanyLines): Promise<Mail.Options> {
    const rendered = this.render(row, company);
    const headers: Record<string, string> = {};
    if (rendered.unsubscribeUrl) {
      // RFC 8058 one-click: a POST to this address unsubscribes, no page in between.
      headers['List-Unsubscribe'] = `<${rendered.oneClickUrl}>`;
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    }
    const attachments: Mail.Attachment[] = [];
    if (row.event === 'BOOKED' && row.bookingId) {
      const found = await findBooking(this.db, row.bookingId, undefined);
      if (found)
        attachments.push({
          filename: `label-${row.bookingCode}.pdf`,
          content: await renderLabel(toBooking(found)),
          contentType: 'application/pdf',
        });
    }
    return {
      from: this.opts.from,
      to: row.to,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      messageId: `<${row.id}@${this.domain}>`,
      date: row.createdAt,
      headers: { ...headers, 'Content-Language': row.language },
      attachments,
    };
  }

  /** Subject, text and HTML of a stored message (the manager's preview renders the same). */
  render(row: outbox.OutboxRow, company: CompanyLines) {
    let unsubscribeUrl: string | undefined;
    let oneClickUrl: string | undefined;
    if (row.recipient !== 'ACCOUNT') {
      const token = unsubscribeToken(this.opts.secret, row.to);
      unsubscribeUrl = new URL(`/unsubscribe?token=${token}`, this.opts.publicUrl).toString();
      oneClickUrl = new URL(
        `/api/v1/notifications/unsubscribe?token=${token}`,
        this.opts.publicUrl,
      ).toString();
    }
    const ctx: MessageContext = { publicUrl: this.opts.publicUrl, company, unsubscribeUrl };
    return { ...renderMessage(row, ctx), unsubscribeUrl, oneClickUrl };
  }

  async companyLines(): Promise<Record<'vi' | 'en', CompanyLines>> {
    if (this.company && Date.now() - this.company.at < COMPANY_CACHE_MS) return this.company.lines;
    const info = await companyInfo(this.db).catch(() => null);
    const base = { hotline: info?.hotline ?? '', email: info?.email ?? '' };
    const lines = {
      vi: { ...base, name: info?.nameVi ?? 'ACF Express', address: info?.addressVi ?? '' },
      en: { ...base, name: info?.nameEn ?? 'ACF Express', address: info?.addressEn ?? '' },
    };
    this.company = { at: Date.now(), lines };
    return lines;
  }
}
