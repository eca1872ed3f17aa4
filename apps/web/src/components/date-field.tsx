'use client';

import { DATE_DISPLAY } from '@acf/shared';
import { DatePicker, type DatePickerProps } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { dayjsToIso, isoToDayjs } from '@/lib/dates';

dayjs.extend(customParseFormat);

/**
 * What every date input reads: the product's own display (DD-MM-YYYY, the first, which the
 * picker shows) and the slashed form people also type.
 */
export const DATE_INPUT_FORMATS = [DATE_DISPLAY, 'DD/MM/YYYY'];
export const DATE_TIME_INPUT_FORMATS = DATE_INPUT_FORMATS.map((f) => `${f} HH:mm`);

/** True for a typed text that none of the formats reads. */
export function isUnreadableDate(text: string, withTime = false): boolean {
  const t = text.trim();
  return t !== '' && !dayjs(t, withTime ? DATE_TIME_INPUT_FORMATS : DATE_INPUT_FORMATS, true).isValid();
}

/**
 * The one date input of the product (antd's DatePicker, same props). A typed text that it cannot
 * read stays in the box, in red, where the bare picker would forget it on blur: a filter keeps
 * what it had. In a form (`reportUnreadable`), the text reaches the form as an invalid day and
 * the form's `useDateRule` names the field, instead of saving an empty date.
 */
export function DateField({
  value,
  onChange,
  onBlur,
  showTime,
  status,
  reportUnreadable,
  ...rest
}: DatePickerProps<Dayjs, false> & { reportUnreadable?: boolean }) {
  const [badText, setBadText] = useState(false);
  const invalidValue = value != null && !value.isValid();
  return (
    <DatePicker
      {...rest}
      showTime={showTime}
      format={showTime ? DATE_TIME_INPUT_FORMATS : DATE_INPUT_FORMATS}
      preserveInvalidOnBlur
      value={invalidValue ? null : value}
      status={badText || invalidValue ? 'error' : status}
      onChange={(d, text) => {
        setBadText(false);
        onChange?.(d, text);
      }}
      onBlur={(e, info) => {
        const text = (e.target as HTMLInputElement).value ?? '';
        const bad = isUnreadableDate(text, Boolean(showTime));
        setBadText(bad);
        // A readable text is the value when the box is left (the picker alone keeps it pending
        // until Enter or a click in its calendar, and a click on Save would save the old value).
        const typed = text.trim()
          ? dayjs(text.trim(), showTime ? DATE_TIME_INPUT_FORMATS : DATE_INPUT_FORMATS, true)
          : null;
        if (typed?.isValid() && !(value?.isValid() && typed.isSame(value))) onChange?.(typed, text);
        if (reportUnreadable) {
          if (bad) onChange?.(dayjs(Number.NaN), text);
          else if (!text.trim() && invalidValue) onChange?.(null as unknown as Dayjs, '');
        }
        onBlur?.(e, info);
      }}
    />
  );
}

/**
 * A period's first and last day as two pickers, each bounding the other (two pickers rather than a
 * range: a range's two-month panel is wider than a phone). Days in and out as ISO dates.
 */
export function PeriodFields({
  from,
  to,
  onChange,
  labels,
  testIds,
  className,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (patch: { from?: string; to?: string }) => void;
  labels: { from: string; to: string };
  testIds: { from: string; to: string };
  className?: string;
}) {
  const days = { from, to };
  return (
    <>
      {(['from', 'to'] as const).map((end) => (
        <DateField
          key={end}
          className={className}
          placeholder={labels[end]}
          aria-label={labels[end]}
          value={isoToDayjs(days[end])}
          // Each bounds the other: the first day is never after the last.
          maxDate={end === 'from' ? isoToDayjs(to) : undefined}
          minDate={end === 'to' ? isoToDayjs(from) : undefined}
          onChange={(d) => onChange({ [end]: dayjsToIso(d) })}
          data-testid={testIds[end]}
        />
      ))}
    </>
  );
}

/** The form rule that goes with `DateField`: a text it could not read is an error on the field. */
export function useDateRule(): Rule {
  const t = useTranslations('common');
  return useMemo(
    () => ({
      validator: async (_rule, v: Dayjs | null | undefined) => {
        if (v != null && !v.isValid()) throw new Error(t('dateUnreadable'));
      },
    }),
    [t],
  );
}
