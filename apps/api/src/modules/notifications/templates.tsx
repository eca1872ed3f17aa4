/** @jsxRuntime automatic */
/** @jsxImportSource react */
// (the pragmas keep the automatic runtime whatever tsconfig the runner reads: benches run from the root)
import { formatDateTime, type Locale, type NotifyEvent, paths } from '@acf/shared';
import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { renderToStaticMarkup } from 'react-dom/server';
import type { NotificationData } from '../../db/schema';
import { t } from '../../i18n/messages';
import './notifications.messages';

export interface CompanyLines {
  name: string;
  address: string;
  hotline: string;
  email: string;
}

export interface MessageInput {
  event: NotifyEvent;
  language: Locale;
  bookingCode: string;
  data: NotificationData;
}

export interface MessageContext {
  publicUrl: string;
  company: CompanyLines;
  /** A party's one-click unsubscribe page; none for the account (it has its settings). */
  unsubscribeUrl?: string;
}

const numberFormat = {
  vi: new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }),
};
const regionNames = {
  vi: new Intl.DisplayNames(['vi'], { type: 'region' }),
  en: new Intl.DisplayNames(['en'], { type: 'region' }),
};
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

function money(amount: number, currency: string, l: Locale) {
  const digits = currency === 'VND' ? 0 : 2;
  const n = new Intl.NumberFormat(l === 'vi' ? 'vi-VN' : 'en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
  return `${n} ${currency}`;
}

export function subjectOf(event: NotifyEvent, l: Locale) {
  return t(l, `mail.subject.${event}`);
}

/** The paragraphs of each event's message: public facts only. */
function paragraphs(m: MessageInput, ctx: MessageContext): string[] {
  const l = m.language;
  const d = m.data;
  const code = m.bookingCode;
  const publicText = l === 'vi' ? d.publicVi : d.publicEn;
  const hotline = ctx.company.hotline;
  switch (m.event) {
    case 'BOOKED':
      return [
        t(l, 'mail.booked.lead', { code, trackingNumber: d.trackingNumber }),
        t(l, 'mail.booked.label'),
      ];
    case 'PICKUP_FAILED':
      return [
        t(l, 'mail.pickupFailed.lead', { code }),
        t(l, 'mail.pickupFailed.reason', { reason: publicText }),
        t(l, 'mail.pickupFailed.next', { hotline }),
      ];
    case 'PICKED_UP': {
      const out = [
        t(l, 'mail.pickedUp.lead', { code }),
        t(l, 'mail.pickedUp.weight', { weight: numberFormat[l].format(Number(d.chargeableWeight)) }),
      ];
      if (d.bookedTotal != null && Number(d.bookedTotal) !== Number(d.total))
        out.push(
          t(l, 'mail.pickedUp.price', {
            total: money(Number(d.total), d.currency, l),
            before: money(Number(d.bookedTotal), d.currency, l),
          }),
        );
      return out;
    }
    case 'IN_TRANSIT':
      return [
        t(l, 'mail.inTransit.lead', { code, country: regionNames[l].of(d.destination) ?? d.destination }),
        publicText,
      ].filter(Boolean);
    case 'DELIVERED':
      return [
        t(l, 'mail.delivered.lead', { code }),
        t(l, 'mail.delivered.who', {
          name: d.receiverName,
          // DD-MM-YYYY HH:mm, Ho Chi Minh time, as every page shows it.
          time: formatDateTime(d.occurredAt).slice(0, 16),
        }),
      ];
    case 'EXCEPTION':
      return [t(l, 'mail.exception.lead', { code }), t(l, 'mail.exception.reason', { reason: publicText })];
    case 'CANCELLED':
      return [t(l, 'mail.cancelled.lead', { code, hotline })];
    case 'PIECE_MISSING':
      return [
        t(l, 'mail.pieceMissing.lead', { code }),
        publicText,
        t(l, 'mail.pieceMissing.next', { hotline }),
      ].filter(Boolean);
  }
}

export function trackingUrl(publicUrl: string, trackingNumber: string) {
  return new URL(paths.tracking([trackingNumber]), publicUrl).toString();
}

const styles = {
  body: { backgroundColor: '#f4f6f8', fontFamily: 'Arial, Helvetica, sans-serif', margin: 0, padding: 0 },
  container: { backgroundColor: '#ffffff', maxWidth: '560px', margin: '0 auto', padding: '24px 20px' },
  brand: { color: '#c8102e', fontSize: '20px', fontWeight: 700, margin: '0 0 16px' },
  heading: { color: '#1f1f1f', fontSize: '22px', lineHeight: '28px', margin: '0 0 12px' },
  text: { color: '#262626', fontSize: '16px', lineHeight: '24px', margin: '0 0 12px' },
  number: { color: '#595959', fontSize: '14px', margin: '0 0 16px' },
  button: {
    backgroundColor: '#c8102e',
    borderRadius: '4px',
    color: '#ffffff',
    display: 'inline-block',
    fontSize: '16px',
    fontWeight: 700,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  hr: { borderColor: '#e8e8e8', margin: '24px 0 16px' },
  footer: { color: '#8c8c8c', fontSize: '12px', lineHeight: '18px', margin: '0 0 6px' },
  link: { color: '#8c8c8c', textDecoration: 'underline' },
} as const;

function Message({ m, ctx }: { m: MessageInput; ctx: MessageContext }) {
  const l = m.language;
  const track = trackingUrl(ctx.publicUrl, m.data.trackingNumber);
  return (
    <Html lang={l}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{t(l, 'mail.preview', { code: m.bookingCode })}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>ACF Express</Text>
          <Heading as="h1" style={styles.heading}>
            {subjectOf(m.event, l)}
          </Heading>
          <Text style={styles.number}>
            {t(l, 'mail.trackingNumber')}: {m.data.trackingNumber} · {m.bookingCode}
          </Text>
          <Text style={styles.text}>{t(l, 'mail.greeting')}</Text>
          {paragraphs(m, ctx).map((p) => (
            <Text key={p} style={styles.text}>
              {p}
            </Text>
          ))}
          <Section style={{ margin: '20px 0' }}>
            <Link href={track} style={styles.button}>
              {t(l, 'mail.track')}
            </Link>
          </Section>
          <Hr style={styles.hr} />
          <Text style={styles.footer}>{ctx.company.name}</Text>
          <Text style={styles.footer}>{ctx.company.address}</Text>
          <Text style={styles.footer}>
            Hotline {ctx.company.hotline} · {ctx.company.email}
          </Text>
          <Text style={styles.footer}>
            {ctx.unsubscribeUrl
              ? t(l, 'mail.footer.why', { code: m.bookingCode })
              : t(l, 'mail.footer.account')}
          </Text>
          {ctx.unsubscribeUrl && (
            <Text style={styles.footer}>
              <Link href={ctx.unsubscribeUrl} style={styles.link}>
                {t(l, 'mail.unsubscribe')}
              </Link>
            </Text>
          )}
        </Container>
      </Body>
    </Html>
  );
}

/** The plain-text part, written out (not scraped from the HTML): short lines, links in full. */
function plainText(m: MessageInput, ctx: MessageContext) {
  const l = m.language;
  const lines = [
    `ACF Express: ${subjectOf(m.event, l)}`,
    `${t(l, 'mail.trackingNumber')}: ${m.data.trackingNumber} · ${m.bookingCode}`,
    '',
    t(l, 'mail.greeting'),
    '',
    ...paragraphs(m, ctx).flatMap((p) => [p, '']),
    `${t(l, 'mail.track')}: ${trackingUrl(ctx.publicUrl, m.data.trackingNumber)}`,
    '',
    '--',
    ctx.company.name,
    ctx.company.address,
    `Hotline ${ctx.company.hotline} · ${ctx.company.email}`,
    ctx.unsubscribeUrl ? t(l, 'mail.footer.why', { code: m.bookingCode }) : t(l, 'mail.footer.account'),
  ];
  if (ctx.unsubscribeUrl) lines.push(`${t(l, 'mail.unsubscribe')}: ${ctx.unsubscribeUrl}`);
  return `${lines.join('\n')}\n`;
}

/** Renders a message on the server: subject, HTML and plain text, in the message's language. */
export function renderMessage(m: MessageInput, ctx: MessageContext) {
  // React Email's components, rendered to static markup (React Email's own render does the same
  // through a stream, at three times the cost: the sender renders on the API's thread).
  const html = DOCTYPE + renderToStaticMarkup(<Message m={m} ctx={ctx} />);
  return { subject: `${subjectOf(m.event, m.language)} ${m.bookingCode}`, html, text: plainText(m, ctx) };
}
