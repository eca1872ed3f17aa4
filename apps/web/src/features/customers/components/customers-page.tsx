'use client';

import { formatPercent, type TCustomer } from '@acf/shared';
import { type TableProps, Tag, Typography } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { ListFilter, ListPage, RowActions, useDeleteRow, useFormModal } from '@/components/list-page';
import { useCan } from '@/components/manager-shell/manager-context';
import { WithNote } from '@/components/name-and-code';
import { useListParams } from '@/lib/list-params';
import { useDeleteCustomer } from '../api/delete-customer';
import { useCustomerList } from '../api/list-customers';
import { useSalesUsers } from '../api/sales-users';
import { CustomerFormModal } from './customer-form-modal';

/** /manager/customer: the caller's customers (all of them with get_all_list_customer). */
export function CustomersPage() {
  const t = useTranslations('accounts');
  const locale = useLocale() === 'en' ? 'en' : 'vi';
  const tc = useTranslations('customers');
  const seesAll = useCan('get_all_list_customer');
  const list = useListParams<{ salesUserId?: string }>({});
  const customers = useCustomerList(list.params);
  const sales = useSalesUsers(seesAll);
  const remove = useDeleteCustomer();
  const modal = useFormModal<TCustomer>();
  const onDelete = useDeleteRow((id) => remove.mutateAsync(id));

  const columns: TableProps<TCustomer>['columns'] = [
    { title: tc('code'), dataIndex: 'code', key: 'code', fixed: 'left' },
    // The company with its contact person under it: one column, so the list fits an office screen.
    {
      title: tc('companyName'),
      key: 'companyName',
      render: (_, c) => <WithNote main={c.companyName} note={c.contactName} />,
    },
    { title: t('phone'), dataIndex: 'phone', key: 'phone', responsive: ['lg'] },
    { title: tc('taxCode'), dataIndex: 'taxCode', key: 'taxCode', responsive: ['xxl'] },
    { title: tc('sales'), key: 'sales', render: (_, c) => c.sales?.fullName || c.sales?.username || '' },
    {
      title: tc('inNetwork'),
      key: 'inNetwork',
      responsive: ['md'],
      render: (_, c) => (
        <Tag color={c.inNetwork ? 'blue' : 'orange'}>
          {c.inNetwork ? tc('inNetworkYes') : tc('inNetworkNo')}
        </Tag>
      ),
    },
    {
      title: tc('discountPercent'),
      key: 'discountPercent',
      align: 'right',
      responsive: ['md'],
      render: (_, c) => formatPercent(c.discountPercent, locale),
    },
    {
      title: t('actions'),
      key: 'actions',
      align: 'right',
      fixed: 'right',
      render: (_, c) => <RowActions onEdit={() => modal.edit(c)} onDelete={() => onDelete(c.id)} />,
    },
  ];

  return (
    <ListPage<TCustomer>
      // A sales user's list holds only its own customers: said beside the heading.
      extra={seesAll ? undefined : <Typography.Text type="secondary">{tc('titleMine')}</Typography.Text>}
      testId="customers-page"
      toolbar={{
        searchPlaceholder: tc('searchPlaceholder'),
        onSearch: list.setSearch,
        searchTestId: 'customer-search',
        filters: seesAll && (
          <ListFilter
            label={tc('sales')}
            search
            onChange={(v) => list.setFilter('salesUserId', v)}
            options={(sales.data ?? []).map((u) => ({ value: u.id, label: u.fullName || u.username }))}
          />
        ),
        add: { label: tc('add'), onClick: modal.add, testId: 'customer-add' },
      }}
      table={{ columns, query: customers, list, testId: 'customer-table' }}
    >
      <CustomerFormModal open={modal.open} editing={modal.editing} onClose={modal.close} />
    </ListPage>
  );
}
