import { z } from 'zod';
import { ZListQuery, ZPage } from '../api';
import { EDUCATION_LEVELS, OFFICES, ZPassword, ZUser, ZUsername } from '../auth/contracts';
import { nullableEmail, nullableText } from './fields';

/** Back-office accounts: staff and partner agents (customers sign up or are made in /customer). */
export const STAFF_KINDS = ['staff', 'partner'] as const;
export type StaffKind = (typeof STAFF_KINDS)[number];

const staffFields = {
  fullName: z.string().trim().min(1).max(35),
  email: nullableEmail,
  phone: nullableText(14),
  roleId: z.uuid(),
  kind: z.enum(STAFF_KINDS).default('staff'),
  office: z.enum(OFFICES).nullish(),
  educationLevel: z.enum(EDUCATION_LEVELS).nullish(),
  active: z.boolean().default(true),
};

export const ZCreateStaffRequest = z.object({
  username: ZUsername,
  password: ZPassword,
  ...staffFields,
});
export type TCreateStaffRequest = z.input<typeof ZCreateStaffRequest>;

export const ZUpdateStaffRequest = z
  .object({
    fullName: staffFields.fullName,
    email: staffFields.email,
    phone: staffFields.phone,
    roleId: staffFields.roleId,
    kind: z.enum(STAFF_KINDS),
    office: staffFields.office,
    educationLevel: staffFields.educationLevel,
    active: z.boolean(),
  })
  .partial();
export type TUpdateStaffRequest = z.input<typeof ZUpdateStaffRequest>;

export const ZStaffListQuery = ZListQuery.extend({
  roleId: z.uuid().optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type TStaffListQuery = z.infer<typeof ZStaffListQuery>;

export const ZStaff = ZUser.extend({
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TStaff = z.infer<typeof ZStaff>;

export const ZStaffPage = ZPage(ZStaff);
export type TStaffPage = z.infer<typeof ZStaffPage>;
