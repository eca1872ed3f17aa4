'use client';

import {
  type BookingCarrier,
  formatMoney,
  formatWeight,
  ISO_CURRENCY,
  type Locale,
  type Service,
  type TQuoteOption,
} from '@acf/shared';
import { Alert, Card, Divider, Flex, Spin, Typography } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ApiError } from '@/lib/api-client';
import { useCodes } from '@/lib/codes';
import { useQuote } from '../api/get-quote';
import { QuoteOptions as Options } from './quote-options';

function Line({ label, value, testId }: { label: React.ReactNode; value: string; testId?: string }) {
  return (
    <Flex justify="space-between" gap={12} align="baseline">
      <span>{label}</span>
      <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {value}
      </span>
    </Flex>
  );
}

const FIXED = new Set(['BASE', 'DISCOUNT', 'FUEL', 'VAT']);

/** The lines of the chosen option, each with why it is there (issue 33 §5). */
function Chosen({ o }: { o: TQuoteOption }) {
  const t = useTranslations('bookings');
  const locale = useLocale() as Locale;
  const money = (n: number, c = o.currency) => formatMoney(n, ISO_CURRENCY[c], locale);
  const line = (code: string) => o.lines.find((l) => l.code === code);
  const base = line('BASE');
  const discount = line('DISCOUNT');
  const surcharges = o.lines.filter((l) => !FIXED.has(l.code));
  const explained = (code: string, label: string, amount: string, explanation: string, testId?: string) => (
    <div key={code} data-testid={testId}>
      <Line label={label} value={amount} testId={testId ? `${testId}-amount` : undefined} />
      {explanation && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={`quote-why-${code}`}>
          {explanation}
        </Typography.Text>
      )}
    </div>
  );
  return (
    <Flex vertical gap={6} data-testid="quote-chosen">
      {base && (
        <div>
          <Line label={t('baseFee')} value={money(base.amount)} testId="quote-base-fee" />
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="quote-why-BASE">
            {base.explanation}
          </Typography.Text>
        </div>
      )}
      {discount && (
        <div>
          <Line
            label={discount.label}
            value={`− ${money(Math.abs(discount.amount))}`}
            testId="quote-discount"
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {discount.explanation}
          </Typography.Text>
        </div>
      )}
      {surcharges.map((s) =>
        explained(
          s.code,
          s.label,
          money(s.amount, s.currency),
          s.counted ? s.explanation : `${s.explanation} (${t('quote.notCounted')})`,
          'quote-surcharge',
        ),
      )}
      {surcharges.length === 0 && (
        <Typography.Text type="secondary">{t('quote.noSurcharges')}</Typography.Text>
      )}
      {['FUEL', 'VAT'].map((code) => {
        const l = line(code);
        return l
          ? explained(code, l.label, money(l.amount), l.explanation, `quote-${code.toLowerCase()}`)
          : null;
      })}
      <Divider style={{ margin: '4px 0' }} />
      <Line label={<strong>{t('total')}</strong>} value={money(o.total)} testId="quote-total" />
      {o.currency !== 'VND' && o.totalVnd !== null && (
        <div>
          <Line
            label=""
            value={t('quote.vnd', { amount: money(o.totalVnd, 'VND') })}
            testId="quote-total-vnd"
          />
          {o.fx && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {o.fx.explanation}
            </Typography.Text>
          )}
        </div>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('quote.note', { weight: formatWeight(o.chargeableWeight, locale) })}
        {' · '}
        {t('quote.card', { name: o.rateCard.name })}
        {o.contract && ` · ${t('quote.contract', { name: o.contract.name })}`}
      </Typography.Text>
    </Flex>
  );
}

/**
 * The price the booking will get, asked from the API's quote (the same pricing code as the
 * create): the chosen carrier and service line by line, each explained, and beside it every
 * other carrier and service that can carry the shipment, to pick from.
 */
export function QuotePanel({
  values,
  onChoose,
  onChosen,
}: {
  values: { carrier?: string; service?: string } & Record<string, unknown>;
  onChoose?: (carrier: BookingCarrier, service: Service) => void;
  /** The chosen option once priced (its card's weight rule), or undefined. */
  onChosen?: (o: TQuoteOption | undefined) => void;
}) {
  const t = useTranslations('bookings');
  const locale = useLocale() as Locale;
  const codes = useCodes();
  // Every option is asked for; the chosen one is found among them.
  const { carrier, service, ...rest } = values;
  const quote = useQuote(rest, locale);
  const q = quote.complete ? quote.data : undefined;
  const chosen = q?.options.find((o) => o.carrier === carrier && o.service === service);
  useEffect(() => onChosen?.(chosen), [chosen, onChosen]);
  return (
    <Card
      size="small"
      title={t('quote.title')}
      extra={quote.isFetching ? <Spin size="small" /> : null}
      data-testid="quote"
      aria-live="polite"
    >
      {!quote.complete ? (
        <Typography.Text type="secondary" data-testid="quote-incomplete">
          {t('quote.incomplete')}
        </Typography.Text>
      ) : quote.isError && !q ? (
        <Alert
          type="error"
          showIcon
          message={quote.error instanceof ApiError ? quote.error.message : t('quote.failed')}
        />
      ) : !q ? (
        <Spin />
      ) : (
        <Flex vertical gap={12}>
          {chosen ? (
            <Chosen o={chosen} />
          ) : (
            carrier &&
            service && (
              <Alert
                type="warning"
                showIcon
                data-testid="quote-not-offered"
                message={t('quote.notOffered', {
                  carrier: codes.carrier(carrier as BookingCarrier),
                  service: codes.service(service as Service),
                })}
              />
            )
          )}
          <Options options={q.options} chosen={{ carrier, service }} onChoose={onChoose} />
        </Flex>
      )}
    </Card>
  );
}
