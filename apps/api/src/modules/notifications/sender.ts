import { NOTIFY_MAX_ATTEMPTS, notifyBackoffMs } from '@acf/shared';
import type { FastifyBaseLogger } from 'fastify';
import type Mail from 'nodemailer/lib/mailer';
import type { Db } from '../../db/client';
import { cacheMeter } from '../../lib/metrics';
import { type Attempt, OutboxRunner } from '../../lib/outbox';
import { findBooking, toBooking } from '../bookings/bookings.repository';
import { companyInfo } from '../content/content.service';
import { renderPdf } from '../pdf/pdf.pool';
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

const COMPANY_CACHE_MS = 60_000;
const companyMeter = cacheMeter('company_lines');

/** The domain of the From address (a Message-ID's right-hand side). */
export function mailDomain(from: string) {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'acfexpress.vn';
}

/**
 * Works through the e-mail outbox with the outbox runner (ADR 026): renders and sends each
 * message, SENT, or the failure with its back-off (FAILED after the last attempt). Every
 * message carries the Message-ID `<id@domain>` on every attempt, so a copy sent twice (a crash
 * between the server's acceptance and our record) is recognisably the same message.
 */
export class Sender {
  private company: { at: number; lines: Record<'vi' | 'en', CompanyLines> } | null = null;
  readonly domain: string;
  /** The claim-and-deliver loop; a BOOKED message renders its label PDF, so one by one. */
  readonly outbox: OutboxRunner<outbox.OutboxRow>;

  constructor(
    private readonly db: Db,
    private readonly opts: SenderOptions,
  ) {
    this.domain = mailDomain(opts.from);
    this.outbox = new OutboxRunner(db, {
      name: 'notifications',
      table: 'notifications',
      delivered: 'SENT',
      read: outbox.readClaimed,
      row: (r) => outbox.normalize(r as unknown as outbox.OutboxRow),
      deliver: (row) => this.deliver(row),
      retryAfterMs: (row) => (row.attempts >= NOTIFY_MAX_ATTEMPTS ? null : notifyBackoffMs(row.attempts)),
      retention: {
        days: opts.retentionDays,
        statuses: ['SENT'],
        column: 'sent_at',
        logLine: 'notifications: sent messages past retention deleted',
      },
      share: 'one-by-one',
      batch: opts.batch ?? 10,
      pollMs: opts.pollMs,
      leaseMs: opts.leaseMs,
      busyAbove: opts.busyAbove,
      log: opts.log,
    });
  }

  get transportName() {
    return this.opts.transport.name;
  }

  /** Starts the loop in the background; it never holds a request up (it only uses the pool). */
  start() {
    this.outbox.start();
  }

  /** Stops after the messages in hand are recorded; nothing is left half-done. */
  stop() {
    return this.outbox.stop();
  }

  /** Sends every message due now, then returns how many were handled (tests, scripts). */
  drain() {
    return this.outbox.drain();
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

  /** One message: rendered and sent, SENT; or the failure, logged. */
  private async deliver(row: outbox.OutboxRow): Promise<Attempt> {
    try {
      const company = await this.companyLines();
      const mail = await this.compose(row, company[row.language]);
      await this.opts.transport.send(row.id, mail);
      return { ok: true, set: outbox.sentColumns(this.opts.transport.name) };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.opts.log.warn({ id: row.id, attempts: row.attempts, err: message }, 'notifications: not sent');
      return { ok: false, error: message.slice(0, 1000) };
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
          content: await renderPdf('label', toBooking(found)),
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
    const kept =
      this.company && Date.now() - this.company.at < COMPANY_CACHE_MS ? this.company.lines : undefined;
    companyMeter.record(kept !== undefined);
    if (kept) return kept;
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
