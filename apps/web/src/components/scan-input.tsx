'use client';

import { Input, type InputProps } from 'antd';
import { type RefObject, useState } from 'react';

/**
 * The box a number is scanned or typed into: Enter hands the number to `onScan` and empties the
 * box. `box` holds the input, for the page to give it the focus back (after the camera closes).
 */
export function ScanInput({
  onScan,
  box,
  ...input
}: {
  onScan: (text: string) => void;
  box: RefObject<HTMLInputElement | null>;
} & Omit<InputProps, 'value' | 'onChange' | 'onPressEnter'>) {
  const [scan, setScan] = useState('');
  return (
    <Input
      inputMode="numeric"
      value={scan}
      onChange={(e) => setScan(e.target.value)}
      onPressEnter={() => {
        onScan(scan);
        setScan('');
      }}
      ref={(el) => {
        box.current = el?.input ?? null;
      }}
      {...input}
    />
  );
}
