import { toPage } from '@acf/shared';
import type { FastifyReply, FastifySchema } from 'fastify';

/**
 * The options of a module's routes: a route's access hook, declared next to it as every route
 * does, and its schema under the module's OpenAPI tags.
 */
export const routeOptions =
  (tags: string[]) =>
  <H, S extends FastifySchema>(onRequest: H, schema: S) => ({ onRequest, schema: { tags, ...schema } });

/**
 * The options of a module's routes named by who may call them: with
 * `const route = routesByAccess(['invoices'], { manages: requirePermission('manage_invoice') })`,
 * `route.manages(schema)` is a route's access hook and its schema under the module's tags (or
 * under the schema's own, when it names others).
 */
export function routesByAccess<A extends Record<string, unknown>>(tags: string[], access: A) {
  const route = routeOptions(tags);
  return Object.fromEntries(
    Object.entries(access).map(([name, onRequest]) => [
      name,
      (schema: FastifySchema) => route(onRequest, schema),
    ]),
  ) as { [K in keyof A]: <S extends FastifySchema>(schema: S) => ReturnType<typeof route<A[K], S>> };
}

/** A paged list's answer: the page `q` asks for of the rows a list query found, with their total. */
export async function pageOf<T>(
  found: Promise<{ rows: T[]; total: number }>,
  q: { page: number; pageSize: number },
) {
  const { rows, total } = await found;
  return toPage(rows, total, q);
}

/** The answer of a write that answers nothing: 204 with no body, once `done` has. */
export async function noContent(reply: FastifyReply, done: Promise<unknown>) {
  await done;
  return reply.status(204).send(null);
}
