// The account life cycle (issue 3; decisions.md sections 3 and 4): sign-up with a verification
// mail, verification, login, forgot/reset password and log out, for users and companies alike.
// Verification and reset tokens are random, kept only as a SHA-256 hash, single use and expiring.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountType } from '@talentpool/domain/account';
import { DomainError } from '@talentpool/domain/errors';
import type { Language } from '@talentpool/domain/language';
import type { LoginMember } from '@talentpool/domain/accounts/schemas';
import type { Db } from '../../db/database';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { isRecoveryCodeShape, recoveryCodeHash, totpStepOf } from '../../lib/totp';
import type { Mailer } from '../../plugins/app/mailer';
import type { TokenService } from '../../plugins/app/auth';
import type { AuditLog } from '../../plugins/app/audit';
import * as repo from './repository';
import { resetMail, verificationMail } from './mails';

const hour = 60 * 60_000;
export const verifyTokenLifetimeMs = 24 * hour;
export const resetTokenLifetimeMs = hour;
/** An unverified login re-sends the verification mail, at most this often. */
export const verificationResendMs = 10 * 60_000;

export const pathSegmentOf = (type: AccountType) => (type === 'User' ? 'user' : 'company');

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface AccountsDeps {
  db: Db;
  mailer: Mailer;
  tokens: TokenService;
  publicUrl: string;
  log: FastifyBaseLogger;
  audit: AuditLog;
}

export interface LoginResult {
  token: string;
  /** The user, or the company (its id, sign-up e-mail and profile state). */
  account: { _id: string; email: string; dataComplete: boolean };
  /** decisions.md 11: the member who logged in, for a company. */
  member?: LoginMember;
  /** The account signed in (user or member id): the audit log's actor. */
  accountId: string;
  companyId?: string;
}

