import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';

/** Seed §5: a phone is at most 14 characters, counted without its separators. */
export const PHONE_MAX = 14;

/** What people type between digits: spaces, dots, dashes and brackets. */
const SEPARATORS = /[\s.()-]/g;

/** The number without its separators: '+1 212 555 0100' → '+12125550100'. */
export const compactPhone = (s: string) => s.replace(SEPARATORS, '');

/**
 * Registration asks no country: the company and its customers are in Vietnam, so a national
 * number is read as Vietnamese; one starting with + names its own country.
 */
export const DEFAULT_PHONE_COUNTRY = 'VN';

function countryOf(country?: string): CountryCode | undefined {
  const c = country?.trim().toUpperCase();
  return c && isSupportedCountry(c) ? c : undefined;
}

/** The number parsed for its country (a + number for its own), when it can be a phone at all. */
function parse(raw: string, country?: string) {
  const compact = compactPhone(raw);
  if (!/^\+?\d+$/.test(compact)) return undefined;
  const p = parsePhoneNumberFromString(compact, countryOf(country) ?? DEFAULT_PHONE_COUNTRY);
  return p?.isPossible() ? p : undefined;
}

/** Whether the text is a phone number (of `country` when it has no + prefix). */
export const isPhoneNumber = (raw: string, country?: string) => !!parse(raw, country);

/** Digits with an optional +, at most 14 without separators: what ZPhone itself checks. */
const isPhoneShaped = (raw: string) => {
  const compact = compactPhone(raw.trim());
  return compact.length <= PHONE_MAX && /^\+?\d+$/.test(compact);
};

/**
 * The second check of a phone, once ZPhone's own passed (so one message per field): that it
 * can be a phone number of `country` ('12' cannot).
 */
export const isPhoneOf = (raw: string, country?: string) =>
  !isPhoneShaped(raw) || isPhoneNumber(raw, country);

/**
 * The stored form: E.164 ('+842812345678') when the number parses for its country, else the
 * number without separators.
 */
export function normalizePhone(raw: string, country?: string): string {
  return parse(raw, country)?.number ?? compactPhone(raw.trim());
}

/**
 * A phone field: required, at most 14 characters without separators ('validation.maxLength'),
 * digits with an optional + ('validation.phone'), and a possible number for the default
 * country or its own prefix. A contract that knows the party's country checks it again there
 * (`phoneCountryIssue`).
 */
export const ZPhone = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .superRefine((v, ctx) => {
    const compact = compactPhone(v);
    if (compact.length > PHONE_MAX) {
      ctx.addIssue({ code: 'too_big', origin: 'string', maximum: PHONE_MAX, inclusive: true, input: v });
      return;
    }
    if (!/^\+?\d+$/.test(compact)) ctx.addIssue({ code: 'custom', message: 'validation.phone', input: v });
  });

/** An optional phone field: '' stays '', anything else is checked as ZPhone. */
export const ZOptionalPhone = z.union([z.literal(''), ZPhone]).default('');
