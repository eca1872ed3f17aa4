import { z } from 'zod';
import { INT4_MAX } from './input';

export { API_PREFIX } from './constants';
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** The last page any list can ask for: its offset still fits an int4. */
export const MAX_PAGE = Math.floor(INT4_MAX / MAX_PAGE_SIZE);

/** Default list query (seed §3): page 1, pageSize 10, search empty. */
export const ZListQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(200).default(''),
});
export type TListQuery = z.infer<typeof ZListQuery>;

/** A Ho Chi Minh calendar day (YYYY-MM-DD) in a query or a body. */
export const ZIsoDay = z.iso.date('validation.date');

/** A list's period filter: Ho Chi Minh days, both included, either end left open when absent. */
export const periodFilter = { from: ZIsoDay.optional(), to: ZIsoDay.optional() };

/** Where a page of a list stands: its number and size, and how many pages and results there are. */
export const pageFields = {
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalResults: z.number().int(),
};

export function ZPage<T extends z.ZodType>(item: T) {
  return z.object({ results: z.array(item), ...pageFields });
}

export interface Page<T> {
  results: T[];
  page: number;
  pageSize: number;
  totalPages: number;
  totalResults: number;
}

export function toPage<T>(results: T[], total: number, q: { page: number; pageSize: number }): Page<T> {
  return {
    results,
    page: q.page,
    pageSize: q.pageSize,
    totalPages: Math.ceil(total / q.pageSize),
    totalResults: total,
  };
}

export const ZErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  /** Field errors; `label` names the field as the caller's document does (an import column's heading). */
  errors: z
    .array(
      z.object({
        field: z.string(),
        message: z.string(),
        label: z.string().optional(),
        /** An import's sheet row (1-based, as the spreadsheet numbers it). */
        row: z.number().int().optional(),
        /** A shipment named by an error that is about it (its booking code and tracking number). */
        code: z.string().optional(),
        trackingNumber: z.string().optional(),
        /** The rule a shipment breaks (JP_POSTCODE, KR_CUSTOMS_CODE, PHONE). */
        rule: z.string().optional(),
        /** The piece an error names (issue 35: a departure refused for a piece not scanned in). */
        pieceId: z.string().optional(),
      }),
    )
    .optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
