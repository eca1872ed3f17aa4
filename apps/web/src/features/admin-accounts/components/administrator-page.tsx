'use client';

import { paths, type TAdminUserListQuery, type TStaff, USER_KINDS } from '@acf/shared';
import { KeyOutlined, LogoutOutlined } from '@ant-design/icons';
import { App, Button, Card, Grid, Spin, Switch, type TableProps, Tag } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { IntlLanguageSwitch } from '@/components/language-switch-intl';
import { ActiveFilter, ListFilter, ListTable, ListToolbar } from '@/components/list-page';
import { useLogoutConfirm } from '@/components/logout-confirm';
import { ApiError } from '@/lib/api-client';
import { useListParams } from '@/lib/list-params';
import { roleName } from '@/lib/role-name';
import { useSession } from '@/lib/session';
import { useAccountList } from '../api/list-accounts';
import { useSetAccountActive } from '../api/set-active';
import styles from './administrator-page.module.css';
import { ResetPasswordModal } from './reset-password-modal';

const KIND_COLOR = { staff: 'blue', partner: 'purple', customer: 'gold' } as const;

/** /administrator: every account; search, lock/unlock, reset a password. Administrators only. */
export function AdministratorPage() {
  const t = useTranslations('accounts');
  const ta = useTranslations('adminAccounts');
  const locale = useLocale();
  const { message } = App.useApp();
  const session = useSession();
  const isAdmin = session.user?.role?.code === 'ADMINISTRATOR';
  const list = useListParams<{ kind?: string; active?: string }>({});
  const accounts = useAccountList(list.params as TAdminUserListQuery, session.ready && isAdmin);
  const setActive = useSetAccountActive();
  const logout = useLogoutConfirm();
  const [resetting, setResetting] = useState<TStaff | null>(null);
  const wide = Grid.useBreakpoint().md ?? true;

  useEffect(() => {
    // Seed §8: the administrator area has its own login page.
    if (session.ready && (!session.accessToken || !isAdmin))
      window.location.replace(paths.administratorLogin);
  }, [session.ready, session.accessToken, isAdmin]);

  if (!session.ready || !isAdmin)
    return (
      <div className={styles.loading}>
        <Spin size="large" />
      </div>
    );

  const toggle = async (u: TStaff, active: boolean) => {
    try {
      await setActive.mutateAsync({ id: u.id, active });
      message.success(
        active ? ta('unlocked', { username: u.username }) : ta('locked', { username: u.username }),
      );
    } catch (err) {
      if (err instanceof ApiError) message.error(err.message);
    }
  };

  const columns: TableProps<TStaff>['columns'] = [
    { title: t('username'), dataIndex: 'username', key: 'username', fixed: 'left' },
    { title: t('fullName'), dataIndex: 'fullName', key: 'fullName' },
    { title: t('email'), dataIndex: 'email', key: 'email', responsive: ['md'] },
    {
      title: t('kind'),
      key: 'kind',
      render: (_, u) => <Tag color={KIND_COLOR[u.kind]}>{t(`kinds.${u.kind}`)}</Tag>,
    },
    { title: t('role'), key: 'role', responsive: ['md'], render: (_, u) => roleName(u.role, locale) },
    {
      title: ta('unlockedColumn'),
      key: 'active',
      render: (_, u) => (
        <Switch
          checked={u.active}
          disabled={u.id === session.user?.id}
          loading={setActive.isPending && setActive.variables?.id === u.id}
          onChange={(on) => toggle(u, on)}
          aria-label={u.active ? ta('lock') : ta('unlock')}
          data-testid={`active-${u.username}`}
        />
      ),
    },
    {
      title: t('actions'),
      key: 'actions',
      align: 'right',
      fixed: 'right',
      render: (_, u) => (
        <Button
          size="small"
          icon={<KeyOutlined />}
          onClick={() => setResetting(u)}
          aria-label={ta('resetPassword')}
          title={ta('resetPassword')}
          data-testid={`reset-${u.username}`}
        >
          {wide ? ta('resetPassword') : null}
        </Button>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <strong className={styles.brand}>{ta('brand')}</strong>
        <span className={styles.spacer} />
        <IntlLanguageSwitch />
        <span className={styles.user} data-testid="admin-username">
          {session.user?.username}
        </span>
        <Button icon={<LogoutOutlined />} onClick={logout} data-testid="logout">
          {ta('logout')}
        </Button>
      </header>
      <main className={styles.main}>
        <Card title={ta('title')} className="acf-page" data-testid="admin-accounts">
          <ListToolbar
            searchPlaceholder={ta('searchPlaceholder')}
            onSearch={list.setSearch}
            searchTestId="admin-search"
            filters={
              <>
                <ListFilter
                  label={t('kind')}
                  onChange={(v) => list.setFilter('kind', v)}
                  options={USER_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
                />
                <ActiveFilter onChange={(v) => list.setFilter('active', v)} />
              </>
            }
          />
          <ListTable<TStaff> columns={columns} query={accounts} list={list} testId="admin-table" />
        </Card>
      </main>
      <ResetPasswordModal account={resetting} onClose={() => setResetting(null)} />
    </div>
  );
}
