import { MANAGER_BASE } from './paths';
import type { Permission } from './permissions';

export interface SidebarEntry {
  /** Path below /manager, as the seed lists it (e.g. '/employee'). */
  path: string;
  /** Message key under `sidebar.` in the web app's message files. */
  key: string;
  permissions: readonly Permission[];
  children?: SidebarEntry[];
}

/** The seed's back-office sidebar (§2), in its order, with the permission that shows each entry. */
export const SIDEBAR: readonly SidebarEntry[] = [
  { path: '/employee', key: 'employee', permissions: ['get_list_staff'] },
  { path: '/customer', key: 'customer', permissions: ['get_list_customer', 'get_all_list_customer'] },
  { path: '/order', key: 'order', permissions: ['get_list_booking'] },
  { path: '/checkpoint', key: 'checkpoint', permissions: ['manage_tracking_checkpoint'] },
  { path: '/pickup', key: 'pickup', permissions: ['manage_pick_up'] },
  { path: '/operate', key: 'operate', permissions: ['manage_operate'] },
  {
    path: '/pod-report',
    key: 'reports',
    permissions: [],
    children: [
      { path: '/pod-report', key: 'podReport', permissions: ['manage_operate'] },
      { path: '/order-remaining', key: 'orderRemaining', permissions: ['manage_operate'] },
      { path: '/report', key: 'report', permissions: ['statistical_by_staff'] },
      { path: '/statistical-customer', key: 'statisticalCustomer', permissions: ['statistical_by_customer'] },
      {
        path: '/statistical-revenue-customer',
        key: 'statisticalRevenueCustomer',
        permissions: ['statistical_revenue_by_customer'],
      },
      { path: '/statistical-service', key: 'statisticalService', permissions: ['statistical_by_service'] },
      // Issue 33: price − cost per carrier, service, customer or month.
      { path: '/statistical-margin', key: 'statisticalMargin', permissions: ['statistical_margin'] },
      // Billing: open amounts per customer, aged by days past due.
      { path: '/statistical-receivables', key: 'statisticalReceivables', permissions: ['manage_invoice'] },
    ],
  },
  { path: '/catergory-master', key: 'categoryMaster', permissions: ['manage_category'] },
  { path: '/home-manager', key: 'homeManager', permissions: ['manage_homepage'] },
  { path: '/role-permission', key: 'rolePermission', permissions: ['get_list_role'] },
  { path: '/assign-pick-up', key: 'assignPickUp', permissions: ['assignee_booking'] },
  { path: '/order-pickup', key: 'orderPickup', permissions: ['get_list_my_assignee_booking'] },
  { path: '/list', key: 'list', permissions: ['get_cargo_list'] },
  {
    path: '/manifest',
    key: 'manifest',
    permissions: [
      'manage_manifest_yamato_southern',
      'manage_manifest_yamato_north',
      'manage_manifest_k_cargo',
      'manage_manifest_yamato_southern_for_partner',
      'manage_manifest_yamato_north_for_partner',
      'manage_manifest_k_cargo_for_partner',
    ],
  },
  { path: '/history', key: 'history', permissions: ['manage_history'] },
  { path: '/surcharges', key: 'surcharges', permissions: ['manage_category'] },
  // Issue 33: rate cards and the master data a price is made of (zones, fuel, exchange and VAT rates).
  { path: '/rate-cards', key: 'rateCards', permissions: ['manage_rate_card'] },
  // Billing: invoices in đồng with VAT, credit notes and payments.
  { path: '/invoices', key: 'invoices', permissions: ['manage_invoice'] },
  // Issue 20: the e-mails sent for each step of a shipment, for operations.
  { path: '/notifications', key: 'notifications', permissions: ['manage_operate'] },
];

/** Entries a customer sees instead of the staff sidebar (seed §2 "When logged in"). */
export const CUSTOMER_ENTRIES: readonly SidebarEntry[] = [
  { path: '/booking', key: 'booking', permissions: [] },
  { path: '/create-booking', key: 'createBooking', permissions: [] },
  // Issue 20: the language of its e-mails and the steps it hears of.
  { path: '/notification-settings', key: 'notificationSettings', permissions: [] },
  // Issue 24: its API keys and webhooks.
  { path: '/developers', key: 'developers', permissions: [] },
];

export function canSee(entry: SidebarEntry, held: ReadonlySet<string>): boolean {
  if (entry.children) return entry.children.some((c) => canSee(c, held));
  return entry.permissions.some((p) => held.has(p));
}

/** The sidebar filtered to what the holder of `held` may see (children filtered too). */
export function visibleSidebar(held: Iterable<string>): SidebarEntry[] {
  const set = new Set(held);
  const out: SidebarEntry[] = [];
  for (const e of SIDEBAR) {
    if (!canSee(e, set)) continue;
    out.push(e.children ? { ...e, children: e.children.filter((c) => canSee(c, set)) } : e);
  }
  return out;
}

/** Which permissions open a manager page (`/manager/order` → get_list_booking). */
export function permissionsForManagerPath(pathname: string): readonly Permission[] | null {
  const sub = pathname.startsWith(MANAGER_BASE) ? pathname.slice(MANAGER_BASE.length) : pathname;
  for (const e of SIDEBAR) {
    for (const c of e.children ?? [e]) {
      if (sub === c.path || sub.startsWith(`${c.path}/`)) return c.permissions;
    }
  }
  return null;
}

/**
 * Where a user lands in the back office. A customer lands on its bookings. Staff land on the
 * first entry of their own sidebar, except the two roles whose day is one page: a pickup driver
 * (his own pickups, without the dispatcher's order distribution) lands on his pickups, and a
 * warehouse operator (operations, without the manager's staff list) on operations.
 */
export function landingPath(kind: string, held: Iterable<string>): string {
  if (kind === 'customer') return `${MANAGER_BASE}/booking`;
  const set = new Set(held);
  if (set.has('get_list_my_assignee_booking') && !set.has('assignee_booking'))
    return `${MANAGER_BASE}/order-pickup`;
  if (set.has('manage_operate') && !set.has('get_list_staff')) return `${MANAGER_BASE}/operate`;
  const first = visibleSidebar(set)[0];
  const entry = first?.children?.[0] ?? first;
  return entry ? `${MANAGER_BASE}${entry.path}` : `${MANAGER_BASE}/booking`;
}

/**
 * The sidebar entry (staff or customer) a manager page belongs to (`/manager/pod-report` → the
 * POD report, not its group): its title is the page's heading.
 */
export function sidebarEntryForPath(pathname: string): SidebarEntry | null {
  const sub = pathname.startsWith(MANAGER_BASE) ? pathname.slice(MANAGER_BASE.length) : pathname;
  for (const e of [...SIDEBAR, ...CUSTOMER_ENTRIES]) {
    for (const c of e.children ?? [e]) {
      if (sub === c.path || sub.startsWith(`${c.path}/`)) return c;
    }
  }
  return null;
}
