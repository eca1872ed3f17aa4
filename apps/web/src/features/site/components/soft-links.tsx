'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { SOFT_LINK_ATTRIBUTE } from './nav-link';

/** The in-site address an event's `<a data-soft-link>` leads to, or null (another site, a new tab, a download). */
function softHref(e: Event): string | null {
  const a = (e.target as Element | null)?.closest?.(`a[${SOFT_LINK_ATTRIBUTE}]`);
  if (!(a instanceof HTMLAnchorElement) || (a.target && a.target !== '_self') || a.hasAttribute('download'))
    return null;
  const url = new URL(a.href);
  return url.origin === window.location.origin ? url.pathname + url.search + url.hash : null;
}

/**
 * Client-side navigation and prefetching for the header's and footer's links, which are plain
 * anchors (`NavLink`) rather than one `<Link>` each: the site's chrome holds some 80 links (the
 * bar's menu, the drawer's, the footer's), and as `<Link>`s each one was a component to hydrate
 * and an element watched for the viewport, prefetched as soon as it showed (the footer's, on a
 * short page, during the load). Here one listener on the document does what `<Link>` does on a
 * click (a plain left click without a modifier key, to a page of this site, navigates in place)
 * and prefetches a page when the visitor shows the intent to open it (pointer over the link,
 * focus, touch), not at load. Before hydration, a link works as any anchor does.
 */
export function SoftLinks() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const href = softHref(e);
      if (href === null) return;
      e.preventDefault();
      router.push(href);
    };
    const onIntent = (e: Event) => {
      const href = softHref(e);
      if (href === null || prefetched.has(href)) return;
      prefetched.add(href);
      router.prefetch(href);
    };
    const intents = ['pointerover', 'focusin', 'touchstart'] as const;
    document.addEventListener('click', onClick);
    for (const type of intents) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      for (const type of intents) document.removeEventListener(type, onIntent);
    };
  }, [router]);
  return null;
}
