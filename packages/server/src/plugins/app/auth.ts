// Login tokens and route guards (decisions.md sections 4, 5 and 11). A token is a signed JWT
// carrying the account type, id and token version; log out and password change raise the version
// in the database, so every older token stops working. A company token names the member (sub) and
// the company (cid), and the version is the member's (decision 110): the guard reads the member's
// role on every request, so a role change applies at once and a removed member's tokens answer
// 401. The server decides every permission, by the domain's one policy table.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT } from 'jose';
import type { AccountType } from '@talentpool/domain/account';
import { DomainError } from '@talentpool/domain/errors';
import { errorMessage } from '@talentpool/domain/messages';
import { isApiKeySecret } from '@talentpool/domain/apiKeys/scopes';
import {
  can,
  isMemberRole,
  keyCan,
  type CompanyAction,
  type MemberRole,
  type PolicyContext,
} from '@talentpool/domain/members/policy';
import type { Db } from '../../db/database';
import { companies, companyMembers, users } from '../../db/schema';
import { createApiKeyAuthenticator, type ApiKeyOfAccount } from './apiKeyAuth';

export const tokenLifetimeSeconds = 12 * 60 * 60;
const algorithm = 'HS256';

/** The member a company request acts as (decision 110). */
export interface MemberOfAccount {
  id: string;
  role: MemberRole;
  /** The company requires a second factor and this member has not set one up yet. */
  setupRequired: boolean;
  /**
   * decisions.md 18 (decision 233): the request acts with this API key, not a member's login.
   * `id` is then the member who created the key (what a write names as its author), `role` admin
   * (the key acts as the company); the guard has checked the key's scope for the route's action.
   */
  apiKey?: ApiKeyOfAccount;
}

/**
 * Who calls: a user (id = the user), or a company (id = the company, so that every service that
 * scopes by company keeps doing so) with the member acting for it.
 */
export interface Account {
  type: AccountType;
  id: string;
  member?: MemberOfAccount;
}

/** What a token is signed for: a user, or a member of a company. */
export type TokenSubject =
  | { type: 'User'; id: string; version: number }
  | { type: 'Company'; id: string; memberId: string; version: number };

/** A token's verified claims: for a company token, memberId names the member. */
export type Claims = Account & { version: number; memberId?: string };

export interface TokenService {
  sign(subject: TokenSubject): Promise<string>;
  /** Verifies signature, expiry and token version; throws UNAUTHENTICATED otherwise. */
  verify(token: string): Promise<Account>;
  /**
   * Signature, expiry and shape only (no database): the account and the token version it was
   * signed with. A caller that uses this instead of verify() must compare the version with the
   * database itself (GET user/{id} reads it in the same query as the profile).
   */
  claims(token: string): Claims;
  /**
   * The account of a token whose claims() were taken, of the given type, given the token version
   * that the caller read from the database in the same statement as its data (decision 107): a
   * match is the account; a mismatch, or no version read, falls back to verify() (401 for a
   * revoked token), then 403 for another type of account, as the guard answers.
   */
  confirm(
    token: string,
    claims: Claims,
    type: AccountType,
    versionRead: VersionRead,
  ): Promise<Account>;
  /**
   * The account of claims whose state the caller read in its own statement (a user's token
   * version, or a member's `memberCheck`): null when it does not match, and the caller falls back
   * to verify(), which answers 401 or 403 as the guard does.
   */
  accountOfRead(claims: Claims, read: VersionRead): Account | null;
}

/** A user's token version, or a member's `version:role` (memberCheck), as a statement read it. */
export type VersionRead = number | string | null | undefined;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The payload of an HS256 JWT signed with `key`, or null: exactly the header `{"alg":"HS256"}`
 * that sign() writes, a valid signature (compared in constant time) and an `exp` in the future.
 * Synchronous node:crypto HMAC: jose's WebCrypto verify cost ~15 % of the CPU of a guarded
 * request (profile in docs/performance.md).
 */
