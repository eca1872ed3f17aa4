/**
 * One mapping from a zod issue to a message key of the `validation` catalogue, used by the API
 * (its 400 answers) and by the web's forms (antd rules), so both say the same words.
 */

/** The fields of a zod 4 issue that the mapping reads (a raw issue, or the API's rebuilt one). */
export interface ZodIssueFields {
  code: string;
  message?: string;
  input?: unknown;
  origin?: string;
  expected?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  values?: unknown[];
  keys?: string[];
}

export interface IssueMessage {
  /** A catalogue key, e.g. `validation.required`, or one a contract names itself. */
  key: string;
  params?: Record<string, string | number>;
}

/** A message a contract names itself ('validation.phone'), rather than zod's own sentence. */
export const isMessageKey = (message: string | undefined): message is string =>
  !!message && /^[a-z][A-Za-z]*\.[A-Za-z.]+$/.test(message);

function bounds(issue: ZodIssueFields): Record<string, number> | undefined {
  const out: Record<string, number> = {};
  if (issue.minimum != null) out.min = Number(issue.minimum);
  if (issue.maximum != null) out.max = Number(issue.maximum);
  return Object.keys(out).length ? out : undefined;
}

export function zodIssueMessage(issue: ZodIssueFields): IssueMessage {
  if (isMessageKey(issue.message)) return { key: issue.message, params: bounds(issue) };
  switch (issue.code) {
    case 'invalid_type': {
      const missing =
        issue.input === undefined ||
        issue.input === null ||
        /received (undefined|null)/.test(issue.message ?? '');
      if (missing) return { key: 'validation.required' };
      if (issue.expected === 'number') return { key: 'validation.number' };
      if (issue.expected === 'int') return { key: 'validation.integer' };
      return { key: 'validation.invalid' };
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? { key: 'validation.required' } : { key: 'validation.minLength', params: { min } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'validation.tooFewItems', params: { min } };
      return {
        key: issue.inclusive === false ? 'validation.tooSmallExclusive' : 'validation.tooSmall',
        params: { min },
      };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { key: 'validation.maxLength', params: { max } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'validation.tooManyItems', params: { max } };
      return {
        key: issue.inclusive === false ? 'validation.tooBigExclusive' : 'validation.tooBig',
        params: { max },
      };
    }
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'validation.email' : 'validation.invalid' };
    case 'invalid_value':
      return {
        key: 'validation.oneOf',
        params: { options: Array.isArray(issue.values) ? issue.values.join(', ') : '' },
      };
    case 'unrecognized_keys':
      return { key: 'validation.unknownField' };
    default:
      return { key: 'validation.invalid' };
  }
}

/** Every key `zodIssueMessage` can give of its own: both catalogues must hold them all. */
export const ZOD_ISSUE_KEYS = [
  'validation.required',
  'validation.number',
  'validation.integer',
  'validation.invalid',
  'validation.minLength',
  'validation.tooFewItems',
  'validation.tooSmall',
  'validation.tooSmallExclusive',
  'validation.maxLength',
  'validation.tooManyItems',
  'validation.tooBig',
  'validation.tooBigExclusive',
  'validation.email',
  'validation.oneOf',
  'validation.unknownField',
] as const;
