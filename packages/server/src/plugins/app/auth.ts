// Login tokens and route guards (decisions.md sections 4 and 5). A token is a signed JWT carrying
// the account type, id and token version; log out and password change raise the version in the
// database, so every older token stops working. The server decides every permission.
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
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
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createTokenService(secret: string, db: Db): TokenService {
  const key = new TextEncoder().encode(secret);
  const unauthenticated = () => new DomainError('UNAUTHENTICATED', 'error.UNAUTHENTICATED');

  async function currentVersion(account: Account): Promise<number | undefined> {
    const table = account.type === 'User' ? users : companies;
    const [row] = await db
      .select({ version: table.tokenVersion })
      .from(table)
      .where(eq(table.id, account.id))
      .limit(1);
    return row?.version;
  }

  return {
    sign: ({ type, id, version }) =>
      new SignJWT({ typ: type, ver: version })
        .setProtectedHeader({ alg: algorithm })
        .setSubject(id)
        .setIssuedAt()
        .setExpirationTime(`${tokenLifetimeSeconds}s`)
        .sign(key),

    async verify(token) {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, key, { algorithms: [algorithm] }));
      } catch (err) {
        if (err instanceof joseErrors.JOSEError) throw unauthenticated();
        throw err;
      }
      const { sub, typ, ver } = payload;
      if (
        typeof sub !== 'string' ||
        !uuidPattern.test(sub) ||
        (typ !== 'User' && typ !== 'Company') ||
        typeof ver !== 'number'
      ) {
        throw unauthenticated();
      }
      const account: Account = { type: typ, id: sub };
      if ((await currentVersion(account)) !== ver) throw unauthenticated();
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
  }
  interface FastifyRequest {
    account: Account | null;
  }
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
