'use client';

import { formatDateTime, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@acf/shared';
import { Alert, Button, Card, Checkbox, Empty, Form, Input, Space, Switch, Tag, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ListError } from '@/components/list-error';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useRotateSecret,
  useTestWebhook,
  useUpdateWebhook,
  useWebhooks,
} from '../api/developers';
import { ConfirmButton, DeveloperCard, useAct } from './developer-card';
import { ShownOnce } from './shown-once';
import { Deliveries } from './webhook-deliveries';

interface WebhookForm {
  url: string;
  events: WebhookEventType[];
  description: string;
}
/** The customer's webhook endpoints: each with its events, its switch, its actions and its log. */
export function WebhooksCard() {
  const t = useTranslations('developers');
  const hooks = useWebhooks();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateSecret();
  const test = useTestWebhook();
  const [shown, setShown] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<string | null>(null);
  const [form] = Form.useForm<WebhookForm>();
  const act = useAct();
  /** A test call sent, its log opened to watch it arrive. */
  const sendTest = (id: string) =>
    act(async () => {
      await test.mutateAsync(id);
      setLogOf(id);
    }, t('webhooks.tested'));
  /** A new secret, shown once (the old one is still accepted for a while). */
  const newSecret = (id: string) =>
    act(async () => setShown((await rotate.mutateAsync(id)).secret), t('webhooks.rotated'));

  return (
    <DeveloperCard
      title={t('webhooks.title')}
      intro={t('webhooks.intro')}
      testId="webhooks"
      create={{
        label: t('webhooks.create'),
        testId: 'webhook-create',
        okText: t('webhooks.createOk'),
        okTestId: 'webhook-create-ok',
        form,
        mutation: create,
        initialValues: { events: [...WEBHOOK_EVENT_TYPES], description: '' },
        made: (created) => {
          setShown(created.secret);
          setLogOf(created.id);
        },
        fields: (
          <>
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
          </>
        ),
      }}
    >
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
              <Button size="small" onClick={() => sendTest(w.id)} data-testid="webhook-test">
                {t('webhooks.test')}
              </Button>
              <ConfirmButton
                title={t('webhooks.rotateConfirm')}
                okText={t('webhooks.rotate')}
                onConfirm={() => newSecret(w.id)}
                testId="webhook-rotate"
              >
                {t('webhooks.rotate')}
              </ConfirmButton>
              <Button
                size="small"
                type={logOf === w.id ? 'primary' : 'default'}
                onClick={() => setLogOf(logOf === w.id ? null : w.id)}
                data-testid="webhook-log"
              >
                {t('webhooks.log')}
              </Button>
              <ConfirmButton
                title={t('webhooks.deleteConfirm')}
                okText={t('webhooks.delete')}
                onConfirm={() => act(() => remove.mutateAsync(w.id), t('webhooks.deleted'))}
                danger
              >
                {t('webhooks.delete')}
              </ConfirmButton>
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
      <ShownOnce
        title={t('webhooks.secretTitle')}
        value={shown}
        onClose={() => setShown(null)}
        testId="webhook-secret"
      />
    </DeveloperCard>
  );
}
