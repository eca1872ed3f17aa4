import { randomUUID } from 'node:crypto';
import type { RoleCode, TAuthResponse } from '@acf/shared';
import { eq } from 'drizzle-orm';
import { customers, roles, users } from '../../src/db/schema';
import { nextCustomerCode } from '../../src/modules/accounts/customers.repository';
import { hashPassword, issueTokens, sessionKeys } from '../../src/modules/auth/auth.service';
import type { TestApp } from './build';

export const TEST_PASSWORD = 'Secret#123';
let cachedHash: string | undefined;

export interface TestUser {
  userId: string;
  username: string;
  customerId: string | null;
  headers: { authorization: string };
  tokens: TAuthResponse['tokens'];
}

export interface CreateUserOptions {
  username?: string;
  password?: string;
  active?: boolean;
  fullName?: string;
  email?: string;
  /** For a SALES user's customers, or a CUSTOMER's own record. */
  salesUserId?: string;
}

/**
 * A user of the given seeded role, logged in (tokens issued by the real auth service).
 * CUSTOMER users get their customer record; PARTNER_* users are partners; others staff.
 */
export async function loginAs(app: TestApp, role: RoleCode, opts: CreateUserOptions = {}): Promise<TestUser> {
  const username = opts.username ?? `${role.toLowerCase()}_${randomUUID().slice(0, 8)}`;
  if (!cachedHash) cachedHash = await hashPassword(TEST_PASSWORD);
  const passwordHash =
    opts.password && opts.password !== TEST_PASSWORD ? await hashPassword(opts.password) : cachedHash;
  const [roleRow] = await app.db.select().from(roles).where(eq(roles.code, role));
  const kind = role === 'CUSTOMER' ? 'customer' : role.startsWith('PARTNER_') ? 'partner' : 'staff';
  const [u] = await app.db
    .insert(users)
    .values({
      username,
      fullName: opts.fullName ?? username,
      email: opts.email ?? `${username}@example.vn`,
      passwordHash,
      kind,
      roleId: roleRow!.id,
      active: opts.active ?? true,
    })
    .returning();
  let customerId: string | null = null;
  if (kind === 'customer') {
    const [c] = await app.db
      .insert(customers)
      .values({
        code: await nextCustomerCode(app.db),
        companyName: `${username} Co.`,
        contactName: username,
        portalUserId: u!.id,
        salesUserId: opts.salesUserId ?? null,
      })
      .returning({ id: customers.id });
    customerId = c!.id;
  }
  const issued = await issueTokens(app.db, sessionKeys(app.jwtSecret, app.config), {
    id: u!.id,
    username,
    fullName: u!.fullName,
    email: u!.email,
    phone: null,
    kind,
    role: { id: roleRow!.id, code: role, nameVi: roleRow!.nameVi, nameEn: roleRow!.nameEn },
    office: null,
    educationLevel: null,
    active: true,
    customerId,
  });
  return {
    userId: u!.id,
    username,
    customerId,
    headers: { authorization: `Bearer ${issued.tokens.access.token}` },
    tokens: issued.tokens,
  };
}

/** A customer record as the office types it in (factory with overrides). */
export const customerInput = (over: Record<string, unknown> = {}) => ({
  companyName: 'Công ty TNHH Hoa Sen',
  contactName: 'Phạm Minh Châu',
  taxCode: '0312345673',
  address: '12 Nguyễn Huệ, Quận 1, TP.HCM',
  phone: '0283822111',
  email: 'chau@hoasen.vn',
  inNetwork: true,
  discountPercent: 5,
  ...over,
});
