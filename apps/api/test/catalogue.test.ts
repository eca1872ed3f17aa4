import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ZOD_ISSUE_KEYS } from '@acf/shared';
import { describe, expect, it } from 'vitest';
import { allMessageKeys, t } from '../src/i18n/messages';
import '../src/modules';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const web = (locale: string) =>
  JSON.parse(
    fs.readFileSync(path.join(root, `apps/web/src/messages/${locale}/validation.json`), 'utf8'),
  ) as Record<string, string>;

/** Every `validation.*` key the shared contracts name. */
function contractKeys(): string[] {
  const keys = new Set<string>();
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
        for (const m of fs.readFileSync(p, 'utf8').matchAll(/'(validation\.[A-Za-z]+)'/g)) keys.add(m[1]!);
    }
  };
  walk(path.join(root, 'packages/shared/src'));
  return [...keys].sort();
}

describe('one source for each word of validation', () => {
  for (const locale of ['vi', 'en'] as const) {
    it(`the web's validation words equal the API's (${locale})`, () => {
      const words = web(locale);
      const differ = Object.entries(words).filter(([k, v]) => t(locale, `validation.${k}`) !== v);
      expect(differ).toEqual([]);
    });

    it(`both catalogues hold every key of the shared zod mapping (${locale})`, () => {
      const words = web(locale);
      expect(ZOD_ISSUE_KEYS.filter((k) => !allMessageKeys(locale).includes(k))).toEqual([]);
      expect(ZOD_ISSUE_KEYS.filter((k) => !(k.slice('validation.'.length) in words))).toEqual([]);
    });

    it(`the API holds every validation key a shared contract names (${locale})`, () => {
      expect(contractKeys().filter((k) => !allMessageKeys(locale).includes(k))).toEqual([]);
    });
  }
});
