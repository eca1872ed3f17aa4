import type { ApiKeyMode } from '@acf/shared';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';

interface KeyRow {
  id: string;
  mode: ApiKeyMode;
  customerId: string;
  userId: string;
  username: string;
  roleCode: string | null;
}

/**
 * The account behind a key that is not revoked, whose account is an active customer's portal
 * account. Its last use is written at most once a minute.
 */
export async function findKey(db: DbOrTx, hash: string): Promise<KeyRow | undefined> {
  const [row] = await rowsOf<KeyRow>(
    db,
    sql`with k as (
        select k.id, k.mode, k.customer_id, k.user_id, k.last_used_at
        from api_keys k
        join users u on u.id = k.user_id and u.active and u.kind = 'customer'
        join customers c on c.id = k.customer_id and c.portal_user_id = u.id
        where k.key_hash = ${hash} and k.revoked_at is null),
      used as (
        update api_keys set last_used_at = now()
        where id = (select id from k where last_used_at is null or last_used_at < now() - interval '1 minute'))
      select k.id, k.mode, k.customer_id as "customerId", k.user_id as "userId", u.username,
        r.code as "roleCode"
      from k join users u on u.id = k.user_id left join roles r on r.id = u.role_id`,
  );
  return row;
}

export async function insertKey(
  db: DbOrTx,
  v: { customerId: string; userId: string; name: string; mode: ApiKeyMode; prefix: string; hash: string },
) {
  const [row] = await rowsOf<{ id: string; createdAt: string }>(
    db,
    sql`insert into api_keys (customer_id, user_id, name, mode, prefix, key_hash)
      values (${v.customerId}, ${v.userId}, ${v.name}, ${v.mode}, ${v.prefix}, ${v.hash})
      returning id, created_at as "createdAt"`,
  );
  return row!;
}

/** A customer's keys that are not revoked, newest first. */
export function listKeys(db: DbOrTx, customerId: string) {
  return rowsOf<{
    id: string;
    name: string;
    mode: ApiKeyMode;
    prefix: string;
    createdAt: string;
    lastUsedAt: string | null;
  }>(
    db,
    sql`select id, name, mode, prefix, created_at as "createdAt", last_used_at as "lastUsedAt"
      from api_keys where customer_id = ${customerId} and revoked_at is null
      order by created_at desc, id`,
  );
}

/** Whether a key of this customer that was live is revoked now. */
export async function revokeKey(db: DbOrTx, id: string, customerId: string) {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`update api_keys set revoked_at = now()
      where id = ${id} and customer_id = ${customerId} and revoked_at is null
      returning id`,
  );
  return rows.length > 0;
}
