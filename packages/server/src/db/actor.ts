// Decision 110: who acted. Notes, stage moves, outcomes, links, cards and postings store the member
// who wrote them; their answers name that member as `by: {_id, name, email} | null` (null for
// rows from before members existed, or for what the applicant did). A removed member is kept
// (soft delete), so the name stays readable. One selection and one mapping for every feature.
import type { Actor, Member } from '@talentpool/domain/members/schemas';
import { companyMembers } from './schema';

/** The member columns of a `by`, for a select that left-joins company_members. */
export const actorColumns = {
  id: companyMembers.id,
  name: companyMembers.name,
  email: companyMembers.email,
};

/** What a left join gives for the actor: every column null when no member is named. */
export interface ActorRow {
  id: string | null;
  name: string | null;
  email: string | null;
}

export function toActor(row: ActorRow | null | undefined): Actor {
  if (!row?.id || row.email === null) return null;
  return { _id: row.id, name: row.name, email: row.email };
}

export type MemberRow = typeof companyMembers.$inferSelect;

/** A member as the members calls answer it (decision 110's `Member`). */
export function toMember(
  row: Pick<MemberRow, 'id' | 'email' | 'name' | 'role' | 'status' | 'totpEnabledAt' | 'createdAt'>,
): Member {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    totpEnabled: row.totpEnabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const memberColumns = {
  id: companyMembers.id,
  email: companyMembers.email,
  name: companyMembers.name,
  role: companyMembers.role,
  status: companyMembers.status,
  totpEnabledAt: companyMembers.totpEnabledAt,
  createdAt: companyMembers.createdAt,
};
