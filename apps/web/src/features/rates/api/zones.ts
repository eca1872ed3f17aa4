import type { Zone } from '@acf/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The zones of one carrier and service (a card's columns), read and replaced as a whole. */
const key = (carrier: string, service: string) => ['rates', 'zones', carrier, service] as const;

export function useZones(carrier: string, service: string) {
  return useQuery({
    queryKey: key(carrier, service),
    queryFn: () => apiClient.get<{ zones: Zone[] }>(`/zones/${carrier}/${service}`),
  });
}

export function useSaveZones(carrier: string, service: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (zones: Zone[]) =>
      apiClient.put<{ zones: Zone[] }>(`/zones/${carrier}/${service}`, { zones }),
    onSuccess: (saved) => qc.setQueryData(key(carrier, service), saved),
  });
}
