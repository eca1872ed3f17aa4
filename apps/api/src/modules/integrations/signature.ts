import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_TOLERANCE_SECONDS } from '@acf/shared';

/** A new signing secret: `whsec_` and 32 random bytes, base64url. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** hex HMAC-SHA256(secret, "<t>.<raw body>"). */
export function signPayload(secret: string, t: number, body: string): string {
  return createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
}

/**
 * `ACF-Signature: t=<unix seconds>,v1=<hex>` — one `v1=` per secret that signs (two during a
 * rotation: the new one first).
 */
export function signatureHeader(secrets: readonly string[], t: number, body: string): string {
  return [`t=${t}`, ...secrets.map((s) => `v1=${signPayload(s, t, body)}`)].join(',');
}

/**
 * The receiver's check (docs/integrations.md shows the same, for integrators): a `v1=` matches
 * the secret and `t` is within the tolerance of now.
 */
export function verifySignature(
  header: string,
  body: string,
  secret: string,
  now = Date.now(),
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
): boolean {
  let t = Number.NaN;
  const sigs: string[] = [];
  for (const part of header.split(',')) {
    const [k, v] = part.split('=', 2);
    if (k === 't') t = Number(v);
    else if (k === 'v1' && v) sigs.push(v);
  }
  if (!Number.isInteger(t) || Math.abs(now / 1000 - t) > toleranceSeconds) return false;
  const want = Buffer.from(signPayload(secret, t, body), 'hex');
  return sigs.some((s) => {
    const got = Buffer.from(s, 'hex');
    return got.length === want.length && timingSafeEqual(got, want);
  });
}
