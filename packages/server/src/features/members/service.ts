// decisions.md 11 and decisions 110, 113: a company's members. Invitations are single-use
// tokens (256 random bits, kept as a SHA-256 hash, 7 days) mailed in the inviter's language;
// accepting one makes the member active and logs them in. Role changes and removals decide under
// the owners' lock (see the repository) and every attempt, refused ones too, is in the audit log.
import { createHash, randomBytes } from 'node:crypto';
import type { CompanyLoginResponse } from '@talentpool/domain/accounts/schemas';
import { DomainError } from '@talentpool/domain/errors';
import type { Language } from '@talentpool/domain/language';
import { invitationMail } from '@talentpool/domain/members/invitationMail';
import type { MemberRole } from '@talentpool/domain/members/policy';
import {
  invitationLifetimeDays,
  type AuditAction,
  type CompanySecurity,
  type CurrentMember,
  type InviteMemberInput,
  type Member,
  type MembersQuery,
} from '@talentpool/domain/members/schemas';
import { offsetOf } from '@talentpool/domain/paging';
import { assertAcceptablePassword, hashPassword } from '../../lib/passwords';
import type { AuditLog } from '../../plugins/app/audit';
import { assertMemberCan, type MemberOfAccount, type TokenService } from '../../plugins/app/auth';
import type { Mailer } from '../../plugins/app/mailer';
import type { InvitationRow, MemberRow, MembersRepository } from './repository';

const dayMs = 24 * 60 * 60 * 1000;
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The company and member a request acts as (the guard has read them). */
export interface Acting {
  companyId: string;
  member: MemberOfAccount;
}

