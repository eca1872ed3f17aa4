import type { TMeResponse } from '@acf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET auth/me: the user and the names of the permissions their role holds now. */
export const meQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['auth', 'me', token ? token.slice(-16) : null],
    queryFn: () => apiClient.get<TMeResponse>('/auth/me'),
    enabled: Boolean(token),
    // Permissions follow the role at once: read them fresh on each page load.
    staleTime: 0,
    retry: false,
  });

export function useMe(token: string | null) {
  return useQuery(meQuery(token));
}
