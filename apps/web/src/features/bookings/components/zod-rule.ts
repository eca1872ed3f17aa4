import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { issueMessage } from '@/lib/form-rules';

type Translate = Parameters<typeof issueMessage>[1];

export { issueMessage };

/** An antd rule that validates a field with the same zod schema the API uses. */
export function zodRule(schema: z.ZodType, t: Translate): Rule {
  return {
    validator: async (_rule, value) => {
      const r = schema.safeParse(value === null ? undefined : value);
      if (!r.success) throw new Error(issueMessage(r.error.issues[0]!, t));
    },
  };
}
