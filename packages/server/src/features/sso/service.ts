// decisions.md 18 (third bullet), issue 42, decisions 241-244: single sign-on with OpenID Connect.
// An owner sets the company's provider (setCompanySso) for domains the company has shown it holds;
// a sign-in starts at /api/sso/{companyId}/start (state, nonce and PKCE verifier kept in
// sso_logins, the state also in a short-lived cookie of the browser that started it), the
// provider's callback is checked by openid-client, the verified e-mail must be in the company's
// domains, the member is found or created with the default role, and the browser exchanges a
// single-use hand-over code for the same login answer as a password login.
import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '@talentpool/domain/errors';
import {
  emailDomainOf,
  type CompanySsoAnswer,
  type FindSsoAnswer,
  type SetCompanySsoInput,
} from '@talentpool/domain/sso/schemas';
import type { Db } from '../../db/database';
import type { AuditLog } from '../../plugins/app/audit';
import type { TokenService } from '../../plugins/app/auth';
import { memberLoginAnswer } from '../accounts/public';
import { OidcError, type Oidc, type ProviderSettings } from './oidc';
import type { SsoRepository, SsoRow } from './repository';
import type { SecretBox } from './secretBox';

/** A sign-in must come back from the provider within this time. */
export const ssoLoginLifetimeMs = 10 * 60_000;
/** The hand-over code of a finished sign-in is exchanged at once by the page it lands on. */
export const ssoHandoffLifetimeMs = 2 * 60_000;

export const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

export interface SsoServiceDeps {
  db: Db;
  repository: SsoRepository;
  oidc: Oidc;
  box: SecretBox;
  tokens: TokenService;
  audit: AuditLog;
  publicUrl: string;
  allowHttp: boolean;
  log: FastifyBaseLogger;
}

/**
 * The provider's name claim as a member name (decisions.md 14: no control or direction
 * characters; 3 to 100 characters), else none: the member sets it later.
 */
function nameOf(claim: string | undefined): string | null {
  const name = claim?.replace(/[\p{Cc}\p{Cf}]/gu, '').trim() ?? '';
  return name.length >= 3 && name.length <= 100 ? name : null;
}

