'use client';

import type { TUser } from '@acf/shared';
import { createContext, useContext } from 'react';

export interface ManagerMe {
  user: TUser;
  permissions: string[];
}

export const ManagerMeContext = createContext<ManagerMe | null>(null);

/** The logged-in user and their permissions, inside the back office (read by the shell). */
export function useManagerMe(): ManagerMe {
  const me = useContext(ManagerMeContext);
  if (!me) throw new Error('useManagerMe is used outside the manager layout');
  return me;
}

export function useCan(...permissions: string[]): boolean {
  const me = useManagerMe();
  return permissions.some((p) => me.permissions.includes(p));
}
