import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AntdLayout } from '@/components/antd-layout';
import { ManagerShell } from '@/components/manager-shell/manager-shell';
import '@/components/back-office.css';

export const metadata: Metadata = { robots: { index: false } };

/** Every back-office page renders inside the sidebar frame. */
export default function ManagerLayout({ children }: { children: ReactNode }) {
  return (
    <AntdLayout>
      <ManagerShell>{children}</ManagerShell>
    </AntdLayout>
  );
}
