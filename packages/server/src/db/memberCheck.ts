// Decisions 095, 107 and 110: statements that read the caller's state with their data (company
// search, GET user/{id}) read a member's state with this expression instead of a query of its own.
import { sql } from 'drizzle-orm';
import { can, memberRoles, type CompanyAction } from '@talentpool/domain/members/policy';

/**
 * The member's `version:role` when the member is active, of that company, not held at
 * second-factor set-up, of a company not disabled by an operator (decision 120), and allowed the action by the policy (without context); null otherwise.
 * The roles come from the domain's table, never written here.
 */
export function memberCheck(memberId: unknown, companyId: unknown, action: CompanyAction) {
  const roles = memberRoles.filter((role) => can(role, action));
  // Written with aliases: inside a select list drizzle writes bare column names, and users,
  // companies and members all have an "id".
  return sql<string | null>`(select m.token_version::text || ':' || m.role
    from company_members m join companies c on c.id = m.company_id
    where m.id = ${memberId} and m.company_id = ${companyId}
      and m.removed_at is null and m.status = 'active' and c.disabled_at is null
      and m.role in (${sql.join(
        roles.map((role) => sql`${role}`),
        sql`, `,
      )})
      and not (c.require_totp and m.totp_enabled_at is null))`;
}
