'use client';

import type { TStaff } from '@acf/shared';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { App, Button, Card, Popconfirm, Select, Space, type TableProps, Tag, Typography } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ListTable, ListToolbar } from '@/components/list-page';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-client';
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
  const { message } = App.useApp();
  const list = useListParams<{ roleId?: string; active?: 'true' | 'false' }>({});
  const staff = useStaffList(list.params);
  const roles = useRoleOptions();
  const remove = useDeleteStaff();
  const [modal, setModal] = useState<{ open: boolean; editing: TStaff | null }>({
    open: false,
    editing: null,
  });

  const onDelete = async (id: string) => {
    try {
      await remove.mutateAsync(id);
      message.success(t('deleted'));
    } catch (err) {
      if (err instanceof ApiError) message.error(err.message);
    }
  };

  const columns: TableProps<TStaff>['columns'] = [
    // The account with its owner's name under it, and the e-mail with the phone under it: the
    // list fits an office screen with real names and addresses in it.
    {
      title: t('username'),
      key: 'username',
      fixed: 'left',
      render: (_, r) => (
        <>
          <div>{r.username}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.fullName}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t('email'),
      key: 'email',
      responsive: ['md'],
      render: (_, r) => (
        <>
          <div>{r.email}</div>
          {r.phone && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.phone}
            </Typography.Text>
          )}
        </>
      ),
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
        <Space>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={t('edit')}
            onClick={() => setModal({ open: true, editing: r })}
            data-testid={`staff-edit-${r.username}`}
          />
          <Popconfirm
            title={t('deleteConfirm')}
            okText={t('yes')}
            cancelText={t('no')}
            onConfirm={() => onDelete(r.id)}
          >
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('delete')} />
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card title={<PageHeader style={{ margin: 0 }} />} className="acf-page" data-testid="staff-page">
      <ListToolbar
        searchPlaceholder={ts('searchPlaceholder')}
        onSearch={list.setSearch}
        searchTestId="staff-search"
        filters={
          <>
            <Select
              allowClear
              placeholder={t('role')}
              aria-label={t('role')}
              className="acf-toolbar-filter"
              onChange={(v?: string) => list.setFilter('roleId', v)}
              options={(roles.data ?? []).map((r) => ({ value: r.id, label: roleName(r, locale) }))}
            />
            <Select
              allowClear
              placeholder={t('status')}
              aria-label={t('status')}
              className="acf-toolbar-filter"
              onChange={(v?: 'true' | 'false') => list.setFilter('active', v)}
              options={[
                { value: 'true', label: t('activeYes') },
                { value: 'false', label: t('activeNo') },
              ]}
            />
          </>
        }
        add={{
          label: ts('add'),
          onClick: () => setModal({ open: true, editing: null }),
          testId: 'staff-add',
        }}
      />
      <ListTable<TStaff>
        rowKey="id"
        columns={columns}
        query={staff}
        list={list}
        totalLabel={(total) => t('total', { total })}
        testId="staff-table"
      />
      <StaffFormModal
        open={modal.open}
        editing={modal.editing}
        onClose={() => setModal({ open: false, editing: null })}
      />
    </Card>
  );
}
