import type { FormInstance } from 'antd';
import { ApiError } from './api-client';

/**
 * Puts an API error where the user looks: field errors under their fields (the API names
 * them), anything else through `other` (a message or an alert).
 */
export function showApiError(form: FormInstance, err: unknown, other: (message: string) => void): void {
  if (!(err instanceof ApiError)) return;
  const byField = Object.entries(err.fieldErrors());
  if (byField.length > 0)
    form.setFields(byField.map(([name, msg]) => ({ name: name.split('.') as never, errors: [msg] })));
  else other(err.message);
}
