import { MANAGER_BASE } from './paths';
import { MANIFEST_PERMISSIONS, type Permission } from './permissions';

export interface SidebarEntry {
  /** Path below /manager, as the seed lists it (e.g. '/employee'). */
  path: string;
  /** Message key under `sidebar.` in the web app's message files. */
  key: string;
  permissions: readonly Permission[];
  children?: SidebarEntry[];
}

/** A page of the sidebar: its path below /manager, its message key, the permissions that show it. */
const page = (path: string, key: string, permissions: readonly Permission[]): SidebarEntry => ({
  path,
  key,
  permissions,
});

/** The seed's back-office sidebar (§2), in its order, with the permission that shows each entry. */
export const SIDEBAR: readonly SidebarEntry[] = [
  page('/employee', 'employee', ['get_list_staff']),
  page('/customer', 'customer', ['get_list_customer', 'get_all_list_customer']),
  page('/order', 'order', ['get_list_booking']),
  page('/checkpoint', 'checkpoint', ['manage_tracking_checkpoint']),
  page('/pickup', 'pickup', ['manage_pick_up']),
  page('/operate', 'operate', ['manage_operate']),
  {
    ...page('/pod-report', 'reports', []),
    children: [
      page('/pod-report', 'podReport', ['manage_operate']),
      page('/order-remaining', 'orderRemaining', ['manage_operate']),
      page('/report', 'report', ['statistical_by_staff']),
      page('/statistical-customer', 'statisticalCustomer', ['statistical_by_customer']),
      page('/statistical-revenue-customer', 'statisticalRevenueCustomer', [
        'statistical_revenue_by_customer',
      ]),
      page('/statistical-service', 'statisticalService', ['statistical_by_service']),
      // Issue 33: price − cost per carrier, service, customer or month.
      page('/statistical-margin', 'statisticalMargin', ['statistical_margin']),
      // Billing: open amounts per customer, aged by days past due.
      page('/statistical-receivables', 'statisticalReceivables', ['manage_invoice']),
    ],
  },
  page('/catergory-master', 'categoryMaster', ['manage_category']),
  page('/home-manager', 'homeManager', ['manage_homepage']),
  page('/role-permission', 'rolePermission', ['get_list_role']),
  page('/assign-pick-up', 'assignPickUp', ['assignee_booking']),
  page('/order-pickup', 'orderPickup', ['get_list_my_assignee_booking']),
  page('/list', 'list', ['get_cargo_list']),
  page('/manifest', 'manifest', MANIFEST_PERMISSIONS),
  page('/history', 'history', ['manage_history']),
  page('/surcharges', 'surcharges', ['manage_category']),
  // Issue 33: rate cards and the master data a price is made of (zones, fuel, exchange and VAT rates).
  page('/rate-cards', 'rateCards', ['manage_rate_card']),
  // Billing: invoices in đồng with VAT, credit notes and payments.
  page('/invoices', 'invoices', ['manage_invoice']),
  // Issue 20: the e-mails sent for each step of a shipment, for operations.
  page('/notifications', 'notifications', ['manage_operate']),
];

/** Entries a customer sees instead of the staff sidebar (seed §2 "When logged in"). */
export const CUSTOMER_ENTRIES: readonly SidebarEntry[] = [
  page('/booking', 'booking', []),
  page('/create-booking', 'createBooking', []),
  // Issue 20: the language of its e-mails and the steps it hears of.
  page('/notification-settings', 'notificationSettings', []),
  // Issue 24: its API keys and webhooks.
  page('/developers', 'developers', []),
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
