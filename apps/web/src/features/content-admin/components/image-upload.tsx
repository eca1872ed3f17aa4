'use client';

import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Space, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { ApiError } from '@/lib/api-client';
import { useUploadImage } from '../api/upload';
import styles from './content-admin.module.css';

/** A form field holding an uploaded image's URL (thumbnail of a post or category). */
export function ImageUpload({
  value,
  onChange,
  testId,
}: {
  value?: string | null;
  onChange?: (url: string | null) => void;
  testId?: string;
}) {
  const t = useTranslations('contentAdmin');
  const { message } = App.useApp();
  const upload = useUploadImage();
  const ref = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.imageUpload}>
      {value && (
        // biome-ignore lint/performance/noImgElement: a preview of the stored image in the back office
        <img
          src={value}
          alt=""
          className={styles.thumbPreview}
          data-testid={testId ? `${testId}-preview` : undefined}
        />
      )}
      <Space direction="vertical" size={4}>
        <Space>
          <Button icon={<UploadOutlined />} loading={upload.isPending} onClick={() => ref.current?.click()}>
            {t('upload')}
          </Button>
          {value && (
            <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
              {t('removeImage')}
            </Button>
          )}
        </Space>
        <Typography.Text type="secondary">{t('uploadHint')}</Typography.Text>
      </Space>
      <input
        ref={ref}
        type="file"
        style={{ display: 'none' }}
        accept="image/jpeg,image/png,image/webp,image/gif"
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          upload.mutate(file, {
            onSuccess: ({ url }) => onChange?.(url),
            onError: (err) =>
              message.error(
                err instanceof ApiError ? (err.body.errors?.[0]?.message ?? err.message) : String(err),
              ),
          });
        }}
      />
    </div>
  );
}
