import { z } from 'zod';
import { ZListQuery, ZPage } from '../api';
import { PERMISSIONS } from '../permissions';

export const ZRoleCodeInput = z
  .string()
  .trim()
  .min(1)
  .max(35)
  .regex(/^[A-Z][A-Z0-9_]*$/, 'validation.roleCode');

const ZPermissionList = z
  .array(z.enum(PERMISSIONS))
  .max(PERMISSIONS.length)
  .transform((list) => [...new Set(list)]);

export const ZCreateRoleRequest = z.object({
  code: ZRoleCodeInput,
  nameVi: z.string().trim().min(1).max(60),
  nameEn: z.string().trim().min(1).max(60),
  permissions: ZPermissionList.default([]),
});
export type TCreateRoleRequest = z.input<typeof ZCreateRoleRequest>;

export const ZUpdateRoleRequest = z
  .object({
    nameVi: z.string().trim().min(1).max(60),
    nameEn: z.string().trim().min(1).max(60),
    permissions: ZPermissionList,
  })
  .partial();
export type TUpdateRoleRequest = z.input<typeof ZUpdateRoleRequest>;

export const ZRole = z.object({
  id: z.string(),
  code: z.string(),
  nameVi: z.string(),
  nameEn: z.string(),
  system: z.boolean(),
  permissions: z.array(z.string()),
  userCount: z.number().int(),
});
export type TRole = z.infer<typeof ZRole>;

export const ZRoleListQuery = ZListQuery;
export const ZRolePage = ZPage(ZRole);
export type TRolePage = z.infer<typeof ZRolePage>;
