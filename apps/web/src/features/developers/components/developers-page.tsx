'use client';

import { Alert, Card, Space, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useManagerMe } from '@/components/manager-shell/manager-context';
import { PageHeader } from '@/components/page-header';
import { ApiKeysCard } from './api-keys-card';
import { WebhooksCard } from './webhooks-card';

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
          <ApiKeysCard />
          <WebhooksCard />
        </>
      ) : (
        <Alert type="info" showIcon message={t('customersOnly')} data-testid="developers-customers-only" />
      )}
    </Space>
  );
}
