import { describe, expect, it, vi } from 'vitest';
import { listPagination } from './list-params';

describe('listPagination', () => {
  it("follows the list's page and size, hands page changes back, and counts a missing total as 0", () => {
    const setPage = vi.fn();
    const p = listPagination({ params: { page: 3, pageSize: 20 }, setPage }, undefined, (n) => `${n} rows`);
    expect(p).toMatchObject({ current: 3, pageSize: 20, total: 0, showSizeChanger: true });
    expect(p.showTotal(42)).toBe('42 rows');
    p.onChange(4, 20);
    expect(setPage).toHaveBeenCalledWith(4, 20);
    expect(listPagination({ params: { page: 1, pageSize: 10 }, setPage }, 57, String).total).toBe(57);
  });
});
