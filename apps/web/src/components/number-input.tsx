'use client';

import { formatNumberInput, fractionDigits, parseNumber } from '@acf/shared';
import { Input, type InputProps } from 'antd';
import type { Rule } from 'antd/es/form';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';

export interface NumberInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  /** The form's value: a number, null when empty, NaN while the text cannot be read. */
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** Digits after the decimal mark written back into the box (the form's rule refuses more). */
  precision?: number;
}

/**
 * Every number a person types goes through this box: the text is read in the page's language
 * by the shared parser ("4,8" on a Vietnamese page, "4.8" on an English one) and written back
 * with the page's marks. A text that cannot be read without guessing ("1.234,5" on an English
 * page, letters) gives the form NaN, which `useNumberRule` turns into the field's message; the
 * value is never clamped or rescaled behind the person's back.
 */
export function NumberInput({ value, onChange, precision, onBlur, inputMode, ...rest }: NumberInputProps) {
  const locale: 'vi' | 'en' = useLocale() === 'en' ? 'en' : 'vi';
  const [text, setText] = useState(() => formatNumberInput(value, locale, precision));
  const shown = useRef({ text, locale });
  shown.current = { text, locale };

  // A value set from outside (a reset, a loaded record, another language) is written anew;
  // the person's own text stays while it still reads as the value.
  useEffect(() => {
    const { text: current, locale: was } = shown.current;
    if (value !== undefined && value !== null && Number.isNaN(value)) return;
    const read = parseNumber(current, locale);
    if (was === locale && (read ?? null) === (value ?? null)) return;
    setText(formatNumberInput(value, locale, precision));
  }, [value, locale, precision]);

  return (
    <Input
      {...rest}
      inputMode={inputMode ?? (precision === 0 ? 'numeric' : 'decimal')}
      autoComplete="off"
      value={text}
      onChange={(e) => {
        const next = e.target.value;
        setText(next);
        const read = parseNumber(next, locale);
        onChange?.(read === undefined ? null : read === null ? Number.NaN : read);
      }}
      onBlur={(e) => {
        const read = parseNumber(text, locale);
        if (typeof read === 'number')
          setText(formatNumberInput(read, locale, Math.max(precision ?? 0, fractionDigits(read))));
        onBlur?.(e);
      }}
    />
  );
}

/**
 * What is wrong with a NumberInput's value, in the page's language, or undefined: an unreadable
 * or ambiguous text is refused with a message saying how to write it, and a number with more
 * decimals than the field keeps is refused rather than rounded.
 */
export function useNumberError() {
  const t = useTranslations('common');
  return useMemo(
    () =>
      (value: unknown, precision?: number): string | undefined => {
        if (typeof value !== 'number') return undefined;
        if (Number.isNaN(value)) return t('numberUnreadable');
        if (precision !== undefined && fractionDigits(value) > precision)
          return precision === 0 ? t('numberWhole') : t('numberDecimals', { n: precision });
        return undefined;
      },
    [t],
  );
}

/** The rule every NumberInput's field carries (put it first, with `validateFirst`). */
export function useNumberRule() {
  const error = useNumberError();
  return useMemo(
    () =>
      (precision?: number): Rule => ({
        validator: async (_rule, value: unknown) => {
          const message = error(value, precision);
          if (message) throw new Error(message);
        },
      }),
    [error],
  );
}
