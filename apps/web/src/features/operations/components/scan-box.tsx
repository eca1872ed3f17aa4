'use client';

import { isValidTrackingNumber, parseTrackingInput } from '@acf/shared';
import { Input, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SCAN_BOX } from '@/components/scan-area';

/**
 * The scan box of the warehouse: a scanner types the number and Enter. Each number is checked
 * (check digit) as it arrives; a wrong one is named under the box and not sent (`onInvalid` hears
 * of it, to keep it in a list).
 */
export function ScanBox({
  onScan,
  onInvalid,
  placeholder,
  testId = 'operate-scan',
  disabled,
}: {
  onScan: (numbers: string[]) => void;
  onInvalid?: (numbers: string[]) => void;
  placeholder?: string;
  testId?: string;
  disabled?: boolean;
}) {
  const t = useTranslations('operations.operate');
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState<string[]>([]);
  const submit = () => {
    const numbers = parseTrackingInput(value);
    setValue('');
    const bad = numbers.filter((n) => !isValidTrackingNumber(n));
    setInvalid(bad);
    if (bad.length) onInvalid?.(bad);
    const good = numbers.filter(isValidTrackingNumber);
    if (good.length) onScan(good);
  };
  return (
    <div>
      <Input
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
      {invalid.length > 0 && (
        <Typography.Text type="danger" data-testid={`${testId}-invalid`}>
          {t('invalidNumber', { number: invalid.join(', ') })}
        </Typography.Text>
      )}
    </div>
  );
}
