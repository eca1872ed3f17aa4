import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { DbOrTx } from '../../db/client';
import { appSettings } from '../../db/schema';
import { cacheMeter } from '../../lib/metrics';

const ISSUER = 'acf-express';

/** JWT_SECRET, or one generated on the first start and kept in the database (restarts keep sessions). */
export async function loadJwtSecret(db: DbOrTx, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const generated = randomBytes(48).toString('base64url');
  await db.insert(appSettings).values({ key: 'jwt_secret', value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
  return new TextEncoder().encode(row!.value);
}

/**
 * An access token for `userId`, naming the session it belongs to (`sid`: the family of refresh
 * tokens of one login), so that logging out or a revoked family ends it at once.
 */
export async function signAccessToken(
  secret: Uint8Array,
  userId: string,
  sessionId: string,
  ttlSeconds: number,
) {
  const expires = new Date(Date.now() + ttlSeconds * 1000);
  const token = await new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expires.getTime() / 1000))
    .sign(secret);
  return { token, expires };
}

async function verifyAccessTokenClaims(secret: Uint8Array, token: string, now: number) {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: new Date(now),
    });
    return typeof payload.sub === 'string' &&
      typeof payload.sid === 'string' &&
      typeof payload.exp === 'number'
      ? { sub: payload.sub, sid: payload.sid, exp: payload.exp }
      : null;
  } catch {
    return null;
  }
}

/** Who an access token speaks for: the user, and the session (refresh-token family) it belongs to. */
export interface AccessClaims {
  userId: string;
  sessionId: string;
}

const tokensMeter = cacheMeter('access_tokens');

/**
 * Verifies access tokens. A token verified once is answered from memory until it expires: its
 * signature cannot change, and whether its user may still act and its session is still open
 * are read from the database on every request anyway.
 */
export class AccessTokenVerifier {
  private readonly known = new Map<string, { sub: string; sid: string; exp: number }>();

  constructor(
    private readonly secret: Uint8Array,
    private readonly maxEntries = 10_000,
  ) {}

  async verify(token: string, now = Date.now()): Promise<AccessClaims | null> {
    const hit = this.known.get(token);
    tokensMeter.record(hit !== undefined);
    if (hit) {
      if (hit.exp * 1000 > now) return { userId: hit.sub, sessionId: hit.sid };
      this.known.delete(token);
      return null;
    }
    const claims = await verifyAccessTokenClaims(this.secret, token, now);
    if (!claims) return null;
    if (this.known.size >= this.maxEntries) this.known.delete(this.known.keys().next().value!);
    this.known.set(token, claims);
    return { userId: claims.sub, sessionId: claims.sid };
  }
}

export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
