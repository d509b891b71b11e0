// The in-process events (issue 45, decision 176): every listener of an event runs in the
// emitter's transaction, in the order added, each awaited before the next; one that throws
// rejects the emit (so the emitter's transaction rolls back) and the later ones do not run.
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { emit, listen, listenAll } from './events';

const tx = { name: 'the transaction' } as unknown as Db;
const deleted = { accountType: 'User', accountId: 'u1', email: 'u1@example.com' } as const;
let stops: Array<() => void> = [];
const add: typeof listen = (event, listener) => {
  const stop = listen(event, listener);
  stops.push(stop);
  return stop;
};

afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

describe('in-process events', () => {
  it('runs the listeners of account.deleted in order, each awaited, in the transaction given', async () => {
    const seen: string[] = [];
    add('account.deleted', async (on, payload) => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      seen.push(`first ${payload.accountType} ${payload.accountId} ${on === tx}`);
    });
    add('account.deleted', async (on, payload) => {
      seen.push(`second ${payload.accountId} ${on === tx}`);
    });
    await emit(tx, 'account.deleted', deleted);
    expect(seen).toEqual(['first User u1 true', 'second u1 true']);
  });

  it('rejects with a failing listener and runs none after it', async () => {
    const seen: string[] = [];
    add('account.deleted', async () => {
      throw new Error('a module could not remove its rows');
    });
    add('account.deleted', async () => {
      seen.push('later');
    });
    await expect(emit(tx, 'account.deleted', deleted)).rejects.toThrow('could not remove');
    expect(seen).toEqual([]);
  });

  it('adds a function once, reaches only its own event, and stops when removed', async () => {
    let calls = 0;
    const listener = async () => {
      calls += 1;
    };
    add('account.deleted', listener);
    add('account.deleted', listener);
    await emit(tx, 'account.deleted', deleted);
    await emit(tx, 'company.renamed', { companyId: 'c1' });
    expect(calls).toBe(1);
    for (const stop of stops) stop();
    await emit(tx, 'account.deleted', deleted);
    expect(calls).toBe(1);
  });

  it("adds a module's listeners with listenAll", async () => {
    const seen: string[] = [];
    const accountDeleted = async (_on: Db, payload: { accountId: string }) => {
      seen.push(payload.accountId);
    };
    stops.push(listenAll({ 'account.deleted': accountDeleted }));
    await emit(tx, 'account.deleted', deleted);
    expect(seen).toEqual(['u1']);
  });
});
