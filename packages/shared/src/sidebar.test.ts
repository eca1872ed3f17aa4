import { describe, expect, it } from 'vitest';
import { PERMISSIONS, SEEDED_ROLES } from './permissions';
import {
  CUSTOMER_ENTRIES,
  landingPath,
  permissionsForManagerPath,
  SIDEBAR,
  sidebarEntryForPath,
  visibleSidebar,
} from './sidebar';

const keys = (entries: ReturnType<typeof visibleSidebar>) =>
  entries.flatMap((e) => [e.key, ...(e.children ?? []).map((c) => c.key)]);

describe('the seed sidebar', () => {
  it('has the seed 21 rows (Reports group and its six children included), paths as the seed spells them', () => {
    // Entries added by later issues: the surcharges (6), the e-mails (20), the rate cards and
    // the gross margin (33), the invoices and the receivables (billing).
    const seedRows = keys([...SIDEBAR]).filter(
      (k) =>
        ![
          'surcharges',
          'notifications',
          'rateCards',
          'statisticalMargin',
          'invoices',
          'statisticalReceivables',
        ].includes(k),
    );
    expect(seedRows).toHaveLength(21);
    const paths = SIDEBAR.flatMap((e) => [e.path, ...(e.children ?? []).map((c) => c.path)]);
    expect(paths).toContain('/catergory-master');
    expect(paths).toContain('/statistical-revenue-customer');
  });

  it('shows an entry when any of its permissions is held', () => {
    expect(keys(visibleSidebar(['manage_manifest_k_cargo_for_partner']))).toEqual(['manifest']);
    expect(keys(visibleSidebar(['get_all_list_customer']))).toEqual(['customer']);
    expect(keys(visibleSidebar(['statistical_by_service']))).toEqual(['reports', 'statisticalService']);
    expect(keys(visibleSidebar(['statistical_margin']))).toEqual(['reports', 'statisticalMargin']);
    expect(keys(visibleSidebar(['manage_invoice']))).toEqual([
      'reports',
      'statisticalReceivables',
      'invoices',
    ]);
    expect(visibleSidebar([])).toEqual([]);
  });

  it('gives the Administrator everything and the Customer role nothing of the staff sidebar', () => {
    expect(keys(visibleSidebar(SEEDED_ROLES.ADMINISTRATOR.permissions))).toEqual(keys([...SIDEBAR]));
    expect(visibleSidebar(SEEDED_ROLES.CUSTOMER.permissions)).toEqual([]);
    // Cost is the company's: the manager sees the margin, a sales user does not.
    expect(SEEDED_ROLES.MANAGER.permissions).toContain('statistical_margin');
    expect(SEEDED_ROLES.SALES.permissions).not.toContain('statistical_margin');
    expect(CUSTOMER_ENTRIES.map((e) => e.path)).toEqual([
      '/booking',
      '/create-booking',
      '/notification-settings',
      '/developers',
    ]);
  });

  it('every permission opens at least one entry, and every entry names known permissions', () => {
    const used = new Set(
      SIDEBAR.flatMap((e) => [...e.permissions, ...(e.children ?? []).flatMap((c) => c.permissions)]),
    );
    for (const p of PERMISSIONS) expect(used.has(p), p).toBe(true);
  });

  it('maps a manager path to the permissions that open it', () => {
    expect(permissionsForManagerPath('/manager/employee')).toEqual(['get_list_staff']);
    expect(permissionsForManagerPath('/manager/customer/123')).toEqual([
      'get_list_customer',
      'get_all_list_customer',
    ]);
    expect(permissionsForManagerPath('/manager/order-remaining')).toEqual(['manage_operate']);
    expect(permissionsForManagerPath('/manager/booking')).toBeNull();
    expect(permissionsForManagerPath('/manager/orderx')).toBeNull();
  });

  it('finds the entry a manager page is titled by: a report, not its group; a customer page too', () => {
    expect(sidebarEntryForPath('/manager/catergory-master')?.key).toBe('categoryMaster');
    expect(sidebarEntryForPath('/manager/pod-report')?.key).toBe('podReport');
    expect(sidebarEntryForPath('/manager/statistical-service')?.key).toBe('statisticalService');
    expect(sidebarEntryForPath('/manager/booking')?.key).toBe('booking');
    expect(sidebarEntryForPath('/manager/customer/123')?.key).toBe('customer');
    expect(sidebarEntryForPath('/manager/orderx')).toBeNull();
  });
});

describe('where each seeded role lands', () => {
  it('staff land on their own first entry, the driver on his pickups and the warehouse on operations', () => {
    const land = (role: keyof typeof SEEDED_ROLES) => landingPath('staff', SEEDED_ROLES[role].permissions);
    expect(land('ADMINISTRATOR')).toBe('/manager/employee');
    expect(land('MANAGER')).toBe('/manager/employee');
    expect(land('SALES')).toBe('/manager/customer');
    expect(land('DISPATCHER')).toBe('/manager/order');
    expect(land('PICKUP_STAFF')).toBe('/manager/order-pickup');
    expect(land('WAREHOUSE_OPERATOR')).toBe('/manager/operate');
    expect(land('CONTENT_EDITOR')).toBe('/manager/catergory-master');
    expect(land('PARTNER_K_CARGO')).toBe('/manager/manifest');
    expect(landingPath('customer', [])).toBe('/manager/booking');
  });

  it('a reports-only role lands on its first report, and a role with nothing on the bookings page', () => {
    expect(landingPath('staff', ['statistical_by_service'])).toBe('/manager/statistical-service');
    expect(landingPath('staff', [])).toBe('/manager/booking');
  });
});
