'use client';

import { useEffect, useState } from 'react';

/**
 * An address for bytes read with the session (never a public address): made while the component
 * shows them and given back when it goes, so that closed viewers keep no image in memory.
 */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(undefined);
    };
  }, [blob]);
  return url;
}