export function verifyHs256(token: string, key: Uint8Array, now = Date.now()): JwtPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, body, signature] = parts as [string, string, string];
  // Only the one canonical spelling of each part (issue 24): Node's decoder also takes padding,
  // `+` and `/`, spaces and stray bits in the last letter, so one signed token would otherwise
  // have many accepted spellings.
  const headerBytes = canonicalBase64url(header);
  const bodyBytes = canonicalBase64url(body);
  const given = canonicalBase64url(signature);
  if (!headerBytes || !bodyBytes || !given) return null;
  const expected = createHmac('sha256', key).update(`${header}.${body}`).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const head = JSON.parse(headerBytes.toString('utf8')) as unknown;
    if (!isRecord(head) || head.alg !== algorithm || Object.keys(head).length !== 1) return null;
    const payload = JSON.parse(bodyBytes.toString('utf8')) as unknown;
    if (!isRecord(payload) || typeof payload.exp !== 'number') return null;
    if (payload.exp * 1000 <= now) return null;
    return payload;
  } catch {
    return null;
  }
}

/** The bytes of a part written in canonical base64url (RFC 7515: no padding), or null. */
function canonicalBase64url(part: string): Buffer | null {
  if (part === '' || !/^[A-Za-z0-9_-]+$/.test(part)) return null;
  const bytes = Buffer.from(part, 'base64url');
  return bytes.toString('base64url') === part ? bytes : null;
}

