'use client';

import type { Rule } from 'antd/es/form';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { z } from 'zod';

type Translate = ReturnType<typeof useTranslations<'validation'>>;

/** One zod issue as a sentence of the `validation` namespace (the same words as the API's). */
function issueMessage(issue: z.core.$ZodIssue, t: Translate, empty: boolean): string {
  if (empty) return t('required');
  const known = ['validation.passwordMin', 'validation.username', 'validation.roleCode'];
  if (known.includes(issue.message)) {
    const min = (issue as { minimum?: number | bigint }).minimum;
    return t(issue.message.replace('validation.', '') as 'passwordMin', { min: Number(min ?? 0) });
  }
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? t('required') : t('minLength', { min: Number(issue.minimum) });
      return t('tooSmall', { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return t('maxLength', { max: Number(issue.maximum) });
      return t('tooBig', { max: Number(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? t('email') : t('invalid');
    case 'invalid_type':
      return issue.expected === 'number' ? t('number') : t('required');
    default:
      return t('invalid');
  }
}

/**
 * antd rules from the shared zod contract, so the form refuses exactly what the API refuses.
 * An empty required field shows the seed's 'Vui lòng nhập' ('Please enter').
 */
export function useZodRule() {
  const t = useTranslations('validation');
  return useMemo(
    () =>
      (schema: z.ZodType): Rule => ({
        validator: async (_rule, value: unknown) => {
          const empty = value === undefined || value === null || value === '';
          const result = schema.safeParse(empty ? undefined : value);
          if (result.success) return;
          throw new Error(issueMessage(result.error.issues[0]!, t, empty));
        },
      }),
    [t],
  );
}
