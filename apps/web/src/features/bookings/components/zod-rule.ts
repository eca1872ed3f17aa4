import type { Rule } from 'antd/es/form';
import type { z } from 'zod';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The message of a zod issue in the page's language (the contracts use message keys). */
export function issueMessage(issue: z.core.$ZodIssue, t: Translate): string {
  const i = issue as z.core.$ZodIssue & { origin?: string; maximum?: number; input?: unknown };
  if (i.message.startsWith('validation.')) return t(i.message);
  if (i.code === 'invalid_type')
    return i.input === undefined || i.input === null ? t('validation.required') : t('validation.invalid');
  if (i.code === 'too_small')
    return i.origin === 'string' ? t('validation.required') : t('validation.positive');
  if (i.code === 'too_big' && i.origin === 'string')
    return t('validation.maxLength', { max: Number(i.maximum) });
  return t('validation.invalid');
}

/** An antd rule that validates a field with the same zod schema the API uses. */
export function zodRule(schema: z.ZodType, t: Translate): Rule {
  return {
    validator: async (_rule, value) => {
      const r = schema.safeParse(value === null ? undefined : value);
      if (!r.success) throw new Error(issueMessage(r.error.issues[0]!, t));
    },
  };
}
