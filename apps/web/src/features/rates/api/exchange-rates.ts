import type { Currency } from '@acf/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The day's exchange rates to VND (VND per unit of each currency), typed or imported from Excel. */
const KEY = ['rates', 'fx'] as const;

export interface FxDay {
  day: string;
  rates: Partial<Record<Currency, number>>;
}

export function useExchangeRates(range: { from?: string; to?: string }) {
  return useQuery({
    queryKey: [...KEY, range],
    queryFn: () => apiClient.get<{ results: FxDay[] }>('/exchange-rates', range),
    placeholderData: keepPreviousData,
  });
}

export function useSaveExchangeRates() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ day, rates }: FxDay) => apiClient.put<FxDay>(`/exchange-rates/${day}`, { rates }),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /exchange-rates/import: a day per row; a preview reads the file and writes nothing. */
export function useImportExchangeRates() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => {
      const form = new FormData();
      form.append('file', file);
      return apiClient.post<{ results: FxDay[] }>('/exchange-rates/import', form, {
        query: { dryRun: dryRun ? 1 : undefined },
      });
    },
    onSuccess: (_, { dryRun }) => {
      if (!dryRun) void qc.invalidateQueries({ queryKey: KEY });
    },
  });
}
