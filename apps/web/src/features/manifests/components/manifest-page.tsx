'use client';

import { type ManifestLine, manifestLineAccess } from '@acf/shared';
import { Alert, Drawer, Space, Tabs } from 'antd';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useManagerMe } from '@/components/manager-shell/manager-context';
import { PageHeader } from '@/components/page-header';
import { ScanArea } from '@/components/scan-area';
import { ManifestDetail } from './manifest-detail';
import { ManifestList } from './manifest-list';
import { PodImport } from './pod-import';

/**
 * /manager/manifest: one tab per line the user may see. Staff of a line list, create and build
 * its manifests (header, scan to add, transitions, Excel and PDF); the line's partner agent sees
 * them read-only and records a delivery (POD) per shipment.
 */
export function ManifestPage() {
  const t = useTranslations('manifests');
  const me = useManagerMe();
  const access = useMemo(() => manifestLineAccess(new Set(me.permissions)), [me.permissions]);
  const [line, setLine] = useState<ManifestLine | undefined>(access.visible[0]);
  const [openId, setOpenId] = useState<string | null>(null);
  if (!line) return <Alert type="info" message={t('noLine')} />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <div className="acf-toolbar">
        <PageHeader style={{ margin: 0 }} />
        <PodImport />
      </div>
      <Tabs
        activeKey={line}
        onChange={(k) => setLine(k as ManifestLine)}
        data-testid="manifest-tabs"
        items={access.visible.map((l) => ({ key: l, label: t(`lines.${l}`) }))}
      />
      <ManifestList key={line} line={line} manages={access.managed.includes(line)} onOpen={setOpenId} />
      <Drawer
        open={!!openId}
        onClose={() => setOpenId(null)}
        width="min(100vw, 1100px)"
        destroyOnHidden
        title={t('detailTitle')}
      >
        {openId && (
          <ScanArea>
            <ManifestDetail id={openId} managedLines={access.managed} />
          </ScanArea>
        )}
      </Drawer>
    </Space>
  );
}
