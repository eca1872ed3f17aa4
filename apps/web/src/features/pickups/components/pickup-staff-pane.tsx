'use client';

import { formatDate, type TPickupStaff } from '@acf/shared';
import { Spin, Tag, Typography } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import styles from './dispatch.module.css';

/**
 * The pickup staff with their load on the day: still to pick up, picked up, failed, booked kg.
 * A tap makes one the target of the next assignment.
 */
export function PickupStaffPane({
  staff,
  loading,
  date,
  target,
  onTarget,
}: {
  staff: TPickupStaff[] | undefined;
  loading: boolean;
  date: string;
  target: string | undefined;
  onTarget: (id: string) => void;
}) {
  const t = useTranslations('pickups.assign');
  const locale = useLocale();
  const kg = new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US', { maximumFractionDigits: 1 });
  if (!staff) return <Spin style={{ display: 'block', margin: '24px auto' }} />;
  // Said in words (an empty picture would read "Empty", as a list that failed does).
  if (staff.length === 0)
    return (
      <Typography.Paragraph type="secondary" style={{ margin: '16px 0' }} data-testid="no-staff">
        {t('noStaff')}
      </Typography.Paragraph>
    );
  return (
    <Spin spinning={loading}>
      <div className={styles.muted} style={{ marginBottom: 8 }}>
        {t('staffOn', { date: formatDate(date) })}
      </div>
      <div className={styles.staffList}>
        {staff.map((s) => {
          const name = s.fullName || s.username;
          const on = s.id === target;
          return (
            <button
              type="button"
              key={s.id}
              className={[styles.staff, on && styles.staffTarget].filter(Boolean).join(' ')}
              aria-pressed={on}
              onClick={() => onTarget(s.id)}
              data-testid="pickup-staff"
              data-username={s.username}
              data-assigned={s.assigned}
            >
              <div className={styles.staffName}>
                <span>
                  {name} <span className={styles.muted}>({s.username})</span>
                </span>
                {on && <Tag color="blue">{t('target')}</Tag>}
              </div>
              <div className={styles.load}>
                <span className={styles.loadFigure}>
                  <strong data-testid="staff-assigned">{s.assigned}</strong>
                  {t('load.assigned')}
                </span>
                <span className={styles.loadFigure}>
                  <strong style={{ color: '#389e0d' }}>{s.pickedUp}</strong>
                  {t('load.pickedUp')}
                </span>
                <span className={styles.loadFigure}>
                  <strong style={{ color: s.failed ? '#cf1322' : undefined }}>{s.failed}</strong>
                  {t('load.failed')}
                </span>
                <span className={styles.loadFigure}>
                  <strong>{kg.format(s.bookedWeight)}</strong>
                  {t('load.kg')}
                </span>
              </div>
            </button>
          );
        })}
      </div>
    </Spin>
  );
}
