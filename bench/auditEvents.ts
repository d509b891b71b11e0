// The audit log at scale (decision 113), for `npm run bench -- --audit-events N` and
// `npm run bench:plans`: N events for the demo company (a minute apart, by its five members, six
// actions in turn) and as many again spread over 20 other companies, so every page has to pick
// one company's rows out of the index. One INSERT ... SELECT from generate_series on either
// database; skipped when the demo company already holds N events.
import { count, eq, sql } from 'drizzle-orm';
import type { AuditAction } from '@talentpool/domain/members/schemas';
import type { Db } from '../packages/server/src/db/database';
import { auditEvents, companyMembers } from '../packages/server/src/db/schema';
import { demoAccounts } from '../packages/server/src/seed/seed';
import { demoOwner } from './benchPosting';

export const benchAuditActions: AuditAction[] = [
  'candidate.viewed',
  'link.generated',
  'application.moved',
  'posting.updated',
  'application.noted',
  'member.roleChanged',
];

export interface AuditBenchData {
  companyId: string;
  /** A member of the demo company with events (a filter of the bench). */
  actorId: string;
  events: number;
  seededSeconds: number | null;
}

export async function seedAuditEvents(db: Db, wanted: number): Promise<AuditBenchData> {
  const owner = await demoOwner(db, demoAccounts.company.email);
  const members = await db
    .select({ id: companyMembers.id, email: companyMembers.email })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, owner.companyId))
    .orderBy(companyMembers.createdAt, companyMembers.id);
  const actor = members[members.length - 1] ?? members[0];
  if (!actor) throw new Error('the demo company has no member');
  const [present] = await db
    .select({ n: count() })
    .from(auditEvents)
    .where(eq(auditEvents.companyId, owner.companyId));
  const have = Number(present?.n ?? 0);
  let seededSeconds: number | null = null;
  if (have < wanted) {
    const started = Date.now();
    const n = wanted - have;
    const ids = sql.raw(`array[${members.map((m) => `'${m.id}'::uuid`).join(',')}]`);
    const emails = sql.raw(
      `array[${members.map((m) => `'${m.email.replace(/'/g, "''")}'`).join(',')}]`,
    );
    const actions = sql.raw(`array[${benchAuditActions.map((a) => `'${a}'`).join(',')}]`);
    const k = members.length;
    await db.execute(sql`
      insert into audit_events (company_id, at, actor_member_id, actor_email, action, target_type, target_id, details)
      select ${owner.companyId}::uuid, now() - make_interval(mins => g), (${ids})[1 + g % ${k}],
             (${emails})[1 + g % ${k}], (${actions})[1 + g % ${benchAuditActions.length}],
             'posting', 'bench-' || g, jsonb_build_object('bench', g)
      from generate_series(1, ${n}::int) as g`);
    // Other companies' events (no member rows needed: the log keeps the e-mail).
    await db.execute(sql`
      insert into audit_events (company_id, at, actor_member_id, actor_email, action, target_type, target_id, details)
      select ('00000000-0000-4000-8000-' || lpad((g % 20)::text, 12, '0'))::uuid,
             now() - make_interval(mins => g), null, 'someone@other.example',
             (${actions})[1 + g % ${benchAuditActions.length}], 'posting', 'other-' || g, '{}'::jsonb
      from generate_series(1, ${n}::int) as g`);
    // As autovacuum leaves an insert-only table: visible to index-only scans (the counts).
    await db.execute(sql`vacuum analyze audit_events`);
    seededSeconds = (Date.now() - started) / 1000;
  }
  return {
    companyId: owner.companyId,
    actorId: actor.id,
    events: Math.max(have, wanted),
    seededSeconds,
  };
}
