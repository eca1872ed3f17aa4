import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { unsubscribeToken } from '../src/modules/notifications/unsubscribe';
import { customerInput, loginAs, TEST_PASSWORD, type TestUser } from './helpers/auth';
import { bookingInput, createBooking, hcmDay, SURCHARGE_CHECK_EXAMPLE } from './helpers/bookings';
import { build, type TestApp } from './helpers/build';
import { importRow, importWorkbook, XLSX } from './helpers/import';
import { manifestInput } from './helpers/walk';

/**
 * Every route × every caller, against a table written by hand from the seed's sidebar
 * (page → permission), PRODUCT §5 (seeded roles and data scope) and PRODUCT §4 (sessions).
 * Nothing here reads the routes' access declarations: a wrong declaration fails this test.
 *
 * The path ids are real objects made by this test: customer A's booking, a booking of a
 * customer of another sales user, a pickup of the calling driver and one of another driver,
 * a manifest of each partner line, the calling sales user's customer and another sales user's.
 *
 *   1 = 401 (no session)   3 = 403 (no permission)   4 = 404 (outside the caller's scope)
 *   2 = 2xx
 *
 * A route of the API without a row here fails the test; a write that answers 2xx gets a fresh
 * object of its own, so one caller's delete or transition never decides another's answer.
 */
const CALLERS = [
  'anonymous',
  'customerA',
  'customerB',
  'administrator',
  'manager',
  'sales',
  'dispatcher',
  'pickup',
  'warehouse',
  'content',
  'partnerYS',
  'partnerYN',
  'partnerKC',
] as const;
type Caller = (typeof CALLERS)[number];

// Columns:                                          an A  B  ad mg sa di pk wh ce ys yn kc
const PUBLIC = '2 2 2 2 2 2 2 2 2 2 2 2 2';
const SIGNED_IN = '1 2 2 2 2 2 2 2 2 2 2 2 2';
const ADMINISTRATOR = '1 3 3 2 3 3 3 3 3 3 3 3 3';
/** get_list_staff (/employee). */
const STAFF = '1 3 3 2 2 3 3 3 3 3 3 3 3';
/** get_list_customer or get_all_list_customer (/customer). */
const CUSTOMERS = '1 3 3 2 2 2 3 3 3 3 3 3 3';
/** get_all_list_customer. */
const ALL_CUSTOMERS = '1 3 3 2 2 3 3 3 3 3 3 3 3';
/** get_list_role (/role-permission): the Manager does not hold it. */
const ROLES = '1 3 3 2 3 3 3 3 3 3 3 3 3';
/** A customer (its own) or get_list_booking (/order). */
const BOOKINGS = '1 2 2 2 2 2 2 3 2 3 3 3 3';
/** get_list_booking (/order) without customers. */
const ORDER = '1 3 3 2 2 2 2 3 2 3 3 3 3';
/** manage_tracking_checkpoint (/checkpoint). */
const CHECKPOINT = '1 3 3 2 2 3 2 3 2 3 3 3 3';
/** manage_history (/history). */
const HISTORY = '1 3 3 2 2 3 3 3 3 3 3 3 3';
/** manage_category (/catergory-master; the surcharge master data too). */
const CATEGORY = '1 3 3 2 2 3 3 3 3 2 3 3 3';
/** manage_rate_card (/rate-cards). */
const RATES = '1 3 3 2 2 3 3 3 3 3 3 3 3';
/** manage_homepage (/home-manager). */
const HOMEPAGE = '1 3 3 2 2 3 3 3 3 2 3 3 3';
/** manage_operate (/operate, /pod-report, /order-remaining). */
const OPERATE = '1 3 3 2 2 3 3 3 2 3 3 3 3';
/** statistical_by_staff (/report). */
const BY_STAFF = '1 3 3 2 2 3 3 3 3 3 3 3 3';
/** statistical_by_customer, statistical_revenue_by_customer. */
const BY_CUSTOMER = '1 3 3 2 2 2 3 3 3 3 3 3 3';
/** statistical_by_service. */
const BY_SERVICE = '1 3 3 2 2 3 3 3 3 3 3 3 3';
/** statistical_margin (/statistical-margin): cost is never shown to customers or sales users. */
const MARGIN = '1 3 3 2 2 3 3 3 3 3 3 3 3';
/** manage_invoice (/invoices): the accountant's work. */
const INVOICES = '1 3 3 2 2 3 3 3 3 3 3 3 3';
/** A customer (its own issued invoices) or manage_invoice. */
const INVOICE_LIST = '1 2 2 2 2 3 3 3 3 3 3 3 3';
/** Customer A's issued invoice: customer B does not find it. */
const INVOICE_OF_A = '1 2 4 2 2 3 3 3 3 3 3 3 3';
/** assignee_booking (/assign-pick-up). */
const ASSIGN = '1 3 3 2 2 3 2 3 3 3 3 3 3';
/** get_list_my_assignee_booking (/order-pickup). */
const MY_PICKUPS = '1 3 3 2 2 3 3 2 3 3 3 3 3';
/** A customer only (the Developers page): no back-office permission opens it. */
const CUSTOMER_ONLY = '1 2 2 3 3 3 3 3 3 3 3 3 3';
/** Customer A's own object: customer B does not find it. */
const CUSTOMER_OWN = '1 2 4 3 3 3 3 3 3 3 3 3 3';
/** manage_pick_up (/pickup). */
const PICKUP_OVERVIEW = '1 3 3 2 2 3 2 3 3 3 3 3 3';
/** Any of the six manifest permissions (/manifest), every line. */
const MANIFESTS = '1 3 3 2 2 3 3 3 2 3 2 2 2';
/** The line's staff create manifests; partners only read and report. */
const MANIFEST_STAFF = '1 3 3 2 2 3 3 3 2 3 3 3 3';

