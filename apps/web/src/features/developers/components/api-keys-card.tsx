'use client';

import { API_KEY_MODES, type ApiKeyMode, formatDateTime, type TApiKey } from '@acf/shared';
import { Empty, Form, Input, Radio, Table, Tag } from 'antd';
import { useTranslations } from 'next-intl';
import { listLocale } from '@/components/list-error';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/developers';
import { ConfirmButton, DeveloperCard, useAct } from './developer-card';
import { useShownOnce } from './shown-once';

/** The customer's API keys: the list, a new key (shown once), a revoke. */
export function ApiKeysCard() {
  const t = useTranslations('developers');
  const act = useAct();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const shownOnce = useShownOnce(t('keys.createdTitle'), 'key-value');

  return (
    <DeveloperCard
      section="keys"
      create={create}
      initialValues={{ mode: 'test' }}
      onCreated={(created) => shownOnce.show(created.key)}
      fields={
        <>
          <Form.Item name="name" label={t('keys.name')} rules={[{ required: true, message: t('required') }]}>
            <Input maxLength={60} data-testid="key-name" />
          </Form.Item>
          <Form.Item name="mode" label={t('keys.mode')} extra={t('keys.modeHint')}>
            <Radio.Group
              options={API_KEY_MODES.map((m) => ({ value: m, label: t(`modes.${m}`) }))}
              data-testid="key-mode"
            />
          </Form.Item>
        </>
      }
    >
      <Table<TApiKey>
        rowKey="id"
        size="small"
        loading={keys.isLoading}
        dataSource={keys.data?.results ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={listLocale(keys, <Empty description={t('keys.none')} />)}
        columns={[
          { title: t('keys.name'), dataIndex: 'name' },
          {
            title: t('keys.mode'),
            dataIndex: 'mode',
            render: (m: ApiKeyMode) => <Tag color={m === 'live' ? 'green' : 'gold'}>{t(`modes.${m}`)}</Tag>,
          },
          { title: t('keys.prefix'), dataIndex: 'prefix', render: (p: string) => <code>{p}…</code> },
          { title: t('keys.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
          {
            title: t('keys.lastUsedAt'),
            dataIndex: 'lastUsedAt',
            render: (v: string | null) => (v ? formatDateTime(v) : t('keys.never')),
          },
          {
            title: '',
            key: 'actions',
            render: (_: unknown, k) => (
              <ConfirmButton
                title={t('keys.revokeConfirm', { name: k.name })}
                okText={t('keys.revoke')}
                onConfirm={() => act(() => revoke.mutateAsync(k.id), t('keys.revoked'))}
                danger
                testId={`key-revoke-${k.id}`}
              >
                {t('keys.revoke')}
              </ConfirmButton>
            ),
          },
        ]}
      />
      {shownOnce.dialog}
    </DeveloperCard>
  );
}
