'use client';

import { WEBHOOK_EVENT_TYPES } from '@acf/shared';
import { Checkbox, Empty, Form, Input, Space } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ListError } from '@/components/list-error';
import { useCreateWebhook, useWebhooks } from '../api/developers';
import { DeveloperCard } from './developer-card';
import { useShownOnce } from './shown-once';
import { WebhookRow } from './webhook-row';

/** The customer's webhook endpoints: each with its events, its switch, its actions and its log. */
export function WebhooksCard() {
  const t = useTranslations('developers');
  const hooks = useWebhooks();
  const create = useCreateWebhook();
  const shownOnce = useShownOnce(t('webhooks.secretTitle'), 'webhook-secret');
  const [logOf, setLogOf] = useState<string | null>(null);

  return (
    <DeveloperCard
      section="webhooks"
      create={create}
      initialValues={{ events: [...WEBHOOK_EVENT_TYPES], description: '' }}
      onCreated={(created) => {
        shownOnce.show(created.secret);
        setLogOf(created.id);
      }}
      fields={
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
      }
    >
      {/* A list that cannot be read says why, never "none". */}
      {hooks.error && <ListError error={hooks.error} onRetry={hooks.refetch} />}
      {hooks.data?.results.length === 0 && <Empty description={t('webhooks.none')} />}
      <Space direction="vertical" style={{ width: '100%' }} size={16}>
        {hooks.data?.results.map((w) => (
          <WebhookRow
            key={w.id}
            hook={w}
            logOpen={logOf === w.id}
            onLog={(open) => setLogOf(open ? w.id : null)}
            onSecret={shownOnce.show}
          />
        ))}
      </Space>
      {shownOnce.dialog}
    </DeveloperCard>
  );
}
