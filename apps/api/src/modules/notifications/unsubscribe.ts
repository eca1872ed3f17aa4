import { createHmac, timingSafeEqual } from 'node:crypto';

const sign = (secret: Uint8Array, email: string) =>
  createHmac('sha256', secret).update(`notifications.unsubscribe:${email}`).digest('base64url');

/** A token that names the address (lower case) and is signed with the API's key. */
export function unsubscribeToken(secret: Uint8Array, email: string): string {
  const address = email.trim().toLowerCase();
  return `${Buffer.from(address).toString('base64url')}.${sign(secret, address)}`;
}

/** The address a token names, or null when it was not signed by us (forged or altered). */
export function verifyUnsubscribeToken(secret: Uint8Array, token: string): string | null {
  const [body, mac, ...rest] = token.split('.');
  if (!body || !mac || rest.length) return null;
  const address = Buffer.from(body, 'base64url').toString('utf8');
  if (!address.includes('@')) return null;
  const expected = Buffer.from(sign(secret, address));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : null;
}
