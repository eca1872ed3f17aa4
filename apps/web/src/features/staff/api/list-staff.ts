import type { TStaffListQuery, TStaffPage } from '@acf/shared';
import { usePagedList } from '@/lib/list-queries';

export const staffKeys = { all: ['staff'] as const };

/** GET /staff: a page of the list, the page before kept on screen while the next loads. */
export const useStaffList = (query: TStaffListQuery) =>
  usePagedList<TStaffPage>(staffKeys.all, '/staff', query);