const TABLE: [string, string][] = [
  // Sessions (PRODUCT §4): anyone may call them.
  ['POST /api/v1/auth/login', PUBLIC],
  ['POST /api/v1/auth/admin/login', PUBLIC],
  ['POST /api/v1/auth/register', PUBLIC],
  ['POST /api/v1/auth/refresh-tokens', PUBLIC],
  ['POST /api/v1/auth/logout', PUBLIC],
  ['GET /api/v1/auth/me', SIGNED_IN],
  // The load balancer's probe.
  ['GET /api/v1/health', PUBLIC],
  // /administrator: the Administrator role.
  ['PUT /api/v1/admin/users/reset-password', ADMINISTRATOR],
  ['GET /api/v1/admin/users', ADMINISTRATOR],
  ['PUT /api/v1/admin/users/:id/active', ADMINISTRATOR],
  // /employee
  ['GET /api/v1/staff', STAFF],
  ['GET /api/v1/staff/role-options', STAFF],
  ['GET /api/v1/staff/:id', STAFF],
  ['POST /api/v1/staff', STAFF],
  ['PATCH /api/v1/staff/:id', STAFF],
  ['DELETE /api/v1/staff/:id', STAFF],
  // /customer: a sales user has its own customers; another sales user's customer is not found.
  ['GET /api/v1/customers', CUSTOMERS],
  ['GET /api/v1/customers/sales-users', ALL_CUSTOMERS],
  ['POST /api/v1/customers', CUSTOMERS],
  ['GET /api/v1/customers/:id [own sales]', CUSTOMERS],
  ['PATCH /api/v1/customers/:id [own sales]', CUSTOMERS],
  ['DELETE /api/v1/customers/:id [own sales]', CUSTOMERS],
  ['GET /api/v1/customers/:id [other sales]', '1 3 3 2 2 4 3 3 3 3 3 3 3'],
  ['PATCH /api/v1/customers/:id [other sales]', '1 3 3 2 2 4 3 3 3 3 3 3 3'],
  ['DELETE /api/v1/customers/:id [other sales]', '1 3 3 2 2 4 3 3 3 3 3 3 3'],
  ['GET /api/v1/customers/:id/contracts [own sales]', CUSTOMERS],
  ['PUT /api/v1/customers/:id/contracts [own sales]', CUSTOMERS],
  ['GET /api/v1/customers/:id/contracts [other sales]', '1 3 3 2 2 4 3 3 3 3 3 3 3'],
  ['PUT /api/v1/customers/:id/contracts [other sales]', '1 3 3 2 2 4 3 3 3 3 3 3 3'],
  ['POST /api/v1/customers/:id/contracts/:contractId/approve', ALL_CUSTOMERS],
  ['PUT /api/v1/contracts/sales-max-percent', ALL_CUSTOMERS],
  // /role-permission
  ['GET /api/v1/roles', ROLES],
  ['GET /api/v1/roles/:id', ROLES],
  ['POST /api/v1/roles', ROLES],
  ['PATCH /api/v1/roles/:id', ROLES],
  ['DELETE /api/v1/roles/:id', ROLES],
  // Bookings: a customer its own (/manager/booking), get_list_booking all (/order), a sales user
  // its customers'. Customer A belongs to the calling sales user; customer X to another one.
  ['POST /api/v1/bookings', BOOKINGS],
  ['POST /api/v1/bookings/quote', BOOKINGS],
  ['GET /api/v1/bookings', BOOKINGS],
  ['GET /api/v1/bookings/export.xlsx', ORDER],
  ['GET /api/v1/bookings/import-template.xlsx', BOOKINGS],
  ['POST /api/v1/bookings/import', BOOKINGS],
  ['GET /api/v1/bookings/:id [A]', '1 2 4 2 2 2 2 3 2 3 3 3 3'],
  ['GET /api/v1/bookings/:id [X]', '1 4 4 2 2 4 2 3 2 3 3 3 3'],
  ['PATCH /api/v1/bookings/:id [A]', '1 2 4 2 2 2 2 3 2 3 3 3 3'],
  ['PATCH /api/v1/bookings/:id [X]', '1 4 4 2 2 4 2 3 2 3 3 3 3'],
  ['POST /api/v1/bookings/:id/transitions [A]', '1 2 4 2 2 2 2 3 2 3 3 3 3'],
  ['POST /api/v1/bookings/:id/transitions [X]', '1 4 4 2 2 4 2 3 2 3 3 3 3'],
  ['GET /api/v1/bookings/:id/events [A]', '1 2 4 2 2 2 2 3 2 3 3 3 3'],
  ['GET /api/v1/bookings/:id/events [X]', '1 4 4 2 2 4 2 3 2 3 3 3 3'],
  // Each piece's hand-overs (issue 35): the booking's own scope, as its events.
  ['GET /api/v1/bookings/:id/pieces [A]', '1 2 4 2 2 2 2 3 2 3 3 3 3'],
  ['GET /api/v1/bookings/:id/pieces [X]', '1 4 4 2 2 4 2 3 2 3 3 3 3'],
  // Its private files (pickup photos, proof of delivery): the booking's own scope.
  ['GET /api/v1/bookings/:id/files [A]', '1 2 4 2 2 2 2 3 2 3 3 3 3'],
  ['GET /api/v1/bookings/:id/files [X]', '1 4 4 2 2 4 2 3 2 3 3 3 3'],
  ['GET /api/v1/bookings/:id/files/:fileId [A]', '1 2 4 2 2 2 2 3 2 3 3 3 3'],
  ['GET /api/v1/bookings/:id/files/:fileId [X]', '1 4 4 2 2 4 2 3 2 3 3 3 3'],
  ['GET /api/v1/bookings/:id/label.pdf [A]', '1 2 4 2 2 2 2 3 2 3 3 3 3'],
  ['GET /api/v1/bookings/:id/label.pdf [X]', '1 4 4 2 2 4 2 3 2 3 3 3 3'],
  ['GET /api/v1/bookings/:id/commercial-invoice.pdf [A]', '1 2 4 2 2 2 2 3 2 3 3 3 3'],
  ['GET /api/v1/bookings/:id/commercial-invoice.pdf [X]', '1 4 4 2 2 4 2 3 2 3 3 3 3'],
  ['GET /api/v1/bookings/:id/packing-list.pdf [A]', '1 2 4 2 2 2 2 3 2 3 3 3 3'],
  ['GET /api/v1/bookings/:id/packing-list.pdf [X]', '1 4 4 2 2 4 2 3 2 3 3 3 3'],
  // Who changed what is /history's (manage_history).
  ['GET /api/v1/bookings/:id/history [A]', HISTORY],
  ['GET /api/v1/booking-customers', ORDER],
  // The booking form's address book: a customer its own; staff a customer they may book for.
  ['GET /api/v1/bookings/address-book [A]', BOOKINGS],
  ['GET /api/v1/bookings/address-book [X]', '1 2 2 2 2 4 2 3 2 3 3 3 3'],
  ['POST /api/v1/checkpoints', CHECKPOINT],
  ['GET /api/v1/history', HISTORY],
  // Notifications: the outbox is operations' (/manager/notifications); settings are each user's own.
  ['GET /api/v1/notifications', OPERATE],
  ['GET /api/v1/notifications/:id', OPERATE],
  ['POST /api/v1/notifications/:id/resend', OPERATE],
  ['GET /api/v1/me/notification-settings', SIGNED_IN],
  ['PUT /api/v1/me/notification-settings', SIGNED_IN],
  // The link in a message: whoever holds it.
  ['POST /api/v1/notifications/unsubscribe', PUBLIC],
  // The customer's Developers page (issue 24): its own keys and webhooks; staff have none.
  ['GET /api/v1/integrations/guide.md', PUBLIC],
  ['POST /api/v1/me/api-keys', CUSTOMER_ONLY],
  ['GET /api/v1/me/api-keys', CUSTOMER_ONLY],
  ['DELETE /api/v1/me/api-keys/:id', CUSTOMER_OWN],
  ['POST /api/v1/me/webhooks', CUSTOMER_ONLY],
  ['GET /api/v1/me/webhooks', CUSTOMER_ONLY],
  ['GET /api/v1/me/webhooks/:id', CUSTOMER_OWN],
  ['PATCH /api/v1/me/webhooks/:id', CUSTOMER_OWN],
  ['DELETE /api/v1/me/webhooks/:id', CUSTOMER_OWN],
  ['POST /api/v1/me/webhooks/:id/rotate-secret', CUSTOMER_OWN],
  ['POST /api/v1/me/webhooks/:id/test', CUSTOMER_OWN],
  ['GET /api/v1/me/webhooks/:id/deliveries', CUSTOMER_OWN],
  ['POST /api/v1/me/webhooks/:id/deliveries/:deliveryId/resend', CUSTOMER_OWN],
  // Vietnam's provinces and communes, for every address form.
  ['GET /api/v1/divisions/provinces', PUBLIC],
  ['GET /api/v1/divisions/provinces/:code/communes', PUBLIC],
  // Public site.
  ['GET /api/v1/tracking', PUBLIC],
  ['POST /api/v1/surcharges/check', PUBLIC],
  ['GET /api/v1/posts/category', PUBLIC],
  ['GET /api/v1/posts/category/:id', PUBLIC],
  ['GET /api/v1/posts', PUBLIC],
  ['GET /api/v1/posts/similar-posts/:id', PUBLIC],
  ['GET /api/v1/posts/:id', PUBLIC],
  ['GET /api/v1/homepage', PUBLIC],
  ['GET /api/v1/homepage/company-info', PUBLIC],
  ['GET /api/v1/homepage/:id', PUBLIC],
  ['POST /api/v1/newsletter', PUBLIC],
  // Surcharge master data (manage_category).
  ['GET /api/v1/surcharges/master-data', CATEGORY],
  ['PUT /api/v1/surcharges/carriers/:carrier', CATEGORY],
  ['PUT /api/v1/surcharges/fees/:carrier/:code', CATEGORY],
  ['PUT /api/v1/surcharges/destinations/:carrier', CATEGORY],
  ['GET /api/v1/surcharges/remote-postal-codes', CATEGORY],
  ['POST /api/v1/surcharges/remote-postal-codes', CATEGORY],
  ['DELETE /api/v1/surcharges/remote-postal-codes/:id', CATEGORY],
  ['POST /api/v1/surcharges/remote-postal-codes/import', CATEGORY],
  ['GET /api/v1/rate-cards', RATES],
  ['GET /api/v1/rate-cards/:id', RATES],
  ['GET /api/v1/rate-cards/:id/export.xlsx', RATES],
  ['POST /api/v1/rate-cards/import', RATES],
  ['POST /api/v1/rate-cards/:id/simulate', RATES],
  ['POST /api/v1/rate-cards/:id/publish', RATES],
  ['POST /api/v1/rate-cards/:id/retire', RATES],
  ['GET /api/v1/zones/:carrier/:service', RATES],
  ['PUT /api/v1/zones/:carrier/:service', RATES],
  ['GET /api/v1/fuel-surcharges', RATES],
  ['PUT /api/v1/fuel-surcharges/:carrier/:month', RATES],
  ['GET /api/v1/exchange-rates', RATES],
  ['PUT /api/v1/exchange-rates/:day', RATES],
  ['POST /api/v1/exchange-rates/import', RATES],
  ['GET /api/v1/vat-rates', RATES],
  ['PUT /api/v1/vat-rates/:kind/:validFrom', RATES],
  // /catergory-master
  ['POST /api/v1/posts/create-category-post', CATEGORY],
  ['PATCH /api/v1/posts/category/:id', CATEGORY],
  ['DELETE /api/v1/posts/category/:id', CATEGORY],
  ['POST /api/v1/posts', CATEGORY],
  ['PATCH /api/v1/posts/:id', CATEGORY],
  ['DELETE /api/v1/posts/:id', CATEGORY],
  // /home-manager
  ['GET /api/v1/homepage/admin', HOMEPAGE],
  ['PUT /api/v1/homepage/order', HOMEPAGE],
  ['POST /api/v1/homepage', HOMEPAGE],
  ['PATCH /api/v1/homepage/:id', HOMEPAGE],
  ['DELETE /api/v1/homepage/:id', HOMEPAGE],
  // Images for posts and home items: either editor.
  ['POST /api/v1/upload', HOMEPAGE],
  // /list (statement): a customer its own, get_cargo_list holders (a sales user: its customers).
  ['GET /api/v1/reports/statement [A]', '1 2 4 2 2 2 3 3 3 3 3 3 3'],
  ['GET /api/v1/reports/statement.xlsx [A]', '1 2 4 2 2 2 3 3 3 3 3 3 3'],
  ['GET /api/v1/reports/statement.pdf [A]', '1 2 4 2 2 2 3 3 3 3 3 3 3'],
  ['GET /api/v1/reports/statement [X]', '1 4 4 2 2 4 3 3 3 3 3 3 3'],
  // /pod-report, /order-remaining
  ['GET /api/v1/reports/pod', OPERATE],
  ['GET /api/v1/reports/pod.xlsx', OPERATE],
  ['GET /api/v1/reports/outstanding', OPERATE],
  ['GET /api/v1/reports/outstanding.xlsx', OPERATE],
  // /report, /statistical-*
  ['GET /api/v1/reports/by-staff', BY_STAFF],
  ['GET /api/v1/reports/by-staff.xlsx', BY_STAFF],
  ['GET /api/v1/reports/by-customer', BY_CUSTOMER],
  ['GET /api/v1/reports/by-customer.xlsx', BY_CUSTOMER],
  ['GET /api/v1/reports/revenue-customers', BY_CUSTOMER],
  ['GET /api/v1/reports/revenue-customers.xlsx', BY_CUSTOMER],
  ['GET /api/v1/reports/by-service', BY_SERVICE],
  ['GET /api/v1/reports/by-service.xlsx', BY_SERVICE],
  ['GET /api/v1/reports/margin', MARGIN],
  ['GET /api/v1/reports/margin.xlsx', MARGIN],
  // /invoices (billing): a customer reads its own issued invoices in its booking area.
  ['GET /api/v1/invoices', INVOICE_LIST],
  ['POST /api/v1/invoices', INVOICES],
  ['GET /api/v1/invoices/export-einvoice', INVOICES],
  ['GET /api/v1/invoices/:id [A]', INVOICE_OF_A],
  ['GET /api/v1/invoices/:id.pdf [A]', INVOICE_OF_A],
  ['GET /api/v1/invoices/:id.xlsx [A]', INVOICE_OF_A],
  ['POST /api/v1/invoices/:id/issue', INVOICES],
  ['POST /api/v1/invoices/:id/credit-notes', INVOICES],
  ['GET /api/v1/payments', INVOICES],
  ['POST /api/v1/bookings/:id/release-credit-hold', INVOICES],
  ['POST /api/v1/payments', INVOICES],
  ['POST /api/v1/payments/import', INVOICES],
  ['GET /api/v1/reports/receivables', INVOICES],
  ['GET /api/v1/reports/receivables.xlsx', INVOICES],
  // /operate
  ['POST /api/v1/operations/receive', OPERATE],
  ['GET /api/v1/operations/parcels/:trackingNumber', OPERATE],
  ['POST /api/v1/operations/measure/:bookingId', OPERATE],
  ['GET /api/v1/operations/exceptions', OPERATE],
  ['POST /api/v1/operations/exceptions', OPERATE],
  ['POST /api/v1/operations/exceptions/:id/resolve', OPERATE],
  // /manifest: a partner sees its own line (another line's is not found), and reports on it.
  ['GET /api/v1/manifests', MANIFESTS],
  ['POST /api/v1/manifests', MANIFEST_STAFF],
  ['GET /api/v1/manifests/:id [YS]', '1 3 3 2 2 3 3 3 2 3 2 4 4'],
  ['GET /api/v1/manifests/:id [YN]', '1 3 3 2 2 3 3 3 2 3 4 2 4'],
  ['GET /api/v1/manifests/:id [KC]', '1 3 3 2 2 3 3 3 2 3 4 4 2'],
  ['GET /api/v1/manifests/:id/export.xlsx [KC]', '1 3 3 2 2 3 3 3 2 3 4 4 2'],
  ['GET /api/v1/manifests/:id/manifest.pdf [YN]', '1 3 3 2 2 3 3 3 2 3 4 2 4'],
  ['PATCH /api/v1/manifests/:id [YS]', '1 3 3 2 2 3 3 3 2 3 3 4 4'],
  ['POST /api/v1/manifests/:id/shipments [YS]', '1 3 3 2 2 3 3 3 2 3 3 4 4'],
  ['DELETE /api/v1/manifests/:id/shipments/:bookingId [YS]', '1 3 3 2 2 3 3 3 2 3 3 4 4'],
  ['POST /api/v1/manifests/:id/shipments/:bookingId/split [YS]', '1 3 3 2 2 3 3 3 2 3 3 4 4'],
  ['POST /api/v1/manifests/:id/transitions [YS]', '1 3 3 2 2 3 3 3 2 3 3 4 4'],
  ['POST /api/v1/manifests/:id/bags [YS]', '1 3 3 2 2 3 3 3 2 3 3 4 4'],
  ['DELETE /api/v1/manifests/:id/bags/:bagId [YS]', '1 3 3 2 2 3 3 3 2 3 3 4 4'],
  ['POST /api/v1/manifests/:id/pod-files [YS]', '1 3 3 2 2 3 3 3 2 3 2 4 4'],
  ['GET /api/v1/manifests/:id/pod-files/:fileId [YS]', '1 3 3 2 2 3 3 3 2 3 2 4 4'],
  ['POST /api/v1/manifests/:id/deliveries [YN]', '1 3 3 2 2 3 3 3 2 3 4 2 4'],
  ['POST /api/v1/manifests/:id/checkpoints [KC]', '1 3 3 2 2 3 3 3 2 3 4 4 2'],
  // POD import: manage_operate, or a line's permission (its scope is each row's, see pod-import.test).
  ['GET /api/v1/deliveries/import-template.xlsx', '1 3 3 2 2 3 3 3 2 3 2 2 2'],
  ['POST /api/v1/deliveries/import', '1 3 3 2 2 3 3 3 2 3 2 2 2'],
  // /assign-pick-up, /order-pickup (a driver's own pickups only), /pickup
  ['GET /api/v1/pickups/assignable', ASSIGN],
  ['GET /api/v1/pickups/staff', ASSIGN],
  ['POST /api/v1/pickups/assign', ASSIGN],
  ['POST /api/v1/pickups/unassign', ASSIGN],
  ['GET /api/v1/pickups/mine', MY_PICKUPS],
  ['POST /api/v1/pickups/:bookingId/confirm [own]', '1 3 3 4 4 3 3 2 3 3 3 3 3'],
  ['POST /api/v1/pickups/:bookingId/fail [own]', '1 3 3 4 4 3 3 2 3 3 3 3 3'],
  ['POST /api/v1/pickups/:bookingId/confirm [other driver]', '1 3 3 4 4 3 3 4 3 3 3 3 3'],
  ['POST /api/v1/pickups/files', MY_PICKUPS],
  // A pickup photo: its driver, and those who dispatch or oversee pickups.
  ['GET /api/v1/pickups/files/:id [own]', '1 3 3 2 2 3 2 2 3 3 3 3 3'],
  ['GET /api/v1/pickups/files/:id [other driver]', '1 3 3 2 2 3 2 4 3 3 3 3 3'],
  ['GET /api/v1/pickups/overview', PICKUP_OVERVIEW],
  ['GET /api/v1/pickups/overview.xlsx', PICKUP_OVERVIEW],
];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Req {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}
/** `fresh`: the caller is expected to succeed at a write, so it gets an object of its own. */
type Builder = (c: { caller: Caller; user: TestUser | undefined; fresh: boolean }) => Promise<Req>;

