import type { Carrier, TUpdateSurchargeDestinationsRequest } from '@acf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { surchargeMasterDataQuery } from './get-master-data';

export const updateDestinations = ({
  carrier,
  ...body
}: TUpdateSurchargeDestinationsRequest & { carrier: Carrier }) =>
  apiClient.put<null>(`/surcharges/destinations/${carrier}`, body);

export function useUpdateDestinations() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateDestinations,
    onSuccess: () => qc.invalidateQueries({ queryKey: surchargeMasterDataQuery().queryKey }),
  });
}
