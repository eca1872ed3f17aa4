'use client';

import {
  API_KEY_MODES,
  type ApiKeyMode,
  formatDateTime,
  type TApiKey,
  type TWebhook,
  type TWebhookDelivery,
  WEBHOOK_EVENT_TYPES,
  type WebhookDeliveryStatus,
  type WebhookEventType,
} from '@acf/shared';
import {
  Alert,
  App,
  Button,
  type ButtonProps,
  Card,
  Checkbox,
  Empty,
  Form,
  Input,
  Modal,
  Popconfirm,
  Radio,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ListError, listLocale } from '@/components/list-error';
import { useManagerMe } from '@/components/manager-shell/manager-context';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-client';
import {
  useApiKeys,
  useCreateApiKey,
  useCreateWebhook,
  useDeleteWebhook,
  useDeliveries,
  useResendDelivery,
  useRevokeApiKey,
  useRotateSecret,
  useTestWebhook,
  useUpdateWebhook,
  useWebhooks,
} from '../api/developers';

const DELIVERY_COLORS: Record<WebhookDeliveryStatus, string> = {
  QUEUED: 'blue',
  DELIVERED: 'green',
  FAILED: 'red',
};

/** A value shown once (a key, a secret): copy it now, it is never shown again. */
function ShownOnce({
  title,
  value,
  onClose,
  testId,
}: {
  title: string;
  value: string | null;
  onClose: () => void;
  testId: string;
}) {
  const t = useTranslations('developers');
  return (
    <Modal
      open={!!value}
      title={title}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} data-testid={`${testId}-done`}>
          {t('shownOnce.done')}
        </Button>
      }
      destroyOnHidden
    >
      <Alert type="warning" showIcon message={t('shownOnce.warning')} style={{ marginBottom: 12 }} />
      <Typography.Paragraph
        copyable={{ text: value ?? '', tooltips: [t('shownOnce.copy'), t('shownOnce.copied')] }}
        code
        style={{ wordBreak: 'break-all' }}
        data-testid={testId}
      >
        {value}
      </Typography.Paragraph>
    </Modal>
  );
}

/** The message of a failed call, in the caller's language (the API answers in it). */
const messageOf = (err: unknown) => (err instanceof ApiError ? err.body.message : (err as Error).message);

