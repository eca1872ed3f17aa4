import { randomUUID } from 'node:crypto';
import {
  type Locale,
  normalizePhone,
  type TAuthResponse,
  type TRegisterRequest,
  type TUser,
} from '@acf/shared';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { customers, refreshTokens, users } from '../../db/schema';
import { uniqueViolationToConflict } from '../../db/sql';
import { AppError, conflict, unauthorized } from '../../lib/errors';
import * as limits from '../../lib/rate-limit';
import { nextCustomerCode } from '../accounts/customers.repository';
import { findUserWithAccess, insertUser, roleIdByCode, usernameOrEmailTaken } from './auth.repository';
import { hashRefreshToken, newRefreshToken, signAccessToken } from './tokens';

/**
 * Repeated failures are throttled; counters live in the database. A wrong password counts
 * against the account from that address, so a stranger who knows a username cannot lock its
 * owner out from elsewhere; the address's own limit and a ceiling per account (many addresses
 * at once) stop a guessing campaign.
 *
 * The ceiling per account: OWASP ASVS 4.0 V2.2.1 allows at most 100 failed attempts an hour on
 * one account. The window is fixed (an hour), so two windows can meet inside any 60 minutes:
 * 50 a window keeps every 60 minutes at 100 at most (it was 100 per 15 minutes: 400 an hour).
 * The ceiling does not apply to an address the account has signed in from before (remembered
 * KNOWN_ADDRESS_DAYS): a stranger's campaign does not lock the owner out at home or at the
 * office, where only the pair's own limit (5 per 15 minutes) holds. A new address of the
 * owner's waits until the hour is over, as the stranger does.
 */
export const LOGIN_LIMITS = {
  perUsernameAndAddress: { max: 5, windowSeconds: 15 * 60 },
  perAddress: { max: 20, windowSeconds: 15 * 60 },
  perUsername: { max: 50, windowSeconds: 60 * 60 },
};
export const KNOWN_ADDRESS_DAYS = 90;

/** argon2id (the library's default algorithm) with its default cost. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * A new account's password hash, once its username and e-mail are known to be free (409 naming
 * the field otherwise): registration and the staff form create users the same way.
 */
export async function newUserPassword(
  db: DbOrTx,
  user: { username: string; email: string | null; password: string },
): Promise<string> {
  const taken = await usernameOrEmailTaken(db, user.username, user.email);
  if (taken.username) throw conflict('auth.usernameTaken', 'username');
  if (taken.email) throw conflict('auth.emailTaken', 'email');
  return hashPassword(user.password);
}

export function verifyPassword(hashed: string, password: string): Promise<boolean> {
  return verify(hashed, password).catch(() => false);
}

/** What issuing a session needs from the configuration: the signing key and the two lifetimes. */
export interface SessionKeys {
  secret: Uint8Array;
  accessTtlSeconds: number;
  refreshTtlDays: number;
}

export function sessionKeys(
  secret: Uint8Array,
  config: Pick<Config, 'ACCESS_TOKEN_TTL_SECONDS' | 'REFRESH_TOKEN_TTL_DAYS'>,
): SessionKeys {
  return {
    secret,
    accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
  };
}

/** An access token and a refresh token of one session (a new one unless `familyId` is given). */
export async function issueTokens(
  db: DbOrTx,
  keys: SessionKeys,
  user: TUser,
  familyId: string = randomUUID(),
): Promise<TAuthResponse> {
  const access = await signAccessToken(keys.secret, user.id, familyId, keys.accessTtlSeconds);
  const refresh = newRefreshToken();
  const refreshExpires = new Date(Date.now() + keys.refreshTtlDays * 86_400_000);
  await db.insert(refreshTokens).values({
    userId: user.id,
    tokenHash: refresh.hash,
    familyId,
    expiresAt: refreshExpires,
  });
  return {
    user,
    tokens: {
      access: { token: access.token, expires: access.expires.toISOString() },
      refresh: { token: refresh.token, expires: refreshExpires.toISOString() },
    },
  };
}

