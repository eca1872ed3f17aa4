import { Result } from 'antd';
import { getTranslations } from 'next-intl/server';

export default async function ManagerNotFound() {
  const t = await getTranslations('manager');
  return <Result status="404" title="404" subTitle={t('notFound')} data-testid="not-found" />;
}
