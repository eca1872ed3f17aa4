import type { ComponentProps } from 'react';

/** Marks a plain `<a>` of the site's header and footer for client-side navigation (`SoftLinks`). */
export const SOFT_LINK_ATTRIBUTE = 'data-soft-link';

/**
 * A link of the site's header or footer: a plain anchor that `SoftLinks` (rendered by the
 * header) turns into a client-side navigation, prefetched on intent. A server component: it
 * adds nothing to hydrate.
 */
export function NavLink(props: ComponentProps<'a'> & { href: string }) {
  return <a {...props} {...{ [SOFT_LINK_ATTRIBUTE]: '' }} />;
}
