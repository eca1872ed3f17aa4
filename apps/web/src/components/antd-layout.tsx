import type { Locale } from '@acf/shared';
import { AntdRegistry } from '@ant-design/nextjs-registry';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AntdProviders } from '@/components/antd-providers';

/**
 * Ant Design, the query client and every message namespace, for the pages that are forms and
 * tables (back office, administrator area, login and register). The public pages do without.
 */
export async function AntdLayout({ children }: { children: ReactNode }) {
  const locale = (await getLocale()) as Locale;
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={messages}>
      <AntdRegistry>
        <AntdProviders locale={locale}>{children}</AntdProviders>
      </AntdRegistry>
    </NextIntlClientProvider>
  );
}
