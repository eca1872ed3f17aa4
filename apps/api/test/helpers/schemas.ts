/**
 * Reading a route's zod schemas (as the app's route list exposes them), for tests that walk
 * every route: its top-level keys, and every number it accepts with its bounds.
 */
export interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string } };
  shape?: Record<string, ZodLike>;
  isInt?: boolean;
  maxValue?: number | null;
}

/** The top-level keys of a zod object schema (through pipes and wrappers), if it is one. */
export function keysOf(schema: unknown): string[] {
  const s = schema as ZodLike | undefined;
  if (!s?._zod) return [];
  if (s.shape) return Object.keys(s.shape);
  const def = s._zod.def;
  if (def.type === 'pipe') return keysOf(def.in);
  for (const inner of ['innerType', 'schema']) if (def[inner]) return keysOf(def[inner]);
  return [];
}

/** Every number schema inside a schema, with its path. */
export function numbersIn(schema: unknown, path: string, out: { path: string; s: ZodLike }[] = []) {
  const s = schema as ZodLike | undefined;
  if (!s?._zod) return out;
  const def = s._zod.def;
  switch (def.type) {
    case 'number':
      out.push({ path, s });
      break;
    case 'object':
      for (const [k, v] of Object.entries(def.shape as Record<string, unknown>))
        numbersIn(v, `${path}.${k}`, out);
      break;
    case 'array':
      numbersIn(def.element, `${path}[]`, out);
      break;
    case 'union':
      for (const o of def.options as unknown[]) numbersIn(o, path, out);
      break;
    case 'pipe':
      // A number piped into a checked number (a form number) is bounded by its output.
      numbersIn((def.out as ZodLike)._zod.def.type === 'number' ? def.out : def.in, path, out);
      break;
    case 'record':
      numbersIn(def.valueType, `${path}.*`, out);
      break;
    case 'intersection':
      numbersIn(def.left, path, out);
      numbersIn(def.right, path, out);
      break;
    default:
      for (const inner of ['innerType', 'schema']) if (def[inner]) numbersIn(def[inner], path, out);
  }
  return out;
}
