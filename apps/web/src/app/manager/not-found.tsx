'use client';

import { Result } from 'antd';
import { useTranslations } from 'next-intl';

export default function ManagerNotFound() {
  const t = useTranslations('manager');
  return <Result status="404" title="404" subTitle={t('notFound')} data-testid="not-found" />;
}
