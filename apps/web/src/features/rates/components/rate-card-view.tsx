'use client';

import { formatDate, formatNumber, type RateRow, type TRateCard } from '@acf/shared';
import { Alert, Descriptions, Flex, Spin, Table, Tag, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { errorText } from '@/lib/api-client';
import { useCodes } from '@/lib/codes';
import { useRateCard } from '../api/rate-cards';
import { iso, price, STATUS_COLORS, useLang } from './rates-format';

type Prices = Record<string, string>;
interface MatrixLine {
  key: string;
  label: string;
  prices: Prices;
}

/** One card as it prices: its head, then weight rows × zone columns, then the per-zone extras. */
export function RateCardView({ id }: { id: string }) {
  const t = useTranslations('rates');
  const codes = useCodes();
  const lang = useLang();
  const card = useRateCard(id);
  if (card.error) return <Alert type="error" showIcon title={errorText(card.error)} />;
  if (!card.data) return <Spin />;
  const c = card.data;
  const kg = (v: string) => formatNumber(Number(v), lang);
  const rowName = (r: RateRow) =>
    r.type === 'UPTO'
      ? t('row.upTo', { kg: kg(r.upTo) })
      : r.type === 'ADD'
        ? t('row.add', { step: kg(r.step), upTo: kg(r.upTo) })
        : r.to
          ? t('row.perKg', { from: kg(r.from), to: kg(r.to) })
          : t('row.perKgOpen', { from: kg(r.from) });
  const lines = (rows: RateRow[]): MatrixLine[] =>
    rows.map((r, i) => ({ key: String(i), label: rowName(r), prices: r.prices }));
  const extras: MatrixLine[] = [
    ...(c.body.minimum ? [{ key: 'MIN', label: t('row.minimum'), prices: c.body.minimum }] : []),
    ...(c.body.cbm ? [{ key: 'CBM', label: t('row.cbm'), prices: c.body.cbm }] : []),
    ...Object.entries(c.body.containers ?? {}).map(([type, prices]) => ({
      key: type,
      label: t('row.container', { type }),
      prices: prices as Prices,
    })),
  ];
  return (
    <Flex vertical gap={16} data-testid="card-view-body">
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        items={[
          { label: t('name'), children: c.name },
          {
            label: t('status'),
            children: <Tag color={STATUS_COLORS[c.status]}>{t(`statuses.${c.status}`)}</Tag>,
          },
          { label: t('carrier'), children: `${codes.carrier(c.carrier)} · ${codes.service(c.service)}` },
          { label: t('kind'), children: `${t(`kinds.${c.kind}`)} · ${iso(c.currency)}` },
          { label: t('version'), children: c.version },
          {
            label: t('validity'),
            children: `${formatDate(c.validFrom)} → ${c.validTo ? formatDate(c.validTo) : '…'}`,
          },
          { label: t('divisor'), children: formatNumber(c.divisor, lang) },
          { label: t('step'), children: `${kg(c.step)} kg` },
        ]}
      />
      <Matrix card={c} title={t('sheet.PARCEL')} lines={lines(c.body.parcel.rows)} testId="matrix-PARCEL" />
      {c.body.documents && (
        <Matrix
          card={c}
          title={t('sheet.DOCUMENTS')}
          lines={lines(c.body.documents.rows)}
          testId="matrix-DOCUMENTS"
        />
      )}
      {extras.length > 0 && (
        <Matrix card={c} title={t('extras')} lines={extras} testId="matrix-extras" first={t('item')} />
      )}
      {c.body.transitDays && (
        <Matrix
          card={c}
          title={t('row.transitDays')}
          lines={[{ key: 'DAYS', label: t('row.days'), prices: c.body.transitDays }]}
          testId="matrix-days"
          first={t('item')}
          asText
        />
      )}
    </Flex>
  );
}

function Matrix({
  card,
  title,
  lines,
  testId,
  asText,
  first,
}: {
  card: TRateCard;
  title: string;
  lines: MatrixLine[];
  testId: string;
  asText?: boolean;
  /** The first column's heading (the rows' weights unless said). */
  first?: string;
}) {
  const t = useTranslations('rates');
  const lang = useLang();
  return (
    <section>
      <Typography.Title level={5}>
        {title}
        {!asText && (
          <Typography.Text type="secondary" style={{ fontWeight: 'normal', marginLeft: 8 }}>
            {iso(card.currency)}
          </Typography.Text>
        )}
      </Typography.Title>
      <Table<MatrixLine>
        rowKey="key"
        size="small"
        bordered
        pagination={false}
        dataSource={lines}
        scroll={{ x: 'max-content' }}
        data-testid={testId}
        columns={[
          { title: first ?? t('weight'), dataIndex: 'label', fixed: 'left' },
          ...card.body.zones.map((z) => ({
            title: t('zoneColumn', { zone: z }),
            key: z,
            align: 'right' as const,
            render: (_: unknown, l: MatrixLine) => (asText ? (l.prices[z] ?? '—') : price(l.prices[z], lang)),
          })),
        ]}
      />
    </section>
  );
}
