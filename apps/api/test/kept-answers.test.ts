import { describe, expect, it } from 'vitest';
import { KeptAnswers } from '../src/lib/kept-answers';

/** The answer kept for `key` at `version` at `now`, or undefined (a build that says so ran). */
const keptOf = async (kept: KeptAnswers, key: string, version: string, now = 0) => {
  const missed = 'built: nothing was kept';
  const body = await kept.answer(key, version, now, async () => ({ body: missed, until: now }));
  return body === missed ? undefined : body;
};

describe('KeptAnswers', () => {
  it('answers a body while its version stands and its time has not run out', async () => {
    const kept = new KeptAnswers();
    kept.set('k', { version: '7', until: 1000, body: '{"a":1}' });
    expect(await keptOf(kept, 'k', '7', 999)).toBe('{"a":1}');
    expect(await keptOf(kept, 'k', '8', 999)).toBeUndefined();
    kept.set('k', { version: '7', until: 1000, body: '{"a":1}' });
    expect(await keptOf(kept, 'k', '7', 1000)).toBeUndefined();
    expect(await keptOf(kept, 'other', '7', 0)).toBeUndefined();
  });

  it('keeps at most 8 MB of answers, dropping the oldest first', async () => {
    const kept = new KeptAnswers();
    const body = (c: string) => c.repeat(3 * 1024 * 1024);
    kept.set('a', { version: '1', until: Number.POSITIVE_INFINITY, body: body('a') });
    kept.set('b', { version: '1', until: Number.POSITIVE_INFINITY, body: body('b') });
    // Replacing an answer counts its new size only.
    kept.set('a', { version: '2', until: Number.POSITIVE_INFINITY, body: body('A') });
    expect(await keptOf(kept, 'b', '1')).toBe(body('b'));
    kept.set('c', { version: '1', until: Number.POSITIVE_INFINITY, body: body('c') });
    expect(await keptOf(kept, 'b', '1')).toBeUndefined();
    expect(await keptOf(kept, 'a', '2')).toBe(body('A'));
    expect(await keptOf(kept, 'c', '1')).toBe(body('c'));
  });
});

describe('KeptAnswers.answer', () => {
  const later = (body: string) => {
    let settle!: () => void;
    const done = new Promise<void>((r) => {
      settle = r;
    });
    const build = async () => {
      await done;
      return { body, until: Number.POSITIVE_INFINITY };
    };
    return { settle, build };
  };

  it('runs one build for the requests that miss together, and keeps its answer', async () => {
    const kept = new KeptAnswers();
    let builds = 0;
    const first = later('{"n":1}');
    const build = () => {
      builds += 1;
      return first.build();
    };
    const waiting = [kept.answer('k', '1', 0, build), kept.answer('k', '1', 0, build)];
    first.settle();
    expect(await Promise.all(waiting)).toEqual(['{"n":1}', '{"n":1}']);
    expect(await kept.answer('k', '1', 0, build)).toBe('{"n":1}');
    expect(builds).toBe(1);
  });

  it('builds again for another version or key, and does not share a failed build', async () => {
    const kept = new KeptAnswers();
    const v1 = later('{"v":1}');
    const v2 = later('{"v":2}');
    const one = kept.answer('k', '1', 0, v1.build);
    const two = kept.answer('k', '2', 0, v2.build);
    v2.settle();
    v1.settle();
    expect([await one, await two]).toEqual(['{"v":1}', '{"v":2}']);

    let fails = 0;
    const failing = () => {
      fails += 1;
      return Promise.reject(new Error('database unavailable'));
    };
    await expect(kept.answer('f', '1', 0, failing)).rejects.toThrow('database unavailable');
    await expect(kept.answer('f', '1', 0, failing)).rejects.toThrow('database unavailable');
    expect(fails).toBe(2);
  });
});

describe('KeptAnswers.dropTimed', () => {
  it('drops the answers that hold for a while, and a build in flight that holds for a while', async () => {
    const kept = new KeptAnswers();
    kept.set('timed', { version: '1', until: 5000, body: 'timed' });
    kept.set('exact', { version: '1', until: Number.POSITIVE_INFINITY, body: 'exact' });
    let settleTimed!: () => void;
    const timedBuild = kept.answer(
      'built-timed',
      '1',
      0,
      () => new Promise((r) => (settleTimed = () => r({ body: 'bt', until: 5000 }))),
    );
    let settleExact!: () => void;
    const exactBuild = kept.answer(
      'built-exact',
      '1',
      0,
      () => new Promise((r) => (settleExact = () => r({ body: 'be', until: Number.POSITIVE_INFINITY }))),
    );
    kept.dropTimed();
    settleTimed();
    settleExact();
    // The requests that waited still get their answers...
    expect([await timedBuild, await exactBuild]).toEqual(['bt', 'be']);
    // ...but only the answers that hold for as long as their version are kept.
    expect(await keptOf(kept, 'timed', '1')).toBeUndefined();
    expect(await keptOf(kept, 'built-timed', '1')).toBeUndefined();
    expect(await keptOf(kept, 'exact', '1')).toBe('exact');
    expect(await keptOf(kept, 'built-exact', '1')).toBe('be');
  });
});
