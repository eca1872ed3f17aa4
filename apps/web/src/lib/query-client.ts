import { QueryClient } from '@tanstack/react-query';

/** Seed §8/§9: 5-minute cache, no refetch on focus, 3 retries at 1 s doubling, capped at 30 s. */
export const QUERY_DEFAULTS = {
  staleTime: 5 * 60 * 1000,
  refetchOnWindowFocus: false,
  retry: 3,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
} as const;

export function makeQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } });
}
