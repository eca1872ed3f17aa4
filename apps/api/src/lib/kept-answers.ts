import type { CacheMeter } from './metrics';

/** An answer kept in memory: the JSON sent, the version it was built at, and until when it holds. */
export interface KeptAnswer {
  version: string;
  until: number;
  body: string;
}

/** At most this many bytes of answers are kept by one KeptAnswers (the oldest go first). */
const KEPT_BYTES = 8 * 1024 * 1024;

/**
 * Answers kept as the JSON sent, each with the version (read from the database before it was
 * built) it stands for: one is answered again while the version read now is the same and its
 * time has not run out (ADR 022, ADR 024).
 */
export class KeptAnswers {
  private readonly answers = new Map<string, KeptAnswer>();
  /** Answers being built, by version and key: the requests that miss together share one build. */
  private readonly building = new Map<string, Promise<string>>();
  private bytes = 0;
  /** Moved by dropTimed: a build begun before it keeps its answer only if that holds for good. */
  private epoch = 0;

  /** `meter` counts this store's hits and misses; a store shared by two lists counts at its callers. */
  constructor(private readonly meter?: CacheMeter) {}

  /**
   * The answer for `key` at `version`: the one kept; else the one another request is building for
   * the same key and version; else `build`'s, kept until its `until`. Beside the day's writes the
   * version moves many times a second, and the requests waiting when it moves all miss at once:
   * each ran the same query before (100 connections on the dispatcher's first page, 100 counts
   * of the open pickups per write). A shared build counts as a hit: it runs no query of its own.
   * A build that fails is neither kept nor shared after it failed.
   */
  answer(
    key: string,
    version: string,
    now: number,
    build: () => Promise<{ body: string; until: number }>,
    meter: CacheMeter | undefined = this.meter,
  ): Promise<string> {
    const body = this.kept(key, version, now);
    const id = `${version}\u0000${key}`;
    const shared = body === undefined ? this.building.get(id) : undefined;
    meter?.record(body !== undefined || shared !== undefined);
    if (body !== undefined) return Promise.resolve(body);
    if (shared) return shared;
    const epoch = this.epoch;
    const built = build()
      .then(({ body, until }) => {
        // Built on a read taken before this instance's own write (see dropTimed): not kept.
        if (epoch === this.epoch || until === Number.POSITIVE_INFINITY)
          this.set(key, { version, until, body });
        return body;
      })
      .finally(() => {
        if (this.building.get(id) === built) this.building.delete(id);
      });
    this.building.set(id, built);
    return built;
  }

  private kept(key: string, version: string, now: number): string | undefined {
    const hit = this.answers.get(key);
    return hit && hit.version === version && now < hit.until ? hit.body : undefined;
  }

  set(key: string, answer: KeptAnswer): void {
    this.drop(key);
    this.answers.set(key, answer);
    this.bytes += answer.body.length;
    for (const oldest of this.answers.keys()) {
      if (this.bytes <= KEPT_BYTES) break;
      this.drop(oldest);
    }
  }

  /**
   * Drops the answers that hold only for a while (built on a read taken before a change: a list's
   * total, see list-cache.ts), and those being built now, which may rest on such a read. The
   * answers kept for as long as their version stays are left: a write moves the versions of what
   * it changed. Called when this instance writes, so that it sees its own writes at once.
   */
  dropTimed(): void {
    this.epoch++;
    this.building.clear();
    for (const [key, a] of this.answers) if (a.until !== Number.POSITIVE_INFINITY) this.drop(key);
  }

  private drop(key: string): void {
    const gone = this.answers.get(key);
    if (!gone) return;
    this.answers.delete(key);
    this.bytes -= gone.body.length;
  }
}
