import type { VatKind } from '@acf/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useListChange } from '@/lib/list-queries';

/** VAT per kind of service (international, domestic), each rate in force from a day on. */
const KEY = ['rates', 'vat'] as const;

export interface VatRow {
  kind: VatKind;
  validFrom: string;
  percent: number;
}

export function useVatRates() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => apiClient.get<{ results: VatRow[] }>('/vat-rates'),
  });
}

export const useSaveVat = () =>
  useListChange(
    ({ kind, validFrom, percent }: VatRow) =>
      apiClient.put<VatRow>(`/vat-rates/${kind}/${validFrom}`, { percent }),
    KEY,
  );
