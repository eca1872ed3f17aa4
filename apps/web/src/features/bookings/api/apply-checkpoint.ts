import type { TCheckpointRequest, TCheckpointResponse } from '@acf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const applyCheckpoint = (input: TCheckpointRequest) =>
  apiClient.post<TCheckpointResponse>('/checkpoints', input);

export function useApplyCheckpoint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: applyCheckpoint,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
