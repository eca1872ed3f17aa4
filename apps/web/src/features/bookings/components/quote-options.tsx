'use client';

import {
  type BookingCarrier,
  formatMoney,
  ISO_CURRENCY,
  type Locale,
  type Service,
  type TQuoteOption,
} from '@acf/shared';
import { Button, Card, Flex, Segmented, Select, Tag, Typography } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useCodes } from '@/lib/codes';

/** Options listed before "more": a phone shows them without a long scroll. */
const FIRST_OPTIONS = 5;
/** The first day of "2-3" or "4", to sort by transit time; no days last. */
const firstDay = (o: TQuoteOption) => Number(o.transitDays?.split('-')[0] ?? Number.POSITIVE_INFINITY);

/** Every carrier and service that can carry the shipment: by price or by transit time, one carrier or all. */
export function QuoteOptions({
  options,
  chosen,
  onChoose,
}: {
  options: TQuoteOption[];
  chosen: { carrier?: string; service?: string };
  onChoose?: (carrier: BookingCarrier, service: Service) => void;
}) {
  const t = useTranslations('bookings');
  const locale = useLocale() as Locale;
  const codes = useCodes();
  const [sort, setSort] = useState<'price' | 'days'>('price');
  const [carrier, setCarrier] = useState<BookingCarrier | undefined>();
  const [all, setAll] = useState(false);
  const sorted = options
    .filter((o) => !carrier || o.carrier === carrier)
    .sort(
      (a, b) =>
        (sort === 'days' ? firstDay(a) - firstDay(b) : 0) ||
        (a.totalVnd ?? Number.POSITIVE_INFINITY) - (b.totalVnd ?? Number.POSITIVE_INFINITY),
    );
  // The first few, and the chosen one wherever it stands; the rest on request.
  const isChosen = (o: TQuoteOption) => o.carrier === chosen.carrier && o.service === chosen.service;
  const shown = all ? sorted : sorted.filter((o, i) => i < FIRST_OPTIONS || isChosen(o));
  const hidden = sorted.length - shown.length;
  const carriers = [...new Set(options.map((o) => o.carrier))];
  return (
    <Flex vertical gap={8} data-testid="quote-options">
      <Typography.Text strong>{t('quote.optionsTitle')}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('quote.optionsHint')}
      </Typography.Text>
      <Flex wrap gap={8}>
        <Segmented
          size="small"
          value={sort}
          onChange={(v) => setSort(v as 'price' | 'days')}
          options={[
            { value: 'price', label: t('quote.sortPrice') },
            { value: 'days', label: t('quote.sortDays') },
          ]}
          data-testid="quote-sort"
        />
        <Select
          size="small"
          allowClear
          placeholder={t('quote.allCarriers')}
          value={carrier}
          onChange={setCarrier}
          style={{ minWidth: 140 }}
          options={carriers.map((c) => ({ value: c, label: codes.carrier(c) }))}
          data-testid="quote-carrier-filter"
        />
      </Flex>
      {shown.map((o) => {
        const picked = isChosen(o);
        return (
          <Card
            key={`${o.carrier}-${o.service}`}
            size="small"
            style={picked ? { borderColor: '#c8102e' } : undefined}
            data-testid={`quote-option-${o.carrier}-${o.service}`}
          >
            <Flex justify="space-between" align="center" gap={8} wrap>
              <Flex vertical style={{ minWidth: 0 }}>
                <Typography.Text strong>
                  {codes.carrier(o.carrier)} · {codes.service(o.service)}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {o.transitDays ? t('quote.days', { days: o.transitDays }) : ''}
                  {o.contract ? ` · ${o.contract.name}` : ''}
                </Typography.Text>
              </Flex>
              <Flex align="center" gap={8}>
                <Flex vertical align="end">
                  <span
                    style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                    data-testid="option-total"
                  >
                    {formatMoney(o.total, ISO_CURRENCY[o.currency], locale)}
                  </span>
                  {o.currency !== 'VND' && o.totalVnd !== null && (
                    <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                      {t('quote.vnd', { amount: formatMoney(o.totalVnd, 'VND', locale) })}
                    </Typography.Text>
                  )}
                </Flex>
                {picked ? (
                  <Tag color="red">{t('quote.chosen')}</Tag>
                ) : (
                  onChoose && (
                    <Button
                      size="small"
                      onClick={() => onChoose(o.carrier, o.service)}
                      data-testid="option-choose"
                    >
                      {t('quote.choose')}
                    </Button>
                  )
                )}
              </Flex>
            </Flex>
          </Card>
        );
      })}
      {hidden > 0 && (
        <Button
          type="link"
          onClick={() => setAll(true)}
          data-testid="quote-more"
          style={{ alignSelf: 'start' }}
        >
          {t('quote.more', { n: hidden })}
        </Button>
      )}
    </Flex>
  );
}
