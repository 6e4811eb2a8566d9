import * as client from 'openid-client';
import { createRemoteJWKSet, customFetch as joseCustomFetch, jwtVerify, type JWTPayload } from 'jose';
import type { OidcProviderConfig } from './config';

/** What the login needs from a provider's ID token. */
/**
 * The `Cross-Origin-Opener-Policy` of every page and redirect the login popup goes through (ours
 * and the test provider's; Chromium weighs redirects too): a page with another policy than the one before it puts the popup in a browsing
 * context group of its own, and the opener loses it (`window.opener` gone, `closed` true).
 */
export const popupOpenerPolicy = 'unsafe-none';

export interface SocialIdentity {
  subject: string;
  email: string | null;
}

/** What the popup's redirect to the provider carries, kept until the callback. */
export interface AuthorizationStart {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** A provider's answer was refused (bad state, code, token or signature); the message names no secret. */
export class SocialLoginError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SocialLoginError';
  }
}

/** The part of `fetch` both openid-client and jose call. */
export type ProviderFetch = (
  url: string,
  options: { method?: string; headers?: Headers | Record<string, string>; body?: unknown; signal?: AbortSignal | null },
) => Promise<Response>;

export interface OidcClientOptions {
  /** How requests to this provider are made (the built-in test provider is reached in-process). */
  fetch?: ProviderFetch;
  /** Allows http:// issuers (the test provider outside production). */
  allowHttp?: boolean;
}

const identityOf = (claims: JWTPayload): SocialIdentity => {
  if (typeof claims.sub !== 'string' || !claims.sub) throw new SocialLoginError('The ID token names no subject');
  const email = typeof claims.email === 'string' && claims.email.length <= 254 && claims.email_verified !== false ? claims.email.toLowerCase() : null;
  return { subject: claims.sub, email };
};

/**
 * One OpenID Connect provider as a relying party (openid-client): discovery on first use, the
 * authorization code flow with PKCE, state and nonce, and ID tokens obtained elsewhere (`jwt_auth`)
 * checked against the provider's published keys.
 */
export class OidcClient {
  private configuration?: Promise<client.Configuration>;
  private keys?: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    readonly provider: OidcProviderConfig,
    private readonly options: OidcClientOptions = {},
  ) {}

  private config(): Promise<client.Configuration> {
    this.configuration ??= client
      .discovery(new URL(this.provider.issuer), this.provider.clientId, this.provider.clientSecret, undefined, {
        ...(this.options.fetch ? { [client.customFetch]: this.options.fetch as client.CustomFetch } : {}),
        ...(this.options.allowHttp ? { execute: [client.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        // The next login tries discovery again.
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  async start(redirectUri: string): Promise<AuthorizationStart> {
    const config = await this.config();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: this.provider.scope,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url, state, nonce, codeVerifier };
  }

  /** Exchanges the callback's code for tokens and answers who logged in. */
  async finish(callbackUrl: URL, expected: { state: string; nonce: string; codeVerifier: string }): Promise<SocialIdentity> {
    const config = await this.config();
    let claims: JWTPayload | undefined;
    try {
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      throw new SocialLoginError(`The provider's answer was refused: ${(error as { code?: string }).code ?? (error as Error).name}`);
    }
    if (!claims) throw new SocialLoginError('The provider gave no ID token');
    return identityOf(claims);
  }

  /** Checks an ID token the client got from the provider itself: signature, issuer, audience, expiry. */
  async verifyIdToken(idToken: string): Promise<SocialIdentity> {
    const config = await this.config();
    const metadata = config.serverMetadata();
    if (!metadata.jwks_uri) throw new SocialLoginError('The provider publishes no keys');
    this.keys ??= createRemoteJWKSet(new URL(metadata.jwks_uri), this.options.fetch ? { [joseCustomFetch]: this.options.fetch as never } : {});
    try {
      const { payload } = await jwtVerify(idToken, this.keys, {
        issuer: metadata.issuer,
        audience: this.provider.clientId,
        algorithms: ['RS256', 'ES256', 'PS256', 'EdDSA'],
      });
      return identityOf(payload);
    } catch (error) {
      if (error instanceof SocialLoginError) throw error;
      throw new SocialLoginError(`The ID token was refused: ${(error as { code?: string }).code ?? (error as Error).name}`);
    }
  }
}
