'use client';

import type { TMeResponse } from '@acf/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient, NetworkError } from './api-client';

const ME_KEY = 'acf-last-me';

function rememberMe(me: TMeResponse) {
  try {
    window.localStorage.setItem(ME_KEY, JSON.stringify(me));
  } catch {
    // Storage full or refused: the frame simply needs the network next time.
  }
}

function rememberedMe(userId: string): TMeResponse | undefined {
  try {
    const me = JSON.parse(window.localStorage.getItem(ME_KEY) ?? 'null') as TMeResponse | null;
    return me?.user.id === userId ? me : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET auth/me: the user and the permissions their role holds now, read fresh on each page load
 * (a role change shows at once). Without a connection (a driver's phone reloading its page) the
 * answer is the last one this browser got for the same user, and it is asked again when the
 * connection is back; every call the page makes is still checked by the API.
 */
export const meQuery = (signedIn: boolean, userId: string | null) =>
  queryOptions({
    queryKey: ['auth', 'me', userId],
    queryFn: async () => {
      try {
        const fresh = await apiClient.get<TMeResponse>('/auth/me');
        rememberMe(fresh);
        return fresh;
      } catch (err) {
        const last = err instanceof NetworkError && userId ? rememberedMe(userId) : undefined;
        if (last) return last;
        throw err;
      }
    },
    enabled: signedIn,
    staleTime: 0,
    retry: false,
  });
