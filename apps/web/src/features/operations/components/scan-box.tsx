'use client';

import { parseScannedCode, parseTrackingInput } from '@acf/shared';
import { Input, Space, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { CameraScanner, type ReadResult } from '@/components/camera-scanner/camera-scanner';
import { SCAN_BOX } from '@/components/scan-area';

/** A tracking number or a piece id whose check digit is right (ADR 033). */
const readable = (n: string) => parseScannedCode(n).kind !== 'invalid';

/**
 * The scan box of the warehouse: a scanner types the number and Enter. Each number is checked
 * (check digit) as it arrives; a wrong one is named under the box and not sent (`onInvalid` hears
 * of it, to keep it in a list). With `camera`, "Quét bằng camera" under it reads labels with the
 * phone: each read goes through the same path as a typed number.
 */
export function ScanBox({
  onScan,
  onInvalid,
  placeholder,
  testId = 'operate-scan',
  disabled,
  camera,
}: {
  onScan: (numbers: string[]) => void;
  onInvalid?: (numbers: string[]) => void;
  placeholder?: string;
  testId?: string;
  disabled?: boolean;
  /** What the page says a camera read did (see CameraScanner); no camera button without it. */
  camera?: (code: string) => ReadResult | null;
}) {
  const t = useTranslations('operations.operate');
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const take = (text: string) => {
    const numbers = parseTrackingInput(text);
    const bad = numbers.filter((n) => !readable(n));
    setInvalid(bad);
    if (bad.length) onInvalid?.(bad);
    const good = numbers.filter(readable);
    if (good.length) onScan(good);
  };
  const submit = () => {
    setValue('');
    take(value);
  };
  const box = (
    <Input
      ref={(el) => {
        input.current = el?.input ?? null;
      }}
      autoFocus
      size="large"
      inputMode="numeric"
      autoComplete="off"
      value={value}
      disabled={disabled}
      placeholder={placeholder ?? t('scanPlaceholder')}
      aria-label={placeholder ?? t('scanPlaceholder')}
      onChange={(e) => setValue(e.target.value)}
      onPressEnter={submit}
      data-testid={testId}
      {...SCAN_BOX}
    />
  );
  return (
    <div>
      {camera ? (
        <Space direction="vertical" size="small" style={{ width: '100%' }}>
          {box}
          <CameraScanner
            onCode={take}
            describe={camera}
            onClose={() => input.current?.focus()}
            buttonProps={{ disabled, block: true }}
          />
        </Space>
      ) : (
        box
      )}
      {invalid.length > 0 && (
        <Typography.Text type="danger" data-testid={`${testId}-invalid`}>
          {t('invalidNumber', { number: invalid.join(', ') })}
        </Typography.Text>
      )}
    </div>
  );
}
