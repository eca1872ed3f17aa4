import type { BookingCarrier } from '@acf/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The fuel surcharge: a percentage per carrier and month. */
const KEY = ['rates', 'fuel'] as const;

export interface FuelRow {
  carrier: BookingCarrier;
  month: string;
  percent: number;
}

export function useFuelSurcharges(carrier?: string) {
  return useQuery({
    queryKey: [...KEY, carrier ?? null],
    queryFn: () => apiClient.get<{ results: FuelRow[] }>('/fuel-surcharges', { carrier }),
  });
}

export function useSaveFuel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ carrier, month, percent }: FuelRow) =>
      apiClient.put<FuelRow>(`/fuel-surcharges/${carrier}/${month}`, { percent }),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}
