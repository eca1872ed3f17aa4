'use client';

import { formatDateTime, formatMoney, formatWeight, type Locale, type TBookingListItem } from '@acf/shared';
import { Button, Table, type TableProps, Typography } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { listLocale } from '@/components/list-error';
import { useCodes } from '@/lib/codes';
import type { BookingFilters } from '../api/get-bookings';
import { useBookings } from '../api/get-bookings';
import { PiecesMissingTag, StatusTag, TestBadge } from './status-tag';

export function BookingsTable({
  filters,
  onChange,
  onOpen,
  rowSelection,
  showCustomer,
}: {
  filters: BookingFilters;
  onChange: (f: BookingFilters) => void;
  onOpen: (id: string) => void;
  rowSelection?: TableProps<TBookingListItem>['rowSelection'];
  showCustomer?: boolean;
}) {
  const t = useTranslations('bookings');
  const codes = useCodes();
  const locale = useLocale() as Locale;
  const q = useBookings(filters);
  const columns: TableProps<TBookingListItem>['columns'] = [
    {
      title: t('code'),
      dataIndex: 'code',
      render: (v: string, r) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => onOpen(r.id)}
          data-booking-open={r.id}
        >
          {v}
        </Button>
      ),
    },
    { title: t('trackingNumber'), dataIndex: 'trackingNumber' },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (s, r) => (
        <>
          <StatusTag status={s} />
          {r.test && <TestBadge />}
          {r.piecesMissing && <PiecesMissingTag />}
        </>
      ),
    },
    ...(showCustomer
      ? [
          {
            title: t('customer'),
            key: 'customer',
            // The company name, else the customer code (a customer may have no company name).
            render: (_: unknown, r: TBookingListItem) =>
              r.customer.name.trim() ? (
                <>
                  <div>{r.customer.name}</div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {r.customer.code}
                  </Typography.Text>
                </>
              ) : (
                r.customer.code
              ),
          },
        ]
      : []),
    { title: t('receiver'), key: 'receiver', render: (_, r) => `${r.receiverName} (${r.receiverCountry})` },
    {
      title: t('service'),
      key: 'service',
      render: (_, r) => `${codes.service(r.service)} · ${codes.carrier(r.carrier)}`,
      responsive: ['md'],
    },
    {
      title: t('chargeableWeight'),
      dataIndex: 'chargeableWeight',
      render: (v: number) => formatWeight(v, locale),
      responsive: ['lg'],
    },
    {
      title: t('total'),
      key: 'total',
      render: (_, r) => formatMoney(r.total, r.currency, locale),
      responsive: ['lg'],
    },
    { title: t('createdAt'), dataIndex: 'createdAt', render: (v) => formatDateTime(v), responsive: ['md'] },
  ];
  return (
    <Table<TBookingListItem>
      rowKey="id"
      size="middle"
      loading={q.isFetching}
      locale={listLocale(q)}
      dataSource={q.data?.results ?? []}
      columns={columns}
      rowSelection={rowSelection}
      scroll={{ x: true }}
      pagination={{
        current: filters.page ?? 1,
        pageSize: filters.pageSize ?? 10,
        total: q.data?.totalResults ?? 0,
        // Past the count's bound the API says "at least": "10.000+ đơn hàng".
        showTotal: (total) => (
          <span data-testid="bookings-total">
            {t('listTotal', { count: total, capped: q.data?.totalCapped ? 'yes' : 'no' })}
          </span>
        ),
        showSizeChanger: true,
        onChange: (page, pageSize) => onChange({ ...filters, page, pageSize }),
      }}
      data-testid="bookings-table"
    />
  );
}
