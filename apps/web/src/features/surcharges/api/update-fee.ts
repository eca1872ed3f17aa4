import type { Carrier, SurchargeCode, TSurchargeFeeRow, TUpdateSurchargeFeeRequest } from '@acf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { surchargeMasterDataQuery } from './get-master-data';

export interface UpdateFeeInput extends TUpdateSurchargeFeeRequest {
  carrier: Carrier;
  code: SurchargeCode;
}

export const updateSurchargeFee = ({ carrier, code, ...body }: UpdateFeeInput) =>
  apiClient.put<TSurchargeFeeRow>(`/surcharges/fees/${carrier}/${code}`, body);

export function useUpdateSurchargeFee() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateSurchargeFee,
    onSuccess: () => qc.invalidateQueries({ queryKey: surchargeMasterDataQuery().queryKey }),
  });
}
