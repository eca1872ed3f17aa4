/** Every route path of the product, built in one place (seed §2 "Route constants"). */
export const MANAGER_BASE = '/manager';

/**
 * Seed: menu titles become slugs by lowercasing and turning spaces into underscores. Characters
 * that would end or split a path segment (`/`, `?`, `#`, `%`, `\`) become underscores too, so a
 * title like 'LCL/FCL' still gives one segment.
 */
export function toSlug(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .replace(/[\s/?#%\\]+/g, '_');
}

/** Seed §7: the id of a slug is its last dot-separated segment (`tin_tuc.12` → `12`). */
export function idFromSlug(slugOrId: string): string {
  const parts = String(slugOrId).split('.');
  return parts[parts.length - 1] ?? '';
}

export const paths = {
  home: '/',
  auth: '/auth',
  refreshToken: '/refresh_token',
  login: '/login',
  loginHome: '/login-home',
  register: '/register',
  administrator: '/administrator',
  administratorLogin: '/administrator/login',
  manager: MANAGER_BASE,
  managerDefault: `${MANAGER_BASE}/booking`,
  managerBooking: `${MANAGER_BASE}/booking`,
  managerCreateBooking: `${MANAGER_BASE}/create-booking`,
  manager_: (sub: string) => `${MANAGER_BASE}${sub.startsWith('/') ? sub : `/${sub}`}`,
  category: (title: string, link: string | number) => `/category/${toSlug(title)}.${link}`,
  detailPost: (title: string, id: string | number) => `/detail-post/${toSlug(title)}.${id}`,
  tracking: (codes?: string[]) =>
    codes && codes.length > 0 ? `/tracking?code=${encodeURIComponent(codes.join(','))}` : '/tracking',
  surcharges: '/surcharges',
  surchargeCarrier: (carrier: string) => `/surcharges/${carrier.toLowerCase()}`,
  surchargeCheck: '/surcharge-check',
} as const;

export function isManagerPath(pathname: string): boolean {
  return pathname === MANAGER_BASE || pathname.startsWith(`${MANAGER_BASE}/`);
}

export type MenuTypeLink = 'category' | 'post' | 'other';

/** Seed §2 "Routes built from menu items". */
export function menuItemHref(item: {
  typeLink: MenuTypeLink | string;
  link?: string | null;
  title: string;
  id?: string | number | null;
}): string {
  if (item.typeLink === 'category' && item.link) return paths.category(item.title, item.link);
  if (item.typeLink === 'post' && (item.id ?? item.link))
    return paths.detailPost(item.title, String(item.id ?? item.link));
  return item.link || '#';
}
