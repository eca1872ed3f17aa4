import type { TCommune, TProvince } from '@acf/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Vietnam's 34 provinces and cities (the list changes by law: read once per visit). */
export const useProvinces = (enabled: boolean) =>
  useQuery({
    queryKey: ['divisions', 'provinces'],
    queryFn: () => apiClient.get<{ results: TProvince[] }>('/divisions/provinces'),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });

/** A province's communes, wards and special zones matching what is typed (accents optional). */
export const useCommunes = (province: string | undefined, search: string) =>
  useQuery({
    queryKey: ['divisions', 'communes', province, search],
    queryFn: () =>
      apiClient.get<{ results: TCommune[] }>(`/divisions/provinces/${province}/communes`, { search }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: !!province,
    placeholderData: keepPreviousData,
  });
