'use client';

import { useEffect } from 'react';

/**
 * Marks the document `data-live` once React has taken the page over (the root layout renders
 * this after the page): until then a button that waits for the page is disabled, and its colours
 * are not the page's. A browser test judging colours waits for the mark.
 */
export function PageLive() {
  useEffect(() => {
    document.documentElement.dataset.live = '';
  }, []);
  return null;
}
