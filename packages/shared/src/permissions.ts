/**
 * The one permission vocabulary, shared by the API guards and the back-office sidebar.
 * Names are the seed's (§6) letter for letter, plus the six manifest permissions and those of issue 33.
 */
export const PERMISSIONS = [
  'get_list_staff',
  'get_list_customer',
  'get_all_list_customer',
  'get_list_booking',
  'manage_tracking_checkpoint',
  'manage_pick_up',
  'manage_operate',
  'statistical_by_staff',
  'statistical_by_customer',
  'statistical_revenue_by_customer',
  'statistical_by_service',
  'manage_category',
  'manage_homepage',
  'get_list_role',
  'assignee_booking',
  'get_list_my_assignee_booking',
  'get_cargo_list',
  'manage_history',
  'manage_manifest_yamato_southern',
  'manage_manifest_yamato_north',
  'manage_manifest_k_cargo',
  'manage_manifest_yamato_southern_for_partner',
  'manage_manifest_yamato_north_for_partner',
  'manage_manifest_k_cargo_for_partner',
  // Issue 33: rate cards, zones, fuel, exchange and VAT rates; the gross margin report (cost is
  // what carriers charge the company: only holders of this permission ever see it).
  'manage_rate_card',
  'statistical_margin',
  // Billing: invoices, credit notes, payments and receivables (/manager/invoices).
  'manage_invoice',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const MANIFEST_PERMISSIONS = PERMISSIONS.filter((p) =>
  p.startsWith('manage_manifest_'),
) as Permission[];

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/** Seeded roles (PRODUCT §5). Editable afterwards in /role-permission. */
export const ROLE_CODES = [
  'ADMINISTRATOR',
  'MANAGER',
  'SALES',
  'DISPATCHER',
  'PICKUP_STAFF',
  'WAREHOUSE_OPERATOR',
  'CONTENT_EDITOR',
  'PARTNER_YAMATO_SOUTH',
  'PARTNER_YAMATO_NORTH',
  'PARTNER_K_CARGO',
  'CUSTOMER',
] as const;
export type RoleCode = (typeof ROLE_CODES)[number];

export const SEEDED_ROLES: Record<
  RoleCode,
  { nameVi: string; nameEn: string; permissions: readonly Permission[] }
> = {
  ADMINISTRATOR: { nameVi: 'Quản trị viên', nameEn: 'Administrator', permissions: PERMISSIONS },
  MANAGER: {
    nameVi: 'Quản lý',
    nameEn: 'Manager',
    permissions: PERMISSIONS.filter((p) => !p.endsWith('_for_partner') && p !== 'get_list_role'),
  },
  SALES: {
    nameVi: 'Kinh doanh',
    nameEn: 'Sales',
    permissions: [
      'get_list_customer',
      'get_list_booking',
      'statistical_by_customer',
      'statistical_revenue_by_customer',
      'get_cargo_list',
    ],
  },
  DISPATCHER: {
    nameVi: 'Điều phối',
    nameEn: 'Dispatcher',
    permissions: ['get_list_booking', 'assignee_booking', 'manage_pick_up', 'manage_tracking_checkpoint'],
  },
  PICKUP_STAFF: {
    nameVi: 'Nhân viên lấy hàng',
    nameEn: 'Pickup staff',
    permissions: ['get_list_my_assignee_booking'],
  },
  WAREHOUSE_OPERATOR: {
    nameVi: 'Nhân viên kho',
    nameEn: 'Warehouse operator',
    permissions: [
      'get_list_booking',
      'manage_tracking_checkpoint',
      'manage_operate',
      'manage_manifest_yamato_southern',
      'manage_manifest_yamato_north',
      'manage_manifest_k_cargo',
    ],
  },
  CONTENT_EDITOR: {
    nameVi: 'Biên tập nội dung',
    nameEn: 'Content editor',
    permissions: ['manage_category', 'manage_homepage'],
  },
  PARTNER_YAMATO_SOUTH: {
    nameVi: 'Đối tác Yamato miền Nam',
    nameEn: 'Partner Yamato South',
    permissions: ['manage_manifest_yamato_southern_for_partner'],
  },
  PARTNER_YAMATO_NORTH: {
    nameVi: 'Đối tác Yamato miền Bắc',
    nameEn: 'Partner Yamato North',
    permissions: ['manage_manifest_yamato_north_for_partner'],
  },
  PARTNER_K_CARGO: {
    nameVi: 'Đối tác K-Cargo',
    nameEn: 'Partner K-Cargo',
    permissions: ['manage_manifest_k_cargo_for_partner'],
  },
  CUSTOMER: { nameVi: 'Khách hàng', nameEn: 'Customer', permissions: [] },
};
