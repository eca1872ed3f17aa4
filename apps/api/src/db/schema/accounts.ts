import type { BillingCycle } from '@acf/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsTo, idColumn, inTwoLanguages, nowStamp, percent, timestampsBy, vnd } from './columns';

export const permissions = pgTable('permissions', {
  name: text('name').primaryKey(),
});

export const roles = pgTable('roles', {
  id: idColumn(),
  code: text('code').notNull().unique(),
  ...inTwoLanguages('name'),
  /** Seeded roles can be edited but not deleted (the product relies on their codes). */
  system: boolean('system').notNull().default(false),
  ...timestampsBy(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: belongsTo(uuid('role_id'), () => roles.id),
    permission: belongsTo(text('permission'), () => permissions.name),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] })],
);

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    username: text('username').notNull(),
    fullName: text('full_name').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    /** staff, customer or partner. */
    kind: text('kind').notNull().default('staff'),
    roleId: uuid('role_id').references(() => roles.id, { onDelete: 'set null' }),
    /** SOUTH (Ho Chi Minh City) or NORTH (Hanoi). */
    office: text('office'),
    educationLevel: text('education_level'),
    active: boolean('active').notNull().default(true),
    /** The language of the user's e-mails: the one it registered in, changeable in its settings. */
    language: text('language').notNull().default('vi'),
    /** The shipment events (NOTIFY_EVENTS) the user switched off: no e-mail for them. */
    notifyOff: text('notify_off').array().notNull().default(sql`'{}'::text[]`),
    /** The events off by default (OPT_IN_NOTIFY_EVENTS) that the user switched on. */
    notifyOn: text('notify_on').array().notNull().default(sql`'{}'::text[]`),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    ...timestampsBy(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.roleId),
  ],
);

export const customerCodeSeq = pgSequence('customer_code_seq', { startWith: 1 });

export const customers = pgTable(
  'customers',
  {
    id: idColumn(),
    code: text('code').notNull().unique(),
    companyName: text('company_name').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    taxCode: text('tax_code'),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    salesUserId: uuid('sales_user_id').references(() => users.id, { onDelete: 'set null' }),
    inNetwork: boolean('in_network').notNull().default(true),
    discountPercent: percent('discount_percent').notNull().default(0),
    /** Billing (issue: billing §1): who the invoice names, how often, when due, how much credit. */
    billingName: text('billing_name'),
    billingAddress: text('billing_address'),
    billingCycle: text('billing_cycle').$type<BillingCycle>().notNull().default('MONTHLY'),
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    /** Whole đồng; null: no limit. */
    creditLimitVnd: vnd('credit_limit_vnd'),
    portalUserId: uuid('portal_user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    ...timestampsBy(),
  },
  (t) => [index('customers_sales_idx').on(t.salesUserId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: idColumn(),
    userId: belongsTo(uuid('user_id'), () => users.id),
    /** SHA-256 of the token: the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by'),
    createdAt: nowStamp('created_at'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);
