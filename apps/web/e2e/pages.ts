import type { Page } from 'playwright-core';

/** Who opens a page: nobody logged in, the seeded administrator, or a registered customer. */
export type Who = 'visitor' | 'admin' | 'customer';

export interface ListedPage {
  /** The route as the app router names it (`/detail-post/[slug]`): every route must be listed. */
  route: string;
  /** The address to open; a function finds one on the running site (a post, a category). */
  path?: string | ((page: Page) => Promise<string>);
  /** Who opens it. Public pages are checked at desktop and phone width, back-office ones at desktop. */
  as: readonly Who[];
  /** The page answers 404 on purpose (the not-found pages). */
  notFound?: boolean;
}

/** The first link matching `selector` on the page at `from`. */
const firstHref = (from: string, selector: string) => async (page: Page) => {
  await page.goto(from);
  const href = await page.getAttribute(`${selector} >> nth=0`, 'href');
  if (!href) throw new Error(`no link ${selector} on ${from}`);
  return href;
};

const PUBLIC: readonly Who[] = ['visitor'];
const BACK_OFFICE: readonly Who[] = ['admin', 'customer'];

/**
 * Every page of the product, the one list that drives the accessibility and console checks
 * (pages.e2e.ts). A route of the app that is missing here fails that suite: add new pages here.
 */
export const PAGES: readonly ListedPage[] = [
  // Public site.
  { route: '/', as: PUBLIC },
  {
    route: '/category/[slug]',
    path: firstHref('/', '[data-testid=header-menu] a[href^="/category/"]'),
    as: PUBLIC,
  },
  { route: '/detail-post/[slug]', path: firstHref('/', 'a[href^="/detail-post/"]'), as: PUBLIC },
  { route: '/tracking', as: PUBLIC },
  // A party's unsubscribe link (issue 20); the token is checked only when the button is pressed.
  { route: '/unsubscribe', path: '/unsubscribe?token=not-checked-until-pressed', as: PUBLIC },
  { route: '/surcharge-check', as: PUBLIC },
  { route: '/surcharges', as: PUBLIC },
  {
    route: '/surcharges/[carrier]',
    path: firstHref('/surcharges', 'main a[href^="/surcharges/"]'),
    as: PUBLIC,
  },
  { route: '/register', as: PUBLIC },
  { route: '/login-home', as: PUBLIC },
  { route: '/login', as: PUBLIC },
  { route: '/administrator/login', as: PUBLIC },
  { route: '/[not-found]', path: '/no-such-page', as: PUBLIC, notFound: true },
  // The administrator area.
  { route: '/administrator', as: ['admin'] },
  // Back office.
  { route: '/manager', as: BACK_OFFICE },
  { route: '/manager/[...missing]', path: '/manager/no-such-page', as: BACK_OFFICE, notFound: true },
  { route: '/manager/booking', as: BACK_OFFICE },
  { route: '/manager/create-booking', as: BACK_OFFICE },
  { route: '/manager/employee', as: BACK_OFFICE },
  { route: '/manager/customer', as: BACK_OFFICE },
  { route: '/manager/order', as: BACK_OFFICE },
  { route: '/manager/checkpoint', as: BACK_OFFICE },
  { route: '/manager/history', as: BACK_OFFICE },
  { route: '/manager/list', as: BACK_OFFICE },
  { route: '/manager/catergory-master', as: BACK_OFFICE },
  { route: '/manager/home-manager', as: BACK_OFFICE },
  { route: '/manager/role-permission', as: BACK_OFFICE },
  { route: '/manager/surcharges', as: BACK_OFFICE },
  { route: '/manager/rate-cards', as: BACK_OFFICE },
  { route: '/manager/invoices', as: BACK_OFFICE },
  { route: '/manager/pod-report', as: BACK_OFFICE },
  { route: '/manager/order-remaining', as: BACK_OFFICE },
  { route: '/manager/report', as: BACK_OFFICE },
  { route: '/manager/statistical-customer', as: BACK_OFFICE },
  { route: '/manager/statistical-revenue-customer', as: BACK_OFFICE },
  { route: '/manager/statistical-service', as: BACK_OFFICE },
  { route: '/manager/statistical-margin', as: BACK_OFFICE },
  { route: '/manager/statistical-receivables', as: BACK_OFFICE },
  { route: '/manager/pickup', as: BACK_OFFICE },
  { route: '/manager/assign-pick-up', as: BACK_OFFICE },
  { route: '/manager/order-pickup', as: BACK_OFFICE },
  { route: '/manager/operate', as: BACK_OFFICE },
  { route: '/manager/manifest', as: BACK_OFFICE },
  { route: '/manager/notifications', as: BACK_OFFICE },
  { route: '/manager/notification-settings', as: BACK_OFFICE },
  { route: '/manager/developers', as: BACK_OFFICE },
];
