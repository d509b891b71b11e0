// decisions.md 11, decision 113: the company's audit log as owners and admins read it, newest
// first, with the actor named (the e-mail is the row's own, kept when a member leaves; the name
// is the member's as it is now, null when there is none).
import {
  auditActions,
  auditTargetTypes,
  type AuditAction,
  type AuditEvent,
  type AuditQuery,
  type AuditTargetType,
} from '@talentpool/domain/members/schemas';
import { offsetOf } from '@talentpool/domain/paging';
import type { AuditRepository, AuditRow } from './repository';

export interface AuditPage {
  events: AuditEvent[];
  total: number;
  page: number;
  pageSize: number;
}

const isAction = (value: string): value is AuditAction =>
  (auditActions as readonly string[]).includes(value);
const isTargetType = (value: string | null): value is AuditTargetType =>
  value !== null && (auditTargetTypes as readonly string[]).includes(value);

export function toAuditEvent(row: AuditRow): AuditEvent {
  if (!isAction(row.action)) throw new Error(`unknown audit action ${row.action}`);
  return {
    _id: row.id,
    at: row.at.toISOString(),
    actor: { _id: row.actorMemberId, email: row.actorEmail, name: row.actorName },
    action: row.action,
    // decisions.md 11 gives every event a target. Rows written before that was kept (the CSV
    // export's, until the company became its target) have none, and the log is append-only: they
    // read with the company as their target, the one every untargeted event now names.
    target:
      isTargetType(row.targetType) && row.targetId !== null
        ? { type: row.targetType, id: row.targetId }
        : { type: 'company', id: row.companyId },
    details: row.details,
  };
}

export function createAuditService(repository: AuditRepository) {
  return {
    async list(companyId: string, query: AuditQuery): Promise<AuditPage> {
      const { rows, total } = await repository.list(
        companyId,
        { actorId: query.actorId, action: query.action },
        { limit: query.pageSize, offset: offsetOf(query) },
      );
      return {
        events: rows.map(toAuditEvent),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}
