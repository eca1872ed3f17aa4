import type { TRateCard, TRateCardDiff, TRateCardSummary, TSimulation } from '@acf/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Rate cards: the list, one card with its matrix, the import (previewed first), publish and retire. */
const KEY = ['rates', 'cards'] as const;

export interface RateCardFilters {
  carrier?: string;
  service?: string;
  kind?: string;
  status?: string;
}

export function useRateCards(filters: RateCardFilters) {
  return useQuery({
    queryKey: [...KEY, 'list', filters],
    queryFn: () => apiClient.get<{ results: TRateCardSummary[] }>('/rate-cards', { ...filters }),
    placeholderData: keepPreviousData,
  });
}

export function useRateCard(id: string | null) {
  return useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: () => apiClient.get<TRateCard>(`/rate-cards/${id}`),
    enabled: !!id,
  });
}

export const downloadRateCard = (id: string) => apiClient.download(`/rate-cards/${id}/export.xlsx`);

export interface ImportAnswer {
  /** The DRAFT made; null on a preview. */
  card: TRateCardSummary | null;
  diff: TRateCardDiff;
}

/** POST /rate-cards/import: the file and the card's fields as multipart; a preview writes nothing. */
export function importRateCard({
  file,
  fields,
  dryRun,
}: {
  file: File;
  fields: Record<string, string | undefined>;
  dryRun: boolean;
}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== '') form.append(k, v);
  form.append('file', file);
  return apiClient.post<ImportAnswer>('/rate-cards/import', form, {
    query: { dryRun: dryRun ? 1 : undefined },
  });
}

function useCardWrite<A, R>(fn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: KEY }) });
}

export const useImportRateCard = () => useCardWrite(importRateCard);
export const usePublishRateCard = () =>
  useCardWrite((id: string) => apiClient.post<TRateCardSummary>(`/rate-cards/${id}/publish`));
export const useRetireRateCard = () =>
  useCardWrite((id: string) => apiClient.post<TRateCardSummary>(`/rate-cards/${id}/retire`));

/** POST /rate-cards/{id}/simulate: what a card would have done to the last `days` days (writes nothing). */
export const useSimulateRateCard = () =>
  useMutation({
    mutationFn: ({ id, days }: { id: string; days: number }) =>
      apiClient.post<TSimulation>(`/rate-cards/${id}/simulate`, undefined, { query: { days } }),
  });
