'use client';

import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { listPagination } from '@/lib/list-params';
import { listLocale } from './list-error';

/**
 * The skeleton of a back-office list page (customers, staff, accounts, roles, and the pages to
 * come): a toolbar with a labelled search, the page's filters and its add button, then the table
 * with the list's paging.
 */
export interface ListToolbarProps {
  searchPlaceholder: string;
  onSearch: (value: string) => void;
  searchTestId: string;
  /** The page's own filters (selects), after the search. */
  filters?: ReactNode;
  add?: { label: string; onClick: () => void; testId: string };
}

export function ListToolbar({ searchPlaceholder, onSearch, searchTestId, filters, add }: ListToolbarProps) {
  return (
    <div className="acf-toolbar">
      <Input.Search
        allowClear
        placeholder={searchPlaceholder}
        aria-label={searchPlaceholder}
        onSearch={onSearch}
        className="acf-toolbar-search"
        data-testid={searchTestId}
      />
      {filters}
      {add && (
        <Button type="primary" icon={<PlusOutlined />} onClick={add.onClick} data-testid={add.testId}>
          {add.label}
        </Button>
      )}
    </div>
  );
}

export interface ListTableProps<T> {
  rowKey: TableProps<T>['rowKey'];
  columns: TableProps<T>['columns'];
  /** The list's query: its page, whether it is fetching, and its error (shown in words, never as "empty"). */
  query: {
    data: { results: T[]; totalResults: number } | undefined;
    isFetching: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  list: Parameters<typeof listPagination>[0];
  totalLabel: (total: number) => string;
  testId: string;
}

export function ListTable<T extends object>({
  rowKey,
  columns,
  query,
  list,
  totalLabel,
  testId,
}: ListTableProps<T>) {
  return (
    <Table<T>
      rowKey={rowKey}
      columns={columns}
      dataSource={query.data?.results}
      loading={query.isFetching}
      locale={listLocale(query)}
      scroll={{ x: 'max-content' }}
      data-testid={testId}
      pagination={listPagination(list, query.data?.totalResults, totalLabel)}
    />
  );
}
