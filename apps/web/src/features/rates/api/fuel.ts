import type { BookingCarrier } from '@acf/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useListChange } from '@/lib/list-queries';

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

export const useSaveFuel = () =>
  useListChange(
    ({ carrier, month, percent }: FuelRow) =>
      apiClient.put<FuelRow>(`/fuel-surcharges/${carrier}/${month}`, { percent }),
    KEY,
  );
