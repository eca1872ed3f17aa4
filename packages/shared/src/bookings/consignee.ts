import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { compactPhone, PHONE_MAX } from '../phone';

/**
 * What a destination's customs need of a consignee, checked when a booking is made (form,
 * import and API share these functions), so that a shipment is not held at the border:
 * - Japan: a 7-digit postal code, stored `NNN-NNNN`;
 * - Korea: the receiver's customs code, the personal clearance code (`P` + 12 digits) or a
 *   company's business registration number (10 digits, stored `NNN-NN-NNNNN`);
 * - everywhere: a phone number valid for the party's country (full metadata).
 */

/** '1000001', '100-0001', → '100-0001'; undefined when it is no JP code. */
export function normalizeJpPostcode(raw: string): string | undefined {
  const m = /^(\d{3})[-\s]?(\d{4})$/.exec(raw.trim());
  return m ? `${m[1]}-${m[2]}` : undefined;
}

export type KrCustomsCodeKind = 'PERSONAL' | 'BUSINESS';

/** 'p123456789012' → P123456789012; '1234567890' / '123-45-67890' → 123-45-67890. */
export function normalizeKrCustomsCode(raw: string): { kind: KrCustomsCodeKind; value: string } | undefined {
  const s = raw.trim().replace(/\s+/g, '');
  const personal = /^[Pp](\d{12})$/.exec(s);
  if (personal) return { kind: 'PERSONAL', value: `P${personal[1]}` };
  const business = /^(\d{3})-?(\d{2})-?(\d{5})$/.exec(s);
  if (business) return { kind: 'BUSINESS', value: `${business[1]}-${business[2]}-${business[3]}` };
  return undefined;
}

function countryOf(country?: string): CountryCode | undefined {
  const c = country?.trim().toUpperCase();
  return c && isSupportedCountry(c) ? c : undefined;
}

/**
 * Whether the number is a valid phone of `country` (a number with + is read for its own
 * prefix). A country the metadata does not know, or text that is not phone-shaped (ZPhone's
 * own message covers it), is not refused here.
 */
export function isValidPhoneFor(raw: string, country?: string): boolean {
  const compact = compactPhone(raw.trim());
  if (compact.length > PHONE_MAX || !/^\+?\d+$/.test(compact)) return true;
  const c = countryOf(country);
  if (!c && !compact.startsWith('+')) return true;
  const p = parsePhoneNumberFromString(compact, c);
  return !!p?.isValid();
}

/** The number in the country's usual writing ('+84901234567' → '090 123 45 67' in VN, '+84 90…' elsewhere). */
export function formatPhoneFor(stored: string, country?: string): string {
  const p = parsePhoneNumberFromString(stored, countryOf(country));
  if (!p?.isValid()) return stored;
  return p.country && p.country === countryOf(country) ? p.formatNational() : p.formatInternational();
}

/** The countries whose phone message gives an example (validation.phoneVN …); others say 'validation.phone'. */
export const PHONE_EXAMPLE_COUNTRIES = ['VN', 'JP', 'KR', 'US'] as const;

/** The message of a bad phone of `country`: with that country's example where there is one. */
export function phoneMessage(country: string | undefined): string {
  const c = (country ?? '').trim().toUpperCase();
  return (PHONE_EXAMPLE_COUNTRIES as readonly string[]).includes(c)
    ? `validation.phone${c}`
    : 'validation.phone';
}

export interface ConsigneeIssue {
  path: string[];
  message: string;
}

interface PartyLike {
  country?: unknown;
  postalCode?: unknown;
  customsCode?: unknown;
  phone?: unknown;
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The phone of a party, checked for its country; the message names the country's example. */
export function phoneIssue(p: PartyLike): ConsigneeIssue | undefined {
  const phone = str(p.phone);
  const country = str(p.country).toUpperCase();
  if (!phone || isValidPhoneFor(phone, country)) return undefined;
  return { path: ['phone'], message: phoneMessage(country) };
}

/** A receiver's destination rules (postal code in Japan, customs code in Korea). */
export function consigneeIssues(p: PartyLike): ConsigneeIssue[] {
  const country = str(p.country).toUpperCase();
  const out: ConsigneeIssue[] = [];
  if (country === 'JP') {
    const code = str(p.postalCode);
    if (!code) out.push({ path: ['postalCode'], message: 'validation.jpPostcodeRequired' });
    else if (!normalizeJpPostcode(code)) out.push({ path: ['postalCode'], message: 'validation.jpPostcode' });
  }
  if (country === 'KR') {
    const code = str(p.customsCode);
    if (!code) out.push({ path: ['customsCode'], message: 'validation.krCustomsCodeRequired' });
    else if (!normalizeKrCustomsCode(code))
      out.push({ path: ['customsCode'], message: 'validation.krCustomsCode' });
  }
  return out;
}

/**
 * A receiver as stored: the JP postal code as `NNN-NNNN`, the KR customs code in its one
 * writing. Anything that does not read stays as typed (the checks above refuse it first).
 */
export function normalizeConsignee<T extends { country: string; postalCode?: string; customsCode?: string }>(
  p: T,
): T {
  const country = p.country.toUpperCase();
  if (country === 'JP' && p.postalCode) {
    const code = normalizeJpPostcode(p.postalCode);
    if (code) return { ...p, postalCode: code };
  }
  if (country === 'KR' && p.customsCode) {
    const code = normalizeKrCustomsCode(p.customsCode);
    if (code) return { ...p, customsCode: code.value };
  }
  return p;
}

/**
 * The rules of a destination broken by a stored shipment (an old booking, made before them),
 * as rule names: what a manifest's close lists.
 */
export const CONSIGNEE_RULES = ['JP_POSTCODE', 'KR_CUSTOMS_CODE', 'PHONE'] as const;
export type ConsigneeRule = (typeof CONSIGNEE_RULES)[number];

export function brokenConsigneeRules(receiver: PartyLike): ConsigneeRule[] {
  const out: ConsigneeRule[] = [];
  for (const i of consigneeIssues(receiver))
    out.push(i.path[0] === 'postalCode' ? 'JP_POSTCODE' : 'KR_CUSTOMS_CODE');
  if (phoneIssue(receiver)) out.push('PHONE');
  return out;
}
