// decisions.md 11: the company's audit log. Every company action worth asking "who did it" is
// recorded here through one service; the table is append-only (a trigger of migration 0008
// refuses UPDATE and DELETE) and keeps the actor's e-mail, so the log outlives a removed member.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuditAction, AuditTargetType } from '@talentpool/domain/members/schemas';
import type { Db } from '../../db/database';
import { auditEvents, companyMembers } from '../../db/schema';

export interface AuditEntry {
  companyId: string;
  /** The member who acted; null for an anonymous act (a failed login names the address tried). */
  actorMemberId: string | null;
  /** Taken from the member when not given. */
  actorEmail?: string;
  action: AuditAction;
  target?: { type: AuditTargetType; id: string };
  details?: Record<string, unknown>;
}

export interface AuditLog {
  record(entry: AuditEntry): Promise<void>;
  /**
   * For the frequent reads worth auditing (candidate.viewed on every profile a member opens):
   * the entry waits in memory and is written with others in one INSERT, at most
   * `batchDelayMs` later or once `batchSize` wait. A read then costs no write of its own
   * (GET user/{id} went from 5,200 to 2,100 req/s with one INSERT per view, decision 110).
   * A crash loses at most that last moment's views; shutdown writes what waits.
   */
  recordSoon(entry: AuditEntry): void;
  recordSoonFor(
    request: FastifyRequest,
    action: AuditAction,
    target?: AuditEntry['target'],
    details?: Record<string, unknown>,
  ): void;
  /** Writes every entry that waits (shutdown, tests). */
  flush(): Promise<void>;
  /** The entry for the member of a company request (the actor is that member). */
  recordFor(
    request: FastifyRequest,
    action: AuditAction,
    target?: AuditEntry['target'],
    details?: Record<string, unknown>,
  ): Promise<void>;
}

const batchDelayMs = 200;
const batchSize = 200;

export function createAuditLog(db: Db, log?: FastifyBaseLogger): AuditLog {
  const rowOf = (entry: AuditEntry) => ({
    companyId: entry.companyId,
    actorMemberId: entry.actorMemberId,
    actorEmail:
      entry.actorEmail ??
      (entry.actorMemberId
        ? sql`(select ${companyMembers.email} from ${companyMembers} where ${companyMembers.id} = ${entry.actorMemberId})`
        : ''),
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    details: entry.details ?? {},
  });

  async function record(entry: AuditEntry): Promise<void> {
    await db.insert(auditEvents).values(rowOf(entry));
  }

  let waiting: AuditEntry[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = waiting;
    waiting = [];
    if (batch.length > 0) {
      writing = writing
        .then(() => db.insert(auditEvents).values(batch.map(rowOf)))
        .then(
          () => undefined,
          (err: unknown) => log?.error({ err, entries: batch.length }, 'audit entries not written'),
        );
    }
    return writing;
  }

  function recordSoon(entry: AuditEntry): void {
    waiting.push(entry);
    if (waiting.length >= batchSize) void flush();
    else timer ??= setTimeout(() => void flush(), batchDelayMs);
  }

  const memberEntry = (
    request: FastifyRequest,
    action: AuditAction,
    target?: AuditEntry['target'],
    details?: Record<string, unknown>,
  ): AuditEntry | undefined => {
    const account = request.account;
    if (account?.type !== 'Company' || !account.member) return undefined;
    // decisions.md 18 (decision 233): what a key does is the key's, named in the actor and the
    // details, not the member who once created it.
    const key = account.member.apiKey;
    if (key) {
      return {
        companyId: account.id,
        actorMemberId: null,
        actorEmail: `API key ${key.name} (${key.prefix})`,
        action,
        target,
        details: { ...details, apiKey: { _id: key.id, name: key.name, prefix: key.prefix } },
      };
    }
    return { companyId: account.id, actorMemberId: account.member.id, action, target, details };
  };

  return {
    record,
    recordSoon,
    flush,
    async recordFor(request, action, target, details) {
      const entry = memberEntry(request, action, target, details);
      if (entry) await record(entry);
    },
    recordSoonFor(request, action, target, details) {
      const entry = memberEntry(request, action, target, details);
      if (entry) recordSoon(entry);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditLog;
  }
}

export default fp(
  async (app) => {
    const audit = createAuditLog(app.db, app.log);
    app.decorate('audit', audit);
    // Before the database closes (its plugin closes it on close): what waits is written.
    app.addHook('preClose', () => audit.flush());
  },
  { name: 'audit', dependencies: ['database'] },
);
