import { describe, expect, it } from 'vitest';
import { startProduct } from './product';

/**
 * The public web origin forwards /api/* to the API. A client that writes its own
 * X-Forwarded-For must not pick the address its limits are counted under.
 */
describe('[VISITOR] the web origin passes on the real client address only', () => {
  it('a client rotating X-Forwarded-For through the web origin is still limited', async () => {
    const product = await startProduct({ TRACKING_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`${product.baseURL}/api/v1/tracking?codes=ACF000000000`, {
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
        await res.arrayBuffer();
        codes.push(res.status);
      }
      expect(codes).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await product.stop();
    }
    // A second product starts here (build reused, fresh database): on a loaded machine that
    // took more than the default minute.
  }, 240_000);
});
