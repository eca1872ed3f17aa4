import type { Carrier } from '@acf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { surchargeMasterDataQuery } from './get-master-data';

export const updateCarrierName = ({ carrier, displayName }: { carrier: Carrier; displayName: string }) =>
  apiClient.put<null>(`/surcharges/carriers/${carrier}`, { displayName });

export function useUpdateCarrierName() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateCarrierName,
    onSuccess: () => qc.invalidateQueries({ queryKey: surchargeMasterDataQuery().queryKey }),
  });
}
