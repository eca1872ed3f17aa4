import { z } from 'zod';
import { splitAddress } from './address';
import { TEXT_LIMITS } from './enums';

/** Why the goods leave the country (the commercial invoice's "reason for export"). */
export const REASONS_FOR_EXPORT = ['SALE', 'GIFT', 'SAMPLE', 'RETURN', 'REPAIR', 'PERSONAL'] as const;
export type ReasonForExport = (typeof REASONS_FOR_EXPORT)[number];

/** Documents cross a border without a customs declaration of goods lines; goods need one. */
export const CUSTOMS_CONTENTS = ['GOODS', 'DOCUMENTS'] as const;
export type CustomsContents = (typeof CUSTOMS_CONTENTS)[number];

export const MAX_CUSTOMS_ITEMS = 50;

/** ISO 3166-1 alpha-2: every officially assigned code. */
export const ISO_COUNTRIES: ReadonlySet<string> = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR ' +
    'BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ ' +
    'EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW ' +
    'GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY ' +
    'KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV ' +
    'MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY ' +
    'QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG ' +
    'TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
  ).split(' '),
);

export const isIsoCountry = (code: string) => ISO_COUNTRIES.has(code);

/** An HS code as stored: its digits only (people type '6109.10.00' or '6109 10 00'). */
export const hsCodeDigits = (typed: string) => typed.replace(/[.\s]/g, '');

/**
 * Whether an HS code's first two digits are a chapter of the Harmonized System: 01 to 97,
 * except 77 (kept empty for future use). 98 and 99 are national chapters, not goods.
 */
export function isHsChapter(digits: string): boolean {
  const chapter = Number(digits.slice(0, 2));
  return /^\d{2}/.test(digits) && chapter >= 1 && chapter <= 97 && chapter !== 77;
}

/** 6 to 10 digits (dots and spaces allowed as typed, stored as digits), of a real chapter. */
export const ZHsCode = z
  .string('validation.hsCode')
  .overwrite(hsCodeDigits)
  .regex(/^\d{6,10}$/, 'validation.hsCode')
  .refine((d) => !/^\d{6,10}$/.test(d) || isHsChapter(d), 'validation.hsChapter');

export const ZOriginCountry = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isIsoCountry, 'validation.originCountry');

/**
 * One goods line. `unitValue` is the value of one unit in the booking's currency; `weight` the
 * net weight of one unit in kg. A description longer than 60 characters is split as the seed
 * splits over-long text: the rest goes to `description2` (see splitDescription).
 */
export const ZCustomsItem = z.object({
  description: z.string().trim().min(1, 'validation.required').max(TEXT_LIMITS.description),
  description2: z.string().trim().max(TEXT_LIMITS.description).default(''),
  quantity: z.number().int().min(1).max(100_000),
  unitValue: z.number().min(0).max(1e12),
  hsCode: ZHsCode,
  originCountry: ZOriginCountry,
  weight: z.number().positive().max(100_000).nullish(),
});
export type TCustomsItem = z.infer<typeof ZCustomsItem>;
export type TCustomsItemInput = z.input<typeof ZCustomsItem>;

/**
 * The customs block of a booking. The invoice number defaults to the booking code and the
 * invoice date to the day it is booked (Ho Chi Minh); the incoterm and the currency are the
 * booking's own.
 */
export const ZCustoms = z.object({
  contents: z.enum(CUSTOMS_CONTENTS).default('GOODS'),
  invoiceNumber: z.string().trim().max(TEXT_LIMITS.name).default(''),
  invoiceDate: z.iso.date('validation.date').nullish(),
  reasonForExport: z.enum(REASONS_FOR_EXPORT).default('SALE'),
  items: z.array(ZCustomsItem).max(MAX_CUSTOMS_ITEMS).default([]),
});
export type TCustoms = z.infer<typeof ZCustoms>;
export type TCustomsInput = z.input<typeof ZCustoms>;

