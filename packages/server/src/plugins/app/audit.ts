// decisions.md 11: the company's audit log. Every company action worth asking "who did it" is
// recorded here through one service; the table is append-only (a trigger of migration 0008
// refuses UPDATE and DELETE) and keeps the actor's e-mail, so the log outlives a removed member.
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
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
  /** The entry for the member of a company request (the actor is that member). */
  recordFor(
    request: FastifyRequest,
    action: AuditAction,
    target?: AuditEntry['target'],
    details?: Record<string, unknown>,
  ): Promise<void>;
}

export function createAuditLog(db: Db): AuditLog {
  async function record(entry: AuditEntry): Promise<void> {
    const actorEmail =
      entry.actorEmail ??
      (entry.actorMemberId
        ? sql`(select ${companyMembers.email} from ${companyMembers} where ${companyMembers.id} = ${entry.actorMemberId})`
        : '');
    await db.insert(auditEvents).values({
      companyId: entry.companyId,
      actorMemberId: entry.actorMemberId,
      actorEmail,
      action: entry.action,
      targetType: entry.target?.type ?? null,
      targetId: entry.target?.id ?? null,
      details: entry.details ?? {},
    });
  }
  return {
    record,
    async recordFor(request, action, target, details) {
      const account = request.account;
      if (account?.type !== 'Company' || !account.member) return;
      await record({
        companyId: account.id,
        actorMemberId: account.member.id,
        action,
        target,
        details,
      });
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
    app.decorate('audit', createAuditLog(app.db));
  },
  { name: 'audit', dependencies: ['database'] },
);
