'use client';

import { formatMoney, formatWeight, type Locale, type TQuoteResponse } from '@acf/shared';
import { Alert, Card, Divider, Flex, Spin, Typography } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api-client';
import { useQuote } from '../api/get-quote';

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

/**
 * The price the booking will get, asked from the API's quote (the same pricing code as the
 * create): base fee, each surcharge with why it applies, the discount and the total.
 */
export function QuotePanel({ values }: { values: unknown }) {
  const t = useTranslations('bookings');
  const locale = useLocale() as Locale;
  const quote = useQuote(values, locale);
  const q: TQuoteResponse | undefined = quote.complete ? quote.data : undefined;
  const money = (n: number) => formatMoney(n, q?.currency ?? 'USD', locale);
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
        <Flex vertical gap={6}>
          <Line label={t('baseFee')} value={money(q.baseFee)} testId="quote-base-fee" />
          {q.surcharges.map((s) => (
            <div key={s.code} data-testid="quote-surcharge">
              <Line label={s.label} value={money(s.amount)} />
              {s.reason && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {s.reason}
                </Typography.Text>
              )}
            </div>
          ))}
          {q.surcharges.length === 0 && (
            <Typography.Text type="secondary">{t('quote.noSurcharges')}</Typography.Text>
          )}
          <Line
            label={t('discount')}
            value={q.discount ? `− ${money(q.discount)}` : money(0)}
            testId="quote-discount"
          />
          <Divider style={{ margin: '4px 0' }} />
          <Line label={<strong>{t('total')}</strong>} value={money(q.total)} testId="quote-total" />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('quote.note', { weight: formatWeight(q.chargeableWeight, locale) })}
          </Typography.Text>
        </Flex>
      )}
    </Card>
  );
}
