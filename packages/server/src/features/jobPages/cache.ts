// Decision 126: the feeds, the sitemap and the board page are built once and kept while the open
// postings stay the same. An answer is served from memory while
//  - no posting was written in this process since (lib/postingChanges: no database round trip),
//  - and it was checked against the database's fingerprint of the open postings (their number,
//    last change and next deadline) less than `recheckMs` ago (other processes, direct writes),
//  - and no deadline of a posting it lists has passed (`expiresAt`),
//  - and it is younger than the TTL (company names and logos change without touching postings).
// Otherwise the fingerprint is read again and the answer rebuilt only if it differs. Concurrent
// misses share one build. Each answer is kept as bytes and gzipped once, with a strong ETag.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

export interface CachedAnswer {
  body: Buffer;
  gzip: Buffer;
  etag: string;
  lastModified: Date;
}

interface Entry extends CachedAnswer {
  fingerprint: string;
  version: number;
  builtAt: number;
  checkedAt: number;
  expiresAt: number;
}

export interface Built {
  body: string;
  lastModified: Date;
  /** When the answer goes out of date by itself (the first deadline of what it lists). */
  expiresAt?: Date | null;
}

export interface Freshness {
  /** lib/postingChanges' counter now. */
  version: number;
  /** The database's fingerprint of the postings the answer is built from. */
  fingerprint: () => Promise<string>;
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<Entry>>();

  constructor(
    private readonly options: {
      ttlMs?: number;
      recheckMs?: number;
      maxEntries?: number;
      now?: () => number;
    } = {},
  ) {}

  private get now() {
    return this.options.now ?? Date.now;
  }

  async get(key: string, freshness: Freshness, build: () => Promise<Built>): Promise<CachedAnswer> {
    const { ttlMs = 5 * 60_000, recheckMs = 5_000 } = this.options;
    const now = this.now();
    const hit = this.entries.get(key);
    const usable = hit && now - hit.builtAt < ttlMs && now < hit.expiresAt;
    if (usable && hit.version === freshness.version && now - hit.checkedAt < recheckMs) return hit;
    const fingerprint = await freshness.fingerprint();
    if (usable && hit.fingerprint === fingerprint) {
      hit.version = freshness.version;
      hit.checkedAt = this.now();
      return hit;
    }
    const pendingKey = `${key}\u0000${fingerprint}`;
    let promise = this.pending.get(pendingKey);
    if (!promise) {
      promise = build()
        .then((built) => this.store(key, built, fingerprint, freshness.version))
        .finally(() => this.pending.delete(pendingKey));
      this.pending.set(pendingKey, promise);
    }
    return promise;
  }

  private store(key: string, built: Built, fingerprint: string, version: number): Entry {
    const body = Buffer.from(built.body, 'utf8');
    const now = this.now();
    const entry: Entry = {
      body,
      gzip: gzipSync(body),
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      lastModified: built.lastModified,
      fingerprint,
      version,
      builtAt: now,
      checkedAt: now,
      expiresAt: built.expiresAt ? built.expiresAt.getTime() : Number.POSITIVE_INFINITY,
    };
    // A bounded map: ?company= takes any company id, so the oldest entries make room.
    if (!this.entries.has(key) && this.entries.size >= (this.options.maxEntries ?? 500)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
    return entry;
  }
}
