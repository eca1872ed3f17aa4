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
  private bytes = 0;

  /** `meter` counts this store's hits and misses; a store shared by two lists counts at its callers. */
  constructor(private readonly meter?: CacheMeter) {}

  get(key: string, version: string, now = Date.now()): string | undefined {
    const hit = this.answers.get(key);
    const body = hit && hit.version === version && now < hit.until ? hit.body : undefined;
    this.meter?.record(body !== undefined);
    return body;
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

  clear(): void {
    this.answers.clear();
    this.bytes = 0;
  }

  private drop(key: string): void {
    const gone = this.answers.get(key);
    if (!gone) return;
    this.answers.delete(key);
    this.bytes -= gone.body.length;
  }
}
