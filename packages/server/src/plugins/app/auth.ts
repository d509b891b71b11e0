// Login tokens and route guards (decisions.md sections 4 and 5). A token is a signed JWT carrying
// the account type, id and token version; log out and password change raise the version in the
// database, so every older token stops working. The server decides every permission.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT } from 'jose';
import type { AccountType } from '@talentpool/domain/account';
import { DomainError } from '@talentpool/domain/errors';
import type { Db } from '../../db/database';
import { companies, users } from '../../db/schema';

export const tokenLifetimeSeconds = 12 * 60 * 60;
const algorithm = 'HS256';

export interface Account {
  type: AccountType;
  id: string;
}

export interface TokenService {
  sign(account: Account & { version: number }): Promise<string>;
  /** Verifies signature, expiry and token version; throws UNAUTHENTICATED otherwise. */
  verify(token: string): Promise<Account>;
  /**
   * Signature, expiry and shape only (no database): the account and the token version it was
   * signed with. A caller that uses this instead of verify() must compare the version with the
   * database itself (GET user/{id} reads it in the same query as the profile).
   */
  claims(token: string): Account & { version: number };
  /**
   * The account of a token whose claims() were taken, of the given type, given the token version
   * that the caller read from the database in the same statement as its data (decision 107): a
   * match is the account; a mismatch, or no version read, falls back to verify() (401 for a
   * revoked token), then 403 for another type of account, as the guard answers.
   */
  confirm(
    token: string,
    claims: Account & { version: number },
    type: AccountType,
    versionRead: number | null | undefined,
  ): Promise<Account>;
}

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
  const expected = createHmac('sha256', key).update(`${header}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as unknown;
    if (!isRecord(head) || head.alg !== algorithm || Object.keys(head).length !== 1) return null;
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
    if (!isRecord(payload) || typeof payload.exp !== 'number') return null;
    if (payload.exp * 1000 <= now) return null;
    return payload;
  } catch {
    return null;
  }
}

type JwtPayload = Record<string, unknown>;
const isRecord = (value: unknown): value is JwtPayload =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function createTokenService(secret: string, db: Db): TokenService {
  const key = new TextEncoder().encode(secret);
  const unauthenticated = () => new DomainError('UNAUTHENTICATED', 'error.UNAUTHENTICATED');

  // One indexed primary-key lookup per guarded request, as prepared statements: built once, and
  // parsed and planned once per connection (log-out revocation stays immediate: no cache).
  const versionOf = {
    User: db
      .select({ version: users.tokenVersion })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('auth_user_token_version'),
    Company: db
      .select({ version: companies.tokenVersion })
      .from(companies)
      .where(eq(companies.id, sql.placeholder('id')))
      .limit(1)
      .prepare('auth_company_token_version'),
  };

  async function currentVersion(account: Account): Promise<number | undefined> {
    const [row] = await versionOf[account.type].execute({ id: account.id });
    return row?.version;
  }

  function claims(token: string): Account & { version: number } {
    const payload = verifyHs256(token, key);
    if (!payload) throw unauthenticated();
    const { sub, typ, ver } = payload;
    if (
      typeof sub !== 'string' ||
      !uuidPattern.test(sub) ||
      (typ !== 'User' && typ !== 'Company') ||
      typeof ver !== 'number'
    ) {
      throw unauthenticated();
    }
    return { type: typ, id: sub, version: ver };
  }

  async function verify(token: string): Promise<Account> {
    const { type, id, version } = claims(token);
    const account: Account = { type, id };
    if ((await currentVersion(account)) !== version) throw unauthenticated();
    return account;
  }

  return {
    sign: ({ type, id, version }) =>
      new SignJWT({ typ: type, ver: version })
        .setProtectedHeader({ alg: algorithm })
        .setSubject(id)
        .setIssuedAt()
        .setExpirationTime(`${tokenLifetimeSeconds}s`)
        .sign(key),

    claims,

    verify,

    async confirm(token, { type, id, version }, wanted, versionRead) {
      const account: Account =
        type === wanted && versionRead === version ? { type, id } : await verify(token);
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
    /** preHandler that requires a logged-in account, of the given type when one is named. */
    guard(type?: AccountType): Guard;
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
    signedToken: { token: string; claims: Account & { version: number } } | null;
  }
}

/** The token and claims of a request that went through `signed`. */
export function signedClaimsOf(request: FastifyRequest): {
  token: string;
  claims: Account & { version: number };
} {
  if (!request.signedToken) throw new DomainError('UNAUTHENTICATED', 'error.UNAUTHENTICATED');
  return request.signedToken;
}

/** The account of a guarded request; a guard has already ensured it is there. */
export function accountOf(request: FastifyRequest): Account {
  if (!request.account) throw new DomainError('UNAUTHENTICATED', 'error.UNAUTHENTICATED');
  return request.account;
}

export default fp<{ secret: string }>(
  async (app, { secret }) => {
    const tokens = createTokenService(secret, app.db);
    app.decorate('tokens', tokens);
    app.decorateRequest('account', null);
    app.decorateRequest('signedToken', null);
    app.decorate('signed', async (request: FastifyRequest) => {
      const token = bearerToken(request) ?? '';
      request.signedToken = { token, claims: tokens.claims(token) };
    });
    app.decorate('guard', (type?: AccountType): Guard => {
      return async (request) => {
        const token = bearerToken(request);
        if (!token) throw new DomainError('UNAUTHENTICATED', 'error.UNAUTHENTICATED');
        request.account = await tokens.verify(token);
        if (type && request.account.type !== type) {
          throw new DomainError('FORBIDDEN', 'error.FORBIDDEN');
        }
      };
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
