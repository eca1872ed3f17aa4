import type { TListQuery, TRolePage } from '@acf/shared';
import { usePagedList } from '@/lib/list-queries';

export const roleKeys = { all: ['roles'] as const };

/** GET /roles: a page of the list, the page before kept on screen while the next loads. */
export const useRoleList = (query: TListQuery) => usePagedList<TRolePage>(roleKeys.all, '/roles', query);
