'use client';

import type { BookingStatus } from '@acf/shared';
import { Tag, Tooltip } from 'antd';
import { useTranslations } from 'next-intl';

const COLORS: Record<BookingStatus, string> = {
  BOOKED: 'blue',
  ASSIGNED: 'geekblue',
  PICKED_UP: 'cyan',
  IN_WAREHOUSE: 'purple',
  MANIFESTED: 'magenta',
  IN_TRANSIT: 'orange',
  DELIVERED: 'green',
  CANCELLED: 'default',
  EXCEPTION: 'red',
};

export function StatusTag({ status }: { status: BookingStatus }) {
  const t = useTranslations('bookings.statuses');
  return (
    <Tag color={COLORS[status]} data-testid="status-tag">
      {t(status)}
    </Tag>
  );
}

/** A test booking (issue 24: made with a test-mode API key): nobody picks it up. */
export function TestBadge() {
  const t = useTranslations('bookings');
  return (
    <Tooltip title={t('testBadgeHint')}>
      <Tag color="gold" data-testid="test-badge" style={{ marginInlineStart: 6 }}>
        {t('testBadge')}
      </Tag>
    </Tooltip>
  );
}

/** A piece of the booking was not seen at its latest hand-over (issue 35). */
export function PiecesMissingTag() {
  const t = useTranslations('bookings');
  return (
    <Tag color="red" data-testid="pieces-missing-tag" style={{ marginInlineStart: 6 }}>
      {t('piecesMissing')}
    </Tag>
  );
}
