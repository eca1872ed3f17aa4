import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * Whether a failed query is tried again: a lost connection or a server fault, 3 times (seed §9).
 * A refusal (400, 403, 404) is the answer itself and asking again would only keep the page on
 * its spinner for seven seconds before it says so; a timeout (408) and a rate limit (429) are
 * tried again.
 */
export function retryQuery(failures: number, error: unknown): boolean {
  if (failures >= 3) return false;
  const status = error instanceof ApiError ? error.status : 0;
  return status === 0 || status >= 500 || status === 408 || status === 429;
}

/** Seed §8/§9: 5-minute cache, no refetch on focus, 3 retries at 1 s doubling, capped at 30 s. */
export const QUERY_DEFAULTS = {
  staleTime: 5 * 60 * 1000,
  refetchOnWindowFocus: false,
  retry: retryQuery,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
} as const;

export function makeQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } });
}
