'use client';

import { formatNumber, type TPickupItem, type TPickupLocation } from '@acf/shared';
import { Button, Drawer, type DrawerProps, Space, Typography } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useState } from 'react';
import type { QueuedAction } from '../offline/queue';
import styles from './driver.module.css';

/** The phone's position when the form opens, if it gives one within 8 s: never required. */
export function useLocation(active: boolean) {
  const [loc, setLoc] = useState<TPickupLocation | null>(null);
  useEffect(() => {
    if (!active || !('geolocation' in navigator)) return;
    setLoc(null);
    navigator.geolocation.getCurrentPosition(
      (p) =>
        setLoc({
          latitude: p.coords.latitude,
          longitude: p.coords.longitude,
          accuracy: Math.round(p.coords.accuracy),
        }),
      () => setLoc(null),
      { timeout: 8000, maximumAge: 60_000, enableHighAccuracy: true },
    );
  }, [active]);
  return loc;
}

/** Cancel and save, under either form. */
function DrawerFooter(props: {
  onClose: () => void;
  onSave: () => void;
  saving: boolean;
  danger: boolean;
  testId: string;
  /** Save waits for what the form cannot be saved without (a failure's reason). */
  disabled?: boolean;
}) {
  const t = useTranslations('pickupDriver');
  return (
    <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
      <Button onClick={props.onClose}>{t('cancel')}</Button>
      <Button
        type="primary"
        danger={props.danger}
        loading={props.saving}
        disabled={props.disabled}
        onClick={props.onSave}
        data-testid={props.testId}
      >
        {t('save')}
      </Button>
    </Space>
  );
}

/** Either form's drawer: from the bottom of the phone, with cancel and save under the form. */
export function ActionDrawer({
  size,
  title,
  children,
  ...footer
}: {
  size: DrawerProps['size'];
  title: string;
  children: ReactNode;
} & Parameters<typeof DrawerFooter>[0]) {
  return (
    <Drawer
      open
      placement="bottom"
      size={size}
      title={title}
      rootClassName={styles.drawer}
      onClose={footer.onClose}
      destroyOnHidden
      footer={<DrawerFooter {...footer} />}
    >
      {children}
    </Drawer>
  );
}

/** Whether the phone gave a position for this attempt. */
export function LocationLine({ location }: { location: TPickupLocation | null }) {
  const t = useTranslations('pickupDriver');
  const locale = useLocale() === 'en' ? 'en' : 'vi';
  return (
    <Typography.Text type="secondary">
      {t('location')}:{' '}
      {location ? t('locationOn', { m: formatNumber(location.accuracy ?? 0, locale, 0) }) : t('locationOff')}
    </Typography.Text>
  );
}
/** A queued action before the queue stamps it (key, user, time). */
export type NewAction = QueuedAction extends infer A
  ? A extends QueuedAction
    ? Omit<A, 'key' | 'userId' | 'queuedAt'>
    : never
  : never;

/** What the pickup card gives a drawer: the pickup (null: closed), and where its action goes. */
export interface PickupDrawerProps {
  item: TPickupItem | null;
  onClose: () => void;
  onSave: (a: NewAction) => Promise<void>;
}

/**
 * What a pickup's drawer needs to record an action: where the driver stands (asked while the
 * drawer is open), when it happens, and the save in progress.
 */
export function useDrawerAction(open: boolean, onSave: (a: NewAction) => Promise<void>) {
  const [saving, setSaving] = useState(false);
  const location = useLocation(open);
  return {
    saving,
    location,
    /** Where and when, as every action's body records them. */
    here: () => ({ location, occurredAt: new Date().toISOString() }),
    send: async (action: () => Promise<NewAction>) => {
      setSaving(true);
      try {
        await onSave(await action());
      } finally {
        setSaving(false);
      }
    },
  };
}
