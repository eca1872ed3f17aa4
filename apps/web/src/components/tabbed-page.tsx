'use client';

import { Tabs, type TabsProps, Typography } from 'antd';
import { useState } from 'react';
import { PageHeader } from './page-header';

/** A back-office page of tabs under its heading and intro; a tab's content is drawn once opened. */
export function TabbedPage({
  testId,
  intro,
  items,
}: {
  testId: string;
  intro: string;
  /** The first tab is the one open. */
  items: NonNullable<TabsProps['items']>;
}) {
  const [tab, setTab] = useState(items[0]?.key);
  return (
    <div data-testid={testId}>
      <PageHeader style={{ marginBottom: 4 }} />
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      <Tabs activeKey={tab} onChange={setTab} destroyOnHidden items={items} />
    </div>
  );
}
