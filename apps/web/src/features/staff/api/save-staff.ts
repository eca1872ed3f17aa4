import type { TCreateStaffRequest, TStaff, TUpdateStaffRequest } from '@acf/shared';
import { useSaveRow } from '@/lib/list-queries';
import { staffKeys } from './list-staff';

/** Creates (no id) or updates a staff account, then refreshes the list. */
export const useSaveStaff = () =>
  useSaveRow<TStaff, TCreateStaffRequest | TUpdateStaffRequest>('/staff', staffKeys.all);
