// Data access of single sign-on (issue 42, decisions 241-244): the settings and domains of a
// company, the sign-ins under way (state, nonce, PKCE verifier, hand-over code) and the members a
// sign-in finds or creates. The sso module is the only writer of company_sso, company_sso_domains,
// company_sso_domain_proofs (decision 289) and sso_logins; accounts and members read "required" through db/ssoRequired.ts.
import { and, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { MemberRole } from '@talentpool/domain/members/policy';
import type { Db } from '../../db/database';
import {
  companies,
  companyMembers,
  companySso,
  companySsoDomainProofs,
  companySsoDomains,
  ssoLogins,
} from '../../db/schema';

export type DomainProofRow = typeof companySsoDomainProofs.$inferSelect;

/** Decision 289: a company's proof of a domain. */
const proofWhere = (companyId: string, domain: string) =>
  and(eq(companySsoDomainProofs.companyId, companyId), eq(companySsoDomainProofs.domain, domain));

export type SsoRow = typeof companySso.$inferSelect & { domains: string[] };

export interface SsoMember {
  id: string;
  companyId: string;
  email: string;
  role: MemberRole;
  status: 'invited' | 'active';
  removedAt: Date | null;
}

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

export function createSsoRepository(db: Db) {
  return {
    async settings(companyId: string): Promise<SsoRow | undefined> {
      const [row] = await db.select().from(companySso).where(eq(companySso.companyId, companyId));
      if (!row) return undefined;
      const domains = await db
        .select({ domain: companySsoDomains.domain })
        .from(companySsoDomains)
        .where(eq(companySsoDomains.companyId, companyId))
        .orderBy(companySsoDomains.domain);
      return { ...row, domains: domains.map((d) => d.domain) };
    },

    /** The company that signs this domain in, with whether it requires it. */
    async byDomain(domain: string): Promise<{ companyId: string; required: boolean } | undefined> {
      const [row] = await db
        .select({ companyId: companySso.companyId, required: companySso.required })
        .from(companySsoDomains)
        .innerJoin(companySso, eq(companySso.companyId, companySsoDomains.companyId))
        .innerJoin(companies, eq(companies.id, companySso.companyId))
        .where(and(eq(companySsoDomains.domain, domain), isNull(companies.disabledAt)))
        .limit(1);
      return row;
    },

    /**
     * Decision 243: the domains a company has shown it holds: those of the login e-mails of its
     * active, verified owners and admins, and (decision 289) those whose DNS record was found.
     */
    async ownedDomains(companyId: string): Promise<string[]> {
      const proven = await db
        .select({ domain: companySsoDomainProofs.domain })
        .from(companySsoDomainProofs)
        .where(
          and(
            eq(companySsoDomainProofs.companyId, companyId),
            isNotNull(companySsoDomainProofs.verifiedAt),
          ),
        );
      const rows = await db
        .selectDistinct({
          domain: sql<string>`lower(split_part(${companyMembers.email}, '@', 2))`,
        })
        .from(companyMembers)
        .where(
          and(
            eq(companyMembers.companyId, companyId),
            isNull(companyMembers.removedAt),
            eq(companyMembers.status, 'active'),
            isNotNull(companyMembers.emailVerifiedAt),
            inArray(companyMembers.role, ['owner', 'admin']),
          ),
        );
      return [...new Set([...rows, ...proven].map((r) => r.domain))].sort();
    },

    /** Decision 289: the company's DNS proofs, by domain. */
    async domainProofs(companyId: string): Promise<DomainProofRow[]> {
      return db
        .select()
        .from(companySsoDomainProofs)
        .where(eq(companySsoDomainProofs.companyId, companyId))
        .orderBy(companySsoDomainProofs.domain);
    },

    async domainProof(companyId: string, domain: string): Promise<DomainProofRow | undefined> {
      const [row] = await db
        .select()
        .from(companySsoDomainProofs)
        .where(proofWhere(companyId, domain));
      return row;
    },

    /**
     * The proof of a domain, created with `token` unless there is one (its token kept: a record
     * already published stays right). 'tooMany' when the company has `max` others.
     */
    async ensureDomainProof(
      companyId: string,
      domain: string,
      token: string,
      max: number,
    ): Promise<{ row: DomainProofRow; created: boolean } | 'tooMany'> {
      return db.transaction(async (tx) => {
        // One writer a company at a time: the count and the insert agree.
        await tx.execute(
          sql`select 1 from ${companies} where ${companies.id} = ${companyId} for update`,
        );
        const [existing] = await tx
          .select()
          .from(companySsoDomainProofs)
          .where(proofWhere(companyId, domain));
        if (existing) return { row: existing, created: false };
        const [count] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(companySsoDomainProofs)
          .where(eq(companySsoDomainProofs.companyId, companyId));
        if ((count?.n ?? 0) >= max) return 'tooMany' as const;
        const [row] = await tx
          .insert(companySsoDomainProofs)
          .values({ companyId, domain, token })
          .returning();
        if (!row) throw new Error('company_sso_domain_proofs: insert returned nothing');
        return { row, created: true };
      });
    },

    /** A check's outcome; the first one that found the record sets verified_at. */
    async recordDomainCheck(
      companyId: string,
      domain: string,
      outcome: 'found' | 'notFound' | 'failed',
    ): Promise<DomainProofRow | undefined> {
      const [row] = await db
        .update(companySsoDomainProofs)
        .set({
          checkedAt: sql`now()`,
          lastCheck: outcome,
          ...(outcome === 'found'
            ? { verifiedAt: sql`coalesce(${companySsoDomainProofs.verifiedAt}, now())` }
            : {}),
        })
        .where(proofWhere(companyId, domain))
        .returning();
      return row;
    },

    async removeDomainProof(companyId: string, domain: string): Promise<boolean> {
      const removed = await db
        .delete(companySsoDomainProofs)
        .where(proofWhere(companyId, domain))
        .returning({ domain: companySsoDomainProofs.domain });
      return removed.length > 0;
    },

    /**
     * Saves the settings and the domain list in one transaction. 'taken': a domain is another
     * company's (the primary key decides, also under concurrent saves).
     */
    async save(
      companyId: string,
      values: {
        issuer: string;
        clientId: string;
        clientSecretSealed?: string;
        defaultRole: Exclude<MemberRole, 'owner'>;
        required: boolean;
        domains: string[];
        updatedBy: string;
      },
    ): Promise<'saved' | 'taken' | 'noSecret'> {
      try {
        return await db.transaction(async (tx) => {
          const { domains, clientSecretSealed, ...rest } = values;
          const now = new Date();
          if (clientSecretSealed) {
            await tx
              .insert(companySso)
              .values({ companyId, clientSecretSealed, ...rest, updatedAt: now })
              .onConflictDoUpdate({
                target: companySso.companyId,
                set: { clientSecretSealed, ...rest, updatedAt: now },
              });
          } else {
            const updated = await tx
              .update(companySso)
              .set({ ...rest, updatedAt: now })
              .where(eq(companySso.companyId, companyId))
              .returning({ companyId: companySso.companyId });
            if (updated.length === 0) return 'noSecret' as const;
          }
          await tx.delete(companySsoDomains).where(eq(companySsoDomains.companyId, companyId));
          const taken = await tx
            .select({ domain: companySsoDomains.domain })
            .from(companySsoDomains)
            .where(inArray(companySsoDomains.domain, domains));
          if (taken.length > 0) throw new DomainTaken();
          await tx
            .insert(companySsoDomains)
            .values(domains.map((domain) => ({ domain, companyId })));
          return 'saved' as const;
        });
      } catch (err) {
        if (err instanceof DomainTaken || isUniqueViolation(err)) return 'taken';
        throw err;
      }
    },

    /** Domains of this list that another company signs in. */
    async takenDomains(companyId: string, domains: string[]): Promise<string[]> {
      if (domains.length === 0) return [];
      const rows = await db
        .select({ domain: companySsoDomains.domain })
        .from(companySsoDomains)
        .where(
          and(
            inArray(companySsoDomains.domain, domains),
            sql`${companySsoDomains.companyId} <> ${companyId}`,
          ),
        );
      return rows.map((r) => r.domain);
    },

    async remove(companyId: string): Promise<boolean> {
      const rows = await db
        .delete(companySso)
        .where(eq(companySso.companyId, companyId))
        .returning({ companyId: companySso.companyId });
      await db.delete(ssoLogins).where(eq(ssoLogins.companyId, companyId));
      return rows.length > 0;
    },

    async companyDisabled(companyId: string): Promise<boolean> {
      const [row] = await db
        .select({ disabledAt: companies.disabledAt })
        .from(companies)
        .where(eq(companies.id, companyId));
      return Boolean(row?.disabledAt);
    },

    async startLogin(values: {
      companyId: string;
      stateHash: string;
      nonce: string;
      codeVerifier: string;
      expiresAt: Date;
    }): Promise<void> {
      // Sign-ins never finished are of no use after a day: dropped as new ones start.
      await db.delete(ssoLogins).where(lt(ssoLogins.createdAt, new Date(Date.now() - 86_400_000)));
      await db.insert(ssoLogins).values(values);
    },

    /**
     * Takes a sign-in under way by its state, once: the row's used_at is set in the same
     * statement, so a replayed callback (or two at once) finds nothing.
     */
    async takeLogin(stateHash: string) {
      const [row] = await db
        .update(ssoLogins)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(ssoLogins.stateHash, stateHash),
            isNull(ssoLogins.usedAt),
            gt(ssoLogins.expiresAt, new Date()),
          ),
        )
        .returning();
      return row;
    },

    async setHandoff(
      id: string,
      memberId: string,
      handoffHash: string,
      expiresAt: Date,
    ): Promise<void> {
      await db
        .update(ssoLogins)
        .set({ memberId, handoffHash, handoffExpiresAt: expiresAt })
        .where(eq(ssoLogins.id, id));
    },

    /** The member of a finished sign-in, for its hand-over code, once. */
    async takeHandoff(handoffHash: string): Promise<string | undefined> {
      const [row] = await db
        .update(ssoLogins)
        .set({ handoffUsedAt: new Date() })
        .where(
          and(
            eq(ssoLogins.handoffHash, handoffHash),
            isNull(ssoLogins.handoffUsedAt),
            gt(ssoLogins.handoffExpiresAt, new Date()),
          ),
        )
        .returning({ memberId: ssoLogins.memberId });
      return row?.memberId ?? undefined;
    },

    /** The company login of this e-mail (any company), not removed. */
    async memberByEmail(email: string): Promise<SsoMember | undefined> {
      const [row] = await db
        .select({
          id: companyMembers.id,
          companyId: companyMembers.companyId,
          email: companyMembers.email,
          role: companyMembers.role,
          status: companyMembers.status,
          removedAt: companyMembers.removedAt,
        })
        .from(companyMembers)
        .where(
          and(
            sql`lower(${companyMembers.email}) = lower(${email})`,
            isNull(companyMembers.removedAt),
          ),
        )
        .limit(1);
      return row;
    },

    /** Whether this company removed a member of that e-mail (and has not invited them again). */
    async wasRemoved(companyId: string, email: string): Promise<boolean> {
      const rows = await db
        .select({ id: companyMembers.id })
        .from(companyMembers)
        .where(
          and(
            eq(companyMembers.companyId, companyId),
            sql`lower(${companyMembers.email}) = lower(${email})`,
            isNotNull(companyMembers.removedAt),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /**
     * A new member made by their first sign-in: active, the address verified by the provider, no
     * password. undefined when a concurrent sign-in (or invitation) made the address taken.
     */
    async createMember(values: {
      companyId: string;
      email: string;
      name: string | null;
      role: Exclude<MemberRole, 'owner'>;
    }): Promise<string | undefined> {
      try {
        const [row] = await db
          .insert(companyMembers)
          .values({ ...values, status: 'active', emailVerifiedAt: new Date(), passwordHash: null })
          .returning({ id: companyMembers.id });
        return row?.id;
      } catch (err) {
        if (isUniqueViolation(err)) return undefined;
        throw err;
      }
    },

    /**
     * An invited member who signs in through the provider has joined: active, verified. False
     * when the invitation was removed or accepted meanwhile.
     */
    async activateInvited(memberId: string, name: string | null): Promise<boolean> {
      const rows = await db
        .update(companyMembers)
        .set({
          status: 'active',
          emailVerifiedAt: new Date(),
          name: sql`coalesce(${companyMembers.name}, ${name})`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(companyMembers.id, memberId),
            eq(companyMembers.status, 'invited'),
            isNull(companyMembers.removedAt),
          ),
        )
        .returning({ id: companyMembers.id });
      return rows.length > 0;
    },
  };
}

class DomainTaken extends Error {}

export type SsoRepository = ReturnType<typeof createSsoRepository>;
