'use client';

import { formatDateTime, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@acf/shared';
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
  Space,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ListError } from '@/components/list-error';
import { ApiError } from '@/lib/api-client';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useRotateSecret,
  useTestWebhook,
  useUpdateWebhook,
  useWebhooks,
} from '../api/developers';
import { messageOf, ShownOnce } from './shown-once';
import { Deliveries } from './webhook-deliveries';

interface WebhookForm {
  url: string;
  events: WebhookEventType[];
  description: string;
}
/** The customer's webhook endpoints: each with its events, its switch, its actions and its log. */
export function WebhooksCard() {
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
