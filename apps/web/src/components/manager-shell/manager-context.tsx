'use client';

import type { Permission, TMeResponse } from '@acf/shared';
import { createContext, useContext } from 'react';

/** The answer of /auth/me, as the shared contract gives it. */
export type ManagerMe = TMeResponse;

export const ManagerMeContext = createContext<ManagerMe | null>(null);

/** The logged-in user and their permissions, inside the back office (read by the shell). */
export function useManagerMe(): ManagerMe {
  const me = useContext(ManagerMeContext);
  if (!me) throw new Error('useManagerMe is used outside the manager layout');
  return me;
}

/** Whether the user's role holds any of these permissions (names checked by the compiler). */
export function useCan(...permissions: Permission[]): boolean {
  const me = useManagerMe();
  return permissions.some((p) => me.permissions.includes(p));
}
