import { z } from 'zod';
import { ZListQuery, ZPage } from '../api';
import { ZUserRef } from '../auth/contracts';
import { wholeDong } from '../billing/dong';
import { isValidTaxCode } from '../billing/tax-code';
import { jsonNumber } from '../input';
import { nullableEmail, nullableText } from './fields';

/** How often a customer is invoiced (issue: billing §1). */
export const BILLING_CYCLES = ['PER_SHIPMENT', 'WEEKLY', 'MONTHLY'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** A company's tax code, checked by its check digit; a private person has none (null). */
const taxCode = nullableText(14).refine((v) => v === null || isValidTaxCode(v), {
  error: 'validation.taxCode',
});
/** Whole đồng: never a fraction, never past MAX_DONG. */
const creditDong = wholeDong(0);

/** PRODUCT §7 /customer: code, company, contact, tax code, address, assigned sales, network, discount. */
const customerFields = {
  companyName: z.string().trim().min(1).max(60),
  contactName: z.string().trim().min(1).max(35),
  taxCode,
  address: nullableText(60),
  phone: nullableText(14),
  email: nullableEmail,
  /** Only holders of get_all_list_customer choose the sales user; others own what they create. */
  salesUserId: z.uuid().nullish(),
  inNetwork: z.boolean().default(true),
  discountPercent: jsonNumber(z.number().min(0).max(100)).default(0),
  /** Who the invoice names, when not the company name and address above. */
  billingName: nullableText(200),
  billingAddress: nullableText(300),
  billingCycle: z.enum(BILLING_CYCLES).default('MONTHLY'),
  /** Days from the invoice's date to its due date. */
  paymentTermsDays: jsonNumber(z.number().int().min(0).max(365)).default(30),
  /** In whole đồng; null: no limit (only overdue invoices hold its bookings). */
  creditLimitVnd: jsonNumber(creditDong)
    .nullish()
    .transform((v) => v ?? null),
};

export const ZCreateCustomerRequest = z.object(customerFields);
export type TCreateCustomerRequest = z.input<typeof ZCreateCustomerRequest>;

export const ZUpdateCustomerRequest = z
  .object({
    ...customerFields,
    inNetwork: z.boolean(),
    discountPercent: jsonNumber(z.number().min(0).max(100)),
    billingCycle: z.enum(BILLING_CYCLES),
    paymentTermsDays: jsonNumber(z.number().int().min(0).max(365)),
    creditLimitVnd: jsonNumber(creditDong).nullable(),
  })
  .partial();
export type TUpdateCustomerRequest = z.input<typeof ZUpdateCustomerRequest>;

export const ZCustomerListQuery = ZListQuery.extend({
  salesUserId: z.uuid().optional(),
});
export type TCustomerListQuery = z.infer<typeof ZCustomerListQuery>;

/** A customer as bookings, invoices and payments name it. */
export const ZCustomerRef = z.object({ id: z.string(), code: z.string(), name: z.string() });

export const ZCustomer = z.object({
  id: z.string(),
  code: z.string(),
  companyName: z.string(),
  contactName: z.string(),
  taxCode: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  sales: ZUserRef.nullable(),
  inNetwork: z.boolean(),
  discountPercent: z.number(),
  billingName: z.string().nullable(),
  billingAddress: z.string().nullable(),
  billingCycle: z.enum(BILLING_CYCLES),
  paymentTermsDays: z.number(),
  creditLimitVnd: z.number().nullable(),
  portalUser: ZUserRef.nullable(),
  createdAt: z.string(),
});
export type TCustomer = z.infer<typeof ZCustomer>;

export const ZCustomerPage = ZPage(ZCustomer);
export type TCustomerPage = z.infer<typeof ZCustomerPage>;

export const ZSalesUsers = z.array(ZUserRef);
