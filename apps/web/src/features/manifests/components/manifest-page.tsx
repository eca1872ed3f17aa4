'use client';

import { type ManifestLine, manifestLineAccess } from '@acf/shared';
import { Alert, Drawer, Space, Tabs } from 'antd';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useManagerMe } from '@/components/manager-shell/manager-context';
import { PageHeader } from '@/components/page-header';
import { ScanArea } from '@/components/scan-area';
import { HeaderForm } from './header-form';
import { ManifestDetail } from './manifest-detail';
import { ManifestList } from './manifest-list';
import { PodImport } from './pod-import';

/**
 * /manager/manifest: one tab per line the user may see. Staff of a line list, create and build
 * its manifests (header, scan to add, transitions, Excel and PDF); the line's partner agent sees
 * them read-only and records a delivery (POD) per shipment.
 *
 * One drawer holds both a new manifest's header and a manifest: once the header is saved, the
 * same drawer shows the manifest, its scan box focused. (A second drawer for the header gave the
 * focus back to the "new" button when its closing animation ended, under the open manifest, and
 * the open drawer's focus trap then threw it onto its own close button: the scanner's next Enter
 * closed the manifest.)
 */
const NEW = 'new';

export function ManifestPage() {
  const t = useTranslations('manifests');
  const me = useManagerMe();
  const access = useMemo(() => manifestLineAccess(new Set(me.permissions)), [me.permissions]);
  const [line, setLine] = useState<ManifestLine | undefined>(access.visible[0]);
  // The manifest shown in the drawer, NEW for the header of a new one, null when it is closed.
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
      <ManifestList
        key={line}
        line={line}
        manages={access.managed.includes(line)}
        onOpen={setOpenId}
        onNew={() => setOpenId(NEW)}
      />
      <Drawer
        open={!!openId}
        onClose={() => setOpenId(null)}
        width={openId === NEW ? 'min(100vw, 560px)' : 'min(100vw, 1100px)'}
        destroyOnHidden
        title={openId === NEW ? t('new') : t('detailTitle')}
      >
        {openId === NEW && <HeaderForm line={line} onSaved={(m) => setOpenId(m.id)} />}
        {openId && openId !== NEW && (
          <ScanArea>
            <ManifestDetail id={openId} managedLines={access.managed} />
          </ScanArea>
        )}
      </Drawer>
    </Space>
  );
}
