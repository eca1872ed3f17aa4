import type { TCreateCustomerRequest, TCustomer } from '@acf/shared';
import { useSaveRow } from '@/lib/list-queries';
import { customerKeys } from './list-customers';

/** Creates (no id) or updates a customer, then refreshes the list. */
export const useSaveCustomer = () =>
  useSaveRow<TCustomer, TCreateCustomerRequest>('/customers', customerKeys.all);
