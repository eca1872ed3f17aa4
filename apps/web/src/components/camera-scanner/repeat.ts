/** The same code seen again within this time of its last sighting is the same read. */
export const REPEAT_MS = 2000;

/**
 * Records a sighting of `code` at `now` (ms) and says whether it is a new read: the code was not
 * seen in the REPEAT_MS before. Each sighting restarts the wait, so a label held in front of the
 * camera is read once, and again only once it has been out of sight for REPEAT_MS.
 */
export function isNewRead(lastSeen: Map<string, number>, code: string, now: number): boolean {
  const before = lastSeen.get(code);
  lastSeen.set(code, now);
  return before === undefined || now - before >= REPEAT_MS;
}
