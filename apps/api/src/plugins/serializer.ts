import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type Route = Parameters<typeof zodSerializerCompiler>[0];

/**
 * Response serializers compiled once per route: the route's zod response schema becomes a JSON
 * Schema (zod's own conversion, as the OpenAPI document does) and fast-json-stringify compiles
 * it into a function that writes exactly the declared fields. A list of bookings is then written
 * without walking zod's checks for every field of every row on each request.
 *
 * A schema JSON Schema cannot state (a transform, a date object, a custom check) keeps zod's
 * serializer, which encodes through the schema first: the answer is the same either way, only
 * its cost differs.
 */
export const serializerCompiler = (route: Route) => {
  const given = route.schema as ZodType | { properties: ZodType };
  const schema = given instanceof z.ZodType ? given : given.properties;
  let json: Record<string, unknown>;
  try {
    json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' }) as Record<
      string,
      unknown
    >;
  } catch {
    return zodSerializerCompiler(route);
  }
  delete json.$schema;
  try {
    return fastJson(nullableAsTypes(json) as Parameters<typeof fastJson>[0]);
  } catch {
    return zodSerializerCompiler(route);
  }
};

/**
 * zod writes a nullable field as `anyOf: [X, {type: "null"}]`, which fast-json-stringify settles
 * by validating the value on every call; `type: [X's type, "null"]` says the same and is settled
 * by the value's JavaScript type.
 */
function nullableAsTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsTypes);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = nullableAsTypes(v);
  const anyOf = out.anyOf as Record<string, unknown>[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullAt = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullAt];
    if (nullAt >= 0 && other && typeof other.type === 'string' && !('anyOf' in other)) {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}
