import { describe, expect, it } from 'vitest';
import en from './en.json';
import vi from './vi.json';

function keys(obj: unknown, prefix = ''): string[] {
  if (obj === null || typeof obj !== 'object') return [prefix];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) =>
    keys(v, prefix ? `${prefix}.${k}` : k),
  );
}

function leaves(obj: unknown, prefix = ''): [string, unknown][] {
  if (obj === null || typeof obj !== 'object') return [[prefix, obj]];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) =>
    leaves(v, prefix ? `${prefix}.${k}` : k),
  );
}

describe('message files', () => {
  it('have the same keys in vi and en', () => {
    const v = new Set(keys(vi));
    const e = new Set(keys(en));
    expect(
      [...v].filter((k) => !e.has(k)),
      'missing in en.json',
    ).toEqual([]);
    expect(
      [...e].filter((k) => !v.has(k)),
      'missing in vi.json',
    ).toEqual([]);
  });

  it('have no empty message', () => {
    for (const [file, messages] of [
      ['vi', vi],
      ['en', en],
    ] as const) {
      const empty = leaves(messages)
        .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
        .map(([k]) => k);
      expect(empty, `empty in ${file}.json`).toEqual([]);
    }
  });

  it('use the same placeholders in both languages', () => {
    const enMap = new Map(leaves(en));
    const mismatched = leaves(vi)
      .filter(([k, v]) => {
        const other = enMap.get(k);
        const ph = (s: unknown) =>
          [...String(s).matchAll(/\{(\w+)/g)]
            .map((m) => m[1])
            .sort()
            .join(',');
        return other !== undefined && ph(v) !== ph(other);
      })
      .map(([k]) => k);
    expect(mismatched).toEqual([]);
  });
});
