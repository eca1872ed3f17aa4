'use client';

import { formatDateTime, type TWebhook } from '@acf/shared';
import { Alert, Button, Card, Space, Switch, Tag, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useDeleteWebhook, useRotateSecret, useTestWebhook, useUpdateWebhook } from '../api/developers';
import { ConfirmButton, useAct } from './developer-card';
import { Deliveries } from './webhook-deliveries';

/**
 * One webhook endpoint: its address, its events, its switch, its actions (a test call, a new
 * secret, the log, a delete) and, while open, its delivery log.
 */
export function WebhookRow({
  hook,
  logOpen,
  onLog,
  onSecret,
}: {
  hook: TWebhook;
  logOpen: boolean;
  onLog: (open: boolean) => void;
  /** A new secret, to show once. */
  onSecret: (secret: string) => void;
}) {
  const t = useTranslations('developers');
  const act = useAct();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateSecret();
  const test = useTestWebhook();
  /** A test call sent, the log opened to watch it arrive. */
  const sendTest = () =>
    act(async () => {
      await test.mutateAsync(hook.id);
      onLog(true);
    }, t('webhooks.tested'));
  /** A new secret, shown once (the old one is still accepted for a while). */
  const newSecret = () =>
    act(async () => onSecret((await rotate.mutateAsync(hook.id)).secret), t('webhooks.rotated'));
  return (
    <Card
      type="inner"
      size="small"
      data-testid="webhook"
      title={
        <Typography.Text style={{ wordBreak: 'break-all', whiteSpace: 'normal' }} data-testid="webhook-url">
          {hook.url}
        </Typography.Text>
      }
    >
      {hook.description && <Typography.Paragraph>{hook.description}</Typography.Paragraph>}
      <Space wrap style={{ display: 'flex', marginBottom: 12 }}>
        {hook.events.map((e) => (
          <Tag key={e}>
            <code>{e}</code>
          </Tag>
        ))}
        <Space size={6}>
          <Switch
            checked={hook.enabled}
            size="small"
            aria-label={t('webhooks.enabled')}
            onChange={(on) =>
              act(
                () => update.mutateAsync({ id: hook.id, enabled: on }),
                on ? t('webhooks.enabledOn') : t('webhooks.enabledOff'),
              )
            }
            data-testid="webhook-enabled"
          />
          <span>{hook.enabled ? t('webhooks.enabled') : t('webhooks.disabled')}</span>
        </Space>
      </Space>
      {!hook.enabled && hook.disabledAt && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('webhooks.disabledAt', { time: formatDateTime(hook.disabledAt) })}
        />
      )}
      {hook.rotationEndsAt && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('webhooks.rotation', { time: formatDateTime(hook.rotationEndsAt) })}
        />
      )}
      <Space wrap>
        <Button size="small" onClick={sendTest} data-testid="webhook-test">
          {t('webhooks.test')}
        </Button>
        <ConfirmButton
          title={t('webhooks.rotateConfirm')}
          okText={t('webhooks.rotate')}
          onConfirm={newSecret}
          testId="webhook-rotate"
        >
          {t('webhooks.rotate')}
        </ConfirmButton>
        <Button
          size="small"
          type={logOpen ? 'primary' : 'default'}
          onClick={() => onLog(!logOpen)}
          data-testid="webhook-log"
        >
          {t('webhooks.log')}
        </Button>
        <ConfirmButton
          title={t('webhooks.deleteConfirm')}
          okText={t('webhooks.delete')}
          onConfirm={() => act(() => remove.mutateAsync(hook.id), t('webhooks.deleted'))}
          danger
        >
          {t('webhooks.delete')}
        </ConfirmButton>
      </Space>
      {logOpen && (
        <div style={{ marginTop: 16 }}>
          <Typography.Title level={3} style={{ fontSize: 14 }}>
            {t('deliveries.title')}
          </Typography.Title>
          <Deliveries endpoint={hook} />
        </div>
      )}
    </Card>
  );
}
