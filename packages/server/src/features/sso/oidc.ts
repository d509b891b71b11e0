// Decision 241: the relying party is openid-client 6 (panva; OpenID Certified), never our own
// token checks. Discovery (cached per issuer and client for 10 minutes), the authorization URL
// with PKCE (S256), state and nonce, and the code exchange, which checks the ID token (signature,
// issuer, audience, expiry, nonce) and the state. openid-client is ESM only, which the server is.
import { createHash } from 'node:crypto';
import * as client from 'openid-client';

export interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface OidcOptions {
  /** Decision 242: http issuers (the tests' provider on 127.0.0.1); never in production. */
  allowHttp: boolean;
  /** Seconds a request to the provider may take. */
  timeoutSeconds?: number;
}

/** Why the provider's answer was refused: the message key the sign-in ends with. */
export type OidcFailure =
  'sso.providerUnavailable' | 'sso.providerRefused' | 'sso.codeRefused' | 'sso.tokenInvalid';

export class OidcError extends Error {
  constructor(
    readonly reason: OidcFailure,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
    this.name = 'OidcError';
  }
}

/** The claims a sign-in is decided on: from the ID token, else from the userinfo endpoint. */
export interface SignedInClaims {
  sub: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
}

const cacheMs = 10 * 60_000;

export function createOidc({ allowHttp, timeoutSeconds = 10 }: OidcOptions) {
  const cache = new Map<string, { at: number; config: Promise<client.Configuration> }>();

  const keyOf = (s: ProviderSettings) =>
    createHash('sha256').update(`${s.issuer}\n${s.clientId}\n${s.clientSecret}`).digest('hex');

  /** The provider's configuration by discovery (/.well-known/openid-configuration). */
  function configurationOf(settings: ProviderSettings): Promise<client.Configuration> {
    const key = keyOf(settings);
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < cacheMs) return hit.config;
    const config = client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        undefined,
        // RFC 6749 2.3.1's default; every certified provider takes it.
        client.ClientSecretBasic(settings.clientSecret),
        {
          timeout: timeoutSeconds,
          ...(allowHttp ? { execute: [client.allowInsecureRequests] } : {}),
        },
      )
      .catch((err: unknown) => {
        cache.delete(key);
        throw new OidcError('sso.providerUnavailable', { cause: err });
      });
    cache.set(key, { at: Date.now(), config });
    return config;
  }

  return {
    /** Discovery works for these settings (checked when an owner saves them). */
    async check(settings: ProviderSettings): Promise<void> {
      cache.delete(keyOf(settings));
      await configurationOf(settings);
    },

    /** The provider's authorization URL for a new sign-in and what must be kept for its end. */
    async start(
      settings: ProviderSettings,
      redirectUri: string,
    ): Promise<{ url: URL; state: string; nonce: string; codeVerifier: string }> {
      const config = await configurationOf(settings);
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url, state, nonce, codeVerifier };
    },

    /**
     * The code exchange of a callback (`callbackUrl`: the redirect URI with the provider's query)
     * and the signed-in person's claims. Throws OidcError with the reason.
     */
    async finish(
      settings: ProviderSettings,
      callbackUrl: URL,
      checks: { state: string; nonce: string; codeVerifier: string },
    ): Promise<SignedInClaims> {
      const config = await configurationOf(settings);
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
      } catch (err) {
        if (err instanceof client.AuthorizationResponseError) {
          throw new OidcError('sso.providerRefused', { cause: err });
        }
        // invalid_grant: a code used before (replay), expired, or not issued for this verifier.
        if (err instanceof client.ResponseBodyError) {
          throw new OidcError('sso.codeRefused', { cause: err });
        }
        if (isNetworkError(err)) throw new OidcError('sso.providerUnavailable', { cause: err });
        // Signature, issuer, audience, expiry, nonce, state: the answer does not hold.
        throw new OidcError('sso.tokenInvalid', { cause: err });
      }
      const idClaims = tokens.claims();
      if (!idClaims) throw new OidcError('sso.tokenInvalid');
      let claims: Record<string, unknown> = idClaims;
      // Providers that follow OpenID Connect Core 5.4 strictly put scope claims only in userinfo.
      if (typeof idClaims.email !== 'string' || idClaims.email_verified === undefined) {
        try {
          claims = {
            ...(await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)),
            ...idClaims,
          };
        } catch (err) {
          throw new OidcError('sso.tokenInvalid', { cause: err });
        }
      }
      const name =
        typeof claims.name === 'string'
          ? claims.name
          : [claims.given_name, claims.family_name].filter((p) => typeof p === 'string').join(' ');
      return {
        sub: idClaims.sub,
        email: typeof claims.email === 'string' ? claims.email : undefined,
        // Only a JSON true counts (some providers send the string "true": not verified here).
        emailVerified: claims.email_verified === true,
        name: name || undefined,
      };
    },
  };
}

function isNetworkError(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if (e.name === 'TimeoutError' || e.name === 'AbortError') return true;
    if (e.message === 'fetch failed') return true;
  }
  return false;
}

export type Oidc = ReturnType<typeof createOidc>;
