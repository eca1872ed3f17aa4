'use client';

import { zodIssueMessage } from '@acf/shared';
import type { Rule } from 'antd/es/form';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { z } from 'zod';

type Translate = ReturnType<typeof useTranslations<'validation'>>;

/**
 * One zod issue as a sentence of the `validation` namespace: the shared mapping (the API's),
 * in words kept equal to the API's catalogue (a test checks both).
 */
export function issueMessage(issue: z.core.$ZodIssue, t: Translate, empty = false): string {
  const { key, params } = empty ? { key: 'validation.required', params: undefined } : zodIssueMessage(issue);
  const name = key.replace(/^validation\./, '');
  return t.has(name as 'required') ? t(name as 'required', params) : t('invalid');
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
