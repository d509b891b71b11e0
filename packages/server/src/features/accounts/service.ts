// The account life cycle (issue 3; decisions.md sections 3 and 4): sign-up with a verification
// mail, verification, login, forgot/reset password and log out, for users and companies alike.
// Verification and reset tokens are random, kept only as a SHA-256 hash, single use and expiring.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountType } from '@talentpool/domain/account';
import { DomainError } from '@talentpool/domain/errors';
import type { Language } from '@talentpool/domain/language';
import type { AccountSecurity, LoginMember } from '@talentpool/domain/accounts/schemas';
import { recoveryCodeCount } from '@talentpool/domain/members/schemas';
import type { Db } from '../../db/database';
import { passwordLoginOff } from '../../db/ssoRequired';
import {
  assertAcceptablePassword,
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
} from '../../lib/passwords';
import {
  isRecoveryCodeShape,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrlOf,
  recoveryCodeHash,
  totpStepOf,
} from '../../lib/totp';
import type { Mailer } from '../../plugins/app/mailer';
import type { JobQueue } from '../../queue/queue';
import { signInIdOf, type Account, type TokenService } from '../../plugins/app/auth';
import type { AuditLog } from '../../plugins/app/audit';
import type { Clock } from '../../lib/clock';
import * as repo from './repository';
import * as sessionsRepo from './sessionsRepository';
import {
  emailChangeMail,
  emailChangingMail,
  passwordChangedMail,
  totpChangedMail,
  resetMail,
  verificationMail,
} from './mails';

const hour = 60 * 60_000;
export const verifyTokenLifetimeMs = 24 * hour;
export const resetTokenLifetimeMs = hour;
/** The link that confirms a new login address works as long as a sign-up's. */
export const emailChangeTokenLifetimeMs = 24 * hour;
/** An unverified login re-sends the verification mail, at most this often. */
export const verificationResendMs = 10 * 60_000;
/**
 * Decision 129: a resend of the verification mail answers no sooner than this, whatever the
 * e-mail, so its time does not tell an unverified account from a verified or unknown one.
 */
export const resendAnswerFloorMs = 300;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const pathSegmentOf = (type: AccountType) => (type === 'User' ? 'user' : 'company');

/** The language of an account's own mails (what it last used), English when unknown. */
export const langOf = (account: { lang: string }): Language =>
  account.lang === 'ar' ? 'ar' : 'en';

