'use client';

import {
  type Carrier,
  EXTRA_FEE_NAMES,
  type Locale,
  SURCHARGE_CATALOGUE,
  type SurchargeCode,
} from '@acf/shared';
import { Typography } from 'antd';
import { ApiError } from '@/lib/api-client';

/** Pieces every section of the master-data editor uses. */

/** First field error of an API failure, else its message. */
export const apiMessage = (err: unknown, fallback: string) => {
  if (err instanceof ApiError) return err.body.errors?.[0]?.message ?? err.message;
  return fallback;
};

export function feeName(carrier: Carrier, code: SurchargeCode, locale: Locale): string {
  const entry = SURCHARGE_CATALOGUE[carrier].find((e) => e.code === code);
  if (entry) return locale === 'vi' ? entry.nameVi : entry.nameEn;
  return EXTRA_FEE_NAMES[code]?.[locale] ?? code;
}

/** Only carriers with a destination surcharge use the lists (DHL today); others do not show them. */
export const usesDestinationLists = (carrier: Carrier) =>
  SURCHARGE_CATALOGUE[carrier].some((e) => e.code === 'RESTRICTED_DESTINATION' || e.code === 'HIGH_RISK');

export function Section({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <section>
      <Typography.Title level={5} style={{ marginBottom: hint ? 2 : 12 }}>
        {title}
      </Typography.Title>
      {hint && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {hint}
        </Typography.Paragraph>
      )}
      {children}
    </section>
  );
}
