import type { THistoryQuery, THistoryResponse } from '@acf/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const getHistory = (q: Partial<THistoryQuery>) => apiClient.get<THistoryResponse>('/history', q);

export const historyQuery = (q: Partial<THistoryQuery>) =>
  queryOptions({ queryKey: ['history', q], queryFn: () => getHistory(q), placeholderData: keepPreviousData });

export const useHistory = (q: Partial<THistoryQuery>) => useQuery(historyQuery(q));
