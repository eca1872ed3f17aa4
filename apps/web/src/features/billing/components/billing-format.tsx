'use client';

import { formatMoney, type InvoiceStatus } from '@acf/shared';
import { Select, type SelectProps, type TablePaginationConfig, Tag } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useCustomerOptions } from '../api/invoices';

// What the invoices and payments tabs share, so an amount, a status or a customer reads the same.

export const useLang = (): 'vi' | 'en' => (useLocale() === 'en' ? 'en' : 'vi');

/** Whole đồng in the page's marks: "1.200.000 VND" / "1,200,000 VND". */
export function useVnd() {
  const lang = useLang();
  return (v: number) => formatMoney(v, 'VND', lang);
}

/** A table column of đồng: its heading, the row's field, the amount on the right. */
export function useVndColumn() {
  const vnd = useVnd();
  return (title: string, dataIndex: string) => ({ title, dataIndex, align: 'right' as const, render: vnd });
}

export const STATUS_COLORS: Record<InvoiceStatus, string> = { DRAFT: 'blue', ISSUED: 'green' };

export function StatusTag({ status }: { status: InvoiceStatus }) {
  const t = useTranslations('billing');
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="invoice-status">
      {t(`statuses.${status}`)}
    </Tag>
  );
}

/** A customer picked by code or name, searched on the server as it is typed. */
export function CustomerSelect(props: Omit<SelectProps<string>, 'options' | 'showSearch' | 'filterOption'>) {
  const [search, setSearch] = useState('');
  const customers = useCustomerOptions(search);
  return (
    <Select<string>
      {...props}
      showSearch
      filterOption={false}
      onSearch={setSearch}
      loading={customers.isFetching}
      options={(customers.data?.results ?? []).map((c) => ({
        value: c.id,
        label: `${c.code} – ${c.name}`,
      }))}
    />
  );
}

/** The customer filter of a list's toolbar. */
export function CustomerFilter({
  value,
  onChange,
  testId,
}: {
  value: string | undefined;
  onChange: (customerId?: string) => void;
  testId: string;
}) {
  const t = useTranslations('billing');
  return (
    <CustomerSelect
      allowClear
      className="acf-toolbar-filter"
      style={{ flexBasis: 240 }}
      placeholder={t('filters.customer')}
      aria-label={t('filters.customer')}
      value={value}
      onChange={onChange}
      data-testid={testId}
    />
  );
}

interface Paged {
  page: number;
  pageSize: number;
}

/** The paging of a billing list read page by page: a new page size starts again at page 1. */
export function billingPagination<F extends Paged>(
  filters: F,
  setFilters: (update: (f: F) => F) => void,
  total: number | undefined,
  showTotal: (total: number) => string,
): TablePaginationConfig {
  return {
    current: filters.page,
    pageSize: filters.pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    hideOnSinglePage: (total ?? 0) <= 10,
    showTotal,
    onChange: (page, pageSize) =>
      setFilters((f) => ({ ...f, page: pageSize === f.pageSize ? page : 1, pageSize })),
  };
}
