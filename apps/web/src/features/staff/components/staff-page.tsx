'use client';

import type { TStaff } from '@acf/shared';
import { type TableProps, Tag } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import {
  ActiveFilter,
  ListFilter,
  ListPage,
  RowActions,
  useDeleteRow,
  useFormModal,
} from '@/components/list-page';
import { WithNote } from '@/components/name-and-code';
import { useListParams } from '@/lib/list-params';
import { roleName } from '@/lib/role-name';
import { useDeleteStaff } from '../api/delete-staff';
import { useStaffList } from '../api/list-staff';
import { useRoleOptions } from '../api/role-options';
import { StaffFormModal } from './staff-form-modal';

/** /manager/employee: staff and partner accounts, searchable and paged. */
export function StaffPage() {
  const t = useTranslations('accounts');
  const ts = useTranslations('staff');
  const locale = useLocale();
  const list = useListParams<{ roleId?: string; active?: 'true' | 'false' }>({});
  const staff = useStaffList(list.params);
  const roles = useRoleOptions();
  const remove = useDeleteStaff();
  const modal = useFormModal<TStaff>();
  const onDelete = useDeleteRow((id) => remove.mutateAsync(id));

  const columns: TableProps<TStaff>['columns'] = [
    // The account with its owner's name under it, and the e-mail with the phone under it: the
    // list fits an office screen with real names and addresses in it.
    {
      title: t('username'),
      key: 'username',
      fixed: 'left',
      render: (_, r) => <WithNote main={r.username} note={r.fullName} />,
    },
    {
      title: t('email'),
      key: 'email',
      responsive: ['md'],
      render: (_, r) => <WithNote main={r.email} note={r.phone} />,
    },
    { title: t('role'), key: 'role', render: (_, r) => roleName(r.role, locale) },
    {
      title: t('office'),
      key: 'office',
      responsive: ['xl'],
      render: (_, r) => (r.office ? t(`offices.${r.office}`) : ''),
    },
    {
      title: t('educationLevel'),
      key: 'educationLevel',
      responsive: ['xxl'],
      render: (_, r) => (r.educationLevel ? t(`education.${r.educationLevel}`) : ''),
    },
    {
      title: t('status'),
      key: 'active',
      render: (_, r) => (
        <Tag color={r.active ? 'green' : 'default'}>{r.active ? t('activeYes') : t('activeNo')}</Tag>
      ),
    },
    {
      title: t('actions'),
      key: 'actions',
      align: 'right',
      fixed: 'right',
      render: (_, r) => (
        <RowActions
          onEdit={() => modal.edit(r)}
          onDelete={() => onDelete(r.id)}
          editTestId={`staff-edit-${r.username}`}
        />
      ),
    },
  ];

  return (
    <ListPage<TStaff>
      testId="staff-page"
      toolbar={{
        searchPlaceholder: ts('searchPlaceholder'),
        onSearch: list.setSearch,
        searchTestId: 'staff-search',
        filters: (
          <>
            <ListFilter
              label={t('role')}
              onChange={(v) => list.setFilter('roleId', v)}
              options={(roles.data ?? []).map((r) => ({ value: r.id, label: roleName(r, locale) }))}
            />
            <ActiveFilter onChange={(v) => list.setFilter('active', v)} />
          </>
        ),
        add: { label: ts('add'), onClick: modal.add, testId: 'staff-add' },
      }}
      table={{ columns, query: staff, list, testId: 'staff-table' }}
    >
      <StaffFormModal open={modal.open} editing={modal.editing} onClose={modal.close} />
    </ListPage>
  );
}
