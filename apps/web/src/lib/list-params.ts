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

/** The antd pagination of a server-paged list: its page and size, and the total as the page words it. */
export function listPagination(
  list: { params: { page: number; pageSize: number }; setPage: (page: number, pageSize: number) => void },
  total: number | undefined,
  showTotal: (total: number) => string,
) {
  return {
    current: list.params.page,
    pageSize: list.params.pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    showTotal,
    onChange: list.setPage,
  };
}
