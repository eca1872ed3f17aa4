'use client';

import { useState } from 'react';

/** Work the page waits for (a download, a save): busy while it runs, a failure handed to `onError`. */
export function useBusy(onError: (err: unknown) => void) {
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      onError(err);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
