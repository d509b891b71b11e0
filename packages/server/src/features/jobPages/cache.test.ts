// Decision 126: when the job pages' cache serves from memory, and when it asks the database or
// builds again.
import { describe, expect, it, vi } from 'vitest';
import { AnswerCache } from './cache';

function setup() {
  let now = 1_000_000;
  const cache = new AnswerCache({ ttlMs: 60_000, recheckMs: 5_000, now: () => now });
  let fingerprint = 'a';
  const readFingerprint = vi.fn(async () => fingerprint);
  let builds = 0;
  const build = vi.fn(async () => {
    builds += 1;
    return { body: `feed ${builds}`, lastModified: new Date(0), expiresAt: new Date(now + 20_000) };
  });
  return {
    cache,
    build,
    readFingerprint,
    get: (version: number) => cache.get('k', { version, fingerprint: readFingerprint }, build),
    advance: (ms: number) => (now += ms),
    setFingerprint: (value: string) => (fingerprint = value),
  };
}

describe('AnswerCache', () => {
  it('serves from memory without the database while nothing was written', async () => {
    const t = setup();
    const first = await t.get(1);
    expect(first.body.toString()).toBe('feed 1');
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    await t.get(1);
    expect(t.build).toHaveBeenCalledTimes(1);
    expect(t.readFingerprint).toHaveBeenCalledTimes(1);
  });

  it('asks the database after a write, and builds again only if the postings changed', async () => {
    const t = setup();
    await t.get(1);
    expect((await t.get(2)).body.toString()).toBe('feed 1');
    expect(t.readFingerprint).toHaveBeenCalledTimes(2);
    t.setFingerprint('b');
    expect((await t.get(3)).body.toString()).toBe('feed 2');
  });

  it('asks the database again after the recheck interval (other processes)', async () => {
    const t = setup();
    await t.get(1);
    t.advance(6_000);
    t.setFingerprint('c');
    expect((await t.get(1)).body.toString()).toBe('feed 2');
  });

  it('builds again once the first deadline of what it lists has passed, or after the TTL', async () => {
    const t = setup();
    await t.get(1);
    t.advance(4_000);
    await t.get(1);
    expect(t.build).toHaveBeenCalledTimes(1);
    t.advance(17_000);
    expect((await t.get(1)).body.toString()).toBe('feed 2');
  });

  it('shares one build among concurrent misses', async () => {
    const t = setup();
    await Promise.all([t.get(1), t.get(1), t.get(1)]);
    expect(t.build).toHaveBeenCalledTimes(1);
  });
});
