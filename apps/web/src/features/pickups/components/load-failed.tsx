'use client';

import { Alert } from 'antd';

/** A failure's own words. */
export const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** A list that could not be read: `title` says which, the error says why (never an empty list). */
export function LoadFailed({ title, error, testId }: { title: string; error: unknown; testId?: string }) {
  return <Alert type="error" showIcon message={title} description={errorText(error)} data-testid={testId} />;
}
