import type { TCustomerListQuery, TCustomerPage } from '@acf/shared';
import { usePagedList } from '@/lib/list-queries';

export const customerKeys = { all: ['customers'] as const };

/** GET /customers: a page of the list, the page before kept on screen while the next loads. */
export const useCustomerList = (query: TCustomerListQuery) =>
  usePagedList<TCustomerPage>(customerKeys.all, '/customers', query);