/** The new address an e-mail change token carries (after its random part); null if none. */
export function emailOfChangeToken(token: string | undefined): string | null {
  const encoded = token?.split('.')[1];
  if (!encoded) return null;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  return /^[^@\s]+@[^@\s]+$/.test(email) ? email : null;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * decisions.md 23 (decision 251): "forgot password" looks the address up after the answer, on the
 * job queue. The call itself only stores this job, the same work for every address, so neither
 * its answer nor its time tells whether an account uses the address.
 */
export const passwordResetJob = 'accounts.password-reset';

export interface AccountsDeps {
  db: Db;
  mailer: Mailer;
  queue: JobQueue;
  tokens: TokenService;
  publicUrl: string;
  log: FastifyBaseLogger;
  audit: AuditLog;
  /** What time it is for remembered sessions (decision 138); tests move it. */
  clock: Clock;
  /** Decision 138: the idle and absolute limits of a remembered session. */
  sessions: { idleMs: number; maxMs: number };
}

/** Decision 138: a remembered session's refresh token and when the browser should drop it. */
export interface RememberedSession {
  token: string;
  expiresAt: Date;
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
  /** Whether the second factor is on (a remembered session tells the web app, decision 138). */
  totpEnabled: boolean;
}

const unauthenticated = () => new DomainError('UNAUTHENTICATED', 'error.UNAUTHENTICATED');

/**
 * Whether the password opens the account; an unknown e-mail, or a member who has not accepted the
 * invitation, costs a verification too (decisions.md 14).
 */
async function passwordMatches(
  account: repo.AccountRow | undefined,
  password: string,
): Promise<boolean> {
  if (!account?.passwordHash) {
    await verifyAgainstDummy(password);
    return false;
  }
  return verifyPassword(account.passwordHash, password);
}

/** A current TOTP code not used before (its step is then stored as used), or an unused recovery code. */
async function secondFactorHolds(
  db: Db,
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

/**
 * decisions.md 14: the person at the keyboard is the account's owner: its password (401
 * WRONG_PASSWORD, on the field `passwordField`), and the second factor where it is on (401
 * TOTP_REQUIRED without it, TOTP_INVALID when wrong or used). Deleting an account asks this.
 */
export async function confirmAccountOwner(
  db: Db,
  type: AccountType,
  id: string,
  password: string,
  totp: string | undefined,
  passwordField = 'password',
): Promise<repo.AccountRow> {
  const account = await repo.findAccountById(db, type, id);
  if (!account?.passwordHash) throw unauthenticated();
  if (!(await verifyPassword(account.passwordHash, password))) {
    throw new DomainError('WRONG_PASSWORD', 'error.WRONG_PASSWORD', {
      [passwordField]: 'error.WRONG_PASSWORD',
    });
  }
  if (account.totpEnabledAt && account.totpSecret) {
    if (!totp) {
      throw new DomainError('TOTP_REQUIRED', 'error.TOTP_REQUIRED', {
        totp: 'error.TOTP_REQUIRED',
      });
    }
    if (!(await secondFactorHolds(db, type, id, account.totpSecret, totp))) {
      throw new DomainError('TOTP_INVALID', 'error.TOTP_INVALID', { totp: 'error.TOTP_INVALID' });
    }
  }
  return account;
}

/**
 * The login answer of an account allowed in: a fresh access token and who it is. Also the answer
 * of a member signed in through the company's identity provider (issue 42, features/sso).
 */
export async function loginAnswerWith(
  tokens: TokenService,
  account: repo.AccountRow,
): Promise<LoginResult> {
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
      totpEnabled: Boolean(account.totpEnabledAt),
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
    totpEnabled,
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
}

/**
 * Issue 42: the login answer of a member signed in through their company's identity provider
 * (features/sso), as a password login answers; undefined when the member is gone meanwhile.
 */
export async function memberLoginAnswer(
  db: Db,
  tokens: TokenService,
  memberId: string,
): Promise<(LoginResult & { disabled: boolean }) | undefined> {
  const account = await repo.findAccountById(db, 'Company', memberId);
  if (!account?.member || account.member.status !== 'active') return undefined;
  return { ...(await loginAnswerWith(tokens, account)), disabled: Boolean(account.disabledAt) };
}

/**
 * decisions.md 18 (issue 42, decision 244): a member whose company requires single sign-on for
 * their e-mail's domain has no password login, no reset link and no new password: 403
 * SSO_REQUIRED (the login screen offers "Sign in with your company" instead).
 */
async function assertPasswordLoginOn(db: Db, account: repo.AccountRow | undefined): Promise<void> {
  if (await passwordLoginBlocked(db, account)) {
    throw new DomainError('SSO_REQUIRED', 'error.SSO_REQUIRED');
  }
}

/** Whether required single sign-on turns this account's password off (decision 244). */
async function passwordLoginBlocked(
  db: Db,
  account: repo.AccountRow | undefined,
): Promise<boolean> {
  if (!account?.member) return false;
  return passwordLoginOff(db, {
    companyId: account.member.companyId,
    email: account.email,
    role: account.member.role,
  });
}

export function createAccountsService({
  db,
  mailer,
  queue,
  tokens,
  publicUrl,
  log,
  audit,
  clock,
  sessions,
}: AccountsDeps) {
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

  const loginAnswerOf = (account: repo.AccountRow) => loginAnswerWith(tokens, account);

  /** Decision 138: a new refresh token in the family, until the idle limit (within the absolute). */
  async function issueRefreshToken(
    row: Pick<
      sessionsRepo.RefreshTokenRow,
      'familyId' | 'accountType' | 'accountId' | 'tokenVersion' | 'familyStartedAt'
    >,
  ): Promise<RememberedSession> {
    const now = clock.now();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(
      Math.min(now.getTime() + sessions.idleMs, row.familyStartedAt.getTime() + sessions.maxMs),
    );
    await sessionsRepo.insertRefreshToken(db, {
      familyId: row.familyId,
      accountType: row.accountType,
      accountId: row.accountId,
      tokenVersion: row.tokenVersion,
      familyStartedAt: row.familyStartedAt,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt,
    });
    return { token, expiresAt };
  }

  return {
    async signup(type: AccountType, email: string, password: string, lang: Language) {
      assertAcceptablePassword(password, email, lang);
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
     * Decision 129: a fresh verification mail, in the account's language, only to an existing
     * account that is not verified (nor disabled, nor an invitation not yet accepted); the
     * older links of the account stop working. Every e-mail gets the same answer in the same
     * time (at least resendAnswerFloorMs), so the call does not say which e-mails exist.
     */
    async resendVerification(type: AccountType, email: string): Promise<void> {
      const floor = delay(resendAnswerFloorMs);
      const account = await repo.findAccountByEmail(db, type, email);
      if (account?.passwordHash && !account.emailVerifiedAt && !account.disabledAt) {
        await repo.voidAuthTokens(db, type, account.id, 'verify');
        await sendVerification(type, account.id, account.email, langOf(account));
        log.info({ accountType: type, accountId: account.id }, 'verification mail resent');
      }
      await floor;
    },

    /**
     * Order of checks: unknown e-mail, wrong password, then (only for the owner of the address)
     * disabled by an operator, not verified, then the second factor (decisions.md 11). An unknown e-mail, or a member who
     * has not accepted the invitation, costs a password verification too (decisions.md 14).
     */
    async login(
      type: AccountType,
      email: string,
      password: string,
      lang: Language,
      totp?: string,
      findAccount = false,
    ): Promise<LoginResult> {
      const account = await repo.findAccountByEmail(db, type, email);
      const matches = await passwordMatches(account, password);
      if (findAccount) {
        // Decision 139: the one login form. The other kind of account is looked at the same way
        // (a real or a dummy hash: every such login costs two verifications), and named only
        // when this password opens it, so the answer tells nothing to whoever lacks it.
        const other: AccountType = type === 'User' ? 'Company' : 'User';
        const otherMatches = await passwordMatches(
          await repo.findAccountByEmail(db, other, email),
          password,
        );
        if (otherMatches && matches) {
          throw new DomainError('CHOOSE_ACCOUNT_TYPE', 'error.CHOOSE_ACCOUNT_TYPE');
        }
        if (otherMatches) {
          throw new DomainError('OTHER_ACCOUNT_TYPE', 'error.OTHER_ACCOUNT_TYPE', {
            accountType: other,
          });
        }
      }
      // Issue 42: told before the password's outcome (a member signed up by the identity provider
      // has none); the password was verified all the same, so the time tells nothing more.
      await assertPasswordLoginOn(db, account);
      if (!account?.passwordHash) throw new DomainError('USER_NOT_FOUND', 'error.USER_NOT_FOUND');
      if (!matches) throw new DomainError('WRONG_PASSWORD', 'error.WRONG_PASSWORD');
      // Decision 120: an operator disabled the account (or the member's company). Told only to
      // whoever knows the password, before any verification mail goes out.
      if (account.disabledAt) {
        throw new DomainError('ACCOUNT_DISABLED', 'error.ACCOUNT_DISABLED');
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
        if (!(await secondFactorHolds(db, type, account.id, account.totpSecret, totp))) {
          throw new DomainError('TOTP_INVALID', 'error.TOTP_INVALID');
        }
      }
      // Mails follow the language the person uses now, not the one they signed up in.
      if (account.lang !== lang) await repo.setLanguage(db, type, account.id, lang);
      return loginAnswerOf(account);
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

    /**
     * Decision 251: every "forgot password" call, whatever the address, stores one job and
     * answers; `sendResetMails` runs later and mails each account of `types` the address holds.
     */
    async requestReset(
      types: readonly AccountType[],
      email: string,
      lang: Language,
    ): Promise<void> {
      await queue.send(
        passwordResetJob,
        { email: email.trim().toLowerCase(), lang, types: [...types] },
        { retryLimit: 0 },
      );
    },

    /** The queued half of requestReset: a reset link per matching account, in the asker's language. */
    async sendResetMails(
      types: readonly AccountType[],
      email: string,
      lang: Language,
    ): Promise<number> {
      let sent = 0;
      for (const type of types) {
        const account = await repo.findAccountByEmail(db, type, email);
        if (!account) continue;
        // Issue 42 (decision 244): required single sign-on leaves no way in by a reset link; the
        // answer stays the same for every address (decision 251), the mail is not sent.
        if (await passwordLoginBlocked(db, account)) continue;
        const token = await issueToken(type, account.id, 'reset', resetTokenLifetimeMs);
        const link = `${publicUrl}/auth/change-password/${token}?type=${pathSegmentOf(type)}`;
        await mailer.enqueue(resetMail(account.email, link, lang, type));
        sent += 1;
      }
      return sent;
    },

    /**
     * The reset link's token names the account; the new password is checked against its e-mail
     * before the link is used, so a refused password leaves the link valid. Older sessions end,
     * and the owner is told by mail (decisions.md 14).
     */
    async resetPassword(
      type: AccountType,
      token: string | null,
      password: string,
      lang: Language,
    ): Promise<void> {
      const tokenHash = token ? hashToken(token) : undefined;
      const pendingId = tokenHash
        ? await repo.findOpenAuthToken(db, type, 'reset', tokenHash)
        : undefined;
      const pending = pendingId ? await repo.findAccountById(db, type, pendingId) : undefined;
      if (!tokenHash || !pending) throw unauthenticated();
      // Issue 42: a link mailed before the company required single sign-on sets no password now.
      await assertPasswordLoginOn(db, pending);
      assertAcceptablePassword(password, pending.email, lang);
      const passwordHash = await hashPassword(password);
      // Used once, also when the same link is sent several times at once.
      const accountId = await repo.consumeAuthToken(db, type, 'reset', tokenHash);
      if (!accountId) throw unauthenticated();
      await repo.replacePassword(db, type, accountId, passwordHash);
      await sessionsRepo.revokeAccountTokens(db, type, accountId, clock.now());
      await repo.voidAuthTokens(db, type, accountId, 'reset');
      // decisions.md 16: a change of login e-mail asked before the reset does not survive it.
      await repo.voidAuthTokens(db, type, accountId, 'emailChange');
      await mailer.enqueue(
        passwordChangedMail(pending.email, `${publicUrl}/auth`, langOf(pending)),
      );
    },

    /**
     * decisions.md 14: a logged-in password change asks for the current password (401
     * WRONG_PASSWORD on currentPassword); the new one follows the new-password rules. Every other
     * session ends (token version raised, open reset links void); this one goes on with the fresh
     * token answered. A notice mail goes to the account's address, in its language.
     */
    async changePassword(
      account: Account,
      currentPassword: string,
      password: string,
      lang: Language,
    ): Promise<{ token: string; accountId: string }> {
      const id = signInIdOf(account);
      const row = await repo.findAccountById(db, account.type, id);
      if (!row?.passwordHash) throw unauthenticated();
      if (!(await verifyPassword(row.passwordHash, currentPassword))) {
        throw new DomainError('WRONG_PASSWORD', 'error.WRONG_PASSWORD', {
          currentPassword: 'error.WRONG_PASSWORD',
        });
      }
      assertAcceptablePassword(password, row.email, lang);
      const version = await repo.changePassword(db, account.type, id, await hashPassword(password));
      if (version === undefined) throw unauthenticated();
      // Decision 138: remembered sessions end too, this browser's included (it logs in again).
      await sessionsRepo.revokeAccountTokens(db, account.type, id, clock.now());
      await repo.voidAuthTokens(db, account.type, id, 'reset');
      // decisions.md 16: a pending change of login e-mail is void after a password change.
      await repo.voidAuthTokens(db, account.type, id, 'emailChange');
      const token =
        account.type === 'User'
          ? await tokens.sign({ type: 'User', id, version })
          : await tokens.sign({ type: 'Company', id: account.id, memberId: id, version });
      await mailer.enqueue(passwordChangedMail(row.email, `${publicUrl}/auth`, langOf(row)));
      return { token, accountId: id };
    },

    /**
     * decisions.md 11: a new second-factor secret, not on until a code of it is given
     * (enableTotp). A pending secret of an earlier start is replaced; with the factor already on,
     * 403 FORBIDDEN (turn it off first). The otpauth URL is labelled with the account's e-mail.
     */
    async startTotp(
      type: AccountType,
      id: string,
    ): Promise<{ secret: string; otpauthUrl: string }> {
      const account = await repo.findAccountById(db, type, id);
      if (!account) throw unauthenticated();
      const secret = newTotpSecret();
      if (account.totpEnabledAt || !(await repo.storePendingTotpSecret(db, type, id, secret))) {
        throw new DomainError('FORBIDDEN', 'accounts.totpAlreadyEnabled');
      }
      return { secret, otpauthUrl: otpauthUrlOf(secret, account.email) };
    },

    /**
     * Turns the second factor on with a current code of the pending secret (its step is stored
     * as used: the same code cannot log in afterwards) and answers 10 new recovery codes, kept
     * only as hashes. A wrong code: 401 TOTP_INVALID (on the field `code`), as at login.
     */
    async enableTotp(type: AccountType, id: string, code: string): Promise<string[]> {
      const account = await repo.findAccountById(db, type, id);
      if (!account) throw unauthenticated();
      if (account.totpEnabledAt) throw new DomainError('FORBIDDEN', 'accounts.totpAlreadyEnabled');
      if (!account.totpSecret) throw new DomainError('FORBIDDEN', 'accounts.totpNotStarted');
      const step = totpStepOf(account.totpSecret, code.trim());
      if (step === null) {
        throw new DomainError('TOTP_INVALID', 'error.TOTP_INVALID', { code: 'error.TOTP_INVALID' });
      }
      const codes = newRecoveryCodes(recoveryCodeCount);
      const enabled = await repo.enableTotp(
        db,
        type,
        id,
        account.totpSecret,
        step,
        codes.map(recoveryCodeHash),
      );
      // A concurrent start replaced the secret, or a concurrent enable won.
      if (!enabled) {
        throw new DomainError('TOTP_INVALID', 'error.TOTP_INVALID', { code: 'error.TOTP_INVALID' });
      }
      // Issue 38: a notice to the account's address (someone with the password may have done it).
      await mailer.enqueue(
        totpChangedMail(account.email, true, `${publicUrl}/auth`, langOf(account)),
      );
      return codes;
    },

    /**
     * Turns the second factor off with a current code or a recovery code (401 TOTP_INVALID when
     * wrong or used); secret and recovery codes go. A member whose company requires the factor is
     * held at set-up again until a new one is on (decision 110).
     */
    async disableTotp(type: AccountType, id: string, code: string): Promise<void> {
      const account = await repo.findAccountById(db, type, id);
      if (!account) throw unauthenticated();
      if (!account.totpEnabledAt || !account.totpSecret) {
        throw new DomainError('FORBIDDEN', 'accounts.totpNotEnabled');
      }
      if (!(await secondFactorHolds(db, type, id, account.totpSecret, code))) {
        throw new DomainError('TOTP_INVALID', 'error.TOTP_INVALID', { code: 'error.TOTP_INVALID' });
      }
      await repo.disableTotp(db, type, id);
      await mailer.enqueue(
        totpChangedMail(account.email, false, `${publicUrl}/auth`, langOf(account)),
      );
    },

    /**
     * getAccountSecurity: the login e-mail, whether the second factor is on and how many recovery
     * codes are left (none while it is off). A pending change of e-mail cannot be named: only
     * the SHA-256 of its link is stored (the address is inside the link, docs/decisions/112), so
     * `pendingEmail` is null until the address is kept beside it.
     */
    async getSecurity(type: AccountType, id: string): Promise<AccountSecurity> {
      const account = await repo.findAccountById(db, type, id);
      if (!account) throw unauthenticated();
      const totpEnabled = Boolean(account.totpEnabledAt && account.totpSecret);
      return {
        email: account.email,
        totpEnabled,
        recoveryCodesLeft: totpEnabled ? await repo.countUnusedRecoveryCodes(db, type, id) : 0,
        pendingEmail: null,
      };
    },

    /**
     * docs/decisions/112, decisions.md 16: a change of login e-mail asks for the password (401
     * WRONG_PASSWORD on its field) and, where on, the second factor (401 TOTP_REQUIRED /
     * TOTP_INVALID on `totp`); it applies only once the new address is confirmed: a link goes to
     * the new address, a notice with a link that cancels it to the old one. An address another
     * account of this type signs in with: 409 EMAIL_TAKEN (as at sign-up); the address it has
     * now: 400 on the field.
     */
    async requestEmailChange(
      account: Account,
      password: string,
      email: string,
      totp?: string,
    ): Promise<void> {
      const id = signInIdOf(account);
      const row = await confirmAccountOwner(db, account.type, id, password, totp);
      const newEmail = email.trim();
      if (newEmail.toLowerCase() === row.email.toLowerCase()) {
        throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
          email: 'accounts.emailSame',
        });
      }
      if (await repo.findAccountByEmail(db, account.type, newEmail)) {
        throw new DomainError('EMAIL_TAKEN', 'error.EMAIL_TAKEN');
      }
      // The token's text carries the new address after the random part; its hash covers both.
      const token = `${randomBytes(32).toString('base64url')}.${Buffer.from(newEmail).toString('base64url')}`;
      await repo.insertEmailChangeToken(db, {
        accountType: account.type,
        accountId: id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + emailChangeTokenLifetimeMs),
      });
      // The old address's way to cancel: a second open emailChange token of the account, without
      // an address in it (so it can never confirm a change); following it voids both.
      const cancel = await issueToken(account.type, id, 'emailChange', emailChangeTokenLifetimeMs);
      const lang = langOf(row);
      const segment = pathSegmentOf(account.type);
      const link = `${publicUrl}/api/account/email/verify?type=${segment}&token=${token}`;
      const cancelLink = `${publicUrl}/api/account/email/cancel?type=${segment}&token=${cancel}`;
      await mailer.enqueue(emailChangeMail(newEmail, link, lang));
      await mailer.enqueue(emailChangingMail(row.email, newEmail, cancelLink, lang));
    },

    /** Follows the old address's cancel link: true when a pending change was voided. */
    async cancelEmailChange(type: AccountType, token: string | undefined): Promise<boolean> {
      // A confirmation link (it carries an address) is not a cancel link.
      if (!token || emailOfChangeToken(token)) return false;
      const accountId = await repo.findOpenAuthToken(db, type, 'emailChange', hashToken(token));
      if (!accountId) return false;
      await repo.voidAuthTokens(db, type, accountId, 'emailChange');
      return true;
    },

    /** Follows the link mailed to the new address: true when the change applied. */
    async confirmEmailChange(type: AccountType, token: string | undefined): Promise<boolean> {
      const newEmail = emailOfChangeToken(token);
      if (!token || !newEmail) return false;
      const accountId = await repo.consumeAuthToken(db, type, 'emailChange', hashToken(token));
      if (!accountId) return false;
      const outcome = await repo.applyEmailChange(db, type, accountId, newEmail);
      if (outcome === 'changed') {
        await sessionsRepo.revokeAccountTokens(db, type, accountId, clock.now());
      }
      if (outcome !== 'changed') {
        log.info({ accountType: type, accountId, outcome }, 'e-mail change not applied');
      }
      return outcome === 'changed';
    },

    async logout(type: AccountType, id: string): Promise<void> {
      await repo.raiseTokenVersion(db, type, id);
      await sessionsRepo.revokeAccountTokens(db, type, id, clock.now());
      // decisions.md 16: "log out everywhere" also voids a pending change of login e-mail.
      await repo.voidAuthTokens(db, type, id, 'emailChange');
    },

    /**
     * Decision 138: "keep me logged in" after a login that passed every check (second factor
     * included): a new family with its first refresh token.
     */
    async rememberSession(type: AccountType, accountId: string): Promise<RememberedSession> {
      const account = await repo.findAccountById(db, type, accountId);
      if (!account) throw unauthenticated();
      const now = clock.now();
      // Rows past their limits are of no more use, not even to see a reuse: drop them here.
      await sessionsRepo.deleteDeadTokens(db, type, accountId, now);
      return issueRefreshToken({
        familyId: randomUUID(),
        accountType: type,
        accountId,
        tokenVersion: account.tokenVersion,
        familyStartedAt: now,
      });
    },

    /**
     * Decision 138: a refresh token for a fresh access token and the next refresh token (each
     * token works once). A token used a second time is reuse (a copy is in other hands): the
     * whole family is revoked. A token past the idle or absolute limit, of an account whose
     * tokens were ended since (log out, password or e-mail change: the token version moved), of
     * a deleted, disabled or removed account: 401 UNAUTHENTICATED, and the family is revoked.
     */
    async resumeSession(
      token: string,
    ): Promise<{ type: AccountType; login: LoginResult; session: RememberedSession }> {
      const now = clock.now();
      const row = await sessionsRepo.findRefreshToken(db, hashToken(token));
      if (!row || row.revokedAt) throw unauthenticated();
      const end = async (reason: string) => {
        await sessionsRepo.revokeFamily(db, row.familyId, now);
        log.info(
          { accountType: row.accountType, accountId: row.accountId, reason },
          'remembered session ended',
        );
        return unauthenticated();
      };
      if (row.usedAt) throw await end('reuse');
      if (
        now.getTime() >= row.expiresAt.getTime() ||
        now.getTime() >= row.familyStartedAt.getTime() + sessions.maxMs
      ) {
        throw await end('expired');
      }
      const account = await repo.findAccountById(db, row.accountType, row.accountId);
      if (
        !account?.passwordHash ||
        !account.emailVerifiedAt ||
        account.disabledAt ||
        account.tokenVersion !== row.tokenVersion ||
        (account.member && account.member.status !== 'active')
      ) {
        throw await end('account');
      }
      // Two uses at the same time: one wins, the other is reuse.
      if (!(await sessionsRepo.markRefreshTokenUsed(db, row.id, now))) throw await end('reuse');
      const session = await issueRefreshToken(row);
      return { type: row.accountType, login: await loginAnswerOf(account), session };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
