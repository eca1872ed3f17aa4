'use client';

import { formatDateTime, type Locale, type TBooking } from '@acf/shared';
import { Table, Typography } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { bookedVsMeasured, type FigureLine } from '../lib/booked-vs-measured';

/**
 * What the customer booked beside what was measured (at pickup or in the warehouse): pieces,
 * weights, fees and total side by side, each difference coloured (red: more to pay, green: less).
 */
export function BookedVsMeasured({ booking }: { booking: TBooking }) {
  const t = useTranslations('bookings');
  const locale = useLocale() as Locale;
  const lines = bookedVsMeasured(booking);
  if (lines.length === 0) return null;
  const numbers = locale === 'vi' ? 'vi-VN' : 'en-US';
  const kg = new Intl.NumberFormat(numbers, { maximumFractionDigits: 3 });
  // Amounts without the currency in every cell (it is said once, above): the table fits a phone.
  const digits = booking.price.currency === 'VND' ? 0 : 2;
  const money = new Intl.NumberFormat(numbers, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  const show = (l: FigureLine, n: number) =>
    l.kind === 'money' ? money.format(n) : l.kind === 'kg' ? kg.format(n) : n;
  const label = (l: FigureLine) => ('key' in l.label ? t(l.label.key) : l.label[locale]);
  return (
    <div data-testid="booked-vs-measured" style={{ marginTop: 16 }}>
      <Typography.Title level={5} style={{ marginBottom: 4 }}>
        {t('bookedVsMeasured')}
      </Typography.Title>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {booking.measuredAt ? `${t('measuredAt', { time: formatDateTime(booking.measuredAt) })} · ` : ''}
        {t('amountsIn', { currency: booking.price.currency })}
      </Typography.Text>
      <Table<FigureLine>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={lines}
        style={{ marginTop: 8 }}
        onRow={(l) =>
          ({
            'data-line': l.key,
            'data-difference': l.difference,
            style: l.difference !== 0 ? { fontWeight: 600 } : undefined,
          }) as React.HTMLAttributes<HTMLElement>
        }
        columns={[
          {
            title: t('figure'),
            key: 'label',
            render: (_, l) => (
              <>
                {label(l)}
                {l.kind === 'kg' ? ' (kg)' : ''}
              </>
            ),
          },
          { title: t('asBooked'), key: 'booked', align: 'right', render: (_, l) => show(l, l.booked) },
          { title: t('asMeasured'), key: 'measured', align: 'right', render: (_, l) => show(l, l.measured) },
          {
            title: t('difference'),
            key: 'difference',
            align: 'right',
            render: (_, l) =>
              l.difference === 0 ? (
                <Typography.Text type="secondary">–</Typography.Text>
              ) : (
                <Typography.Text
                  type={l.costsMore ? 'danger' : 'success'}
                  strong
                  data-testid={`difference-${l.key}`}
                >
                  {l.difference > 0 ? '+' : '−'}
                  {show(l, Math.abs(l.difference))}
                </Typography.Text>
              ),
          },
        ]}
      />
    </div>
  );
}
