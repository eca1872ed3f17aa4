'use client';

import { Alert } from 'antd';
import { errorText } from '@/lib/api-client';

/** A list that could not be read: `title` says which, the error says why (never an empty list). */
export function LoadFailed({ title, error, testId }: { title: string; error: unknown; testId?: string }) {
  return <Alert type="error" showIcon message={title} description={errorText(error)} data-testid={testId} />;
}
