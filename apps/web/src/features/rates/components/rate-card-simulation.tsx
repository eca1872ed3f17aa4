'use client';

import { formatDate, formatMoney, formatNumber, type TRateCardSummary, type TSimulation } from '@acf/shared';
import { Alert, Button, Descriptions, Flex, Form, List, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect } from 'react';
import { NumberInput, useNumberRule } from '@/components/number-input';
import { errorText } from '@/lib/api-client';
import { useSimulateRateCard } from '../api/rate-cards';
import { percent, useLang } from './rates-format';

interface Amounts {
  before: number;
  after: number;
  difference: number;
}

/**
 * "Simulate": what a DRAFT card would have done to the last days of real bookings of its line,
 * before anyone publishes it. Nothing is written. Shown as lists, so a phone reads it as a desk does.
 */
export function RateCardSimulation({ card }: { card: TRateCardSummary }) {
  const t = useTranslations('rates.simulate');
  const lang = useLang();
  const numberRule = useNumberRule();
  const [form] = Form.useForm<{ days: number }>();
  const simulate = useSimulateRateCard();
  const run = (days: number) => simulate.mutate({ id: card.id, days });
  const { mutate } = simulate;
  // The default period runs as soon as the drawer opens.
  useEffect(() => mutate({ id: card.id, days: 30 }), [card.id, mutate]);

  const result = simulate.data;
  const money = (n: number) => formatMoney(n, result?.currency ?? card.currency, lang);
  const change = (a: Amounts) => {
    const sign = a.difference > 0 ? '+' : a.difference < 0 ? '−' : '±';
    // Percentages as every rate-card tab writes them ("44,8 %", "44.8%"), to one decimal.
    const pct = a.before
      ? ` (${sign}${percent(Math.round(Math.abs(a.difference / a.before) * 1000) / 10, lang)})`
      : '';
    return `${sign}${money(Math.abs(a.difference))}${pct}`;
  };
  const moved = (a: Amounts) => t('beforeAfter', { before: money(a.before), after: money(a.after) });
  const tone = (a: Amounts) => (a.difference > 0 ? 'danger' : a.difference < 0 ? 'success' : undefined);

  return (
    <Flex vertical gap={16} data-testid="card-simulation">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('intro', { name: card.name })}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="inline"
        initialValues={{ days: 30 }}
        onFinish={(v) => run(v.days)}
        style={{ rowGap: 8 }}
      >
        <Form.Item
          name="days"
          label={t('days')}
          validateFirst
          rules={[
            numberRule(0),
            { required: true, message: t('daysRange') },
            { type: 'number', min: 1, max: 366, message: t('daysRange') },
          ]}
        >
          <NumberInput precision={0} style={{ width: 96 }} data-testid="sim-days" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={simulate.isPending} data-testid="sim-run">
          {t('run')}
        </Button>
      </Form>
      {simulate.error && <Alert type="error" showIcon title={errorText(simulate.error)} />}
      {result && !simulate.isPending && (
        <Outcome result={result} money={money} change={change} moved={moved} tone={tone} />
      )}
    </Flex>
  );
}

function Outcome({
  result,
  money,
  change,
  moved,
  tone,
}: {
  result: TSimulation;
  money: (n: number) => string;
  change: (a: Amounts) => string;
  moved: (a: Amounts) => string;
  tone: (a: Amounts) => 'danger' | 'success' | undefined;
}) {
  const t = useTranslations('rates.simulate');
  const lang = useLang();
  return (
    <>
      <Descriptions
        size="small"
        bordered
        column={1}
        data-testid="sim-total"
        items={[
          {
            label: t('period'),
            children: t('periodValue', {
              from: formatDate(result.from),
              to: formatDate(result.to),
              days: result.days,
            }),
          },
          {
            label: t('bookings'),
            children: t('bookingsValue', { compared: result.compared, notCompared: result.notCompared }),
          },
          { label: t('before'), children: money(result.total.before) },
          { label: t('after'), children: money(result.total.after) },
          {
            label: t('difference'),
            children: (
              <Typography.Text strong type={tone(result.total)} data-testid="sim-difference">
                {change(result.total)}
              </Typography.Text>
            ),
          },
        ]}
      />
      <MovedList
        title={t('byCustomer')}
        testId="sim-customers"
        rows={result.customers}
        render={(c) => (
          <Moved
            data={{ 'data-customer': c.code }}
            title={`${c.code} · ${c.name}`}
            lines={[`${t('count', { n: c.count })} · ${moved(c)}`]}
            change={change(c)}
            tone={tone(c)}
          />
        )}
      />
      <MovedList
        title={t('top', { n: result.top.length })}
        testId="sim-top"
        rows={result.top}
        render={(b) => (
          <Moved
            data={{ 'data-booking': b.code }}
            title={b.code}
            lines={[
              t('bookingLine', {
                customer: b.customerCode,
                day: formatDate(b.day),
                kg: formatNumber(b.chargeableWeight, lang),
                zone: b.zone,
              }),
              moved(b),
            ]}
            change={change(b)}
            tone={tone(b)}
          />
        )}
      />
    </>
  );
}

/** A titled list of the customers or bookings the simulation moves. */
function MovedList<T>({
  title,
  testId,
  rows,
  render,
}: {
  title: string;
  testId: string;
  rows: T[];
  render: (row: T) => ReactNode;
}) {
  const t = useTranslations('rates.simulate');
  return (
    <>
      <Typography.Title level={4} style={{ margin: 0, fontSize: 16 }}>
        {title}
      </Typography.Title>
      <List
        size="small"
        bordered
        data-testid={testId}
        locale={{ emptyText: t('none') }}
        dataSource={rows}
        renderItem={render}
      />
    </>
  );
}

/** One customer or booking of the simulation: who or what, its details, and how far it moves. */
function Moved({
  data,
  title,
  lines,
  change,
  tone,
}: {
  data: Record<string, string>;
  title: string;
  lines: string[];
  change: string;
  tone: 'danger' | 'success' | undefined;
}) {
  return (
    <List.Item {...data}>
      <Flex vertical style={{ minWidth: 0, flex: 1 }}>
        <Typography.Text strong>{title}</Typography.Text>
        {lines.map((l) => (
          <Typography.Text key={l} type="secondary">
            {l}
          </Typography.Text>
        ))}
      </Flex>
      <Typography.Text type={tone} style={{ whiteSpace: 'nowrap' }}>
        {change}
      </Typography.Text>
    </List.Item>
  );
}
