/**
 * The cluster tests need servers that only CI starts (.ci/run): PostgreSQL with a streaming
 * replica. Without their variables they are skipped with the reason in their title, on a
 * developer's machine only: in CI a missing variable fails the run.
 */
export function clusterSkip(names: string[]): string | false {
  const missing = names.filter((n) => !process.env[n]);
  if (missing.length === 0) return false;
  if (process.env.CI)
    throw new Error(`CI must set ${missing.join(', ')} for the cluster tests (.ci/run starts the servers)`);
  const reason = `skipped: ${missing.join(', ')} not set (PostgreSQL with a streaming replica; .ci/run sets them)`;
  console.warn(`[cluster] ${reason}`);
  return reason;
}