export interface MemberPage {
  members: Member[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AcceptInput {
  token: string;
  name: string;
  password: string;
}

/** A member as the members calls answer it (decision 110's `Member`). */
export function toMember(row: MemberRow): Member {
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

export const newInvitationToken = () => randomBytes(32).toString('base64url');

/** A fast hash is enough: the token itself carries 256 random bits. */
export const hashInvitationToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

export interface MembersServiceOptions {
  repository: MembersRepository;
  mailer: Mailer;
  audit: AuditLog;
  tokens: TokenService;
  publicUrl: string;
  /**
   * Issue 42 (decision 244): whether the company requires single sign-on of this member (then an
   * invitation is accepted by signing in through the identity provider, not with a password).
   */
  passwordLoginOff?: (member: {
    companyId: string;
    email: string;
    role: string;
  }) => Promise<boolean>;
}

export function createMembersService({
  repository,
  mailer,
  audit,
  tokens,
  publicUrl,
  passwordLoginOff,
}: MembersServiceOptions) {
  const notFound = () => new DomainError('NOT_FOUND', 'error.NOT_FOUND');
  const lastOwner = () => new DomainError('LAST_OWNER', 'error.LAST_OWNER');
  const linkNotFound = () => new DomainError('LINK_NOT_FOUND', 'error.LINK_NOT_FOUND');

  function newInvitation() {
    const token = newInvitationToken();
    return {
      token,
      tokenHash: hashInvitationToken(token),
      expiresAt: new Date(Date.now() + invitationLifetimeDays * dayMs),
    };
  }

  async function sendInvitation(
    acting: Acting,
    member: MemberRow,
    token: string,
    expiresAt: Date,
    lang: Language,
  ): Promise<void> {
    const [company, inviter] = await Promise.all([
      repository.company(acting.companyId),
      repository.find(acting.companyId, acting.member.id),
    ]);
    const mail = invitationMail({
      lang,
      companyName: company?.displayName ?? '',
      inviterName: inviter?.name?.trim() || inviter?.email || '',
      role: member.role,
      link: `${publicUrl}/join/${token}`,
      expiresAt,
    });
    // Sent on behalf of the company: counts towards its mails of the day (decision 120).
    await mailer.enqueue({ to: member.email, ...mail }, { companyId: acting.companyId });
  }

  function record(
    acting: Acting,
    action: AuditAction,
    targetId: string,
    details: Record<string, unknown>,
  ): Promise<void> {
    return audit.record({
      companyId: acting.companyId,
      actorMemberId: acting.member.id,
      action,
      target: { type: 'member', id: targetId },
      details,
    });
  }

  /**
   * Runs a role change or removal and writes its audit event either way: a refusal is recorded
   * with `{outcome: 'refused', code}` after its transaction rolled back ("two admins changing the
   * same member at once: one wins, the audit log holds both attempts").
   */
  async function audited<T>(
    acting: Acting,
    action: AuditAction,
    targetId: string,
    details: Record<string, unknown>,
    change: () => Promise<T>,
  ): Promise<T> {
    let result: T;
    try {
      result = await change();
    } catch (err) {
      if (err instanceof DomainError) {
        await record(acting, action, targetId, {
          ...details,
          outcome: 'refused',
          code: err.code,
        });
      }
      throw err;
    }
    await record(acting, action, targetId, details);
    return result;
  }

  /** Why an invitation cannot be used, from its row as it is now. */
  function invitationProblem(
    found: InvitationRow | undefined,
    now = new Date(),
  ): DomainError | null {
    if (!found || found.member.removedAt) return linkNotFound();
    if (found.usedAt || found.member.status !== 'invited') {
      return new DomainError('LINK_USED', 'error.LINK_USED');
    }
    if (found.expiresAt.getTime() <= now.getTime()) {
      return new DomainError('LINK_EXPIRED', 'error.LINK_EXPIRED');
    }
    return null;
  }

  async function lookupInvitation(token: string): Promise<InvitationRow | undefined> {
    if (!tokenPattern.test(token)) return undefined;
    return repository.findInvitation(hashInvitationToken(token));
  }

  return {
    async current(companyId: string, memberId: string): Promise<CurrentMember> {
      const [company, member] = await Promise.all([
        repository.company(companyId),
        repository.find(companyId, memberId),
      ]);
      if (!company || !member) throw new DomainError('UNAUTHENTICATED', 'error.UNAUTHENTICATED');
      const totpEnabled = member.totpEnabledAt !== null;
      return {
        company: {
          _id: company.id,
          companyName: company.companyName,
          requireTotp: company.requireTotp,
        },
        member: { ...toMember(member), totpSetupRequired: company.requireTotp && !totpEnabled },
      };
    },

    async list(companyId: string, query: MembersQuery): Promise<MemberPage> {
      const { rows, total } = await repository.list(companyId, {
        q: query.q,
        limit: query.pageSize,
        offset: offsetOf(query),
      });
      return { members: rows.map(toMember), total, page: query.page, pageSize: query.pageSize };
    },

    async invite(acting: Acting, input: InviteMemberInput, lang: Language): Promise<Member> {
      // decisions.md 11: an admin may not make anyone an owner.
      assertMemberCan(acting.member, 'members.manage', { newRole: input.role });
      const { token, tokenHash, expiresAt } = newInvitation();
      const row = await repository.insertInvited({
        companyId: acting.companyId,
        email: input.email,
        role: input.role,
        invitedBy: acting.member.id,
        lang,
        tokenHash,
        expiresAt,
      });
      if (!row) {
        throw new DomainError('EMAIL_TAKEN', 'error.EMAIL_TAKEN', { email: 'members.emailTaken' });
      }
      try {
        await sendInvitation(acting, row, token, expiresAt, lang);
      } catch (err) {
        // Without its mail the invitation is useless, and it would hold the address: undo it.
        await repository.deleteInvited(row.id);
        throw err;
      }
      await record(acting, 'member.invited', row.id, { email: row.email, role: row.role });
      return toMember(row);
    },

    /** A new link for an invited member; the old one answers 410 LINK_EXPIRED from now on. */
    async resend(acting: Acting, id: string, lang: Language): Promise<Member> {
      const { token, tokenHash, expiresAt } = newInvitation();
      const row = await repository.transaction(async (tx) => {
        const member = await tx.lockMember(acting.companyId, id);
        if (!member) throw notFound();
        assertMemberCan(acting.member, 'members.manage', { targetRole: member.role });
        if (member.status !== 'invited')
          throw new DomainError('LINK_USED', 'members.alreadyJoined');
        await tx.voidInvitations(member.id);
        await tx.insertInvitation(member.id, tokenHash, expiresAt);
        return member;
      });
      await sendInvitation(acting, row, token, expiresAt, lang);
      await record(acting, 'member.invitationResent', row.id, { email: row.email });
      return toMember(row);
    },

    async updateRole(acting: Acting, id: string, role: MemberRole): Promise<Member> {
      const details: Record<string, unknown> = { to: role };
      return audited(acting, 'member.roleChanged', id, details, () =>
        repository.transaction(async (tx) => {
          const { ownerIds, actor, target } = await tx.lockForChange(
            acting.companyId,
            acting.member.id,
            id,
          );
          if (!actor) throw new DomainError('UNAUTHENTICATED', 'error.UNAUTHENTICATED');
          if (!target) throw notFound();
          details.from = target.role;
          // The actor's role as it is now, under lock: a concurrent change of it counts.
          assertMemberCan({ ...acting.member, role: actor.role }, 'members.manage', {
            targetRole: target.role,
            newRole: role,
          });
          if (role !== 'owner' && isOnlyOwner(ownerIds, target)) throw lastOwner();
          const updated = await tx.setRole(target.id, role);
          if (!updated) throw notFound();
          return toMember(updated);
        }),
      );
    },

    async remove(acting: Acting, id: string): Promise<void> {
      const details: Record<string, unknown> = {};
      await audited(acting, 'member.removed', id, details, () =>
        repository.transaction(async (tx) => {
          const { ownerIds, actor, target } = await tx.lockForChange(
            acting.companyId,
            acting.member.id,
            id,
          );
          if (!actor) throw new DomainError('UNAUTHENTICATED', 'error.UNAUTHENTICATED');
          if (!target) throw notFound();
          Object.assign(details, { email: target.email, role: target.role });
          assertMemberCan({ ...acting.member, role: actor.role }, 'members.manage', {
            targetRole: target.role,
          });
          // Removing oneself is allowed, but not for the last owner.
          if (isOnlyOwner(ownerIds, target)) throw lastOwner();
          await tx.remove(target.id);
        }),
      );
    },

    async invitation(
      token: string,
    ): Promise<{ email: string; role: MemberRole; companyName: string }> {
      const found = await lookupInvitation(token);
      const problem = invitationProblem(found);
      if (problem || !found) throw problem ?? linkNotFound();
      return {
        email: found.member.email,
        role: found.member.role,
        companyName: found.companyName,
      };
    },

    /** Accepts an invitation: exactly once, also under concurrent requests; answers a login. */
    async accept(input: AcceptInput, lang: Language): Promise<CompanyLoginResponse> {
      const found = await lookupInvitation(input.token);
      const problem = invitationProblem(found);
      if (problem || !found) throw problem ?? linkNotFound();
      // Decision 120: joining a company an operator disabled would answer a token that is void
      // at once; say why instead, and leave the invitation as it is.
      if ((await repository.company(found.member.companyId))?.disabledAt) {
        throw new DomainError('ACCOUNT_DISABLED', 'error.ACCOUNT_DISABLED');
      }
      if (await passwordLoginOff?.(found.member)) {
        throw new DomainError('SSO_REQUIRED', 'error.SSO_REQUIRED');
      }
      // decisions.md 14: not only spaces, not the e-mail, not a common password.
      assertAcceptablePassword(input.password, found.member.email, lang);
      const passwordHash = await hashPassword(input.password);
      const tokenHash = hashInvitationToken(input.token);
      const member = await repository
        .transaction(async (tx) => {
          const memberId = await tx.consumeInvitation(tokenHash);
          if (!memberId) return undefined;
          const activated = await tx.activate(memberId, { name: input.name, passwordHash, lang });
          // Removed, or already active: undo the token's use and say why below.
          if (!activated) throw new DomainError('LINK_USED', 'error.LINK_USED');
          return activated;
        })
        .catch(async (err: unknown) => {
          if (err instanceof DomainError && err.code === 'LINK_USED') return undefined;
          throw err;
        });
      if (!member) {
        const now = await lookupInvitation(input.token);
        throw invitationProblem(now) ?? new DomainError('LINK_EXPIRED', 'error.LINK_EXPIRED');
      }
      const company = await repository.company(member.companyId);
      if (!company) throw linkNotFound();
      await audit.record({
        companyId: member.companyId,
        actorMemberId: member.id,
        actorEmail: member.email,
        action: 'member.joined',
        target: { type: 'member', id: member.id },
        details: { role: member.role },
      });
      const token = await tokens.sign({
        type: 'Company',
        id: member.companyId,
        memberId: member.id,
        version: member.tokenVersion,
      });
      const totpEnabled = member.totpEnabledAt !== null;
      return {
        token,
        company: { _id: company.id, email: company.email, dataComplete: company.dataComplete },
        member: {
          _id: member.id,
          email: member.email,
          name: member.name,
          role: member.role,
          totpEnabled,
          totpSetupRequired: company.requireTotp && !totpEnabled,
        },
      };
    },

    async security(companyId: string): Promise<CompanySecurity> {
      const requireTotp = await repository.requireTotp(companyId);
      if (requireTotp === undefined) throw notFound();
      return { requireTotp };
    },

    async setSecurity(acting: Acting, value: CompanySecurity): Promise<CompanySecurity> {
      // Requiring the second factor of everyone while one's own is off would hold the member
      // who asked at the set-up screen at once: they turn theirs on first (as GitHub asks).
      if (value.requireTotp) {
        const self = await repository.find(acting.companyId, acting.member.id);
        if (!self?.totpEnabledAt) {
          throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
            requireTotp: 'members.ownTotpFirst',
          });
        }
      }
      const before = await repository.requireTotp(acting.companyId);
      await repository.setRequireTotp(acting.companyId, value.requireTotp);
      await audit.record({
        companyId: acting.companyId,
        actorMemberId: acting.member.id,
        action: 'security.changed',
        target: { type: 'company', id: acting.companyId },
        details: { requireTotp: { from: before ?? null, to: value.requireTotp } },
      });
      return { requireTotp: value.requireTotp };
    },
  };
}

/** The target is an active owner and no other active owner is left (decisions.md 11). */
function isOnlyOwner(ownerIds: string[], target: MemberRow): boolean {
  if (target.role !== 'owner' || target.status !== 'active') return false;
  return ownerIds.every((id) => id === target.id);
}

export type MembersService = ReturnType<typeof createMembersService>;
