import type { Locale } from '@acf/shared';

/**
 * Every user-visible string, one JSON file per namespace and language
 * (messages/vi/<namespace>.json, messages/en/<namespace>.json, same keys in both).
 * To add a namespace: create both files and add one line to each list below.
 */
const loaders: Record<Locale, Record<string, () => Promise<{ default: unknown }>>> = {
  vi: {
    common: () => import('./vi/common.json'),
    meta: () => import('./vi/meta.json'),
    home: () => import('./vi/home.json'),
    bookings: () => import('./vi/bookings.json'),
    tracking: () => import('./vi/tracking.json'),
    surchargeCheck: () => import('./vi/surchargeCheck.json'),
    surchargeMaster: () => import('./vi/surchargeMaster.json'),
    auth: () => import('./vi/auth.json'),
    validation: () => import('./vi/validation.json'),
    sidebar: () => import('./vi/sidebar.json'),
    manager: () => import('./vi/manager.json'),
    accounts: () => import('./vi/accounts.json'),
    staff: () => import('./vi/staff.json'),
    customers: () => import('./vi/customers.json'),
    roles: () => import('./vi/roles.json'),
    adminAccounts: () => import('./vi/adminAccounts.json'),
    site: () => import('./vi/site.json'),
    content: () => import('./vi/content.json'),
    surcharges: () => import('./vi/surcharges.json'),
    notFound: () => import('./vi/notFound.json'),
    contentAdmin: () => import('./vi/contentAdmin.json'),
    reports: () => import('./vi/reports.json'),
    pickups: () => import('./vi/pickups.json'),
    pickupDriver: () => import('./vi/pickupDriver.json'),
    operations: () => import('./vi/operations.json'),
    manifests: () => import('./vi/manifests.json'),
    notifications: () => import('./vi/notifications.json'),
    developers: () => import('./vi/developers.json'),
    rates: () => import('./vi/rates.json'),
    billing: () => import('./vi/billing.json'),
  },
  en: {
    common: () => import('./en/common.json'),
    meta: () => import('./en/meta.json'),
    home: () => import('./en/home.json'),
    bookings: () => import('./en/bookings.json'),
    tracking: () => import('./en/tracking.json'),
    surchargeCheck: () => import('./en/surchargeCheck.json'),
    surchargeMaster: () => import('./en/surchargeMaster.json'),
    auth: () => import('./en/auth.json'),
    validation: () => import('./en/validation.json'),
    sidebar: () => import('./en/sidebar.json'),
    manager: () => import('./en/manager.json'),
    accounts: () => import('./en/accounts.json'),
    staff: () => import('./en/staff.json'),
    customers: () => import('./en/customers.json'),
    roles: () => import('./en/roles.json'),
    adminAccounts: () => import('./en/adminAccounts.json'),
    site: () => import('./en/site.json'),
    content: () => import('./en/content.json'),
    surcharges: () => import('./en/surcharges.json'),
    notFound: () => import('./en/notFound.json'),
    contentAdmin: () => import('./en/contentAdmin.json'),
    reports: () => import('./en/reports.json'),
    pickups: () => import('./en/pickups.json'),
    pickupDriver: () => import('./en/pickupDriver.json'),
    operations: () => import('./en/operations.json'),
    manifests: () => import('./en/manifests.json'),
    notifications: () => import('./en/notifications.json'),
    developers: () => import('./en/developers.json'),
    rates: () => import('./en/rates.json'),
    billing: () => import('./en/billing.json'),
  },
};

export const NAMESPACES = Object.keys(loaders.vi);

export async function loadMessages(locale: Locale): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    Object.entries(loaders[locale]).map(async ([ns, load]) => [ns, (await load()).default] as const),
  );
  return Object.fromEntries(entries);
}
