import type { TSurchargeCheckInput, TSurchargeCheckResponse } from '@acf/shared';
import { apiClient } from '@/lib/api-client';

/** POST /surcharges/check: public, answers in the language of the `lang` cookie. */
export const checkSurcharges = (body: TSurchargeCheckInput) =>
  apiClient.post<TSurchargeCheckResponse>('/surcharges/check', body);
