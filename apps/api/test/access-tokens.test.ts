import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AccessTokenVerifier, signAccessToken } from '../src/modules/auth/tokens';

const secret = new TextEncoder().encode('a-secret-that-is-long-enough-for-hs256-signing');
const other = new TextEncoder().encode('another-secret-long-enough-for-hs256-signing!');

describe('AccessTokenVerifier', () => {
  it('answers the subject of a valid token, from memory the second time', async () => {
    const v = new AccessTokenVerifier(secret);
    const { token } = await signAccessToken(secret, 'user-1', 'session-1', 900);
    const claims = { userId: 'user-1', sessionId: 'session-1' };
    expect(await v.verify(token)).toEqual(claims);
    expect(await v.verify(token)).toEqual(claims);
  });

  it('refuses a token signed with another secret, a tampered one and garbage', async () => {
    const v = new AccessTokenVerifier(secret);
    const { token } = await signAccessToken(other, 'user-1', 'session-1', 900);
    expect(await v.verify(token)).toBeNull();
    const good = (await signAccessToken(secret, 'user-1', 'session-1', 900)).token;
    const [h, , s] = good.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ sub: 'admin', iss: 'acf-express', exp: 9e9 })).toString('base64url')}.${s}`;
    expect(await v.verify(forged)).toBeNull();
    expect(await v.verify('not.a.token')).toBeNull();
  });

  it('stops answering a remembered token once it has expired', async () => {
    const v = new AccessTokenVerifier(secret);
    const { token, expires } = await signAccessToken(secret, 'user-2', 'session-1', 60);
    expect(await v.verify(token)).toEqual({ userId: 'user-2', sessionId: 'session-1' });
    expect(await v.verify(token, expires.getTime() + 1000)).toBeNull();
    expect(await v.verify(token, expires.getTime() + 2000)).toBeNull();
  });

  // A token of the right secret with no session claim: one also without an expiry, one from another issuer.
  it.each([
    ['without an expiry', 'acf-express', undefined],
    ['without a session', 'acf-express', '10m'],
    ['from another issuer', 'someone-else', '10m'],
  ])('refuses a token %s', async (_, issuer, expiry) => {
    const v = new AccessTokenVerifier(secret);
    const jwt = new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('u').setIssuer(issuer);
    if (expiry) jwt.setExpirationTime(expiry);
    expect(await v.verify(await jwt.sign(secret))).toBeNull();
  });

  it('keeps at most its limit of tokens in memory', async () => {
    const v = new AccessTokenVerifier(secret, 2);
    const tokens = await Promise.all(
      ['a', 'b', 'c'].map((u) => signAccessToken(secret, u, 'session-1', 900)),
    );
    for (const t of tokens) await v.verify(t.token);
    expect((v as unknown as { known: Map<string, unknown> }).known.size).toBe(2);
    expect(await v.verify(tokens[0]!.token)).toEqual({ userId: 'a', sessionId: 'session-1' });
  });
});
