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

/**
 * Where a login may send the user back to: only a path of this site. Anything that a browser
 * would read as another host is refused and `fallback` is used instead: `//evil.example`
 * (protocol-relative), `/\evil.example` (browsers read `\` as `/`), `https://…`,
 * `javascript:…`, and control characters or whitespace that browsers strip before reading.
 */
export function safeReturnTo(value: string | null | undefined, fallback: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback;
  // Browsers drop tabs and newlines inside URLs ('/\t/evil.example' → '//evil.example').
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if (code <= 0x20 || code === 0x7f || ch === '\\') return fallback;
  }
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  // The same reading a browser makes, against a stand-in origin: it must stay on that origin.
  try {
    const base = 'http://this.site';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** A login page that sends the user back to `returnTo` (a path of this site) afterwards. */
export function loginWithReturn(login: string, returnTo: string): string {
  const back = safeReturnTo(returnTo, '');
  return back && back !== login ? `${login}?returnTo=${encodeURIComponent(back)}` : login;
}
