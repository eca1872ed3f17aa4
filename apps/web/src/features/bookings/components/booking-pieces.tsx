'use client';

import { formatDateTime, type TBooking } from '@acf/shared';
import { Alert, Collapse, Empty, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { usePieceHistory } from '../api/get-piece-history';
import { PiecesMissingTag } from './status-tag';

/** Who scanned it, when the answer says (customers never get it). */
function By({ by }: { by: string | null }) {
  const t = useTranslations('bookings.trackedPieces');
  return by ? <> · {t('by', { by })}</> : null;
}

/** A piece's hand-overs, oldest first: fetched the first time a piece is opened. */
function PieceHistory({ bookingId, pieceId }: { bookingId: string; pieceId: string }) {
  const t = useTranslations('bookings.trackedPieces');
  const q = usePieceHistory(bookingId, true);
  if (q.isError)
    return <Alert type="error" showIcon title={t('historyFailed')} data-testid="piece-history-error" />;
  if (!q.data) return <Spin size="small" />;
  const piece = q.data.results.find((p) => p.id === pieceId);
  if (!piece?.handovers.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noHandovers')} />;
  return (
    <Timeline
      data-testid="piece-history"
      items={piece.handovers.map((h, i) => ({
        key: `${i}-${h.kind}`,
        title: formatDateTime(h.at),
        content: (
          <span data-kind={h.kind}>
            {h.where}
            <By by={h.by} />
          </span>
        ),
      }))}
    />
  );
}

/**
 * The booking's pieces as things (issue 35): each carton's id (its label's barcode), "2/3",
 * where it was seen last, and its hand-overs when opened; a warning while one is missing.
 */
export function BookingPieces({ booking }: { booking: TBooking }) {
  const t = useTranslations('bookings.trackedPieces');
  const total = booking.pieces.length;
  if (total === 0) return null;
  return (
    <section data-testid="booking-pieces" style={{ marginTop: 16 }}>
      <Space wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('title', { count: total })}
        </Typography.Title>
        {booking.piecesMissing && <PiecesMissingTag />}
      </Space>
      {booking.piecesMissing && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          title={t('missingAlert')}
          data-testid="pieces-missing-alert"
        />
      )}
      <Collapse
        size="small"
        items={booking.pieces.map((p) => ({
          key: p.id,
          label: (
            <div data-piece={p.id}>
              <Space wrap size={[8, 0]}>
                <Typography.Text strong style={{ fontFamily: 'monospace' }}>
                  {p.barcode}
                </Typography.Text>
                <Tag>{t('index', { index: p.index, total })}</Tag>
              </Space>
              <div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="piece-last-seen">
                  {p.lastSeen ? (
                    <>
                      {t('lastSeen', { where: p.lastSeen.where, at: formatDateTime(p.lastSeen.at) })}
                      <By by={p.lastSeen.by} />
                    </>
                  ) : (
                    t('notSeen')
                  )}
                </Typography.Text>
              </div>
            </div>
          ),
          children: <PieceHistory bookingId={booking.id} pieceId={p.id} />,
        }))}
      />
    </section>
  );
}
