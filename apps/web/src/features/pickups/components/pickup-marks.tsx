'use client';

import { PICKUP_FLAG_AFTER, type TPickupItem } from '@acf/shared';
import { ClockCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslations } from 'next-intl';

const wrap = { whiteSpace: 'normal' } as const;

/** What the dispatcher must notice on a booking: flagged after failed attempts, late. */
export function PickupMarks({ item }: { item: TPickupItem }) {
  const t = useTranslations('pickups.assign');
  return (
    <>
      {item.flagged ? (
        <Tag color="red" icon={<WarningOutlined />} style={wrap} data-testid="mark-flagged">
          {t('flagged', { count: item.failedAttempts })}
        </Tag>
      ) : item.failedAttempts > 0 && item.failedAttempts < PICKUP_FLAG_AFTER ? (
        <Tag color="gold" style={wrap} data-testid="mark-failed">
          {t('failedAttempts', { count: item.failedAttempts })}
        </Tag>
      ) : null}
      {item.late && (
        <Tag color="orange" icon={<ClockCircleOutlined />} data-testid="mark-late">
          {t('late')}
        </Tag>
      )}
    </>
  );
}

/** The booking's driver, or a plain "unassigned". */
export function AssigneeTag({ item }: { item: TPickupItem }) {
  const t = useTranslations('pickups.assign');
  return item.assignee ? (
    <Tag color="geekblue" data-testid="assignee">
      {item.assignee.fullName || item.assignee.username}
    </Tag>
  ) : (
    <Tag data-testid="assignee">{t('unassignedTag')}</Tag>
  );
}
