'use client';

import { ScanOutlined } from '@ant-design/icons';
import { Alert, Button, type ButtonProps, Drawer, Grid, List, Spin, Tag, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import styles from './camera-scanner.module.css';
import { type CameraRead, useCameraReads } from './use-camera-reads';

/** What a page says a read did, in its own words ("Đã nhận", "2/3 kiện", "sai chỗ: …"). */
export interface ReadResult {
  text: string;
  tone: 'success' | 'warning' | 'error' | 'processing';
}
const TAG: Record<ReadResult['tone'], string> = {
  success: 'green',
  warning: 'orange',
  error: 'red',
  processing: 'blue',
};

export interface CameraScannerProps {
  /** A read: does what typing the code into the page's scan box and Enter does. */
  onCode: (code: string) => void;
  /**
   * What the page knows of a code now (its answer, or that it waits to be sent); null while the
   * page has no word on it yet. Asked on every render, so a late answer replaces "sending".
   */
  describe: (code: string) => ReadResult | null;
  /** The sheet closed: the page gives the focus back (its scan box, for a handheld scanner). */
  onClose?: () => void;
  buttonProps?: ButtonProps;
}

/**
 * "Quét bằng camera": a button that opens the camera in a sheet (the whole screen on a phone, a
 * side panel on a desk) and reads Code 128 and QR codes until closed, with the last five reads
 * and what each did. A handheld scanner keeps typing into the page's scan box as before.
 */
export function CameraScanner({ onCode, describe, onClose, buttonProps }: CameraScannerProps) {
  const t = useTranslations('common.camera');
  const [open, setOpen] = useState(false);
  const screens = Grid.useBreakpoint();
  const phone = !screens.md;
  return (
    <>
      <Button
        icon={<ScanOutlined />}
        size="large"
        onClick={() => setOpen(true)}
        data-testid="camera-open"
        {...buttonProps}
      >
        {t('open')}
      </Button>
      <Drawer
        open={open}
        title={t('title')}
        placement={phone ? 'bottom' : 'right'}
        size={phone ? '100%' : 480}
        rootClassName={styles.sheet}
        destroyOnHidden
        // With a scan box to go back to, the focus goes there, not to this button: a handheld
        // scanner's Enter would open the camera again.
        focusable={{ focusTriggerAfterClose: !onClose }}
        onClose={() => setOpen(false)}
        afterOpenChange={(isOpen) => {
          if (!isOpen) onClose?.();
        }}
        footer={
          <Button block size="large" onClick={() => setOpen(false)} data-testid="camera-close">
            {t('close')}
          </Button>
        }
      >
        {open && <CameraView onCode={onCode} describe={describe} />}
      </Drawer>
    </>
  );
}

function CameraView({ onCode, describe }: Pick<CameraScannerProps, 'onCode' | 'describe'>) {
  const t = useTranslations('common.camera');
  const video = useRef<HTMLVideoElement>(null);
  const { state, reads } = useCameraReads(video, onCode);
  return (
    <div
      data-testid="camera-sheet"
      data-phase={state.phase}
      data-detector={state.phase === 'reading' ? state.detector : undefined}
      style={{ display: 'contents' }}
    >
      {state.phase === 'failed' ? (
        <Alert
          type="error"
          showIcon
          message={t(state.reason === 'denied' ? 'denied' : 'unavailable')}
          data-testid="camera-error"
        />
      ) : (
        <div className={styles.viewport}>
          <video ref={video} className={styles.video} muted playsInline aria-label={t('video')} />
          <div className={styles.aim} />
          {state.phase === 'starting' && (
            <Spin style={{ position: 'absolute', inset: 0, margin: 'auto', height: 32 }} />
          )}
        </div>
      )}
      <Typography.Text type="secondary">{t('hint')}</Typography.Text>
      <List
        size="small"
        bordered
        header={<Typography.Text strong>{t('lastReads')}</Typography.Text>}
        locale={{ emptyText: <Typography.Text type="secondary">{t('noReads')}</Typography.Text> }}
        dataSource={reads}
        rowKey="id"
        data-testid="camera-reads"
        renderItem={(r: CameraRead) => {
          const result = describe(r.code) ?? { text: t('working'), tone: 'processing' as const };
          return (
            <List.Item data-testid="camera-read" data-code={r.code} data-tone={result.tone}>
              <span className={styles.code}>{r.code}</span>
              <Tag color={TAG[result.tone]} style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
                {result.text}
              </Tag>
            </List.Item>
          );
        }}
      />
    </div>
  );
}
