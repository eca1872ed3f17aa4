'use client';

import { PERMISSIONS, type Permission, type TRole } from '@acf/shared';
import { DeleteOutlined } from '@ant-design/icons';
import {
  App,
  Button,
  Card,
  Checkbox,
  Grid,
  Pagination,
  Popconfirm,
  Table,
  type TableProps,
  Tooltip,
  theme,
} from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ListError } from '@/components/list-error';
import { ListToolbar, useDeleteRow } from '@/components/list-page';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-client';
import { useListParams } from '@/lib/list-params';
import { roleName } from '@/lib/role-name';
import { useDeleteRole } from '../api/delete-role';
import { useRoleList } from '../api/list-roles';
import { useUpdateRole } from '../api/save-role';
import { RoleFormModal } from './role-form-modal';

interface Row {
  permission: Permission;
}

/**
 * /manager/role-permission: a role × permission matrix. Rows are the 24 permissions, columns
 * the roles of the current page (searchable, paged); a tick saves at once.
 */
export function RolePermissionPage() {
  const { token } = theme.useToken();
  const t = useTranslations('accounts');
  const tr = useTranslations('roles');
  const locale = useLocale();
  const { message } = App.useApp();
  const list = useListParams();
  const roles = useRoleList(list.params);
  const update = useUpdateRole();
  const remove = useDeleteRole();
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  // On a phone the permission column stays narrow so a role column fits beside it.
  const wide = Grid.useBreakpoint().md ?? true;

  const toggle = async (role: TRole, permission: Permission, on: boolean) => {
    const next = on ? [...role.permissions, permission] : role.permissions.filter((p) => p !== permission);
    setPending(`${role.id}:${permission}`);
    try {
      await update.mutateAsync({ id: role.id, body: { permissions: next as Permission[] } });
      message.success({ key: 'role-saved', content: t('saved') });
    } catch (err) {
      if (err instanceof ApiError) message.error(err.message);
    } finally {
      setPending(null);
    }
  };

  const onDelete = useDeleteRow((id) => remove.mutateAsync(id));

  const results = roles.data?.results ?? [];
  const columns: TableProps<Row>['columns'] = [
    {
      title: tr('permission'),
      key: 'permission',
      fixed: 'left',
      width: wide ? 260 : 150,
      render: (_, row) => (
        <div>
          <div>{tr(`permissions.${row.permission}`)}</div>
          <code style={{ fontSize: 11, color: token.colorTextDescription, wordBreak: 'break-all' }}>
            {row.permission}
          </code>
        </div>
      ),
    },
    ...results.map((role) => ({
      key: role.id,
      align: 'center' as const,
      width: wide ? 130 : 110,
      title: (
        <div data-testid={`role-col-${role.code}`}>
          <div>{roleName(role, locale)}</div>
          <div style={{ fontSize: 11, fontWeight: 400, color: token.colorTextDescription }}>
            {role.code} · {tr('holders', { count: role.userCount })}
          </div>
          {!role.system && (
            <Popconfirm
              title={t('deleteConfirm')}
              okText={t('yes')}
              cancelText={t('no')}
              onConfirm={() => onDelete(role.id)}
            >
              <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('delete')} />
            </Popconfirm>
          )}
        </div>
      ),
      render: (_: unknown, row: Row) => {
        const fixed = role.code === 'ADMINISTRATOR';
        const box = (
          <Checkbox
            checked={role.permissions.includes(row.permission)}
            disabled={fixed || pending !== null}
            aria-label={`${role.code} ${row.permission}`}
            data-testid={`perm-${role.code}-${row.permission}`}
            onChange={(e) => toggle(role, row.permission, e.target.checked)}
          />
        );
        return fixed ? <Tooltip title={tr('administratorFixed')}>{box}</Tooltip> : box;
      },
    })),
  ];

  return (
    <Card title={<PageHeader style={{ margin: 0 }} />} className="acf-page" data-testid="roles-page">
      <ListToolbar
        searchPlaceholder={tr('searchPlaceholder')}
        onSearch={list.setSearch}
        searchTestId="role-search"
        add={{ label: tr('add'), onClick: () => setAdding(true), testId: 'role-add' }}
      />
      {roles.error ? <ListError error={roles.error} onRetry={roles.refetch} /> : null}
      <Table<Row>
        rowKey="permission"
        columns={columns}
        dataSource={PERMISSIONS.map((permission) => ({ permission }))}
        loading={roles.isFetching && !roles.data}
        pagination={false}
        size="small"
        bordered
        scroll={{ x: 'max-content', y: '65vh' }}
        data-testid="role-matrix"
      />
      <Pagination
        style={{ marginTop: 16, justifyContent: 'flex-end' }}
        current={list.params.page}
        pageSize={list.params.pageSize}
        total={roles.data?.totalResults ?? 0}
        showSizeChanger
        showTotal={(total) => tr('totalRoles', { total })}
        onChange={list.setPage}
      />
      <RoleFormModal open={adding} onClose={() => setAdding(false)} />
    </Card>
  );
}
