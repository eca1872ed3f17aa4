'use client';

import { DEFAULT_PAGE_SIZE } from '@acf/shared';
import { useState } from 'react';

/** page, pageSize and search of a list (seed §3 defaults: 1, 10, ''), plus its filters. */
export function useListParams<F extends Record<string, string | undefined>>(filters: F = {} as F) {
  const [params, setParams] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE, search: '', ...filters });
  return {
    params,
    setSearch: (search: string) => setParams((p) => ({ ...p, search: search.trim(), page: 1 })),
    setFilter: (name: keyof F, value: string | undefined) =>
      setParams((p) => ({ ...p, [name]: value, page: 1 })),
    setPage: (page: number, pageSize: number) =>
      setParams((p) => ({ ...p, page: pageSize === p.pageSize ? page : 1, pageSize })),
  };
}
