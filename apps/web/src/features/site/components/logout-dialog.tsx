'use client';

import { API_PREFIX } from '@acf/shared/constants';
import { paths } from '@acf/shared/paths';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { clearSession } from '@/lib/session';
import styles from './logout-dialog.module.css';

export interface LogoutLabels {
  logoutTitle: string;
  logoutText: string;
  logoutConfirm: string;
  logoutCancel: string;
}

/** Seed §4: logout asks first ('Thông báo' / 'Đồng ý' / 'Không'); on yes the session is cleared and the user goes to /. */
export function LogoutDialog({
  open,
  onClose,
  refreshToken,
  labels,
}: {
  open: boolean;
  onClose: () => void;
  refreshToken?: string | null;
  /** Texts in the page language, from the server. */
  labels: LogoutLabels;
}) {
  const t = (key: keyof LogoutLabels) => labels[key];
  const router = useRouter();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);

  const confirm = async () => {
    if (refreshToken) {
      // Best effort: the server forgets the refresh token; the browser forgets everything anyway.
      await fetch(`${API_PREFIX}/auth/logout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      }).catch(() => undefined);
    }
    clearSession();
    onClose();
    router.push(paths.home);
    router.refresh();
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="logout-title"
      data-testid="logout-dialog"
      onClose={onClose}
    >
      <h2 id="logout-title" className={styles.title}>
        {t('logoutTitle')}
      </h2>
      <p className={styles.text}>{t('logoutText')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.cancel} onClick={onClose} data-testid="logout-cancel">
          {t('logoutCancel')}
        </button>
        <button type="button" className={styles.ok} onClick={confirm} data-testid="logout-confirm">
          {t('logoutConfirm')}
        </button>
      </div>
    </dialog>
  );
}
