import pg from 'pg';

/** Creates the database `name` on the PostgreSQL server `serverUrl` names; answers its URL. */
export async function createDatabase(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}