export async function login(
  db: DbOrTx,
  keys: SessionKeys,
  username: string,
  password: string,
  address: string,
  opts: { adminOnly?: boolean } = {},
) {
  const name = username.toLowerCase();
  const userAddrKey = `login:user-addr:${name}:${address}`;
  const addrKey = `login:addr:${address}`;
  const userKey = `login:user:${name}`;
  const knownKey = `login:known:${name}:${address}`;
  const now = new Date();
  const counters = [
    [userAddrKey, LOGIN_LIMITS.perUsernameAndAddress],
    [addrKey, LOGIN_LIMITS.perAddress],
    [userKey, LOGIN_LIMITS.perUsername],
  ] as const;
  const known = (await limits.peek(db, knownKey, now)) !== null;
  for (const [key, lim] of counters) {
    if (key === userKey && known) continue;
    const c = await limits.peek(db, key, now);
    if (c && c.count >= lim.max) throw limits.tooMany(c.resetAt, now);
  }

  const found = await findUserWithAccess(db, { username });
  // Verify against a dummy hash when the user is unknown, so timing does not reveal accounts.
  dummyHash ??= await hashPassword(randomUUID());
  const ok = await verifyPassword(found?.passwordHash ?? dummyHash, password);
  if (!found || !ok) {
    for (const [key, lim] of counters) await limits.hit(db, { key, ...lim });
    throw new AppError('INVALID_CREDENTIALS', 401, 'auth.invalidCredentials');
  }
  if (!found.user.active) throw new AppError('ACCOUNT_DISABLED', 403, 'auth.accountDisabled');
  if (opts.adminOnly && found.user.role?.code !== 'ADMINISTRATOR')
    throw new AppError('ADMIN_ONLY', 403, 'auth.adminOnly');
  await limits.reset(db, userAddrKey);
  // The address is remembered for this account: the account's ceiling never locks it out.
  await limits.reset(db, knownKey);
  await limits.hit(db, { key: knownKey, max: 1, windowSeconds: KNOWN_ADDRESS_DAYS * 86_400 }, now);
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, found.user.id));
  return issueTokens(db, keys, found.user);
}

export async function register(
  db: DbOrTx,
  keys: SessionKeys,
  input: TRegisterRequest,
  /** The language the account registered in: its e-mails' language until it changes it. */
  language: Locale = 'vi',
): Promise<TAuthResponse> {
  const passwordHash = await newUserPassword(db, input);
  const roleId = await roleIdByCode(db, 'CUSTOMER');
  // Stored in E.164 (a national number is Vietnamese: registration asks no country).
  const phone = normalizePhone(input.phone);
  const userId = await db
    .transaction(async (tx) => {
      const id = await insertUser(tx, {
        username: input.username,
        fullName: input.fullName,
        email: input.email,
        phone,
        passwordHash,
        kind: 'customer',
        roleId,
        language,
      });
      const code = await nextCustomerCode(tx);
      await tx.insert(customers).values({
        code,
        companyName: input.company ?? '',
        contactName: input.fullName,
        phone,
        email: input.email,
        portalUserId: id,
        inNetwork: false,
        createdBy: id,
      });
      return id;
    })
    // Two sign-ups racing for one name or e-mail: the unique index decides, still a 409.
    .catch(
      uniqueViolationToConflict([
        ['username', 'username', 'auth.usernameTaken'],
        ['email', 'email', 'auth.emailTaken'],
      ]),
    );
  const found = await findUserWithAccess(db, { id: userId });
  return issueTokens(db, keys, found!.user);
}

/**
 * Rotates a refresh token. Presenting one that was already rotated means it leaked:
 * the whole family is revoked, so neither the thief nor the owner can go on with it.
 */
export async function refresh(db: DbOrTx, keys: SessionKeys, token: string): Promise<TAuthResponse> {
  const tokenHash = hashRefreshToken(token);
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .for('update');
    if (!row) return { error: 'invalid' as const };
    if (row.revokedAt || row.replacedBy) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`coalesce(${refreshTokens.revokedAt}, now())` })
        .where(eq(refreshTokens.familyId, row.familyId));
      return { error: 'reused' as const };
    }
    if (row.expiresAt.getTime() <= Date.now()) return { error: 'expired' as const };
    const found = await findUserWithAccess(tx, { id: row.userId });
    if (!found?.user.active) return { error: 'disabled' as const };
    const issued = await issueTokens(tx, keys, found.user, row.familyId);
    const [next] = await tx
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(issued.tokens.refresh.token)));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date(), replacedBy: next!.id })
      .where(eq(refreshTokens.id, row.id));
    return { issued };
  });
  if ('issued' in result && result.issued) return result.issued;
  throw unauthorized('auth.invalidRefreshToken');
}

/** Logout revokes the token's whole family (every token rotated from this login). */
export async function logout(db: DbOrTx, token: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  if (!row) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
}

export async function resetPassword(
  db: DbOrTx,
  userId: string,
  password: string,
  actorId: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date(), updatedBy: actorId })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (updated.length === 0) throw new AppError('NOT_FOUND', 404, 'auth.userNotFound');
    // A new password ends every session of that account.
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  });
}

// A hash of a random string: failed logins of unknown users cost as much as those of known ones.
let dummyHash: string | undefined;