type JwtPayload = Record<string, unknown>;
const isRecord = (value: unknown): value is JwtPayload =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function createTokenService(secret: string, db: Db): TokenService {
  const key = new TextEncoder().encode(secret);
  const unauthenticated = () => new DomainError('UNAUTHENTICATED', 'error.UNAUTHENTICATED');

  // One indexed primary-key lookup per guarded request, as prepared statements: built once, and
  // parsed and planned once per connection (log-out revocation stays immediate: no cache).
  const userVersion = db
    .select({ version: users.tokenVersion })
    .from(users)
    // A disabled account (decision 120) has no row here: 401 at once, in the same statement.
    .where(sql`${users.id} = ${sql.placeholder('id')} and ${users.disabledAt} is null`)
    .limit(1)
    .prepare('auth_user_token_version');
  // A member: version, company, role and whether the company's second-factor rule holds them at
  // set-up, in one statement. Removed and invited members, and every member of a company an
  // operator disabled (decision 120), have no row here: 401.
  const memberState = db
    .select({
      version: companyMembers.tokenVersion,
      companyId: companyMembers.companyId,
      role: companyMembers.role,
      setupRequired: sql<boolean>`(${companies.requireTotp} and ${companyMembers.totpEnabledAt} is null)`,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(
      sql`${companyMembers.id} = ${sql.placeholder('id')} and ${companyMembers.removedAt} is null and ${companyMembers.status} = 'active' and ${companies.disabledAt} is null`,
    )
    .limit(1)
    .prepare('auth_member_state');

  function claims(token: string): Claims {
    const payload = verifyHs256(token, key);
    if (!payload) throw unauthenticated();
    const { sub, typ, ver, cid } = payload;
    if (
      typeof sub !== 'string' ||
      !uuidPattern.test(sub) ||
      (typ !== 'User' && typ !== 'Company') ||
      typeof ver !== 'number'
    ) {
      throw unauthenticated();
    }
    if (typ === 'User') return { type: typ, id: sub, version: ver };
    if (typeof cid !== 'string' || !uuidPattern.test(cid)) throw unauthenticated();
    return { type: typ, id: cid, memberId: sub, version: ver };
  }

  function accountOfRead(claimed: Claims, read: VersionRead): Account | null {
    // An API key's request (decision 233): `signed` authenticated the key and put its account
    // in the claims; a JWT's claims never carry a member.
    if (claimed.member?.apiKey)
      return { type: claimed.type, id: claimed.id, member: claimed.member };
    if (read === null || read === undefined) return null;
    if (claimed.type === 'User') {
      return read === claimed.version ? { type: 'User', id: claimed.id } : null;
    }
    if (typeof read !== 'string') return null;
    const [version, role] = read.split(':');
    if (Number(version) !== claimed.version || !isMemberRole(role) || !claimed.memberId) {
      return null;
    }
    return {
      type: 'Company',
      id: claimed.id,
      member: { id: claimed.memberId, role, setupRequired: false },
    };
  }

  async function verify(token: string): Promise<Account> {
    const { type, id, version, memberId } = claims(token);
    if (type === 'User') {
      const [row] = await userVersion.execute({ id });
      if (row?.version !== version) throw unauthenticated();
      return { type, id };
    }
    const [row] = await memberState.execute({ id: memberId });
    if (!row || row.version !== version || row.companyId !== id || !isMemberRole(row.role)) {
      throw unauthenticated();
    }
    return {
      type,
      id,
      member: { id: memberId ?? '', role: row.role, setupRequired: Boolean(row.setupRequired) },
    };
  }

  return {
    sign: (subject) =>
      new SignJWT(
        subject.type === 'User'
          ? { typ: subject.type, ver: subject.version }
          : { typ: subject.type, ver: subject.version, cid: subject.id },
      )
        .setProtectedHeader({ alg: algorithm })
        .setSubject(subject.type === 'User' ? subject.id : subject.memberId)
        .setIssuedAt()
        .setExpirationTime(`${tokenLifetimeSeconds}s`)
        .sign(key),

    claims,

    verify,

    accountOfRead,

    async confirm(token, claimed, wanted, versionRead) {
      const account = accountOfRead(claimed, versionRead) ?? (await verify(token));
      if (account.type !== wanted) throw new DomainError('FORBIDDEN', 'error.FORBIDDEN');
      return account;
    },
  };
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /**
     * A hook that requires a logged-in account, of the given type when one is named; for a
     * company, a member whose role the policy allows the action (decisions.md 11). Routes
     * usually declare `config.permission` instead, and the onRoute hook below adds this guard.
     */
    guard(type?: AccountType, action?: CompanyAction): Guard;
    /**
     * onRequest hook for routes that read the token version with their data (decisions 095,
     * 107): checks the bearer token's signature, expiry and shape only (401 before any 400) and
     * keeps its claims for the handler (signedClaimsOf), which confirms the version.
     */
    signed: Guard;
  }
  interface FastifyRequest {
    account: Account | null;
    /** The bearer token and its claims, once `signed` has checked them. */
    signedToken: { token: string; claims: Claims } | null;
  }
  interface FastifyContextConfig {
    /**
     * The company action a route performs (decision 110): the auth plugin's onRoute hook adds
     * the company guard for it and writes it into the OpenAPI operation as `x-permission`.
     */
    permission?: CompanyAction;
  }
}

/**
 * The member a company request acts as; 403 when the account is not a company member (a user's
 * token on a company call is refused by the guard before this).
 */
export function memberOf(request: FastifyRequest): MemberOfAccount {
  const member = request.account?.member;
  if (!member) throw new DomainError('FORBIDDEN', 'error.FORBIDDEN');
  return member;
}

/**
 * The policy's answer for the member of a request, with the context of the thing at hand
 * (a posting's team, an interview); 403 FORBIDDEN when it says no.
 */
export function assertCan(
  request: FastifyRequest,
  action: CompanyAction,
  context?: PolicyContext,
): MemberOfAccount {
  const member = memberOf(request);
  assertMemberCan(member, action, context);
  return member;
}

/** The same check for a member already at hand (services). */
export function assertMemberCan(
  member: MemberOfAccount,
  action: CompanyAction,
  context?: PolicyContext,
): void {
  // decisions.md 11: a member the company holds at second-factor set-up may only read who they
  // are (and set the factor up, change the password, log out: calls without a company action).
  if (member.setupRequired && action !== 'company.read') {
    throw new DomainError('FORBIDDEN', 'error.FORBIDDEN');
  }
  if (!can(member.role, action, context)) throw new DomainError('FORBIDDEN', 'error.FORBIDDEN');
}

/** The token and claims of a request that went through `signed`. */
export function signedClaimsOf(request: FastifyRequest): {
  token: string;
  claims: Claims;
} {
  if (!request.signedToken) throw new DomainError('UNAUTHENTICATED', 'error.UNAUTHENTICATED');
  return request.signedToken;
}

/** The sign-in row of an account: the user, or the member acting for the company. */
export function signInIdOf(account: Account): string {
  return account.type === 'User' ? account.id : (account.member?.id ?? '');
}

/** The account of a guarded request; a guard has already ensured it is there. */
export function accountOf(request: FastifyRequest): Account {
  if (!request.account) throw new DomainError('UNAUTHENTICATED', 'error.UNAUTHENTICATED');
  return request.account;
}

export default fp<{ secret: string; apiKeyLimit?: { max: number; windowMs: number } }>(
  async (app, { secret, apiKeyLimit }) => {
    const tokens = createTokenService(secret, app.db);
    app.decorate('tokens', tokens);
    app.decorateRequest('account', null);
    app.decorateRequest('signedToken', null);
    // decisions.md 18 (decisions 233, 234): a request whose bearer is an API key. The key acts as
    // its company (role admin, so the table's scoped grants need no team) within its scopes:
    // 401 for an unknown, revoked or expired key; 429 past its own rate limit; 403 FORBIDDEN
    // for a route without a company action or whose action needs a scope the key lacks.
    const keys = createApiKeyAuthenticator(app.db, app.log);
    const keyLimit = apiKeyLimit
      ? app.createRateLimit({
          max: apiKeyLimit.max,
          timeWindow: apiKeyLimit.windowMs,
          keyGenerator: (request) =>
            `apikey:${request.account?.member?.apiKey?.id ?? `ip:${request.ip}`}`,
        })
      : undefined;
    async function keyAccount(
      request: FastifyRequest,
      secret: string,
      action: CompanyAction | undefined,
    ): Promise<Account> {
      const holder = await keys.authenticate(secret);
      const account: Account = {
        type: 'Company',
        id: holder.companyId,
        member: {
          id: holder.createdByMemberId,
          role: 'admin',
          setupRequired: false,
          apiKey: holder.key,
        },
      };
      request.account = account;
      if (keyLimit) {
        const limited = await keyLimit(request);
        // isAllowed is true only for an allow-listed key; isExceeded says whether it is past max.
        if (!limited.isAllowed && limited.isExceeded) {
          throw new DomainError('RATE_LIMITED', errorMessage('RATE_LIMITED', request.lang));
        }
      }
      if (!action || !keyCan(holder.key.scopes, action, request.method)) {
        throw new DomainError('FORBIDDEN', 'error.FORBIDDEN');
      }
      return account;
    }
    app.decorate('signed', async (request: FastifyRequest) => {
      const token = bearerToken(request) ?? '';
      if (isApiKeySecret(token)) {
        const account = await keyAccount(request, token, request.routeOptions.config.permission);
        request.signedToken = {
          token,
          claims: { ...account, version: -1, memberId: account.member?.id },
        };
        return;
      }
      request.signedToken = { token, claims: tokens.claims(token) };
    });
    const guard = (type?: AccountType, action?: CompanyAction): Guard => {
      return async (request) => {
        const token = bearerToken(request);
        if (!token) throw new DomainError('UNAUTHENTICATED', 'error.UNAUTHENTICATED');
        if (isApiKeySecret(token)) {
          request.account = await keyAccount(request, token, action);
          if (type && type !== 'Company') throw new DomainError('FORBIDDEN', 'error.FORBIDDEN');
          return;
        }
        request.account = await tokens.verify(token);
        if (type && request.account.type !== type) {
          throw new DomainError('FORBIDDEN', 'error.FORBIDDEN');
        }
        if (action) assertCan(request, action);
      };
    };
    app.decorate('guard', guard);
    // decisions.md 14: every authenticated answer carries Cache-Control: no-store, once for all
    // routes (issue 24): any answer to a request that carried credentials (an Authorization
    // header, or an account a guard named), refusals included, unless the route chose its own
    // caching (public pictures are immutable whoever asks).
    app.addHook('onSend', async (request, reply) => {
      if (reply.hasHeader('cache-control')) return;
      if (request.headers.authorization !== undefined || request.account) {
        reply.header('cache-control', 'no-store');
      }
    });
    // decision 110: a route that declares the company action it performs gets the company guard
    // for it (first of its onRequest hooks: 401/403 before any 400), unless it checks the token
    // itself with `signed` (it then confirms the member with the policy in its own statement);
    // the action is written into the OpenAPI operation, where the access-matrix test reads it.
    app.addHook('onRoute', (route) => {
      const action = route.config?.permission;
      if (!action) return;
      // @fastify/swagger copies `x-` keys of a route schema into its operation; FastifySchema
      // does not declare them, hence the widened type.
      const schema: Record<string, unknown> = { ...route.schema, 'x-permission': action };
      route.schema = schema;
      const onRequest = route.onRequest === undefined ? [] : [route.onRequest].flat();
      if (onRequest.includes(app.signed)) return;
      route.onRequest = [guard('Company', action), ...onRequest];
    });
  },
  { name: 'auth', dependencies: ['database', 'rate-limit'] },
);
