// Issue 21, decision 137: talent pools, named lists of job seekers shared in a company, a note per
// entry, who added them and when. A pool shows a candidate as search would (decision 128): the
// fields of a search result, never the contact details; a candidate who turned `discoverable` off
// (and is not the company's applicant) stays in the pool as a hidden entry with the company's
// note, and is neither added again nor invited.
import { DomainError } from '@talentpool/domain/errors';
import { offsetOf, type PagingQuery } from '@talentpool/domain/paging';
import {
  poolLimits,
  type AddPoolEntriesAnswer,
  type Pool,
  type PoolEntry,
  type PoolEntryPage,
  type PoolPage,
  type InviteSkipReason,
  type PoolSkipReason,
} from '@talentpool/domain/pools/schemas';
import { languageSchema, type Language } from '@talentpool/domain/language';
import type { Db } from '../../db/database';
import { toActor } from '../../db/actor';
import {
  createPoolsRepository,
  type EntryRow,
  type PoolListRow,
  type PoolsRepository,
} from './repository';

/** The company and the member acting for it (decision 110). */
export interface PoolCaller {
  companyId: string;
  memberId: string;
}

const notFound = () => new DomainError('NOT_FOUND', 'error.NOT_FOUND');
const nameTaken = () =>
  new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', { name: 'pools.nameTaken' });

export function toPool(row: PoolListRow): Pool {
  return {
    _id: row.pool.id,
    name: row.pool.name,
    count: row.count,
    createdAt: row.pool.createdAt.toISOString(),
    updatedAt: row.pool.updatedAt.toISOString(),
    by: toActor(row.by),
    ...(row.contains === null ? {} : { contains: Boolean(row.contains) }),
  };
}

export function toEntry(row: EntryRow): PoolEntry {
  const visible = Boolean(row.visible);
  return {
    userId: row.userId,
    candidate: visible
      ? {
          _id: row.userId,
          name: row.name ?? '',
          email: row.email,
          jobPosition: row.jobPosition ?? '',
          yearsOfExp: row.yearsOfExp ?? '',
          HLOfEdu: row.hlOfEdu ?? '',
          faculty: row.faculty ?? '',
          iRes1: row.iRes1,
          iRes2: row.iRes2,
        }
      : null,
    hidden: !visible,
    note: row.note,
    addedAt: row.addedAt.toISOString(),
    by: toActor(row.by),
  };
}

export interface AddToPoolInput {
  companyId: string;
  poolId: string;
  /** The member who adds (stored as the entry's `by`). */
  memberId: string;
  userIds: readonly string[];
  /** The note of the new entries (entries already there keep theirs). */
  note?: string;
}

/**
 * Adds job seekers to a company's pool inside the caller's transaction (the pool's own calls, and
 * issue 20's bulk action on applicants). Answers which ids were added, which were already there,
 * and which were skipped and why: unknown (`notFound`), hidden from this company (`hidden`: not
 * discoverable and not its applicant), or the pool holds poolLimits.entriesMax (`poolFull`).
 * Each id is answered once, in the order given. A pool that is not the company's: NOT_FOUND.
 */
export async function addToPool(tx: Db, input: AddToPoolInput): Promise<AddPoolEntriesAnswer> {
  const repository = createPoolsRepository(tx);
  const pool = await repository.lockPool(tx, input.companyId, input.poolId);
  if (!pool) throw notFound();
  const ids = [...new Set(input.userIds)];
  const found = new Map(
    (await repository.classifyUsers(tx, input.companyId, pool.id, ids)).map((row) => [row.id, row]),
  );
  const skipped: Array<{ userId: string; reason: PoolSkipReason }> = [];
  const already: string[] = [];
  const wanted: string[] = [];
  for (const id of ids) {
    const row = found.get(id);
    if (!row) skipped.push({ userId: id, reason: 'notFound' });
    else if (row.already) already.push(id);
    else if (!row.visible) skipped.push({ userId: id, reason: 'hidden' });
    else wanted.push(id);
  }
  const room = Math.max(0, poolLimits.entriesMax - (await repository.countEntries(tx, pool.id)));
  for (const id of wanted.slice(room)) skipped.push({ userId: id, reason: 'poolFull' });
  const inserted = new Set(
    await repository.insertEntries(
      tx,
      pool.id,
      wanted.slice(0, room),
      input.memberId,
      input.note?.trim() ?? '',
    ),
  );
  // The pool is locked, so every id asked for is inserted; kept exact all the same.
  const added = wanted.slice(0, room).filter((id) => inserted.has(id));
  for (const id of wanted.slice(0, room)) if (!inserted.has(id)) already.push(id);
  const order = new Map(ids.map((id, i) => [id, i]));
  const byOrder = (a: string, b: string) => (order.get(a) ?? 0) - (order.get(b) ?? 0);
  return {
    added,
    already: already.sort(byOrder),
    skipped: skipped.sort((a, b) => byOrder(a.userId, b.userId)),
  };
}

/** What inviting a pool needs of the pipeline and links features (injected by the route). */
export interface InviteDeps {
  /** The posting: the company's, published, managed by the member (else its DomainError). */
  posting(): Promise<{ id: string; title: string }>;
  /**
   * Invites one job seeker to apply with their account on the posting's page (decision 173),
   * counted as a single-use link of the links feature (decision 102).
   */
  send(
    person: { id: string; email: string; name: string | null },
    lang: Language,
    job: { id: string; title: string },
  ): Promise<unknown>;
  /** RATE_LIMIT_LINKS: the company's single-use links per window. */
  linkLimit: { max: number; windowMs: number };
  /** The language of a candidate whose own is unknown. */
  fallbackLang: Language;
}

