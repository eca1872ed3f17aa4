/**
 * A zone set: the zones of one carrier and service, each a list of countries (ISO codes),
 * optionally narrowed to postal-code ranges of a country, or (Vietnam's domestic zones) to
 * provinces by their official codes.
 */
export interface Zone {
  code: string;
  name: string;
  countries: string[];
  /** Only these postal codes of `country` (inclusive ranges compared as text of equal length). */
  postalRanges?: { country: string; from: string; to: string }[];
  /** Only these provinces (Vietnam's 34, codes from /divisions). */
  provinces?: string[];
}

export interface ZoneSet {
  zones: Zone[];
}

export interface Destination {
  country: string;
  postalCode?: string | null;
  provinceCode?: string | null;
}

const inRange = (code: string, from: string, to: string) => {
  const c = code.replace(/\s/g, '').toUpperCase();
  // Compared on the ranges' own length: "100-0001".."199-9999" and "1000001" alike.
  const f = from.replace(/[\s-]/g, '').toUpperCase();
  const t = to.replace(/[\s-]/g, '').toUpperCase();
  const v = c.replace(/-/g, '').slice(0, Math.max(f.length, t.length));
  return v.length === f.length && v >= f && v <= t;
};

/**
 * The zone a destination falls in: a zone narrowed to the destination's province or postal code
 * first, then one that takes the whole country. Null when no zone covers it: such a
 * destination cannot be quoted.
 */
export function zoneOf(set: ZoneSet, to: Destination): Zone | null {
  const country = to.country.toUpperCase();
  let whole: Zone | null = null;
  for (const z of set.zones) {
    if (!z.countries.map((c) => c.toUpperCase()).includes(country)) continue;
    const narrowed = (z.provinces?.length ?? 0) > 0 || (z.postalRanges?.length ?? 0) > 0;
    if (!narrowed) {
      whole ??= z;
      continue;
    }
    if (to.provinceCode && z.provinces?.includes(to.provinceCode)) return z;
    if (
      to.postalCode &&
      z.postalRanges?.some(
        (r) => r.country.toUpperCase() === country && inRange(to.postalCode!, r.from, r.to),
      )
    )
      return z;
  }
  return whole;
}

/** Problems of a zone set, for a PUT: duplicate codes, a country in two whole-country zones. */
export function zoneSetProblems(set: ZoneSet): string[] {
  const problems: string[] = [];
  const codes = new Set<string>();
  const whole = new Map<string, string>();
  for (const z of set.zones) {
    if (codes.has(z.code)) problems.push(`zone ${z.code}: twice`);
    codes.add(z.code);
    if ((z.provinces?.length ?? 0) > 0 || (z.postalRanges?.length ?? 0) > 0) continue;
    for (const c of z.countries) {
      const other = whole.get(c.toUpperCase());
      if (other) problems.push(`${c}: zones ${other} and ${z.code}`);
      whole.set(c.toUpperCase(), z.code);
    }
  }
  return problems;
}
