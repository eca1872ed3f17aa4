'use client';

import { formatDate, formatDateTime, type TPickupItem, todayInHcm } from '@acf/shared';
import { Alert, App, Badge, Button, ConfigProvider, Empty, Skeleton, Space, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { preloadDetector } from '@/components/camera-scanner/detector';
import { useManagerMe } from '@/components/manager-shell/manager-context';
import { PageHeader } from '@/components/page-header';
import { PieceScanTags } from '@/components/piece-scans';
import { enqueue, type QueuedAction } from '../offline/queue';
import { useMyPickups, useQueue, useSync } from '../offline/use-driver-queue';
import { ConfirmDrawer } from './confirm-drawer';
import type { NewAction } from './drawer-parts';
import styles from './driver.module.css';
import { FailDrawer } from './fail-drawer';
import { PickupCard } from './pickup-card';
import { touchTheme } from './touch-theme';

/** The page's service worker keeps its shell for a reload without a connection. */
function useShellWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
    navigator.serviceWorker
      .register('/pickup-sw.js', { scope: '/manager/order-pickup' })
      .catch(() => undefined);
  }, []);
}

/**
 * /manager/order-pickup: the pickup driver's phone. One card per pickup (call, map, window,
 * pieces); confirming or failing is written to the phone first and sent when there is a
 * connection, so a driver in a dead zone keeps working and loses nothing.
 */
export function DriverPage() {
  const t = useTranslations('pickupDriver');
  const { message } = App.useApp();
  const me = useManagerMe();
  const userId = me.user.id;
  useShellWorker();
  // The driver scans labels where there is no signal: the camera's reader is loaded while there is.
  useEffect(() => {
    if (navigator.onLine) preloadDetector();
  }, []);
  const queue = useQueue(userId);
  const { query, data, savedAt } = useMyPickups(userId);
  const { online, syncing, sync, lastSent, clearLastSent, lastScans } = useSync(userId, queue.length);
  const [confirming, setConfirming] = useState<TPickupItem | null>(null);
  const [failing, setFailing] = useState<TPickupItem | null>(null);
  // After every action the focus goes to the list's heading, never left on a button: a key
  // press (a Bluetooth scanner's Enter, a keyboard's) must not repeat the action or open a form.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusList = useCallback(() => heading.current?.focus({ preventScroll: true }), []);
  const formOpen = Boolean(confirming || failing);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !formOpen) focusList();
    wasOpen.current = formOpen;
  }, [formOpen, focusList]);

  useEffect(() => {
    if (!lastSent) return;
    message.success(t('sent', { count: lastSent }));
    clearLastSent();
  }, [lastSent, message, t, clearLastSent]);

  const save = async (a: NewAction) => {
    await enqueue({
      ...a,
      key: crypto.randomUUID(),
      userId,
      queuedAt: new Date().toISOString(),
    } as QueuedAction);
    setConfirming(null);
    setFailing(null);
    if (navigator.onLine) {
      message.info(t('savedOnline'));
      void sync();
    } else message.info(t('savedOffline'));
  };

  const waitingFor = new Map(queue.map((a) => [a.bookingId, a]));
  const items = data?.results ?? [];
  const pending = queue.filter((a) => !a.refused).length;

  return (
    <ConfigProvider theme={touchTheme}>
      <div style={{ maxWidth: 640, margin: '0 auto' }} data-testid="driver-page">
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <div>
            <PageHeader
              style={{ margin: 0 }}
              ref={heading}
              tabIndex={-1}
              className={styles.heading}
              testId="driver-title"
            />
            <Typography.Text type="secondary">
              {t('today', { date: formatDate(todayInHcm()) })} · {t('subtitle', { count: items.length })}
            </Typography.Text>
          </div>
          {!online && (
            <Alert
              type="warning"
              showIcon
              data-testid="offline-banner"
              message={t('offlineTitle')}
              description={
                <>
                  {t('offline')}
                  {pending > 0 && (
                    <div>
                      <Badge count={pending} color="blue" />{' '}
                      <span data-testid="queued-count">{t('queued', { count: pending })}</span>
                    </div>
                  )}
                </>
              }
            />
          )}
          {online && pending > 0 && (
            <Alert
              type="info"
              showIcon
              data-testid="sync-banner"
              message={syncing ? t('syncing', { count: pending }) : t('queued', { count: pending })}
              action={
                <Button
                  size="small"
                  onClick={() => {
                    focusList();
                    void sync();
                  }}
                  loading={syncing}
                >
                  {t('syncNow')}
                </Button>
              }
            />
          )}
          {lastScans.length > 0 && (
            <Alert
              type={
                lastScans.some((x) => x.scans.some((s) => s.progress?.missing.length)) ? 'warning' : 'success'
              }
              showIcon
              data-testid="driver-piece-results"
              message={t('pieceResults')}
              description={lastScans.map((x) => (
                <div key={x.code}>
                  <Typography.Text strong>{x.code}</Typography.Text> <PieceScanTags scans={x.scans} />
                </div>
              ))}
            />
          )}
          {savedAt !== null && data && (
            <Typography.Text type="secondary" data-testid="from-cache">
              {t('fromCache', { time: formatDateTime(savedAt) })}
            </Typography.Text>
          )}
          {!data && query.isError && (
            <Alert
              type="error"
              showIcon
              message={t('loadFailed')}
              action={
                <Button
                  size="small"
                  onClick={() => {
                    focusList();
                    void query.refetch();
                  }}
                >
                  {t('retry')}
                </Button>
              }
            />
          )}
          {!data && !query.isError && <Skeleton active />}
          {data && items.length === 0 && <Empty description={t('empty')} />}
          {items.map((item) => (
            <PickupCard
              key={item.id}
              item={item}
              waiting={waitingFor.get(item.id)}
              onConfirm={() => setConfirming(item)}
              onFail={() => setFailing(item)}
              onDiscarded={focusList}
            />
          ))}
        </Space>
        <ConfirmDrawer item={confirming} onClose={() => setConfirming(null)} onSave={save} />
        <FailDrawer item={failing} onClose={() => setFailing(null)} onSave={save} />
      </div>
    </ConfigProvider>
  );
}