function ApiKeys() {
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

function Deliveries({ endpoint }: { endpoint: TWebhook }) {
  const t = useTranslations('developers');
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const log = useDeliveries(endpoint.id, page);
  const resend = useResendDelivery(endpoint.id);
  return (
    <Table<TWebhookDelivery>
      rowKey="id"
      size="small"
      loading={log.isLoading}
      dataSource={log.data?.results ?? []}
      scroll={{ x: 'max-content' }}
      data-testid="delivery-log"
      locale={listLocale(log, <Empty description={t('deliveries.none')} />)}
      pagination={{
        current: page,
        pageSize: 10,
        total: log.data?.totalResults ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
      }}
      expandable={{
        expandedRowRender: (d) => (
          <div>
            <Typography.Text type="secondary">{t('deliveries.eventId')}: </Typography.Text>
            <code>{d.eventId}</code>
            {d.error && (
              <Typography.Paragraph type="danger" style={{ margin: '8px 0 0' }}>
                {d.error}
              </Typography.Paragraph>
            )}
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 4px' }}>
              {t('deliveries.response')}
            </Typography.Paragraph>
            <pre
              style={{
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-all',
                margin: 0,
                maxHeight: 200,
                overflow: 'auto',
              }}
            >
              {d.response || '—'}
            </pre>
          </div>
        ),
      }}
      columns={[
        { title: t('deliveries.time'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
        { title: t('deliveries.type'), dataIndex: 'type', render: (v: string) => <code>{v}</code> },
        {
          title: t('deliveries.status'),
          dataIndex: 'status',
          render: (s: WebhookDeliveryStatus) => (
            <Tag color={DELIVERY_COLORS[s]} data-testid="delivery-status">
              {t(`deliveryStatuses.${s}`)}
            </Tag>
          ),
        },
        {
          title: t('deliveries.code'),
          dataIndex: 'statusCode',
          render: (v: number | null) => <span data-testid="delivery-code">{v ?? '—'}</span>,
        },
        {
          title: t('deliveries.duration'),
          dataIndex: 'durationMs',
          render: (v: number | null) => (v == null ? '—' : t('deliveries.ms', { n: v })),
        },
        { title: t('deliveries.attempts'), dataIndex: 'attempts' },
        {
          title: t('deliveries.nextRetry'),
          dataIndex: 'nextRetryAt',
          render: (v: string | null) => (v ? formatDateTime(v) : '—'),
        },
        {
          title: '',
          key: 'actions',
          render: (_: unknown, d) => (
            <Button
              size="small"
              loading={resend.isPending && resend.variables === d.id}
              onClick={async () => {
                try {
                  await resend.mutateAsync(d.id);
                  message.success(t('deliveries.resent'));
                } catch (err) {
                  message.error(messageOf(err));
                }
              }}
              data-testid="delivery-resend"
            >
              {t('deliveries.resend')}
            </Button>
          ),
        },
      ]}
    />
  );
}

interface WebhookForm {
  url: string;
  events: WebhookEventType[];
  description: string;
}

function Webhooks() {
  const t = useTranslations('developers');
  const { message } = App.useApp();
  const hooks = useWebhooks();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateSecret();
  const test = useTestWebhook();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<string | null>(null);
  const [form] = Form.useForm<WebhookForm>();

  const submit = async (v: WebhookForm) => {
    try {
      const created = await create.mutateAsync(v);
      setOpen(false);
      form.resetFields();
      setShown(created.secret);
      setLogOf(created.id);
    } catch (err) {
      if (err instanceof ApiError && err.body.errors)
        form.setFields(
          err.body.errors.map((e) => ({ name: e.field.split('.')[0] as 'url', errors: [e.message] })),
        );
      else message.error(messageOf(err));
    }
  };
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      message.success(done);
    } catch (err) {
      message.error(messageOf(err));
    }
  };

  return (
    <Card
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('webhooks.title')}</h2>}
      extra={
        <Button type="primary" onClick={() => setOpen(true)} data-testid="webhook-create">
          {t('webhooks.create')}
        </Button>
      }
      data-testid="webhooks"
    >
      <Typography.Paragraph type="secondary">{t('webhooks.intro')}</Typography.Paragraph>
      {/* A list that cannot be read says why, never "none". */}
      {hooks.error && <ListError error={hooks.error} onRetry={hooks.refetch} />}
      {hooks.data?.results.length === 0 && <Empty description={t('webhooks.none')} />}
      <Space direction="vertical" style={{ width: '100%' }} size={16}>
        {hooks.data?.results.map((w) => (
          <Card
            key={w.id}
            type="inner"
            size="small"
            data-testid="webhook"
            title={
              <Typography.Text
                style={{ wordBreak: 'break-all', whiteSpace: 'normal' }}
                data-testid="webhook-url"
              >
                {w.url}
              </Typography.Text>
            }
          >
            {w.description && <Typography.Paragraph>{w.description}</Typography.Paragraph>}
            <Space wrap style={{ display: 'flex', marginBottom: 12 }}>
              {w.events.map((e) => (
                <Tag key={e}>
                  <code>{e}</code>
                </Tag>
              ))}
              <Space size={6}>
                <Switch
                  checked={w.enabled}
                  size="small"
                  aria-label={t('webhooks.enabled')}
                  onChange={(on) =>
                    act(
                      () => update.mutateAsync({ id: w.id, enabled: on }),
                      on ? t('webhooks.enabledOn') : t('webhooks.enabledOff'),
                    )
                  }
                  data-testid="webhook-enabled"
                />
                <span>{w.enabled ? t('webhooks.enabled') : t('webhooks.disabled')}</span>
              </Space>
            </Space>
            {!w.enabled && w.disabledAt && (
              <Alert
                type="error"
                showIcon
                style={{ marginBottom: 12 }}
                message={t('webhooks.disabledAt', { time: formatDateTime(w.disabledAt) })}
              />
            )}
            {w.rotationEndsAt && (
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 12 }}
                message={t('webhooks.rotation', { time: formatDateTime(w.rotationEndsAt) })}
              />
            )}
            <Space wrap>
              <Button
                size="small"
                onClick={() =>
                  act(async () => {
                    await test.mutateAsync(w.id);
                    setLogOf(w.id);
                  }, t('webhooks.tested'))
                }
                data-testid="webhook-test"
              >
                {t('webhooks.test')}
              </Button>
              <Popconfirm
                title={t('webhooks.rotateConfirm')}
                okText={t('webhooks.rotate')}
                cancelText={t('cancel')}
                onConfirm={() =>
                  act(async () => {
                    const r = await rotate.mutateAsync(w.id);
                    setShown(r.secret);
                  }, t('webhooks.rotated'))
                }
              >
                <Button size="small" data-testid="webhook-rotate">
                  {t('webhooks.rotate')}
                </Button>
              </Popconfirm>
              <Button
                size="small"
                type={logOf === w.id ? 'primary' : 'default'}
                onClick={() => setLogOf(logOf === w.id ? null : w.id)}
                data-testid="webhook-log"
              >
                {t('webhooks.log')}
              </Button>
              <Popconfirm
                title={t('webhooks.deleteConfirm')}
                okText={t('webhooks.delete')}
                cancelText={t('cancel')}
                onConfirm={() => act(() => remove.mutateAsync(w.id), t('webhooks.deleted'))}
              >
                <Button size="small" danger>
                  {t('webhooks.delete')}
                </Button>
              </Popconfirm>
            </Space>
            {logOf === w.id && (
              <div style={{ marginTop: 16 }}>
                <Typography.Title level={3} style={{ fontSize: 14 }}>
                  {t('deliveries.title')}
                </Typography.Title>
                <Deliveries endpoint={w} />
              </div>
            )}
          </Card>
        ))}
      </Space>
      <Modal
        open={open}
        title={t('webhooks.create')}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        okText={t('webhooks.createOk')}
        okButtonProps={{ 'data-testid': 'webhook-create-ok' } as ButtonProps}
        cancelText={t('cancel')}
        confirmLoading={create.isPending}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{ events: [...WEBHOOK_EVENT_TYPES], description: '' }}
        >
          <Form.Item
            name="url"
            label={t('webhooks.url')}
            extra={t('webhooks.urlHint')}
            rules={[{ required: true, message: t('required') }]}
          >
            <Input
              placeholder="https://shop.example/acf-webhooks"
              maxLength={500}
              data-testid="webhook-url-input"
            />
          </Form.Item>
          <Form.Item
            name="events"
            label={t('webhooks.events')}
            rules={[{ required: true, message: t('required') }]}
          >
            <Checkbox.Group
              options={WEBHOOK_EVENT_TYPES.map((e) => ({
                value: e,
                label: t(`eventTypes.${e.replace('.', '_')}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="description" label={t('webhooks.description')}>
            <Input maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
      <ShownOnce
        title={t('webhooks.secretTitle')}
        value={shown}
        onClose={() => setShown(null)}
        testId="webhook-secret"
      />
    </Card>
  );
}

/** The customer's Developers page (issue 24): API keys, webhooks and their delivery log. */
export function DevelopersPage() {
  const t = useTranslations('developers');
  const me = useManagerMe();
  const customer = me.user.kind === 'customer';
  return (
    <Space direction="vertical" size={16} style={{ width: '100%', maxWidth: 1100 }} data-testid="developers">
      <Card>
        <PageHeader style={{ fontSize: 20, margin: '0 0 8px' }} />
        <Typography.Paragraph style={{ marginBottom: 8 }}>{t('intro')}</Typography.Paragraph>
        <Space wrap>
          <a href="/api/docs" target="_blank" rel="noreferrer" data-testid="link-openapi">
            {t('links.openapi')}
          </a>
          <a href="/api/v1/integrations/guide.md" target="_blank" rel="noreferrer" data-testid="link-guide">
            {t('links.guide')}
          </a>
        </Space>
      </Card>
      {customer ? (
        <>
          <ApiKeys />
          <Webhooks />
        </>
      ) : (
        <Alert type="info" showIcon message={t('customersOnly')} data-testid="developers-customers-only" />
      )}
    </Space>
  );
}
