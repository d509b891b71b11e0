// Decision 126: the feeds, the sitemap and the board page are built once and kept while the open
// postings stay the same. Each answer is kept with the fingerprint of the postings it was built
// from (their number, last change and next deadline: one aggregate per request); a different
// fingerprint or an answer older than the TTL (company names and logos change without touching
// postings) builds it again. Concurrent misses share one build.
import { createHash } from 'node:crypto';

export interface CachedAnswer {
  body: string;
  etag: string;
  lastModified: Date;
}

interface Entry extends CachedAnswer {
  fingerprint: string;
  builtAt: number;
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<Entry>>();

  constructor(
    private readonly ttlMs = 5 * 60_000,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  async get(
    key: string,
    fingerprint: string,
    build: () => Promise<{ body: string; lastModified: Date }>,
  ): Promise<CachedAnswer> {
    const hit = this.entries.get(key);
    if (hit && hit.fingerprint === fingerprint && this.now() - hit.builtAt < this.ttlMs) {
      return hit;
    }
    const pendingKey = `${key}\u0000${fingerprint}`;
    let promise = this.pending.get(pendingKey);
    if (!promise) {
      promise = build()
        .then(({ body, lastModified }) => {
          const entry: Entry = {
            body,
            lastModified,
            etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
            fingerprint,
            builtAt: this.now(),
          };
          // A bounded map: ?company= takes any company id, so the oldest entries make room.
          if (!this.entries.has(key) && this.entries.size >= this.maxEntries) {
            const oldest = this.entries.keys().next().value;
            if (oldest !== undefined) this.entries.delete(oldest);
          }
          this.entries.set(key, entry);
          return entry;
        })
        .finally(() => this.pending.delete(pendingKey));
      this.pending.set(pendingKey, promise);
    }
    return promise;
  }

  clear(): void {
    this.entries.clear();
  }
}
