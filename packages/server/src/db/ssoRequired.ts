// decisions.md 18 (issue 42, decision 244): "required" single sign-on turns password login off for
// the members whose login e-mail is in one of their company's SSO domains. Read here, in the
// platform, by the accounts (login, forgot and reset password) and members (accepting an
// invitation with a password) modules; the sso module writes the tables.
import { sql } from 'drizzle-orm';
import type { Db } from './database';
import { companySso, companySsoDomains } from './schema';

/**
 * Whether password sign-in is off for this member: their company requires single sign-on for the
 * domain of their e-mail. Owners keep their password (decision 244: the way back in when the
 * identity provider is broken or misconfigured).
 */
export async function passwordLoginOff(
  db: Db,
  member: { companyId: string; email: string; role: string },
): Promise<boolean> {
  if (member.role === 'owner') return false;
  const at = member.email.lastIndexOf('@');
  if (at < 0) return false;
  const domain = member.email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(companySsoDomains)
    .innerJoin(companySso, sql`${companySso.companyId} = ${companySsoDomains.companyId}`)
    .where(
      sql`${companySsoDomains.domain} = ${domain} and ${companySsoDomains.companyId} = ${member.companyId} and ${companySso.required}`,
    )
    .limit(1);
  return rows.length > 0;
}
