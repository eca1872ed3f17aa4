import type { TSurchargeMasterDataResponse } from '@acf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const getSurchargeMasterData = () =>
  apiClient.get<TSurchargeMasterDataResponse>('/surcharges/master-data');

export const surchargeMasterDataQuery = () =>
  queryOptions({ queryKey: ['surcharges', 'master-data'], queryFn: getSurchargeMasterData });

export function useSurchargeMasterData() {
  return useQuery(surchargeMasterDataQuery());
}
