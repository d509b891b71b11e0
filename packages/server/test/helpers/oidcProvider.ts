// A real OpenID provider for the single sign-on tests (issue 42): oidc-provider 9 (panva, OpenID
// Certified), in-process on a free port of 127.0.0.1, with one confidential test client and
// accounts whose e-mail and email_verified the test sets. The login step is the test's own: the
// interaction signs in whichever account `signInAs` names (no form), and the consent is granted
// by a grant made on the spot, so a browser (or a test's fetch) goes straight back to the client.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccountClaims {
  email?: string;
  email_verified?: boolean | string;
  name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds (or replaces) an account; answers its subject. */
  addAccount(claims: TestAccountClaims): string;
  /** The account the next interaction signs in. */
  signInAs(sub: string): void;
  close(): Promise<void>;
}

export async function startOidcProvider(
  options: { redirectUris: string[]; clientId?: string; clientSecret?: string } = {
    redirectUris: [],
  },
): Promise<TestOidcProvider> {
  const clientId = options.clientId ?? `talentpool-${randomBytes(4).toString('hex')}`;
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const accounts = new Map<string, TestAccountClaims>();
  let next: string | undefined;

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    async findAccount(_ctx, sub) {
      const claims = accounts.get(sub);
      if (!claims) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...claims }) };
    },
    // Consent is given at once: a grant of what the client asks.
    async loadExistingGrant(ctx) {
      const grantId =
        ctx.oidc.result?.consent?.grantId ??
        ctx.oidc.session?.grantIdFor(ctx.oidc.client?.clientId ?? '');
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client?.clientId,
        accountId: ctx.oidc.session?.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();

  server.on('request', (req, res) => {
    if (req.method === 'GET' && req.url?.startsWith('/interaction/')) {
      void (async () => {
        try {
          if (!next) throw new Error('the test provider has no account to sign in');
          await provider.interactionFinished(req, res, { login: { accountId: next } });
        } catch (err) {
          res.statusCode = 500;
          res.end(String(err));
        }
      })();
      return;
    }
    void callback(req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    addAccount(claims) {
      const sub = `acc-${randomBytes(6).toString('hex')}`;
      accounts.set(sub, claims);
      return sub;
    },
    signInAs(sub) {
      next = sub;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
