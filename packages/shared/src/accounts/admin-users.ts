import { z } from 'zod';
import { ZListQuery, ZPage } from '../api';
import { USER_KINDS } from '../auth/contracts';
import { ZStaff } from './staff';

/** /administrator: every account (staff, partners, customers), searchable, lockable. */
export const ZAdminUserListQuery = ZListQuery.extend({
  kind: z.enum(USER_KINDS).optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type TAdminUserListQuery = z.infer<typeof ZAdminUserListQuery>;

export const ZAdminUserPage = ZPage(ZStaff);
export type TAdminUserPage = z.infer<typeof ZAdminUserPage>;

export const ZSetUserActiveRequest = z.object({ active: z.boolean() });
export type TSetUserActiveRequest = z.infer<typeof ZSetUserActiveRequest>;