let app: TestApp;
const users = {} as Record<Exclude<Caller, 'anonymous'>, TestUser>;
let admin: TestUser;
let otherSales: TestUser;
let customerX: TestUser;
let otherDriver: TestUser;
let shared: Record<string, string>;
let day = 0;

const V1 = '/api/v1';
const LINE_OF = { YS: 'YAMATO_SOUTH', YN: 'YAMATO_NORTH', KC: 'K_CARGO' } as const;
type LineKey = keyof typeof LINE_OF;

async function call(method: Method, url: string, who: TestUser | undefined, payload?: unknown, headers = {}) {
  return app.inject({
    method,
    url: `${V1}${url}`,
    headers: { ...who?.headers, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
/** A call made to set the scene: it must succeed. */
async function ok(method: Method, url: string, who: TestUser, payload?: unknown, headers = {}) {
  const res = await call(method, url, who, payload, headers);
  if (res.statusCode >= 300) throw new Error(`setup ${method} ${url} → ${res.statusCode}: ${res.body}`);
  return res.statusCode === 204 ? {} : res.json();
}

const bookingOfA = () => createBooking(app, users.customerA.headers);
/** A public address literal: the webhook sender is off here, nothing is ever sent to it. */
const WEBHOOK = { url: 'https://93.184.216.34/hook', events: ['booking.created'] };
const apiKeyOfA = async () =>
  (await ok('POST', '/me/api-keys', users.customerA, { name: 'Shop', mode: 'live' })).id as string;
const webhookOfA = async () => (await ok('POST', '/me/webhooks', users.customerA, WEBHOOK)).id as string;
/** A message of the outbox (the BOOKED message of a booking made for the matrix). */
const aNotification = async () =>
  (await rowsOf<{ id: string | number }>(app.db, sql`select id from notifications order by id limit 1`))[0]!
    .id;
const bookingOfX = () => createBooking(app, admin.headers, { customerId: customerX.customerId! });
const OFFICE_CARRIER = {
  YS: { carrier: 'YAMATO', office: 'SOUTH' },
  YN: { carrier: 'YAMATO', office: 'NORTH' },
  KC: { carrier: 'K_CARGO', office: 'SOUTH' },
} as const;
async function inWarehouse(line: LineKey = 'YS') {
  const b = await createBooking(app, users.customerA.headers, OFFICE_CARRIER[line]);
  await ok('POST', '/operations/receive', admin, { trackingNumbers: [b.trackingNumber], mode: 'COUNTER' });
  return b;
}
function nextDay() {
  day += 1;
  return new Date(Date.UTC(2031, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
}
/** An open manifest of the line holding one shipment. */
async function manifest(line: LineKey) {
  const b = await inWarehouse(line);
  const m = await ok(
    'POST',
    '/manifests',
    admin,
    manifestInput({ line: LINE_OF[line], departureDate: nextDay() }),
  );
  await ok('POST', `/manifests/${m.id}/shipments`, admin, { trackingNumbers: [b.trackingNumber] });
  return { id: m.id as string, booking: b };
}
/** A departed manifest: its shipment is in transit. */
async function departed(line: LineKey) {
  const m = await manifest(line);
  await ok('POST', `/manifests/${m.id}/transitions`, admin, { to: 'CLOSED' });
  await ok('POST', `/manifests/${m.id}/transitions`, admin, { to: 'DEPARTED' });
  return m;
}
/** A departed manifest of the line: a new one for a call that changes it, else the one shared. */
async function departedFor(line: 'YN' | 'KC', fresh: boolean) {
  if (fresh) return departed(line);
  const [id, trackingNumber] =
    line === 'YN'
      ? [shared.departedYN!, shared.departedYNTracking!]
      : [shared.departedKC!, shared.departedKCTracking!];
  return { id, booking: { trackingNumber } };
}
async function jpeg() {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 60, b: 30 } } })
    .jpeg()
    .toBuffer();
}
async function multipart(name = 'photo.jpg') {
  const boundary = `----b${randomUUID()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    await jpeg(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
/** An .xlsx of one sheet, as multipart with the text fields first. */
async function xlsxUpload(sheet: string, rows: (string | number)[][], fields: Record<string, string> = {}) {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet(sheet).addRows(rows);
  const boundary = `----b${randomUUID()}`;
  const body = Buffer.concat([
    ...Object.entries(fields).map(([k, v]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="card.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(await wb.xlsx.writeBuffer()),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const cardUpload = () =>
  xlsxUpload(
    'PARCEL',
    [
      ['KG', 'Zone 1'],
      [0.5, 10],
      [1, 12],
    ],
    { carrier: 'DHL', service: 'EXPRESS', kind: 'SELL', currency: 'USD', validFrom: '2031-01-01' },
  );
const contract = (percent: number) => ({
  name: `HĐ ${percent}`,
  kind: 'PERCENT',
  carrier: null,
  service: 'EXPRESS',
  rateCardId: null,
  percent,
  validFrom: '2031-01-01',
  validTo: null,
});
/** A DRAFT card of DHL EXPRESS (its zone set is written in beforeAll). */
const draftCard = async () => {
  const m = await cardUpload();
  return (await ok('POST', '/rate-cards/import', admin, m.payload, m.headers)).card.id as string;
};
/** A booking of customer A assigned to a driver for pickup today. */
async function pickupOf(driver: TestUser) {
  const b = await bookingOfA();
  await app.db.execute(sql`update bookings set pickup_date = ${hcmDay(0)}::date where id = ${b.id}`);
  await ok('POST', '/pickups/assign', admin, { bookingIds: [b.id], assigneeId: driver.userId });
  return b;
}
async function pickupFileOf(driver: TestUser) {
  const m = await multipart();
  const res = await app.inject({
    method: 'POST',
    url: `${V1}/pickups/files`,
    headers: { ...driver.headers, ...m.headers },
    payload: m.payload,
  });
  if (res.statusCode !== 201 && res.statusCode !== 200)
    throw new Error(`photo ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}
async function podFileOf(manifestId: string) {
  const m = await multipart();
  const res = await app.inject({
    method: 'POST',
    url: `${V1}/manifests/${manifestId}/pod-files`,
    headers: { ...admin.headers, ...m.headers },
    payload: m.payload,
  });
  if (res.statusCode !== 201) throw new Error(`pod file ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}
const uniq = () => randomUUID().slice(0, 8);
/** A customer record (no bookings) of a sales user. */
async function customerOf(sales: TestUser) {
  const c = await ok('POST', '/customers', admin, customerInput({ salesUserId: sales.userId }));
  return c.id as string;
}
async function category() {
  return (
    await ok('POST', '/posts/create-category-post', admin, { nameVi: `Mục ${uniq()}`, nameEn: 'Section' })
  ).id as number;
}
async function post() {
  return (
    await ok('POST', '/posts', admin, {
      categoryId: Number(shared.categoryId),
      titleVi: 'Bài',
      titleEn: 'Post',
    })
  ).id as number;
}
async function homeItem() {
  return (await ok('POST', '/homepage', admin, { type: 'FOOTER', titleVi: 'Cột', titleEn: 'Column' }))
    .id as number;
}
/** The bulk-create workbook of one row (a staff caller names the customer by code). */
const importBook = (customerCode: string | null) =>
  importWorkbook([importRow(customerCode ? { customerCode } : {})]);
const PERIOD = `from=${hcmDay(-30)}&to=${hcmDay(0)}`;
/** A customer of its own with one shipment received at the warehouse (billed). */
async function carriedCustomer() {
  const c = await loginAs(app, 'CUSTOMER');
  const b = await createBooking(app, c.headers);
  await ok('POST', '/operations/receive', admin, { trackingNumbers: [b.trackingNumber], mode: 'COUNTER' });
  return c;
}
const invoiceBody = (customerId: string) => ({ customerId, from: hcmDay(-1), to: hcmDay(0) });
/** A cash payment of customer A (its invoice's open amount first, the rest a credit). */
const paymentBody = () => ({
  customerId: users.customerA.customerId,
  date: hcmDay(0),
  amountVnd: 1000,
  method: 'CASH',
});
async function draftInvoice(customer?: TestUser) {
  const c = customer ?? (await carriedCustomer());
  return (await ok('POST', '/invoices', admin, invoiceBody(c.customerId!))).id as string;
}
async function issuedInvoice(customer?: TestUser) {
  const id = await draftInvoice(customer);
  await ok('POST', `/invoices/${id}/issue`, admin);
  return id;
}

/** How each route is called; `[variant]` names the object in the path. */
const REQUESTS: Record<string, Builder> = {
  'POST /api/v1/auth/login': async () => {
    const u = await loginAs(app, 'CUSTOMER');
    return { url: '/auth/login', payload: { username: u.username, password: TEST_PASSWORD } };
  },
  'POST /api/v1/auth/admin/login': async () => ({
    url: '/auth/admin/login',
    payload: { username: 'admin', password: 'Admin@12345' },
  }),
  'POST /api/v1/auth/register': async () => {
    const name = `reg_${uniq()}`;
    return {
      url: '/auth/register',
      payload: {
        username: name,
        password: 'Secret#2026',
        email: `${name}@example.vn`,
        fullName: 'Lê Văn Tám',
        phone: '0901234567',
      },
    };
  },
  'POST /api/v1/auth/refresh-tokens': async () => {
    const u = await loginAs(app, 'CUSTOMER');
    return { url: '/auth/refresh-tokens', payload: { refreshToken: u.tokens.refresh.token } };
  },
  'POST /api/v1/auth/logout': async () => {
    const u = await loginAs(app, 'CUSTOMER');
    return { url: '/auth/logout', payload: { refreshToken: u.tokens.refresh.token } };
  },
  'GET /api/v1/auth/me': async () => ({ url: '/auth/me' }),
  'GET /api/v1/health': async () => ({ url: '/health' }),
  'PUT /api/v1/admin/users/reset-password': async () => ({
    url: '/admin/users/reset-password',
    payload: { userId: shared.spareUser, password: 'BrandNew#2026' },
  }),
  'GET /api/v1/admin/users': async () => ({ url: '/admin/users' }),
  'PUT /api/v1/admin/users/:id/active': async ({ fresh }) => ({
    url: `/admin/users/${fresh ? (await loginAs(app, 'CUSTOMER')).userId : shared.spareUser}/active`,
    payload: { active: false },
  }),
  'GET /api/v1/staff': async () => ({ url: '/staff' }),
  'GET /api/v1/staff/role-options': async () => ({ url: '/staff/role-options' }),
  'GET /api/v1/staff/:id': async () => ({ url: `/staff/${shared.staffMember}` }),
  'POST /api/v1/staff': async () => ({
    url: '/staff',
    payload: {
      username: `nv_${uniq()}`,
      password: 'NhanVien#2026',
      fullName: 'Trần Thị Bình',
      email: `binh_${uniq()}@acf.vn`,
      phone: '0912345678',
      roleId: shared.salesRoleId,
      office: 'SOUTH',
      educationLevel: 'UNIVERSITY',
    },
  }),
  'PATCH /api/v1/staff/:id': async ({ fresh }) => ({
    url: `/staff/${fresh ? (await loginAs(app, 'SALES')).userId : shared.staffMember}`,
    payload: { fullName: 'Trần Thị Bình' },
  }),
  'DELETE /api/v1/staff/:id': async ({ fresh }) => ({
    url: `/staff/${fresh ? (await loginAs(app, 'SALES')).userId : shared.staffMember}`,
  }),
  'GET /api/v1/customers': async () => ({ url: '/customers' }),
  'GET /api/v1/customers/sales-users': async () => ({ url: '/customers/sales-users' }),
  'POST /api/v1/customers': async () => ({ url: '/customers', payload: customerInput() }),
  'GET /api/v1/customers/:id [own sales]': async () => ({ url: `/customers/${users.customerA.customerId}` }),
  'PATCH /api/v1/customers/:id [own sales]': async ({ fresh }) => ({
    url: `/customers/${fresh ? await customerOf(users.sales) : users.customerA.customerId}`,
    payload: { contactName: 'Phạm Minh Châu' },
  }),
  'DELETE /api/v1/customers/:id [own sales]': async ({ fresh }) => ({
    url: `/customers/${fresh ? await customerOf(users.sales) : users.customerA.customerId}`,
  }),
  'GET /api/v1/customers/:id [other sales]': async () => ({ url: `/customers/${customerX.customerId}` }),
  'GET /api/v1/customers/:id/contracts [own sales]': async () => ({
    url: `/customers/${users.customerA.customerId}/contracts`,
  }),
  'PUT /api/v1/customers/:id/contracts [own sales]': async () => ({
    url: `/customers/${users.customerA.customerId}/contracts`,
    payload: { contracts: [contract(5)] },
  }),
  'GET /api/v1/customers/:id/contracts [other sales]': async () => ({
    url: `/customers/${customerX.customerId}/contracts`,
  }),
  'PUT /api/v1/customers/:id/contracts [other sales]': async () => ({
    url: `/customers/${customerX.customerId}/contracts`,
    payload: { contracts: [contract(5)] },
  }),
  'POST /api/v1/customers/:id/contracts/:contractId/approve': async ({ fresh }) => ({
    url: `/customers/${customerX.customerId}/contracts/${
      fresh
        ? (
            await ok('PUT', `/customers/${customerX.customerId}/contracts`, admin, {
              contracts: [contract(30)],
            })
          ).contracts[0].id
        : shared.contractX
    }/approve`,
  }),
  'PUT /api/v1/contracts/sales-max-percent': async () => ({
    url: '/contracts/sales-max-percent',
    payload: { percent: 10 },
  }),
  'PATCH /api/v1/customers/:id [other sales]': async ({ fresh }) => ({
    url: `/customers/${fresh ? await customerOf(otherSales) : customerX.customerId}`,
    payload: { contactName: 'Phạm Minh Châu' },
  }),
  'DELETE /api/v1/customers/:id [other sales]': async ({ fresh }) => ({
    url: `/customers/${fresh ? await customerOf(otherSales) : customerX.customerId}`,
  }),
  'GET /api/v1/roles': async () => ({ url: '/roles' }),
  'GET /api/v1/roles/:id': async () => ({ url: `/roles/${shared.spareRole}` }),
  'POST /api/v1/roles': async () => ({
    url: '/roles',
    payload: { code: `R_${uniq().toUpperCase()}`, nameVi: 'Kế toán', nameEn: 'Accountant', permissions: [] },
  }),
  'PATCH /api/v1/roles/:id': async () => ({
    url: `/roles/${shared.spareRole}`,
    payload: { nameEn: 'Accountant' },
  }),
  'DELETE /api/v1/roles/:id': async ({ fresh }) => ({
    url: `/roles/${
      fresh
        ? (await ok('POST', '/roles', admin, { code: `R_${uniq().toUpperCase()}`, nameVi: 'X', nameEn: 'X' }))
            .id
        : shared.spareRole
    }`,
  }),
  'POST /api/v1/bookings': async ({ caller }) => ({
    url: '/bookings',
    headers: { 'idempotency-key': randomUUID() },
    payload: bookingInput(caller.startsWith('customer') ? {} : { customerId: users.customerA.customerId! }),
  }),
  'POST /api/v1/bookings/quote': async () => {
    const { pickup: _p, ...quote } = bookingInput();
    return { url: '/bookings/quote', payload: quote };
  },
  'GET /api/v1/bookings': async () => ({ url: '/bookings' }),
  'GET /api/v1/bookings/export.xlsx': async () => ({ url: '/bookings/export.xlsx' }),
  'GET /api/v1/bookings/import-template.xlsx': async () => ({ url: '/bookings/import-template.xlsx' }),
  'POST /api/v1/bookings/import': async ({ caller }) => ({
    url: '/bookings/import',
    headers: { 'content-type': XLSX },
    payload: await importBook(caller.startsWith('customer') || caller === 'anonymous' ? null : shared.codeA!),
  }),
  'GET /api/v1/bookings/:id [A]': async () => ({ url: `/bookings/${shared.bookingA}` }),
  'GET /api/v1/bookings/:id [X]': async () => ({ url: `/bookings/${shared.bookingX}` }),
  'PATCH /api/v1/bookings/:id [A]': async ({ fresh }) => ({
    url: `/bookings/${fresh ? (await bookingOfA()).id : shared.bookingA}`,
    payload: { goodsDescription: 'Books' },
  }),
  'PATCH /api/v1/bookings/:id [X]': async ({ fresh }) => ({
    url: `/bookings/${fresh ? (await bookingOfX()).id : shared.bookingX}`,
    payload: { goodsDescription: 'Books' },
  }),
  'POST /api/v1/bookings/:id/transitions [A]': async ({ fresh }) => ({
    url: `/bookings/${fresh ? (await bookingOfA()).id : shared.bookingA}/transitions`,
    payload: { to: 'CANCELLED' },
  }),
  'POST /api/v1/bookings/:id/transitions [X]': async ({ fresh }) => ({
    url: `/bookings/${fresh ? (await bookingOfX()).id : shared.bookingX}/transitions`,
    payload: { to: 'CANCELLED' },
  }),
  'GET /api/v1/bookings/:id/events [A]': async () => ({ url: `/bookings/${shared.bookingA}/events` }),
  'GET /api/v1/bookings/:id/events [X]': async () => ({ url: `/bookings/${shared.bookingX}/events` }),
  'GET /api/v1/bookings/:id/pieces [A]': async () => ({ url: `/bookings/${shared.bookingA}/pieces` }),
  'GET /api/v1/bookings/:id/pieces [X]': async () => ({ url: `/bookings/${shared.bookingX}/pieces` }),
  'GET /api/v1/bookings/:id/files [A]': async () => ({ url: `/bookings/${shared.bookingA}/files` }),
  'GET /api/v1/bookings/:id/files [X]': async () => ({ url: `/bookings/${shared.bookingX}/files` }),
  'GET /api/v1/bookings/:id/files/:fileId [A]': async () => ({
    url: `/bookings/${shared.bookingA}/files/${shared.fileOfA}`,
  }),
  'GET /api/v1/bookings/:id/files/:fileId [X]': async () => ({
    url: `/bookings/${shared.bookingX}/files/${shared.fileOfX}`,
  }),
  'GET /api/v1/bookings/:id/label.pdf [A]': async () => ({ url: `/bookings/${shared.bookingA}/label.pdf` }),
  'GET /api/v1/bookings/:id/label.pdf [X]': async () => ({ url: `/bookings/${shared.bookingX}/label.pdf` }),
  'GET /api/v1/bookings/:id/commercial-invoice.pdf [A]': async () => ({
    url: `/bookings/${shared.bookingA}/commercial-invoice.pdf`,
  }),
  'GET /api/v1/bookings/:id/commercial-invoice.pdf [X]': async () => ({
    url: `/bookings/${shared.bookingX}/commercial-invoice.pdf`,
  }),
  'GET /api/v1/bookings/:id/packing-list.pdf [A]': async () => ({
    url: `/bookings/${shared.bookingA}/packing-list.pdf`,
  }),
  'GET /api/v1/bookings/:id/packing-list.pdf [X]': async () => ({
    url: `/bookings/${shared.bookingX}/packing-list.pdf`,
  }),
  'GET /api/v1/bookings/:id/history [A]': async () => ({ url: `/bookings/${shared.bookingA}/history` }),
  'GET /api/v1/booking-customers': async () => ({ url: '/booking-customers' }),
  'GET /api/v1/bookings/address-book [A]': async () => ({
    url: `/bookings/address-book?customerId=${users.customerA.customerId}`,
  }),
  'GET /api/v1/bookings/address-book [X]': async () => ({
    url: `/bookings/address-book?customerId=${customerX.customerId}`,
  }),
  'POST /api/v1/checkpoints': async () => ({
    url: '/checkpoints',
    payload: { trackingNumbers: [shared.trackingA], status: 'BOOKED', place: 'Ho Chi Minh' },
  }),
  'GET /api/v1/history': async () => ({ url: '/history' }),
  'GET /api/v1/notifications': async () => ({ url: '/notifications' }),
  'GET /api/v1/notifications/:id': async () => ({ url: `/notifications/${await aNotification()}` }),
  'POST /api/v1/notifications/:id/resend': async () => ({
    url: `/notifications/${await aNotification()}/resend`,
  }),
  'GET /api/v1/me/notification-settings': async () => ({ url: '/me/notification-settings' }),
  'PUT /api/v1/me/notification-settings': async () => ({
    url: '/me/notification-settings',
    payload: { events: { DELIVERED: true } },
  }),
  'GET /api/v1/integrations/guide.md': async () => ({ url: '/integrations/guide.md' }),
  'POST /api/v1/me/api-keys': async () => ({ url: '/me/api-keys', payload: { name: 'Shop', mode: 'live' } }),
  'GET /api/v1/me/api-keys': async () => ({ url: '/me/api-keys' }),
  'DELETE /api/v1/me/api-keys/:id': async ({ fresh }) => ({
    url: `/me/api-keys/${fresh ? await apiKeyOfA() : shared.apiKeyA}`,
  }),
  'POST /api/v1/me/webhooks': async () => ({ url: '/me/webhooks', payload: WEBHOOK }),
  'GET /api/v1/me/webhooks': async () => ({ url: '/me/webhooks' }),
  'GET /api/v1/me/webhooks/:id': async () => ({ url: `/me/webhooks/${shared.webhookA}` }),
  'PATCH /api/v1/me/webhooks/:id': async ({ fresh }) => ({
    url: `/me/webhooks/${fresh ? await webhookOfA() : shared.webhookA}`,
    payload: { description: 'changed' },
  }),
  'DELETE /api/v1/me/webhooks/:id': async ({ fresh }) => ({
    url: `/me/webhooks/${fresh ? await webhookOfA() : shared.webhookA}`,
  }),
  'POST /api/v1/me/webhooks/:id/rotate-secret': async ({ fresh }) => ({
    url: `/me/webhooks/${fresh ? await webhookOfA() : shared.webhookA}/rotate-secret`,
  }),
  'POST /api/v1/me/webhooks/:id/test': async () => ({ url: `/me/webhooks/${shared.webhookA}/test` }),
  'GET /api/v1/me/webhooks/:id/deliveries': async () => ({
    url: `/me/webhooks/${shared.webhookA}/deliveries`,
  }),
  'POST /api/v1/me/webhooks/:id/deliveries/:deliveryId/resend': async () => ({
    url: `/me/webhooks/${shared.webhookA}/deliveries/${shared.deliveryA}/resend`,
  }),
  'POST /api/v1/notifications/unsubscribe': async () => ({
    url: '/notifications/unsubscribe',
    payload: { token: unsubscribeToken(app.jwtSecret, `${randomUUID()}@example.vn`) },
  }),
  'GET /api/v1/divisions/provinces': async () => ({ url: '/divisions/provinces' }),
  'GET /api/v1/divisions/provinces/:code/communes': async () => ({
    url: '/divisions/provinces/79/communes?search=sai%20gon',
  }),
  'GET /api/v1/tracking': async () => ({ url: `/tracking?codes=${shared.trackingA}` }),
  'POST /api/v1/surcharges/check': async () => ({
    url: '/surcharges/check',
    payload: SURCHARGE_CHECK_EXAMPLE,
  }),
  'GET /api/v1/posts/category': async () => ({ url: '/posts/category' }),
  'GET /api/v1/posts/category/:id': async () => ({ url: `/posts/category/${shared.categoryId}` }),
  'GET /api/v1/posts': async () => ({ url: '/posts' }),
  'GET /api/v1/posts/similar-posts/:id': async () => ({ url: `/posts/similar-posts/${shared.postId}` }),
  'GET /api/v1/posts/:id': async () => ({ url: `/posts/${shared.postId}` }),
  'GET /api/v1/homepage': async () => ({ url: '/homepage' }),
  'GET /api/v1/homepage/company-info': async () => ({ url: '/homepage/company-info' }),
  'GET /api/v1/homepage/:id': async () => ({ url: `/homepage/${shared.homeItemId}` }),
  'POST /api/v1/newsletter': async () => ({
    url: '/newsletter',
    payload: { email: `n_${uniq()}@example.vn` },
  }),
  'GET /api/v1/surcharges/master-data': async () => ({ url: '/surcharges/master-data' }),
  'GET /api/v1/rate-cards': async () => ({ url: '/rate-cards?carrier=DHL' }),
  'GET /api/v1/rate-cards/:id': async () => ({ url: `/rate-cards/${shared.rateCard}` }),
  'GET /api/v1/rate-cards/:id/export.xlsx': async () => ({
    url: `/rate-cards/${shared.rateCard}/export.xlsx`,
  }),
  'POST /api/v1/rate-cards/import': async () => {
    const m = await cardUpload();
    return { url: '/rate-cards/import?dryRun=1', payload: m.payload, headers: m.headers };
  },
  'POST /api/v1/rate-cards/:id/simulate': async () => ({
    url: `/rate-cards/${shared.rateCard}/simulate?days=7`,
  }),
  'POST /api/v1/rate-cards/:id/publish': async ({ fresh }) => ({
    url: `/rate-cards/${fresh ? await draftCard() : shared.rateCard}/publish`,
  }),
  'POST /api/v1/rate-cards/:id/retire': async ({ fresh }) => ({
    url: `/rate-cards/${fresh ? await draftCard() : shared.rateCard}/retire`,
  }),
  'GET /api/v1/zones/:carrier/:service': async () => ({ url: '/zones/DHL/EXPRESS' }),
  'PUT /api/v1/zones/:carrier/:service': async () => ({
    url: '/zones/UPS/ECONOMY',
    payload: { zones: [{ code: '1', name: 'Asia', countries: ['JP', 'KR'] }] },
  }),
  'GET /api/v1/fuel-surcharges': async () => ({ url: '/fuel-surcharges?carrier=DHL' }),
  'PUT /api/v1/fuel-surcharges/:carrier/:month': async () => ({
    url: '/fuel-surcharges/DHL/2031-01',
    payload: { percent: 20 },
  }),
  'GET /api/v1/exchange-rates': async () => ({ url: '/exchange-rates?from=2031-01-01' }),
  'PUT /api/v1/exchange-rates/:day': async () => ({
    url: '/exchange-rates/2031-01-02',
    payload: { rates: { USD: 26000 } },
  }),
  'POST /api/v1/exchange-rates/import': async () => {
    const m = await xlsxUpload('Rates', [
      ['Date', 'USD'],
      ['03-01-2031', 26010],
    ]);
    return { url: '/exchange-rates/import?dryRun=1', payload: m.payload, headers: m.headers };
  },
  'GET /api/v1/vat-rates': async () => ({ url: '/vat-rates' }),
  'PUT /api/v1/vat-rates/:kind/:validFrom': async () => ({
    url: '/vat-rates/DOMESTIC/2031-01-01',
    payload: { percent: 8 },
  }),
  'PUT /api/v1/surcharges/carriers/:carrier': async () => ({
    url: '/surcharges/carriers/FEDEX',
    payload: { displayName: 'FedEx' },
  }),
  'PUT /api/v1/surcharges/fees/:carrier/:code': async () => ({
    url: '/surcharges/fees/UPS/ADDITIONAL_HANDLING',
    payload: { amount: 30, currency: 'USD', basis: 'PER_PIECE' },
  }),
  'PUT /api/v1/surcharges/destinations/:carrier': async () => ({
    url: '/surcharges/destinations/DHL',
    payload: { restrictedDestinations: ['KP'], highRiskDestinations: ['SD'] },
  }),
  'GET /api/v1/surcharges/remote-postal-codes': async () => ({
    url: '/surcharges/remote-postal-codes?carrier=FEDEX',
  }),
  'POST /api/v1/surcharges/remote-postal-codes': async () => ({
    url: '/surcharges/remote-postal-codes',
    payload: { carrier: 'FEDEX', country: 'AU', postalCode: String(1000 + Math.floor(Math.random() * 8999)) },
  }),
  'DELETE /api/v1/surcharges/remote-postal-codes/:id': async ({ fresh }) => ({
    url: `/surcharges/remote-postal-codes/${
      fresh
        ? (
            await ok('POST', '/surcharges/remote-postal-codes', admin, {
              carrier: 'UPS',
              country: 'CA',
              postalCode: `X${uniq().slice(0, 5).toUpperCase()}`,
            })
          ).id
        : shared.remoteCode
    }`,
  }),
  'POST /api/v1/surcharges/remote-postal-codes/import': async () => ({
    url: '/surcharges/remote-postal-codes/import',
    payload: {
      carrier: 'UPS',
      fileName: 'ca.csv',
      content: Buffer.from('Country;Postal code\r\nCA;X0B 2C0\r\n').toString('base64'),
    },
  }),
  'POST /api/v1/posts/create-category-post': async () => ({
    url: '/posts/create-category-post',
    payload: { nameVi: `Mục ${uniq()}`, nameEn: 'Section' },
  }),
  'PATCH /api/v1/posts/category/:id': async () => ({
    url: `/posts/category/${shared.categoryId}`,
    payload: { nameEn: 'Section' },
  }),
  'DELETE /api/v1/posts/category/:id': async ({ fresh }) => ({
    url: `/posts/category/${fresh ? await category() : shared.categoryId}`,
  }),
  'POST /api/v1/posts': async () => ({
    url: '/posts',
    payload: { categoryId: Number(shared.categoryId), titleVi: 'Bài', titleEn: 'Post' },
  }),
  'PATCH /api/v1/posts/:id': async () => ({ url: `/posts/${shared.postId}`, payload: { titleEn: 'Post' } }),
  'DELETE /api/v1/posts/:id': async ({ fresh }) => ({
    url: `/posts/${fresh ? await post() : shared.postId}`,
  }),
  'GET /api/v1/homepage/admin': async () => ({ url: '/homepage/admin' }),
  'PUT /api/v1/homepage/order': async () => {
    const items = await rowsOf<{ id: number }>(
      app.db,
      sql`select id from home_items where type = 'FOOTER' order by sort_order`,
    );
    return { url: '/homepage/order', payload: { type: 'FOOTER', ids: items.map((i) => i.id).reverse() } };
  },
  'POST /api/v1/homepage': async () => ({
    url: '/homepage',
    payload: { type: 'FOOTER', titleVi: 'Cột', titleEn: 'Column' },
  }),
  'PATCH /api/v1/homepage/:id': async () => ({
    url: `/homepage/${shared.homeItemId}`,
    payload: { titleEn: 'Column' },
  }),
  'DELETE /api/v1/homepage/:id': async ({ fresh }) => ({
    url: `/homepage/${fresh ? await homeItem() : shared.homeItemId}`,
  }),
  'POST /api/v1/upload': async () => ({ url: '/upload', ...(await multipart()) }),
  'GET /api/v1/reports/statement [A]': async ({ caller }) => ({
    url: `/reports/statement?${PERIOD}${caller === 'customerA' ? '' : `&customerId=${users.customerA.customerId}`}`,
  }),
  'GET /api/v1/reports/statement.xlsx [A]': async ({ caller }) => ({
    url: `/reports/statement.xlsx?${PERIOD}${caller === 'customerA' ? '' : `&customerId=${users.customerA.customerId}`}`,
  }),
  'GET /api/v1/reports/statement.pdf [A]': async ({ caller }) => ({
    url: `/reports/statement.pdf?${PERIOD}${caller === 'customerA' ? '' : `&customerId=${users.customerA.customerId}`}`,
  }),
  'GET /api/v1/reports/statement [X]': async () => ({
    url: `/reports/statement?${PERIOD}&customerId=${customerX.customerId}`,
  }),
  'GET /api/v1/reports/pod': async () => ({ url: `/reports/pod?${PERIOD}` }),
  'GET /api/v1/reports/pod.xlsx': async () => ({ url: `/reports/pod.xlsx?${PERIOD}` }),
  'GET /api/v1/reports/outstanding': async () => ({ url: '/reports/outstanding' }),
  'GET /api/v1/reports/outstanding.xlsx': async () => ({ url: '/reports/outstanding.xlsx' }),
  'GET /api/v1/reports/by-staff': async () => ({ url: `/reports/by-staff?${PERIOD}` }),
  'GET /api/v1/reports/by-staff.xlsx': async () => ({ url: `/reports/by-staff.xlsx?${PERIOD}` }),
  'GET /api/v1/reports/by-customer': async () => ({ url: `/reports/by-customer?${PERIOD}` }),
  'GET /api/v1/reports/by-customer.xlsx': async () => ({ url: `/reports/by-customer.xlsx?${PERIOD}` }),
  'GET /api/v1/reports/revenue-customers': async () => ({ url: `/reports/revenue-customers?${PERIOD}` }),
  'GET /api/v1/reports/revenue-customers.xlsx': async () => ({
    url: `/reports/revenue-customers.xlsx?${PERIOD}`,
  }),
  'GET /api/v1/reports/by-service': async () => ({ url: `/reports/by-service?${PERIOD}` }),
  'GET /api/v1/reports/by-service.xlsx': async () => ({ url: `/reports/by-service.xlsx?${PERIOD}` }),
  'GET /api/v1/reports/margin': async () => ({ url: `/reports/margin?${PERIOD}&groupBy=customer` }),
  'GET /api/v1/reports/margin.xlsx': async () => ({ url: `/reports/margin.xlsx?${PERIOD}` }),
  'POST /api/v1/operations/receive': async () => ({
    url: '/operations/receive',
    payload: { trackingNumbers: [(await bookingOfA()).trackingNumber], mode: 'COUNTER' },
  }),
  'GET /api/v1/operations/parcels/:trackingNumber': async () => ({
    url: `/operations/parcels/${shared.trackingA}`,
  }),
  'POST /api/v1/operations/measure/:bookingId': async ({ fresh }) => ({
    url: `/operations/measure/${fresh ? (await inWarehouse()).id : shared.bookingA}`,
    payload: { pieces: [{ length: 30, width: 20, height: 10, weight: 2.3, quantity: 1 }] },
  }),
  'GET /api/v1/invoices': async () => ({ url: '/invoices' }),
  'POST /api/v1/invoices': async ({ fresh }) => ({
    url: '/invoices',
    payload: invoiceBody(fresh ? (await carriedCustomer()).customerId! : users.customerA.customerId!),
  }),
  'GET /api/v1/invoices/export-einvoice': async () => ({
    url: `/invoices/export-einvoice?from=${hcmDay(-1)}&to=${hcmDay(0)}`,
  }),
  'GET /api/v1/invoices/:id [A]': async () => ({ url: `/invoices/${shared.invoiceA}` }),
  'GET /api/v1/invoices/:id.pdf [A]': async () => ({ url: `/invoices/${shared.invoiceA}.pdf` }),
  'GET /api/v1/invoices/:id.xlsx [A]': async () => ({ url: `/invoices/${shared.invoiceA}.xlsx` }),
  'POST /api/v1/invoices/:id/issue': async ({ fresh }) => ({
    url: `/invoices/${fresh ? await draftInvoice() : shared.invoiceA}/issue`,
  }),
  'POST /api/v1/invoices/:id/credit-notes': async ({ fresh }) => {
    if (!fresh) return { url: `/invoices/${shared.invoiceA}/credit-notes` };
    const c = await carriedCustomer();
    const id = await issuedInvoice(c);
    // Re-priced after issue: one more đồng-worth on its shipment makes a debit note.
    await app.db.execute(sql`update bookings set total = total + 1 where customer_id = ${c.customerId}`);
    return { url: `/invoices/${id}/credit-notes` };
  },
  'GET /api/v1/payments': async () => ({ url: '/payments' }),
  'POST /api/v1/bookings/:id/release-credit-hold': async ({ fresh }) => {
    if (!fresh) return { url: `/bookings/${shared.bookingA}/release-credit-hold` };
    // A customer with a credit limit of 0: its booking is held.
    const c = await loginAs(app, 'CUSTOMER');
    await ok('PATCH', `/customers/${c.customerId}`, admin, { creditLimitVnd: 0 });
    return { url: `/bookings/${(await createBooking(app, c.headers)).id}/release-credit-hold` };
  },
  'POST /api/v1/payments': async () => ({ url: '/payments', payload: paymentBody() }),
  'POST /api/v1/payments/import': async () => ({
    url: '/payments/import',
    payload: { payments: [paymentBody()] },
  }),
  'GET /api/v1/reports/receivables': async () => ({ url: '/reports/receivables' }),
  'GET /api/v1/reports/receivables.xlsx': async () => ({ url: '/reports/receivables.xlsx' }),
  'GET /api/v1/operations/exceptions': async () => ({ url: '/operations/exceptions' }),
  'POST /api/v1/operations/exceptions': async ({ fresh }) => ({
    url: '/operations/exceptions',
    payload: {
      trackingNumber: fresh ? (await inWarehouse()).trackingNumber : shared.trackingA,
      reason: 'DAMAGED',
    },
  }),
  'POST /api/v1/operations/exceptions/:id/resolve': async ({ fresh }) => {
    let id = shared.exceptionId;
    if (fresh) {
      const b = await inWarehouse();
      id = (
        await ok('POST', '/operations/exceptions', admin, {
          trackingNumber: b.trackingNumber,
          reason: 'DAMAGED',
        })
      ).id;
    }
    return { url: `/operations/exceptions/${id}/resolve`, payload: {} };
  },
  'GET /api/v1/manifests': async () => ({ url: '/manifests' }),
  'POST /api/v1/manifests': async () => ({
    url: '/manifests',
    payload: {
      line: 'YAMATO_SOUTH',
      mode: 'AIR',
      destinationCountry: 'JP',
      destinationAirport: 'NRT',
      flightNumber: 'JL750',
      departureDate: nextDay(),
    },
  }),
  'GET /api/v1/manifests/:id [YS]': async () => ({ url: `/manifests/${shared.manifestYS}` }),
  'GET /api/v1/manifests/:id [YN]': async () => ({ url: `/manifests/${shared.manifestYN}` }),
  'GET /api/v1/manifests/:id [KC]': async () => ({ url: `/manifests/${shared.manifestKC}` }),
  'GET /api/v1/manifests/:id/export.xlsx [KC]': async () => ({
    url: `/manifests/${shared.manifestKC}/export.xlsx`,
  }),
  'GET /api/v1/manifests/:id/manifest.pdf [YN]': async () => ({
    url: `/manifests/${shared.manifestYN}/manifest.pdf`,
  }),
  'PATCH /api/v1/manifests/:id [YS]': async () => ({
    url: `/manifests/${shared.manifestYS}`,
    payload: { flightNumber: 'JL751' },
  }),
  'POST /api/v1/manifests/:id/shipments [YS]': async () => ({
    url: `/manifests/${shared.manifestYS}/shipments`,
    payload: { trackingNumbers: [(await inWarehouse('YS')).trackingNumber] },
  }),
  'DELETE /api/v1/manifests/:id/shipments/:bookingId [YS]': async ({ fresh }) => {
    const m = fresh ? await manifest('YS') : { id: shared.manifestYS!, booking: { id: shared.shipmentYS! } };
    return { url: `/manifests/${m.id}/shipments/${m.booking.id}` };
  },
  'POST /api/v1/manifests/:id/shipments/:bookingId/split [YS]': async ({ fresh }) => {
    const m = fresh ? await manifest('YS') : { id: shared.manifestYS!, booking: { id: shared.shipmentYS! } };
    // A piece not scanned into the manifest, so that there is something to split.
    await app.db.execute(
      sql`update booking_pieces set last_handover = null where booking_id = ${m.booking.id}`,
    );
    return {
      url: `/manifests/${m.id}/shipments/${m.booking.id}/split`,
      payload: { reason: 'Left on the van' },
    };
  },
  'POST /api/v1/manifests/:id/transitions [YS]': async ({ fresh }) => ({
    url: `/manifests/${fresh ? (await manifest('YS')).id : shared.manifestYS}/transitions`,
    payload: { to: 'CLOSED' },
  }),
  'POST /api/v1/manifests/:id/bags [YS]': async () => ({
    url: `/manifests/${shared.manifestYS}/bags`,
    payload: { number: `BAG-${uniq()}`, weightKg: 3, trackingNumbers: [shared.shipmentYSTracking] },
  }),
  'DELETE /api/v1/manifests/:id/bags/:bagId [YS]': async ({ fresh }) => {
    if (!fresh) return { url: `/manifests/${shared.manifestYS}/bags/${shared.bagYS}` };
    const m = await manifest('YS');
    const d = await ok('POST', `/manifests/${m.id}/bags`, admin, {
      number: `BAG-${uniq()}`,
      weightKg: 3,
      trackingNumbers: [m.booking.trackingNumber],
    });
    return { url: `/manifests/${m.id}/bags/${d.bags[0].id}` };
  },
  'POST /api/v1/manifests/:id/pod-files [YS]': async () => ({
    url: `/manifests/${shared.manifestYS}/pod-files`,
    ...(await multipart()),
  }),
  'GET /api/v1/manifests/:id/pod-files/:fileId [YS]': async () => ({
    url: `/manifests/${shared.manifestYS}/pod-files/${shared.podFileYS}`,
  }),
  'POST /api/v1/manifests/:id/deliveries [YN]': async ({ fresh }) => {
    const m = await departedFor('YN', fresh);
    return {
      url: `/manifests/${m.id}/deliveries`,
      payload: {
        trackingNumber: m.booking.trackingNumber,
        receiverName: 'Tanaka Hiro',
        time: new Date().toISOString(),
      },
    };
  },
  'GET /api/v1/deliveries/import-template.xlsx': async () => ({ url: '/deliveries/import-template.xlsx' }),
  // A dry run: checked and answered, nothing written, whoever may call it.
  'POST /api/v1/deliveries/import': async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('POD');
    ws.addRow(['trackingNumber', 'deliveredAt', 'receiverName']);
    ws.addRow(['1000000000', '20-11-2026 14:30', 'Tanaka Hiro']);
    return {
      url: '/deliveries/import?dryRun=1',
      headers: { 'content-type': XLSX },
      payload: Buffer.from(await wb.xlsx.writeBuffer()),
    };
  },
  'POST /api/v1/manifests/:id/checkpoints [KC]': async ({ fresh }) => {
    const m = await departedFor('KC', fresh);
    return {
      url: `/manifests/${m.id}/checkpoints`,
      payload: { trackingNumbers: [m.booking.trackingNumber], checkpoint: 'ARRIVAL' },
    };
  },
  'GET /api/v1/pickups/assignable': async () => ({ url: '/pickups/assignable' }),
  'GET /api/v1/pickups/staff': async () => ({ url: '/pickups/staff' }),
  'POST /api/v1/pickups/assign': async () => ({
    url: '/pickups/assign',
    payload: { bookingIds: [(await bookingOfA()).id], assigneeId: users.pickup.userId },
  }),
  'POST /api/v1/pickups/unassign': async () => ({
    url: '/pickups/unassign',
    payload: { bookingIds: [(await pickupOf(users.pickup)).id] },
  }),
  'GET /api/v1/pickups/mine': async () => ({ url: '/pickups/mine' }),
  'POST /api/v1/pickups/:bookingId/confirm [own]': async ({ fresh }) => ({
    url: `/pickups/${fresh ? (await pickupOf(users.pickup)).id : shared.pickupOwn}/confirm`,
    headers: { 'idempotency-key': randomUUID() },
    payload: { pieces: [{ length: 30, width: 20, height: 10, weight: 2.3, quantity: 1 }] },
  }),
  'POST /api/v1/pickups/:bookingId/fail [own]': async ({ fresh }) => ({
    url: `/pickups/${fresh ? (await pickupOf(users.pickup)).id : shared.pickupOwn}/fail`,
    headers: { 'idempotency-key': randomUUID() },
    payload: { reason: 'CUSTOMER_ABSENT' },
  }),
  'POST /api/v1/pickups/:bookingId/confirm [other driver]': async () => ({
    url: `/pickups/${shared.pickupOther}/confirm`,
    headers: { 'idempotency-key': randomUUID() },
    payload: { pieces: [{ length: 30, width: 20, height: 10, weight: 2.3, quantity: 1 }] },
  }),
  'POST /api/v1/pickups/files': async () => ({ url: '/pickups/files', ...(await multipart()) }),
  'GET /api/v1/pickups/files/:id [own]': async () => ({ url: `/pickups/files/${shared.fileOwn}` }),
  'GET /api/v1/pickups/files/:id [other driver]': async () => ({ url: `/pickups/files/${shared.fileOther}` }),
  'GET /api/v1/pickups/overview': async () => ({ url: '/pickups/overview' }),
  'GET /api/v1/pickups/overview.xlsx': async () => ({ url: '/pickups/overview.xlsx' }),
};

const CODE_OF: Record<string, string> = { '1': '401', '2': '2xx', '3': '403', '4': '404' };
const ROLE_OF: Record<
  Exclude<Caller, 'anonymous' | 'customerA' | 'customerB'>,
  Parameters<typeof loginAs>[1]
> = {
  administrator: 'ADMINISTRATOR',
  manager: 'MANAGER',
  sales: 'SALES',
  dispatcher: 'DISPATCHER',
  pickup: 'PICKUP_STAFF',
  warehouse: 'WAREHOUSE_OPERATOR',
  content: 'CONTENT_EDITOR',
  partnerYS: 'PARTNER_YAMATO_SOUTH',
  partnerYN: 'PARTNER_YAMATO_NORTH',
  partnerKC: 'PARTNER_K_CARGO',
};

beforeAll(async () => {
  // No webhook sender: customer A's webhook points at a public address this test never calls.
  app = await build({ WEBHOOK_SENDER: '0' });
  await app.ready();
  for (const [caller, role] of Object.entries(ROLE_OF))
    users[caller as keyof typeof ROLE_OF] = await loginAs(app, role);
  admin = users.administrator;
  otherSales = await loginAs(app, 'SALES');
  otherDriver = await loginAs(app, 'PICKUP_STAFF');
  users.customerA = await loginAs(app, 'CUSTOMER', { salesUserId: users.sales.userId });
  users.customerB = await loginAs(app, 'CUSTOMER');
  customerX = await loginAs(app, 'CUSTOMER', { salesUserId: otherSales.userId });

  const a = await bookingOfA();
  const x = await bookingOfX();
  const ys = await manifest('YS');
  const yn = await manifest('YN');
  const kc = await manifest('KC');
  const dYN = await departed('YN');
  const dKC = await departed('KC');
  const withBag = await ok('POST', `/manifests/${ys.id}/bags`, admin, {
    number: 'BAG-1',
    weightKg: 3,
    trackingNumbers: [ys.booking.trackingNumber],
  });
  const ex = await inWarehouse();
  const [customerRow] = await rowsOf<{ code: string }>(
    app.db,
    sql`select code from customers where id = ${users.customerA.customerId}`,
  );
  const roles = (await ok('GET', '/staff/role-options', admin)) as { id: string; code: string }[];
  shared = {
    bookingA: a.id,
    trackingA: a.trackingNumber,
    bookingX: x.id,
    codeA: customerRow!.code,
    manifestYS: ys.id,
    shipmentYS: ys.booking.id,
    shipmentYSTracking: ys.booking.trackingNumber,
    manifestYN: yn.id,
    manifestKC: kc.id,
    departedYN: dYN.id,
    departedYNTracking: dYN.booking.trackingNumber,
    departedKC: dKC.id,
    departedKCTracking: dKC.booking.trackingNumber,
    bagYS: withBag.bags[0].id,
    podFileYS: await podFileOf(ys.id),
    exceptionId: (
      await ok('POST', '/operations/exceptions', admin, {
        trackingNumber: ex.trackingNumber,
        reason: 'DAMAGED',
      })
    ).id,
    pickupOwn: (await pickupOf(users.pickup)).id,
    pickupOther: (await pickupOf(otherDriver)).id,
    fileOwn: await pickupFileOf(users.pickup),
    fileOther: await pickupFileOf(otherDriver),
    spareUser: (await loginAs(app, 'CUSTOMER')).userId,
    staffMember: (await loginAs(app, 'DISPATCHER')).userId,
    salesRoleId: roles.find((r) => r.code === 'SALES')!.id,
    spareRole: (await ok('POST', '/roles', admin, { code: 'SPARE', nameVi: 'Dự phòng', nameEn: 'Spare' })).id,
    remoteCode: (
      await ok('POST', '/surcharges/remote-postal-codes', admin, {
        carrier: 'FEDEX',
        country: 'AU',
        postalCode: '0872',
      })
    ).id,
  };
  // Customer A's issued invoice (its shipment received at the warehouse).
  await inWarehouse();
  shared.invoiceA = await issuedInvoice(users.customerA);
  // A pickup photo of each booking (the pickup's confirmation links them; set here directly).
  shared.fileOfA = await pickupFileOf(users.pickup);
  shared.fileOfX = await pickupFileOf(users.pickup);
  await app.db.execute(sql`update pickup_files set booking_id = ${a.id} where id = ${shared.fileOfA}`);
  await app.db.execute(sql`update pickup_files set booking_id = ${x.id} where id = ${shared.fileOfX}`);
  shared.apiKeyA = await apiKeyOfA();
  shared.webhookA = await webhookOfA();
  await bookingOfA();
  shared.deliveryA = (
    await rowsOf<{ id: string }>(
      app.db,
      sql`select id from webhook_deliveries where endpoint_id = ${shared.webhookA} limit 1`,
    )
  )[0]!.id;
  await ok('PUT', '/zones/DHL/EXPRESS', admin, { zones: [{ code: '1', name: 'Asia', countries: ['JP'] }] });
  shared.rateCard = await draftCard();
  shared.contractX = (
    await ok('PUT', `/customers/${customerX.customerId}/contracts`, admin, { contracts: [contract(30)] })
  ).contracts[0].id;
  shared.categoryId = String(await category());
  shared.postId = String(await post());
  shared.homeItemId = String(await homeItem());
}, 120_000);
afterAll(async () => {
  await app.close();
});

describe('route × caller matrix, written by hand from the seed and PRODUCT §4–5', () => {
  it('every route of the API has a row, and every row names a route', () => {
    const routes = app.routeList.map((r) => `${r.method} ${r.url}`);
    const rows = new Set(TABLE.map(([key]) => key.replace(/ \[.*\]$/, '')));
    expect(routes.filter((r) => !rows.has(r))).toEqual([]);
    expect([...rows].filter((r) => !routes.includes(r))).toEqual([]);
    expect(TABLE.map(([key]) => key).filter((k) => !REQUESTS[k])).toEqual([]);
    for (const [key, cells] of TABLE) expect(cells.split(' '), key).toHaveLength(CALLERS.length);
  });

  it('each caller gets 401, 403, 404 or 2xx exactly as the table says', async () => {
    const lines: string[] = [];
    const mismatches: string[] = [];
    let cells = 0;
    for (const [key, expected] of TABLE) {
      const method = key.split(' ')[0] as Method;
      const want = expected.split(' ');
      const got: string[] = [];
      for (const [i, caller] of CALLERS.entries()) {
        const user = caller === 'anonymous' ? undefined : users[caller];
        const fresh = want[i] === '2' && method !== 'GET';
        const req = await REQUESTS[key]!({ caller, user, fresh });
        const res = await app.inject({
          method,
          url: `${V1}${req.url}`,
          headers: { ...user?.headers, ...req.headers, 'accept-language': 'en' },
          remoteAddress: `10.${cells % 200}.${i}.1`,
          ...(req.payload === undefined ? {} : { payload: req.payload as object }),
        });
        const s = res.statusCode;
        const code =
          s === 401 ? '1' : s === 403 ? '3' : s === 404 ? '4' : s >= 200 && s < 300 ? '2' : String(s);
        got.push(code === want[i] ? code : `${s}!`);
        if (code !== want[i])
          mismatches.push(
            `${key} | ${caller} | expected ${CODE_OF[want[i]!]} | got ${s} ${
              String(res.headers['content-type']).includes('json')
                ? res.body.slice(0, 160)
                : res.headers['content-type']
            }`,
          );
        cells += 1;
      }
      lines.push(`${key.padEnd(58)} ${got.map((g) => g.padStart(4)).join('')}`);
    }
    const header = `${'route'.padEnd(58)} ${CALLERS.map((c) => c.slice(0, 4).padStart(4)).join('')}`;
    if (mismatches.length)
      console.log(
        `${header}\n${lines.join('\n')}\n\n(1 = 401, 2 = 2xx, 3 = 403, 4 = 404, n! = got n against the table)\n\nroute | caller | expected | got\n${mismatches.join('\n')}`,
      );
    expect(cells).toBe(TABLE.length * CALLERS.length);
    expect(mismatches).toEqual([]);
  }, 600_000);
});
