'use client';

import { PICKUP_MAX_PHOTOS, PICKUP_PHOTO_MAX_SIDE } from '@acf/shared';
import { CameraOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef } from 'react';

/**
 * Shrinks a camera photo on the phone before it is queued (≤ 1600 px JPEG): a weak connection
 * then sends hundreds of kilobytes, not megabytes. The API re-encodes it again anyway.
 */
async function shrink(file: File): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, PICKUP_PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/jpeg', 0.85));
    return blob ?? file;
  } catch {
    return file;
  }
}

export function PhotoPicker({ value, onChange }: { value: Blob[]; onChange: (next: Blob[]) => void }) {
  const t = useTranslations('pickupDriver');
  const input = useRef<HTMLInputElement>(null);
  const urls = useMemo(() => value.map((b) => URL.createObjectURL(b)), [value]);
  useEffect(
    () => () => {
      for (const u of urls) URL.revokeObjectURL(u);
    },
    [urls],
  );

  const add = async (files: FileList | null) => {
    if (!files?.length) return;
    const shrunk = await Promise.all([...files].map(shrink));
    onChange([...value, ...shrunk].slice(0, PICKUP_MAX_PHOTOS));
    if (input.current) input.current.value = '';
  };

  return (
    <div>
      <Space wrap size={8}>
        {urls.map((u, i) => (
          <div key={u} style={{ position: 'relative' }}>
            {/* biome-ignore lint/performance/noImgElement: a local preview (object URL), not a served image */}
            <img
              src={u}
              alt={t('pieceN', { n: i + 1 })}
              width={72}
              height={72}
              style={{ objectFit: 'cover', borderRadius: 6 }}
            />
            <Button
              size="small"
              danger
              shape="circle"
              icon={<DeleteOutlined />}
              aria-label={t('removePhoto', { n: i + 1 })}
              onClick={() => onChange(value.filter((_, k) => k !== i))}
              style={{ position: 'absolute', top: -8, right: -8 }}
            />
          </div>
        ))}
        {value.length < PICKUP_MAX_PHOTOS && (
          <Button icon={<CameraOutlined />} onClick={() => input.current?.click()} style={{ height: 72 }}>
            {t('takePhoto')}
          </Button>
        )}
      </Space>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        hidden
        // Inline: antd's form shows every file input inside a form (`input[type=file] {display:
        // block}`), which beats the hidden attribute and put the browser's "Choose Files" beside
        // the camera button. The button above opens it.
        style={{ display: 'none' }}
        data-testid="photo-input"
        aria-label={t('takePhoto')}
        onChange={(e) => void add(e.target.files)}
      />
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
        {t('photosHint')}
      </Typography.Text>
    </div>
  );
}
