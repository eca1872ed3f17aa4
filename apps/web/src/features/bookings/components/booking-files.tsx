'use client';

import { formatDateTime } from '@acf/shared';
import { Alert, Image, Skeleton, Space, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useBookingFiles, useBookingFileUrl } from '../api/get-booking-files';

function FileImage({ bookingId, fileId, alt }: { bookingId: string; fileId: string; alt: string }) {
  const { error, url } = useBookingFileUrl(bookingId, fileId);
  // A file that cannot be read shows its frame still, not a placeholder loading for ever.
  if (error) return <Skeleton.Image style={{ width: 96, height: 96 }} data-testid="booking-file-failed" />;
  if (!url) return <Skeleton.Image active style={{ width: 96, height: 96 }} />;
  return <Image src={url} alt={alt} width={96} height={96} style={{ objectFit: 'cover' }} />;
}

/**
 * The booking's pickup photos, signatures and proof of delivery, when it has any: private files
 * read through the API with the caller's session and the booking's scope (issue 22).
 */
export function BookingFiles({ bookingId }: { bookingId: string }) {
  const t = useTranslations('bookings.files');
  const files = useBookingFiles(bookingId);
  const items = files.data?.items ?? [];
  // Photos that cannot be listed are said to be missing, not left out as if there were none.
  if (files.error)
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginTop: 16 }}
        message={t('failed')}
        data-testid="booking-files-failed"
      />
    );
  if (items.length === 0) return null;
  return (
    <section data-testid="booking-files" style={{ marginTop: 16 }}>
      <Typography.Title level={5}>{t('title')}</Typography.Title>
      <Image.PreviewGroup>
        <Space wrap size={12} align="start">
          {items.map((f) => (
            <figure key={f.id} style={{ margin: 0, width: 96 }}>
              <FileImage bookingId={bookingId} fileId={f.id} alt={t(f.kind)} />
              <figcaption style={{ fontSize: 12, lineHeight: 1.3 }}>
                {t(f.kind)}
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDateTime(f.createdAt)}
                </Typography.Text>
              </figcaption>
            </figure>
          ))}
        </Space>
      </Image.PreviewGroup>
    </section>
  );
}
