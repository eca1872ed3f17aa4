import type { TParty } from '@acf/shared';
import { fieldError } from '../../lib/errors';
import { divisions, words } from './divisions.data';

/** Where a whole-word name sits in the folded text (its last occurrence), or -1. */
function lastAt(text: string, name: string): number {
  return text.lastIndexOf(` ${name} `);
}

/**
 * The province and commune an address names, read from its text with or without accents. The
 * province is the one named last (addresses end with it), a former province counting as the one
 * that absorbed it; the commune is one of that province's, written with its kind ("Phường Sài
 * Gòn", "xa Tan Hoi") or alone as a part of the address between commas.
 */
export function resolveAddress(text: string): { provinceCode?: string; communeCode?: string } {
  const d = divisions();
  const folded = words(text);
  let best: { code: string; at: number; len: number } | undefined;
  for (const n of d.provinceNames) {
    const at = lastAt(folded, n.folded);
    if (at < 0) continue;
    if (!best || at > best.at || (at === best.at && n.folded.length > best.len))
      best = { code: n.code, at, len: n.folded.length };
  }
  if (!best) return {};
  const parts = text.split(/[,;\n]/).map((p) => words(p).trim());
  const communes = d.communes.get(best.code) ?? [];
  const named = communes.filter((c) => {
    const kind = c.type === 'WARD' ? 'phuong' : c.type === 'SPECIAL_ZONE' ? 'dac khu' : 'xa';
    const abbreviation = c.type === 'WARD' ? 'p' : c.type === 'COMMUNE' ? 'x' : 'dk';
    return (
      lastAt(folded, `${kind} ${c.core}`) >= 0 ||
      lastAt(folded, `${abbreviation} ${c.core}`) >= 0 ||
      parts.includes(c.core)
    );
  });
  // A name two units share ("Phường An Lạc" and "Xã An Lạc") is not a reading; the longest wins.
  named.sort((a, b) => b.core.length - a.core.length);
  const commune =
    named.length === 1 || (named[0] && named[0].core.length > (named[1]?.core.length ?? 0))
      ? named[0]
      : undefined;
  return { provinceCode: best.code, ...(commune && { communeCode: commune.code }) };
}

/**
 * A party as it is stored. In Vietnam it carries its province and commune: codes given must be a
 * real pair (else a 400 on the field); codes left out are read from the address, and an address
 * whose province cannot be read is kept and flagged for the dispatcher to verify. Names are
 * stored beside the codes. `field` names the party in errors ('sender', 'receiver').
 */
export function placeParty(p: TParty, field: string): TParty {
  const { provinceCode, communeCode, provinceName: _pn, communeName: _cn, toVerify: _tv, ...rest } = p;
  if (p.country !== 'VN') return rest as TParty;
  const d = divisions();
  if (provinceCode || communeCode) {
    const province = provinceCode ? d.byProvince.get(provinceCode) : undefined;
    if (provinceCode && !province) throw fieldError(`${field}.provinceCode`, 'validation.provinceUnknown');
    const commune = communeCode ? d.byCommune.get(communeCode) : undefined;
    if (communeCode && !commune) throw fieldError(`${field}.communeCode`, 'validation.communeUnknown');
    if (commune && province && commune.provinceCode !== province.code)
      throw fieldError(`${field}.communeCode`, 'validation.communeNotInProvince', {
        province: province.name,
      });
    return placed(rest, province ?? d.byProvince.get(commune!.provinceCode)!, commune);
  }
  const found = resolveAddress([p.addressLine1, p.addressLine2, p.city, p.state].filter(Boolean).join(', '));
  if (!found.provinceCode) return { ...rest, toVerify: true } as TParty;
  const province = d.byProvince.get(found.provinceCode)!;
  const commune = found.communeCode ? d.byCommune.get(found.communeCode) : undefined;
  return placed(rest, province, commune);
}

/** The party in its province (and commune, when known), their names stored beside the codes. */
function placed(
  rest: Omit<TParty, 'provinceCode' | 'communeCode' | 'provinceName' | 'communeName' | 'toVerify'>,
  province: { code: string; name: string },
  commune: { code: string; name: string } | undefined,
): TParty {
  return {
    ...rest,
    provinceCode: province.code,
    provinceName: province.name,
    ...(commune && { communeCode: commune.code, communeName: commune.name }),
  } as TParty;
}

/** Edit distance between two short folded names (for "did you mean"). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length]!;
}

/** A province as a file writes it: its code ('79') or its name, accents optional, former names too. */
export function provinceFromCell(cell: string): string | undefined {
  const d = divisions();
  // A code typed as a number loses its leading zero in a sheet ('01' → 1).
  if (/^\d{1,2}$/.test(cell))
    return d.byProvince.has(cell.padStart(2, '0')) ? cell.padStart(2, '0') : undefined;
  const folded = words(cell).trim();
  const bare = folded.replace(/^(thanh pho|tp|tinh)\s+/, '');
  return d.provinceNames.find((n) => n.folded === folded || n.folded === bare)?.code;
}

/**
 * A commune of `province` as a file writes it: its code or its name, accents and kind optional.
 * When none matches, the closest name in that province is suggested.
 */
export function communeFromCell(province: string, cell: string): { code?: string; suggestion?: string } {
  const d = divisions();
  const list = d.communes.get(province) ?? [];
  if (/^\d{1,5}$/.test(cell)) {
    const code = cell.padStart(5, '0');
    return list.some((c) => c.code === code) ? { code } : {};
  }
  const folded = words(cell).trim();
  const bare = folded.replace(/^(phuong|xa|dac khu|p|x)\s+/, '');
  const found = list.filter((c) => words(c.name).trim() === folded || c.core === bare);
  if (found.length === 1) return { code: found[0]!.code };
  let best: { name: string; d: number } | undefined;
  for (const c of list) {
    const dist = distance(bare, c.core);
    if (!best || dist < best.d) best = { name: c.name, d: dist };
  }
  return best && best.d <= Math.max(2, Math.floor(bare.length / 3)) ? { suggestion: best.name } : {};
}
