import type { TSurchargeCheckInput, TSurchargeCheckResponse } from '@acf/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /surcharges/check: public, answers in the language of the `lang` cookie. */
export const checkSurcharges = (body: TSurchargeCheckInput) =>
  apiClient.post<TSurchargeCheckResponse>('/surcharges/check', body);

export function useCheckSurcharges() {
  return useMutation({ mutationFn: checkSurcharges });
}