/** The customs block as a booking answers it: every default filled in. */
export const ZBookingCustoms = z.object({
  contents: z.enum(CUSTOMS_CONTENTS),
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  reasonForExport: z.enum(REASONS_FOR_EXPORT),
  items: z.array(
    z.object({
      description: z.string(),
      description2: z.string(),
      quantity: z.number(),
      unitValue: z.number(),
      hsCode: z.string(),
      originCountry: z.string(),
      weight: z.number().nullable(),
    }),
  ),
});
export type TBookingCustoms = z.infer<typeof ZBookingCustoms>;

/** Money is compared in cents: 0.1 + 0.2 is 0.3 here. */
const cents = (v: number) => Math.round(v * 100);

/** The items' total value: the sum of quantity × unit value, to the cent. */
export function customsTotal(items: readonly { quantity: number; unitValue: number }[]): number {
  return items.reduce((sum, i) => sum + cents(i.quantity * i.unitValue), 0) / 100;
}

export const sameMoney = (a: number, b: number) => cents(a) === cents(b);

/** A receiver outside Vietnam and goods other than documents: customs wants goods lines. */
export function needsCustomsItems(receiverCountry: string | undefined, contents: CustomsContents = 'GOODS') {
  return !!receiverCountry && receiverCountry.toUpperCase() !== 'VN' && contents !== 'DOCUMENTS';
}

export type CustomsIssue = { path: (string | number)[]; message: string };

/**
 * The customs rules of a booking (create, edit after merging with what is stored, import):
 * goods lines for goods going abroad, and their total equal to the declared value.
 */
export function customsIssues(v: {
  receiverCountry?: string;
  declaredValue?: number | null;
  customs?: { contents?: CustomsContents; items?: readonly { quantity: number; unitValue: number }[] } | null;
}): CustomsIssue[] {
  const items = v.customs?.items ?? [];
  const out: CustomsIssue[] = [];
  if (items.length === 0 && needsCustomsItems(v.receiverCountry, v.customs?.contents))
    out.push({ path: ['customs', 'items'], message: 'validation.customsItemsRequired' });
  if (items.length > 0 && v.declaredValue != null && !sameMoney(customsTotal(items), v.declaredValue))
    out.push({ path: ['customs', 'items'], message: 'validation.customsTotal' });
  return out;
}

/**
 * An over-long description split as the seed splits over-long text (the form while typing, the
 * import for a long cell): the first 60 characters up to the last space, the rest in line 2.
 */
export function splitDescription(description: string, description2 = '') {
  if (description.length <= TEXT_LIMITS.description) return { description, description2 };
  const [first, rest] = splitAddress(description, TEXT_LIMITS.description);
  return { description: first, description2: [rest, description2].filter(Boolean).join(' ') };
}

/** A goods line as documents print it. */
export interface CustomsLine {
  description: string;
  quantity: number;
  unitValue: number;
  lineValue: number;
  hsCode: string;
  originCountry: string;
  weight: number | null;
}

/**
 * The lines a booking shows and prints: its goods lines, or for a booking made before there
 * were any (or one without them, documents, a domestic parcel), its single description as one
 * line worth the declared value.
 */
export function customsLines(b: {
  goodsDescription: string;
  declaredValue: number;
  customs: { items: TBookingCustoms['items'] } | null;
}): CustomsLine[] {
  const items = b.customs?.items ?? [];
  if (items.length === 0)
    return [
      {
        description: b.goodsDescription,
        quantity: 1,
        unitValue: b.declaredValue,
        lineValue: b.declaredValue,
        hsCode: '',
        originCountry: '',
        weight: null,
      },
    ];
  return items.map((i) => ({
    description: [i.description, i.description2].filter(Boolean).join(' '),
    quantity: i.quantity,
    unitValue: i.unitValue,
    lineValue: cents(i.quantity * i.unitValue) / 100,
    hsCode: i.hsCode,
    originCountry: i.originCountry,
    weight: i.weight,
  }));
}

/** An HS code as people read it: 6109.10.00 (digits grouped 4.2.2.2). */
export function formatHsCode(digits: string): string {
  if (!digits) return '';
  const groups = [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8), digits.slice(8, 10)];
  return groups.filter(Boolean).join('.');
}
