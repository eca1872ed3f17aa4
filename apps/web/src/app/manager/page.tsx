'use client';

import { landingPath } from '@acf/shared';
import { Spin } from 'antd';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useManagerMe } from '@/components/manager-shell/manager-context';

/** The manager base opens the user's own first page: its bookings for a customer, its sidebar's first entry for staff. */
export default function ManagerIndex() {
  const me = useManagerMe();
  const router = useRouter();
  const target = landingPath(me.user.kind, me.permissions);
  useEffect(() => router.replace(target), [router, target]);
  return <Spin size="large" data-testid="landing" />;
}
