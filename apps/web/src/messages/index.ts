import type { Locale } from '@acf/shared';

/**
 * Every user-visible string, one JSON file per namespace and language
 * (messages/vi/<namespace>.json, messages/en/<namespace>.json, same keys in both).
 * To add a namespace: create both files and add its name to this list.
 */
export const NAMESPACES = [
  'common',
  'meta',
  'home',
  'bookings',
  'tracking',
  'surchargeCheck',
  'surchargeMaster',
  'auth',
  'validation',
  'sidebar',
  'manager',
  'accounts',
  'staff',
  'customers',
  'roles',
  'adminAccounts',
  'site',
  'content',
  'surcharges',
  'notFound',
  'contentAdmin',
  'reports',
  'pickups',
  'pickupDriver',
  'operations',
  'manifests',
  'notifications',
  'developers',
  'rates',
  'billing',
];

/** One namespace's strings in one language (the bundler makes each file a chunk of its own). */
const load = (locale: Locale, ns: string) =>
  import(`./${locale}/${ns}.json`) as Promise<{ default: unknown }>;

export async function loadMessages(locale: Locale): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => [ns, (await load(locale, ns)).default] as const),
  );
  return Object.fromEntries(entries);
}