/** localhost, or an IPv4/IPv6 literal of a loopback, private, link-local or unspecified range. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) {
    const [a = 0, b = 0] = host.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (isIP(host) === 6) {
    return (
      host === '::' ||
      host === '::1' ||
      /^f[cd]/.test(host) ||
      /^fe[89ab]/.test(host) ||
      /^::ffff:/.test(host)
    );
  }
  return false;
}

const invalid = (fields: Record<string, string>) =>
  new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', fields);

export function createSsoService({
  db,
  repository,
  oidc,
  box,
  tokens,
  audit,
  publicUrl,
  allowHttp,
  log,
}: SsoServiceDeps) {
  const redirectUri = `${publicUrl}/api/sso/callback`;

  async function answerOf(companyId: string, row?: SsoRow): Promise<CompanySsoAnswer> {
    const settings = row ?? (await repository.settings(companyId));
    return {
      redirectUri,
      ownedDomains: await repository.ownedDomains(companyId),
      sso: settings
        ? {
            issuer: settings.issuer,
            clientId: settings.clientId,
            clientSecretSet: true,
            domains: settings.domains,
            defaultRole: settings.defaultRole,
            required: settings.required,
            updatedAt: settings.updatedAt.toISOString(),
          }
        : null,
    };
  }

  function providerOf(row: SsoRow): ProviderSettings {
    const clientSecret = box.open(row.clientSecretSealed);
    if (clientSecret === null) {
      // JWT_SECRET changed since the secret was sealed (decision 242): the owner enters it again.
      log.warn({ companyId: row.companyId }, 'sso client secret unreadable');
      throw new DomainError('SERVICE_UNAVAILABLE', 'sso.providerUnavailable');
    }
    return { issuer: row.issuer, clientId: row.clientId, clientSecret };
  }

  const refused = (reason: string) => new DomainError('FORBIDDEN', reason);
  const unauthenticated = (reason: string) => new DomainError('UNAUTHENTICATED', reason);

  return {
    redirectUri,

    get: (companyId: string) => answerOf(companyId),

    async set(
      acting: { companyId: string; memberId: string },
      input: SetCompanySsoInput,
    ): Promise<CompanySsoAnswer> {
      const { companyId } = acting;
      if (!allowHttp && new URL(input.issuer).protocol !== 'https:') {
        throw invalid({ issuer: 'sso.issuerHttps' });
      }
      // The server fetches the issuer: not a loopback or private address written as such
      // (SSO_ALLOW_HTTP, for tests and closed networks, allows them). Names that resolve to one
      // are not looked up here (decision 241).
      if (!allowHttp && isLocalHost(new URL(input.issuer).hostname)) {
        throw invalid({ issuer: 'sso.issuerPrivate' });
      }
      // Decision 243: only domains the company has shown it holds, and none another company has.
      const owned = await repository.ownedDomains(companyId);
      const taken = await repository.takenDomains(companyId, input.domains);
      const domainProblems: Record<string, string> = {};
      input.domains.forEach((domain, i) => {
        if (!owned.includes(domain)) domainProblems[`domains.${i}`] = 'sso.domainNotOwned';
        else if (taken.includes(domain)) domainProblems[`domains.${i}`] = 'sso.domainTaken';
      });
      if (Object.keys(domainProblems).length > 0) throw invalid(domainProblems);
      const existing = await repository.settings(companyId);
      const clientSecret =
        input.clientSecret ?? (existing ? box.open(existing.clientSecretSealed) : null);
      if (!clientSecret) throw invalid({ clientSecret: 'sso.clientSecretRequired' });
      const issuer = input.issuer.replace(/\/+$/, '') || input.issuer;
      try {
        await oidc.check({ issuer, clientId: input.clientId, clientSecret });
      } catch (err) {
        log.info({ companyId, err }, 'sso discovery failed');
        throw invalid({ issuer: 'sso.issuerUnreachable' });
      }
      const saved = await repository.save(companyId, {
        issuer,
        clientId: input.clientId,
        ...(input.clientSecret ? { clientSecretSealed: box.seal(input.clientSecret) } : {}),
        defaultRole: input.defaultRole,
        required: input.required,
        domains: input.domains,
        updatedBy: acting.memberId,
      });
      if (saved === 'taken') throw invalid({ domains: 'sso.domainTaken' });
      if (saved === 'noSecret') throw invalid({ clientSecret: 'sso.clientSecretRequired' });
      await audit.record({
        companyId,
        actorMemberId: acting.memberId,
        action: 'sso.changed',
        target: { type: 'company', id: companyId },
        details: {
          issuer,
          domains: input.domains,
          defaultRole: input.defaultRole,
          required: input.required,
          secretChanged: Boolean(input.clientSecret),
        },
      });
      return answerOf(companyId);
    },

    async remove(acting: { companyId: string; memberId: string }): Promise<void> {
      if (!(await repository.remove(acting.companyId))) {
        throw new DomainError('NOT_FOUND', 'sso.notConfigured');
      }
      await audit.record({
        companyId: acting.companyId,
        actorMemberId: acting.memberId,
        action: 'sso.removed',
        target: { type: 'company', id: acting.companyId },
      });
    },

    /**
     * Decision 243: decided by the e-mail's domain alone, the same for every address there,
     * whether or not it has an account: no account oracle.
     */
    async findByEmail(email: string): Promise<FindSsoAnswer> {
      const found = await repository.byDomain(emailDomainOf(email));
      if (!found) return { sso: null };
      return {
        sso: {
          companyId: found.companyId,
          startUrl: `${publicUrl}/api/sso/${found.companyId}/start`,
          required: found.required,
        },
      };
    },

    /** A new sign-in: the provider's URL to go to, and the state for the browser's cookie. */
    async start(companyId: string): Promise<{ url: string; state: string }> {
      const row = await repository.settings(companyId);
      if (!row) throw new DomainError('NOT_FOUND', 'sso.notConfigured');
      if (await repository.companyDisabled(companyId)) {
        throw new DomainError('ACCOUNT_DISABLED', 'error.ACCOUNT_DISABLED');
      }
      let started: Awaited<ReturnType<Oidc['start']>>;
      try {
        started = await oidc.start(providerOf(row), redirectUri);
      } catch (err) {
        if (err instanceof OidcError) {
          log.warn({ companyId, err }, 'sso provider unavailable');
          throw new DomainError('SERVICE_UNAVAILABLE', 'sso.providerUnavailable');
        }
        throw err;
      }
      await repository.startLogin({
        companyId,
        stateHash: hashOf(started.state),
        nonce: started.nonce,
        codeVerifier: started.codeVerifier,
        expiresAt: new Date(Date.now() + ssoLoginLifetimeMs),
      });
      return { url: started.url.href, state: started.state };
    },

    /**
     * The provider's answer. `query` is the callback's query string as sent; `browserState` the
     * state cookie of the browser that started the sign-in. Answers the hand-over code.
     */
    async callback(
      query: Record<string, unknown>,
      rawQuery: string,
      browserState: string | undefined,
    ): Promise<{ handoff: string }> {
      const state = typeof query.state === 'string' ? query.state : '';
      // The state must be the one this browser started with (no sign-in planted by another
      // page), known, unused and not expired: taken once, here, whatever follows.
      if (!state || !browserState || state !== browserState) {
        throw unauthenticated('sso.stateInvalid');
      }
      const login = await repository.takeLogin(hashOf(state));
      if (!login) throw unauthenticated('sso.stateInvalid');
      if (typeof query.error === 'string') throw unauthenticated('sso.providerRefused');
      const settings = await repository.settings(login.companyId);
      if (!settings) throw new DomainError('NOT_FOUND', 'sso.notConfigured');
      let claims: Awaited<ReturnType<Oidc['finish']>>;
      try {
        claims = await oidc.finish(providerOf(settings), new URL(`${redirectUri}?${rawQuery}`), {
          state,
          nonce: login.nonce,
          codeVerifier: login.codeVerifier,
        });
      } catch (err) {
        if (!(err instanceof OidcError)) throw err;
        log.info({ companyId: login.companyId, reason: err.reason, err: err.cause }, 'sso refused');
        if (err.reason === 'sso.providerUnavailable') {
          throw new DomainError('SERVICE_UNAVAILABLE', err.reason);
        }
        throw unauthenticated(err.reason);
      }
      if (!claims.email || !claims.emailVerified) {
        throw new DomainError('EMAIL_NOT_VERIFIED', 'sso.emailNotVerified');
      }
      const email = claims.email.trim();
      if (!settings.domains.includes(emailDomainOf(email))) throw refused('sso.domainNotAllowed');
      if (await repository.companyDisabled(login.companyId)) {
        throw new DomainError('ACCOUNT_DISABLED', 'error.ACCOUNT_DISABLED');
      }
      const memberId = await memberFor(login.companyId, settings, email, nameOf(claims.name));
      const handoff = randomBytes(32).toString('base64url');
      await repository.setHandoff(
        login.id,
        memberId,
        hashOf(handoff),
        new Date(Date.now() + ssoHandoffLifetimeMs),
      );
      return { handoff };
    },

    /** The hand-over code for the login answer (once): as a password login answers. */
    async complete(code: string, ip: string) {
      const memberId = await repository.takeHandoff(hashOf(code));
      if (!memberId) throw unauthenticated('sso.stateInvalid');
      const login = await memberLoginAnswer(db, tokens, memberId);
      if (!login?.member) throw unauthenticated('error.UNAUTHENTICATED');
      if (login.disabled) throw new DomainError('ACCOUNT_DISABLED', 'error.ACCOUNT_DISABLED');
      await audit.record({
        companyId: login.account._id,
        actorMemberId: login.member._id,
        actorEmail: login.member.email,
        action: 'login.succeeded',
        target: { type: 'member', id: login.member._id },
        details: { ip, via: 'sso' },
      });
      return { token: login.token, company: login.account, member: login.member };
    },
  };

  /**
   * The member this verified address signs in as: the company's own member (an invitation is
   * accepted by it), or a new one with the default role. Another company's login, or a member
   * this company removed, is refused.
   */
  async function memberFor(
    companyId: string,
    settings: SsoRow,
    email: string,
    name: string | null,
  ): Promise<string> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const member = await repository.memberByEmail(email);
      if (member && member.companyId !== companyId) throw refused('sso.otherCompany');
      if (member?.status === 'active') return member.id;
      if (member) {
        if (await repository.activateInvited(member.id, name)) {
          await joined(companyId, member.id, email, member.role);
          return member.id;
        }
        continue;
      }
      if (await repository.wasRemoved(companyId, email)) throw refused('sso.memberRemoved');
      const created = await repository.createMember({
        companyId,
        email,
        name,
        role: settings.defaultRole,
      });
      if (created) {
        await joined(companyId, created, email, settings.defaultRole);
        return created;
      }
      // A concurrent first sign-in (or an invitation) took the address: read it again.
    }
    throw unauthenticated('sso.stateInvalid');
  }

  async function joined(companyId: string, memberId: string, email: string, role: string) {
    await audit.record({
      companyId,
      actorMemberId: memberId,
      actorEmail: email,
      action: 'member.joined',
      target: { type: 'member', id: memberId },
      details: { role, via: 'sso' },
    });
  }
}

export type SsoService = ReturnType<typeof createSsoService>;