export function createAccountsService({ db, mailer, tokens, publicUrl, log, audit }: AccountsDeps) {
  async function issueToken(
    type: AccountType,
    accountId: string,
    purpose: repo.TokenPurpose,
    lifetimeMs: number,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await repo.insertAuthToken(db, {
      accountType: type,
      accountId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + lifetimeMs),
    });
    return token;
  }

  async function sendVerification(
    type: AccountType,
    accountId: string,
    email: string,
    lang: Language,
  ): Promise<void> {
    const token = await issueToken(type, accountId, 'verify', verifyTokenLifetimeMs);
    const link = `${publicUrl}/api/${pathSegmentOf(type)}/verify?token=${token}`;
    // Stored first, sent by the mail worker: the answer never waits for the SMTP server.
    await mailer.enqueue(verificationMail(email, link, lang));
  }

  /** A current TOTP code not used before, or an unused recovery code. */
  async function secondFactorHolds(
    type: AccountType,
    id: string,
    secret: string,
    given: string,
  ): Promise<boolean> {
    const step = totpStepOf(secret, given.trim());
    if (step !== null) return repo.useTotpStep(db, type, id, step);
    if (!isRecoveryCodeShape(given)) return false;
    return repo.consumeRecoveryCode(db, type, id, recoveryCodeHash(given));
  }

  return {
    async signup(type: AccountType, email: string, password: string, lang: Language) {
      if (await repo.findAccountByEmail(db, type, email)) {
        throw new DomainError('EMAIL_TAKEN', 'error.EMAIL_TAKEN');
      }
      const passwordHash = await hashPassword(password);
      // A concurrent sign-up with the same e-mail loses on the unique index: one 201, then 409s.
      const created = await repo.insertAccount(db, type, { email, passwordHash, lang });
      if (!created) throw new DomainError('EMAIL_TAKEN', 'error.EMAIL_TAKEN');
      await sendVerification(type, created.id, email, lang);
    },

    /** True when the token was valid and unused; the account is verified from then on. */
    async verify(type: AccountType, token: string | undefined): Promise<boolean> {
      if (!token) return false;
      const accountId = await repo.consumeAuthToken(db, type, 'verify', hashToken(token));
      if (!accountId) return false;
      await repo.markVerified(db, type, accountId);
      return true;
    },

    /**
     * Order of checks: unknown e-mail, wrong password, then (only for the owner of the address)
     * not verified, then the second factor (decisions.md 11). An unknown e-mail, or a member who
     * has not accepted the invitation, costs a password verification too (decisions.md 14).
     */
    async login(
      type: AccountType,
      email: string,
      password: string,
      lang: Language,
      totp?: string,
    ): Promise<LoginResult> {
      const account = await repo.findAccountByEmail(db, type, email);
      if (!account?.passwordHash) {
        await verifyAgainstDummy(password);
        throw new DomainError('USER_NOT_FOUND', 'error.USER_NOT_FOUND');
      }
      if (!(await verifyPassword(account.passwordHash, password))) {
        throw new DomainError('WRONG_PASSWORD', 'error.WRONG_PASSWORD');
      }
      if (!account.emailVerifiedAt) {
        // A lost or expired verification mail must not lock the person out: send a fresh one.
        const latest = await repo.latestOpenTokenAt(db, type, account.id, 'verify');
        if (!latest || Date.now() - latest.getTime() > verificationResendMs) {
          await sendVerification(type, account.id, account.email, lang);
          log.info({ accountType: type, accountId: account.id }, 'verification mail sent again');
        }
        throw new DomainError('EMAIL_NOT_VERIFIED', 'error.EMAIL_NOT_VERIFIED');
      }
      if (account.totpEnabledAt && account.totpSecret) {
        if (!totp) throw new DomainError('TOTP_REQUIRED', 'error.TOTP_REQUIRED');
        if (!(await secondFactorHolds(type, account.id, account.totpSecret, totp))) {
          throw new DomainError('TOTP_INVALID', 'error.TOTP_INVALID');
        }
      }
      // Mails follow the language the person uses now, not the one they signed up in.
      if (account.lang !== lang) await repo.setLanguage(db, type, account.id, lang);
      const { member } = account;
      if (!member) {
        const token = await tokens.sign({
          type: 'User',
          id: account.id,
          version: account.tokenVersion,
        });
        return {
          token,
          accountId: account.id,
          account: { _id: account.id, email: account.email, dataComplete: account.dataComplete },
        };
      }
      const token = await tokens.sign({
        type: 'Company',
        id: member.companyId,
        memberId: account.id,
        version: account.tokenVersion,
      });
      const totpEnabled = Boolean(account.totpEnabledAt);
      return {
        token,
        accountId: account.id,
        companyId: member.companyId,
        account: {
          _id: member.companyId,
          email: member.companyEmail,
          dataComplete: account.dataComplete,
        },
        member: {
          _id: account.id,
          email: account.email,
          name: member.name,
          role: member.role,
          totpEnabled,
          totpSetupRequired: member.requireTotp && !totpEnabled,
        },
      };
    },

    /** decisions.md 11: login.failed in the audit log of the member's company. */
    async auditFailedMemberLogin(email: string, reason: string, ip: string): Promise<void> {
      const account = await repo.findAccountByEmail(db, 'Company', email);
      if (!account?.member) return;
      await audit.record({
        companyId: account.member.companyId,
        actorMemberId: account.id,
        actorEmail: account.email,
        action: 'login.failed',
        target: { type: 'member', id: account.id },
        details: { reason, ip },
      });
    },

    async setLanguage(type: AccountType, id: string, lang: Language): Promise<void> {
      await repo.setLanguage(db, type, id, lang);
    },

    async requestReset(type: AccountType, email: string, lang: Language): Promise<void> {
      const account = await repo.findAccountByEmail(db, type, email);
      // spec 8: 'User Doesn't Exist' for an unknown e-mail (see docs/decisions/012).
      if (!account) throw new DomainError('USER_NOT_FOUND', 'error.USER_NOT_FOUND');
      const token = await issueToken(type, account.id, 'reset', resetTokenLifetimeMs);
      const link = `${publicUrl}/auth/change-password/${token}?type=${pathSegmentOf(type)}`;
      await mailer.enqueue(resetMail(account.email, link, lang));
    },

    async resetPassword(type: AccountType, token: string | null, password: string) {
      const accountId = token
        ? await repo.consumeAuthToken(db, type, 'reset', hashToken(token))
        : undefined;
      if (!accountId) throw new DomainError('UNAUTHENTICATED', 'error.UNAUTHENTICATED');
      await repo.replacePassword(db, type, accountId, await hashPassword(password));
      await repo.voidAuthTokens(db, type, accountId, 'reset');
    },

    async logout(type: AccountType, id: string): Promise<void> {
      await repo.raiseTokenVersion(db, type, id);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
