import { describe, expect, it } from 'vitest';
import { isNewRead, REPEAT_MS } from './repeat';

describe('a code read again within 2 s is the same read', () => {
  it.each([
    ['first sighting', [], 0, true],
    ['again at once', [0], 10, false],
    ['again just inside 2 s', [0], REPEAT_MS - 1, false],
    ['again at 2 s', [0], REPEAT_MS, true],
    ['held in view: each sighting restarts the wait', [0, 1500, 3000], 4000, false],
    ['out of sight for 2 s after being held', [0, 1500, 3000], 5000, true],
  ] as const)('%s', (_, before, now, fresh) => {
    const seen = new Map<string, number>();
    for (const at of before) isNewRead(seen, '1000012345-2', at);
    expect(isNewRead(seen, '1000012345-2', now)).toBe(fresh);
  });

  it('another code is a read of its own', () => {
    const seen = new Map<string, number>();
    expect(isNewRead(seen, '1000012345-1', 0)).toBe(true);
    expect(isNewRead(seen, '1000012345-2', 5)).toBe(true);
    expect(isNewRead(seen, '1000012345-1', 10)).toBe(false);
  });
});