export function createPoolsService(options: { db: Db; repository?: PoolsRepository }) {
  const { db } = options;
  const repository = options.repository ?? createPoolsRepository(db);

  async function poolOf(caller: PoolCaller, poolId: string): Promise<Pool> {
    const row = await repository.findPool(caller.companyId, poolId);
    if (!row) throw notFound();
    return toPool(row);
  }

  return {
    poolOf,

    async list(caller: PoolCaller, query: PagingQuery & { userId?: string }): Promise<PoolPage> {
      const { rows, total } = await repository.listPools(
        caller.companyId,
        { limit: query.pageSize, offset: offsetOf(query) },
        query.userId,
      );
      return { pools: rows.map(toPool), total, page: query.page, pageSize: query.pageSize };
    },

    async create(caller: PoolCaller, name: string): Promise<Pool> {
      if ((await repository.countPools(caller.companyId)) >= poolLimits.poolsMax) {
        throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
          name: 'pools.tooManyPools',
        });
      }
      const row = await repository.insertPool({
        companyId: caller.companyId,
        name: name.trim(),
        createdByMemberId: caller.memberId,
      });
      if (!row) throw nameTaken();
      return poolOf(caller, row.id);
    },

    async rename(caller: PoolCaller, poolId: string, name: string): Promise<Pool> {
      const row = await repository.renamePool(caller.companyId, poolId, name.trim());
      if (row === null) throw nameTaken();
      if (!row) throw notFound();
      return poolOf(caller, row.id);
    },

    async remove(caller: PoolCaller, poolId: string): Promise<void> {
      if (!(await repository.deletePool(caller.companyId, poolId))) throw notFound();
    },

    async entries(caller: PoolCaller, poolId: string, paging: PagingQuery): Promise<PoolEntryPage> {
      const pool = await poolOf(caller, poolId);
      const rows = await repository.listEntries(caller.companyId, poolId, {
        limit: paging.pageSize,
        offset: offsetOf(paging),
      });
      return {
        pool,
        entries: rows.map(toEntry),
        total: pool.count,
        page: paging.page,
        pageSize: paging.pageSize,
      };
    },

    async add(
      caller: PoolCaller,
      poolId: string,
      body: { userIds: string[]; note?: string | undefined },
    ): Promise<AddPoolEntriesAnswer> {
      return db.transaction((tx) =>
        addToPool(tx as unknown as Db, {
          companyId: caller.companyId,
          poolId,
          memberId: caller.memberId,
          userIds: body.userIds,
          ...(body.note === undefined ? {} : { note: body.note }),
        }),
      );
    },

    async setNote(
      caller: PoolCaller,
      poolId: string,
      userId: string,
      note: string,
    ): Promise<PoolEntry> {
      if (!(await repository.setNote(caller.companyId, poolId, userId, note.trim()))) {
        throw notFound();
      }
      const row = await repository.entry(caller.companyId, poolId, userId);
      if (!row) throw notFound();
      return toEntry(row);
    },

    async removeEntry(caller: PoolCaller, poolId: string, userId: string): Promise<void> {
      if (!(await repository.removeEntry(caller.companyId, poolId, userId))) throw notFound();
    },

    /**
     * Invites every entry of a pool to a posting, oldest entries first, one invitation to apply
     * with their account (decision 173) each in the candidate's language. Skips, with the reason,
     * whoever the company may not see, already applied, or already holds a link to this posting;
     * once the company's mails of the day or its links of the hour are used up, the rest are
     * skipped with that reason.
     */
    async invite(
      caller: PoolCaller,
      poolId: string,
      deps: InviteDeps,
    ): Promise<{
      jobId: string;
      invited: string[];
      skipped: Array<{ userId: string; reason: InviteSkipReason }>;
    }> {
      const pool = await poolOf(caller, poolId);
      const posting = await deps.posting();
      const invitees = await repository.invitees(caller.companyId, pool._id, posting.id);
      let budget =
        deps.linkLimit.max -
        (await repository.linksSince(caller.companyId, deps.linkLimit.windowMs));
      let capReached = false;
      const invited: string[] = [];
      const skipped: Array<{ userId: string; reason: InviteSkipReason }> = [];
      for (const person of invitees) {
        const skip = (reason: InviteSkipReason) => skipped.push({ userId: person.userId, reason });
        if (!person.visible) skip('hidden');
        else if (person.applied) skip('alreadyApplied');
        else if (person.invited) skip('alreadyInvited');
        else if (capReached) skip('mailCapReached');
        else if (budget <= 0) skip('rateLimited');
        else {
          try {
            // The candidate's own language: the mail is theirs (decisions.md 9).
            const lang = languageSchema.safeParse(person.lang).data ?? deps.fallbackLang;
            await deps.send(
              { id: person.userId, email: person.email, name: person.name },
              lang,
              posting,
            );
            invited.push(person.userId);
            budget -= 1;
          } catch (err) {
            if (!(err instanceof DomainError)) throw err;
            if (err.code === 'LINK_ALREADY_REQUESTED') skip('alreadyInvited');
            else if (err.code === 'MAIL_CAP_REACHED') {
              capReached = true;
              skip('mailCapReached');
            } else throw err;
          }
        }
      }
      return { jobId: posting.id, invited, skipped };
    },
  };
}

export type PoolsService = ReturnType<typeof createPoolsService>;
