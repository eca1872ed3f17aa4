'use client';

import { API_KEY_MODES, type ApiKeyMode, formatDateTime, type TApiKey } from '@acf/shared';
import {
  App,
  Button,
  type ButtonProps,
  Card,
  Empty,
  Form,
  Input,
  Modal,
  Popconfirm,
  Radio,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { listLocale } from '@/components/list-error';
import { ApiError } from '@/lib/api-client';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/developers';
import { messageOf, ShownOnce } from './shown-once';

/** The customer's API keys: the list, a new key (shown once), a revoke. */
export function ApiKeysCard() {
  const t = useTranslations('developers');
  const { message } = App.useApp();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const [form] = Form.useForm<{ name: string; mode: ApiKeyMode }>();

  const submit = async (v: { name: string; mode: ApiKeyMode }) => {
    try {
      const created = await create.mutateAsync(v);
      setOpen(false);
      form.resetFields();
      setShown(created.key);
    } catch (err) {
      if (err instanceof ApiError && err.body.errors)
        form.setFields(err.body.errors.map((e) => ({ name: e.field as 'name', errors: [e.message] })));
      else message.error(messageOf(err));
    }
  };

  return (
    <Card
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('keys.title')}</h2>}
      extra={
        <Button type="primary" onClick={() => setOpen(true)} data-testid="key-create">
          {t('keys.create')}
        </Button>
      }
      data-testid="api-keys"
    >
      <Typography.Paragraph type="secondary">{t('keys.intro')}</Typography.Paragraph>
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
              <Popconfirm
                title={t('keys.revokeConfirm', { name: k.name })}
                okText={t('keys.revoke')}
                cancelText={t('cancel')}
                onConfirm={async () => {
                  try {
                    await revoke.mutateAsync(k.id);
                    message.success(t('keys.revoked'));
                  } catch (err) {
                    message.error(messageOf(err));
                  }
                }}
              >
                <Button danger size="small" data-testid={`key-revoke-${k.id}`}>
                  {t('keys.revoke')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <Modal
        open={open}
        title={t('keys.create')}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        okText={t('keys.createOk')}
        okButtonProps={{ 'data-testid': 'key-create-ok' } as ButtonProps}
        cancelText={t('cancel')}
        confirmLoading={create.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit} initialValues={{ mode: 'test' }}>
          <Form.Item name="name" label={t('keys.name')} rules={[{ required: true, message: t('required') }]}>
            <Input maxLength={60} data-testid="key-name" />
          </Form.Item>
          <Form.Item name="mode" label={t('keys.mode')} extra={t('keys.modeHint')}>
            <Radio.Group
              options={API_KEY_MODES.map((m) => ({ value: m, label: t(`modes.${m}`) }))}
              data-testid="key-mode"
            />
          </Form.Item>
        </Form>
      </Modal>
      <ShownOnce
        title={t('keys.createdTitle')}
        value={shown}
        onClose={() => setShown(null)}
        testId="key-value"
      />
    </Card>
  );
}
