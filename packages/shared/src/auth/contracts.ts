import { z } from 'zod';
import { ROLE_CODES } from '../permissions';
import { isPhoneOf, ZPhone } from '../phone';

export const USER_KINDS = ['staff', 'customer', 'partner'] as const;
export type UserKind = (typeof USER_KINDS)[number];
export const OFFICES = ['SOUTH', 'NORTH'] as const;
export type Office = (typeof OFFICES)[number];
/** Seed §3: Master, University, College, Intermediate, High school, Freelance workers. */
export const EDUCATION_LEVELS = [
  'MASTER',
  'UNIVERSITY',
  'COLLEGE',
  'INTERMEDIATE',
  'HIGH_SCHOOL',
  'FREELANCE_WORKERS',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const PASSWORD_MIN = 8;
export const ZPassword = z.string().min(PASSWORD_MIN, 'validation.passwordMin').max(128);
export const ZUsername = z
  .string()
  .trim()
  .min(1)
  .max(35)
  .regex(/^[A-Za-z0-9._-]+$/, 'validation.username');

export const ZLoginRequest = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(128),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZRegisterRequest = z.object({
  username: ZUsername,
  password: ZPassword,
  email: z.email().max(100),
  fullName: z.string().trim().min(1).max(35),
  // At most 14 without separators, and a phone number (national numbers read as Vietnamese).
  phone: ZPhone.refine((v) => isPhoneOf(v), 'validation.phone'),
  company: z.string().trim().max(35).optional(),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZRefreshRequest = z.object({ refreshToken: z.string().min(1).max(200) });
export type TRefreshRequest = z.infer<typeof ZRefreshRequest>;

export const ZRoleRef = z.object({
  id: z.string(),
  code: z.string(),
  nameVi: z.string(),
  nameEn: z.string(),
});

/** A user as the records that name one show it (a customer's sales user, a pickup driver). */
export const ZUserRef = z.object({ id: z.string(), username: z.string(), fullName: z.string() });
export type TUserRef = z.infer<typeof ZUserRef>;

export const ZUser = ZUserRef.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  kind: z.enum(USER_KINDS),
  role: ZRoleRef.nullable(),
  office: z.enum(OFFICES).nullable(),
  educationLevel: z.enum(EDUCATION_LEVELS).nullable(),
  active: z.boolean(),
  customerId: z.string().nullable(),
});
export type TUser = z.infer<typeof ZUser>;
export type TRoleRef = z.infer<typeof ZRoleRef>;

const ZToken = z.object({ token: z.string(), expires: z.string() });
export const ZTokens = z.object({ access: ZToken, refresh: ZToken });
export type TTokens = z.infer<typeof ZTokens>;

/** Login, register and refresh answer this (seed §3: tokens.access.token, tokens.refresh.token, user). */
export const ZAuthResponse = z.object({ user: ZUser, tokens: ZTokens });
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

export const ZMeResponse = z.object({ user: ZUser, permissions: z.array(z.string()) });
export type TMeResponse = z.infer<typeof ZMeResponse>;

export const ZResetPasswordRequest = z.object({ userId: z.uuid(), password: ZPassword });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZRoleCode = z.enum(ROLE_CODES);
