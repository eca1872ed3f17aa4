'use client';

import { Table, type TableProps, Tag } from 'antd';
import type { ReactNode } from 'react';
import { listLocale } from './list-error';

/** A list query as a table needs it: its rows, whether it is fetching, its error and a retry. */
export interface TableQuery<T> {
  data?: { results: T[] } | undefined;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A table fed by a list query: small and scrolled sideways by default, its rows and loading from
 * the query, its error said in words (never as "empty"), else its own empty text.
 */
export function QueryTable<T extends object>({
  query,
  emptyText,
  ...table
}: { query: TableQuery<T>; emptyText?: ReactNode } & Omit<TableProps<T>, 'dataSource' | 'locale'>) {
  return (
    <Table<T>
      size="small"
      loading={query.isFetching}
      locale={listLocale(query, emptyText)}
      dataSource={query.data?.results}
      scroll={{ x: 'max-content' }}
      {...table}
    />
  );
}

/**
 * The paging of a list read a fixed number of rows at a time (no size to choose): the page the
 * screen keeps, and the total the API gives.
 */
export function fixedPages(
  page: number,
  setPage: (page: number) => void,
  pageSize: number,
  total: number | undefined,
) {
  return {
    current: page,
    pageSize,
    total: total ?? 0,
    onChange: setPage,
    showSizeChanger: false,
    size: 'small' as const,
  };
}

/**
 * A column of codes (a status, a match, a change), each shown as a tag in its colour and named
 * in words by `label`.
 */
export function tagColumn<K extends string>(
  title: ReactNode,
  dataIndex: string,
  colors: Record<K, string>,
  label: (code: K) => ReactNode,
  testId?: string,
) {
  return {
    title,
    dataIndex,
    render: (code: K) => (
      <Tag color={colors[code]} data-testid={testId}>
        {label(code)}
      </Tag>
    ),
  };
}
