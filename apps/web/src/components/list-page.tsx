'use client';

import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Popconfirm, Select, Space, Table, type TableProps } from 'antd';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { listPagination } from '@/lib/list-params';
import { listLocale } from './list-error';
import { PageHeader } from './page-header';

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
  /** The row's `id` unless said. */
  rowKey?: TableProps<T>['rowKey'];
  columns: TableProps<T>['columns'];
  /** The list's query: its page, whether it is fetching, and its error (shown in words, never as "empty"). */
  query: {
    data: { results: T[]; totalResults: number } | undefined;
    isFetching: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  list: Parameters<typeof listPagination>[0];
  /** "N in all" unless said. */
  totalLabel?: (total: number) => string;
  testId: string;
}

export function ListTable<T extends object>({
  rowKey = 'id',
  columns,
  query,
  list,
  totalLabel,
  testId,
}: ListTableProps<T>) {
  const t = useTranslations('accounts');
  return (
    <Table<T>
      rowKey={rowKey}
      columns={columns}
      dataSource={query.data?.results}
      loading={query.isFetching}
      locale={listLocale(query)}
      scroll={{ x: 'max-content' }}
      data-testid={testId}
      pagination={listPagination(
        list,
        query.data?.totalResults,
        totalLabel ?? ((total) => t('total', { total })),
      )}
    />
  );
}

/** A list page's frame: the heading card, the toolbar, the table, and what opens from it (a form). */
export function ListPage<T extends object>({
  testId,
  extra,
  toolbar,
  table,
  children,
}: {
  testId: string;
  /** Said beside the heading. */
  extra?: ReactNode;
  toolbar: ListToolbarProps;
  table: ListTableProps<T>;
  children?: ReactNode;
}) {
  return (
    <Card
      title={<PageHeader style={{ margin: 0 }} />}
      extra={extra}
      className="acf-page"
      data-testid={testId}
    >
      <ListToolbar {...toolbar} />
      <ListTable<T> {...table} />
      {children}
    </Card>
  );
}

/** A row's edit and delete buttons; the delete asks first. */
export function RowActions({
  onEdit,
  onDelete,
  editTestId,
}: {
  onEdit: () => void;
  onDelete: () => unknown;
  editTestId?: string;
}) {
  const t = useTranslations('accounts');
  return (
    <Space>
      <Button
        size="small"
        icon={<EditOutlined />}
        aria-label={t('edit')}
        onClick={onEdit}
        data-testid={editTestId}
      />
      <Popconfirm title={t('deleteConfirm')} okText={t('yes')} cancelText={t('no')} onConfirm={onDelete}>
        <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('delete')} />
      </Popconfirm>
    </Space>
  );
}

/** A delete from a list: a message says it is done, or why the API refused it. */
export function useDeleteRow(remove: (id: string) => Promise<unknown>) {
  const t = useTranslations('accounts');
  const { message } = App.useApp();
  return async (id: string) => {
    try {
      await remove(id);
      message.success(t('deleted'));
    } catch (err) {
      if (err instanceof ApiError) message.error(err.message);
    }
  };
}

/** The list's form: closed, open for a new row, or open on the row being edited. */
export function useFormModal<T>() {
  const [modal, setModal] = useState<{ open: boolean; editing: T | null }>({ open: false, editing: null });
  return {
    ...modal,
    add: () => setModal({ open: true, editing: null }),
    edit: (row: T) => setModal({ open: true, editing: row }),
    close: () => setModal({ open: false, editing: null }),
  };
}

/** A filter of a list's toolbar: named by `label` (a screen reader too); cleared, it filters nothing. */
export function ListFilter<V extends string>({
  label,
  onChange,
  options,
  search,
}: {
  label: string;
  onChange: (value?: V) => void;
  options: { value: V; label: string }[];
  /** Typed to narrow the options (found by their label). */
  search?: boolean;
}) {
  return (
    <Select<V>
      allowClear
      showSearch={search ? { optionFilterProp: 'label' } : undefined}
      placeholder={label}
      aria-label={label}
      className="acf-toolbar-filter"
      onChange={onChange}
      options={options}
    />
  );
}

/** The filter on an account's status: active or locked. */
export function ActiveFilter({ onChange }: { onChange: (value?: 'true' | 'false') => void }) {
  const t = useTranslations('accounts');
  return (
    <ListFilter<'true' | 'false'>
      label={t('status')}
      onChange={onChange}
      options={[
        { value: 'true', label: t('activeYes') },
        { value: 'false', label: t('activeNo') },
      ]}
    />
  );
}
