import type { ReactNode } from 'react';
import { AntdLayout } from '@/components/antd-layout';

export default function FormsLayout({ children }: { children: ReactNode }) {
  return <AntdLayout>{children}</AntdLayout>;
}
