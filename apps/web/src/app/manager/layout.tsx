import type { Locale } from '@acf/shared';
import { AntdRegistry } from '@ant-design/nextjs-registry';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AntdProviders } from '@/components/antd-providers';

/** The back office: Ant Design, the query client and every message namespace. */
export default async function ManagerLayout({ children }: { children: ReactNode }) {
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
