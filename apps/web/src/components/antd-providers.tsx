'use client';

import type { Locale } from '@acf/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import viVN from 'antd/locale/vi_VN';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useState } from 'react';
import { onNetworkError } from '@/lib/api-client';
import { makeQueryClient } from '@/lib/query-client';

/**
 * The back office's theme. Beside the brand colour, it raises antd's secondary text and the
 * tags' text colours to WCAG AA contrast (4.5:1) through tokens, once for every page: a tag's
 * text is its palette's 7th shade on the 1st, too pale for orange, gold, yellow, lime, green,
 * cyan and volcano, so those take a darker shade.
 */
export const theme = {
  token: {
    colorPrimary: '#c8102e',
    borderRadius: 6,
    fontFamily: 'inherit',
    // rgba(0,0,0,.45) is 3.4:1 on white; .62 is 5.3:1 (on the table header's grey too).
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    // Select placeholders are text on the page: .25 is 1.8:1.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    colorLink: '#0958d9',
  },
  components: {
    // Set on the component: a palette shade in the global token does not reach the tags.
    Tag: {
      volcano7: '#ad2102',
      orange7: '#ad4e00',
      gold7: '#874d00',
      yellow7: '#876800',
      lime7: '#3f6600',
      green7: '#237804',
      cyan7: '#006d75',
    },
    // An empty table's text ('Không có dữ liệu') is drawn in the disabled grey: 1.8:1.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
  },
} satisfies ThemeConfig;

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
          <KeyboardScrollableTables />
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

/**
 * A table wider than its card scrolls sideways; a keyboard user scrolls it once it can take the
 * focus (WCAG 2.1.1). antd gives its scroll box no tabindex, so every table gets one here, for
 * all pages at once.
 */
function KeyboardScrollableTables() {
  useEffect(() => {
    const mark = () => {
      for (const el of document.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body'))
        if (!el.hasAttribute('tabindex')) el.tabIndex = 0;
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return null;
}
