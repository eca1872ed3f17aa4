'use client';

import type { Locale } from '@acf/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import viVN from 'antd/locale/vi_VN';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useState } from 'react';
import { onNetworkError } from '@/lib/api-client';
import { makeQueryClient } from '@/lib/query-client';

export const theme = {
  token: { colorPrimary: '#c8102e', borderRadius: 6, fontFamily: 'inherit' },
};

/**
 * Ant Design and TanStack Query for the back office. The root layout leaves them out so the
 * public pages stay small (server components with a few client islands).
 */
export function AntdProviders({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  // The date pickers' month and weekday names come from dayjs: same language as the page.
  if (dayjs.locale() !== locale) dayjs.locale(locale);
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider locale={locale === 'vi' ? viVN : enUS} theme={theme}>
        <AntdApp>
          <NetworkErrorAlert />
          {children}
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

/** Seed §8: a request that got no answer shows 'Please check your internet connection and try again'. */
function NetworkErrorAlert() {
  const { message } = AntdApp.useApp();
  const t = useTranslations('common');
  useEffect(
    () => onNetworkError(() => message.error({ key: 'network', content: t('networkError') })),
    [message, t],
  );
  return null;
}
