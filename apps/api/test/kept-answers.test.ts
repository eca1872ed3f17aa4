import { describe, expect, it } from 'vitest';
import { KeptAnswers } from '../src/lib/kept-answers';

describe('KeptAnswers', () => {
  it('answers a body while its version stands and its time has not run out', () => {
    const kept = new KeptAnswers();
    kept.set('k', { version: '7', until: 1000, body: '{"a":1}' });
    expect(kept.get('k', '7', 999)).toBe('{"a":1}');
    expect(kept.get('k', '8', 999)).toBeUndefined();
    expect(kept.get('k', '7', 1000)).toBeUndefined();
    expect(kept.get('other', '7', 0)).toBeUndefined();
    kept.clear();
    expect(kept.get('k', '7', 0)).toBeUndefined();
  });

  it('keeps at most 8 MB of answers, dropping the oldest first', () => {
    const kept = new KeptAnswers();
    const body = (c: string) => c.repeat(3 * 1024 * 1024);
    kept.set('a', { version: '1', until: Number.POSITIVE_INFINITY, body: body('a') });
    kept.set('b', { version: '1', until: Number.POSITIVE_INFINITY, body: body('b') });
    // Replacing an answer counts its new size only.
    kept.set('a', { version: '2', until: Number.POSITIVE_INFINITY, body: body('A') });
    expect(kept.get('b', '1')).toBe(body('b'));
    kept.set('c', { version: '1', until: Number.POSITIVE_INFINITY, body: body('c') });
    expect(kept.get('b', '1')).toBeUndefined();
    expect(kept.get('a', '2')).toBe(body('A'));
    expect(kept.get('c', '1')).toBe(body('c'));
  });
});
