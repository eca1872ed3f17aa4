import fs from 'node:fs';
import path from 'node:path';
import { PERMISSIONS, SIDEBAR } from '@acf/shared';
import { describe, expect, it } from 'vitest';
import { loadMessages } from './index';

const dir = path.dirname(new URL(import.meta.url).pathname);

function leaves(obj: unknown, prefix = ''): [string, unknown][] {
  if (obj === null || typeof obj !== 'object') return [[prefix, obj]];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) =>
    leaves(v, prefix ? `${prefix}.${k}` : k),
  );
}

describe('message files', async () => {
  const vi = await loadMessages('vi');
  const en = await loadMessages('en');

  it('load every namespace file in both languages', () => {
    for (const loc of ['vi', 'en']) {
      const files = fs.readdirSync(path.join(dir, loc)).map((f) => f.replace(/\.json$/, ''));
      expect(Object.keys(loc === 'vi' ? vi : en).sort(), `namespaces listed for ${loc}`).toEqual(
        files.sort(),
      );
    }
  });

  it('name every permission and every sidebar entry, in both languages', () => {
    for (const m of [vi, en] as Record<string, Record<string, Record<string, string>>>[]) {
      expect(PERMISSIONS.filter((p) => !m.roles?.permissions?.[p])).toEqual([]);
      const keys = SIDEBAR.flatMap((e) => [e.key, ...(e.children ?? []).map((c) => c.key)]);
      expect(keys.filter((k) => !(m.sidebar as unknown as Record<string, string>)?.[k])).toEqual([]);
    }
  });

  it('have the same keys in vi and en', () => {
    const v = new Set(leaves(vi).map(([k]) => k));
    const e = new Set(leaves(en).map(([k]) => k));
    expect(
      [...v].filter((k) => !e.has(k)),
      'missing in en',
    ).toEqual([]);
    expect(
      [...e].filter((k) => !v.has(k)),
      'missing in vi',
    ).toEqual([]);
  });

  it('have no empty message', () => {
    for (const [name, messages] of [
      ['vi', vi],
      ['en', en],
    ] as const) {
      const empty = leaves(messages)
        .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
        .map(([k]) => k);
      expect(empty, `empty in ${name}`).toEqual([]);
    }
  });

  it('use the same placeholders in both languages', () => {
    const enMap = new Map(leaves(en));
    const ph = (s: unknown) =>
      [...String(s).matchAll(/\{(\w+)/g)]
        .map((m) => m[1])
        .sort()
        .join(',');
    const mismatched = leaves(vi)
      .filter(([k, v]) => enMap.has(k) && ph(v) !== ph(enMap.get(k)))
      .map(([k]) => k);
    expect(mismatched).toEqual([]);
  });

  it('have every key the code asks for, in both languages', () => {
    // `const t = useTranslations('ns')` or `await getTranslations('ns')`, then `t('a.b')`:
    // each literal key must exist under its namespace in vi and in en.
    const src = path.resolve(dir, '..');
    const files: string[] = [];
    const walk = (d: string) => {
      for (const e of fs.readdirSync(d, { withFileTypes: true })) {
        if (e.isDirectory()) walk(path.join(d, e.name));
        else if (/\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts')) files.push(path.join(d, e.name));
      }
    };
    walk(src);
    const has = (messages: Record<string, unknown>, key: string) =>
      key
        .split('.')
        .reduce<unknown>(
          (o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined),
          messages,
        ) !== undefined;
    const missing: string[] = [];
    let checked = 0;
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      const bound = [
        ...text.matchAll(
          /(?:const|let)\s+(\w+)\s*=\s*(?:await\s+)?(?:useTranslations|getTranslations)\(\s*'([\w.]+)'\s*\)/g,
        ),
      ];
      // A binding holds from where it is made to the next binding of the same name (components
      // of one file may bind `t` to different namespaces).
      bound.forEach(([, name, ns], i) => {
        const next = bound.slice(i + 1).find((b) => b[1] === name);
        const region = text.slice(bound[i]!.index, next?.index ?? text.length);
        for (const call of region.matchAll(new RegExp(`\\b${name}\\(\\s*'([\\w.]+)'`, 'g'))) {
          const key = `${ns}.${call[1]}`;
          checked++;
          for (const [lang, messages] of [
            ['vi', vi],
            ['en', en],
          ] as const)
            if (!has(messages as Record<string, unknown>, key))
              missing.push(`${lang}: ${key} (${path.relative(src, file)})`);
        }
      });
    }
    expect(checked).toBeGreaterThan(500);
    expect(missing).toEqual([]);
  });
});
