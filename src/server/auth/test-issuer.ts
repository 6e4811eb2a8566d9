import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import * as z from 'zod/v4-mini';
import { apiRoutes } from '../api/route';
import { debugPage, debugPageContent, debugPagesTag, debugStylesheetRoute } from '../debug-page';
import { html } from '../html';
import { badRequest } from '../http-errors';
import { popupOpenerPolicy } from './oidc';

/** The provider name of the built-in test provider in `/auth/v2/{provider}`. */
export const testProviderName = 'test';
/** Where the test provider is served, under the server's public URL. */
export const testIssuerPath = '/auth/test-oidc';
const clientId = 'travel-app-test';

export interface TestIssuerOptions {
  /** `{publicUrl}{testIssuerPath}`. */
  issuer: string;
  /** Whether it sends codes to this redirect URI: this server's callback for the test provider, on a brand's own origin. */
  isRedirectUri: (uri: string) => boolean;
  clientSecret: string;
  now?: () => number;
}

/** The client settings of the test provider for the social login. */
export const testProviderConfig = (options: Pick<TestIssuerOptions, 'issuer' | 'clientSecret'>) => ({
  name: testProviderName,
  issuer: options.issuer,
  clientId,
  clientSecret: options.clientSecret,
  scope: 'openid email profile',
});

const text = (max: number) => z.string().check(z.maxLength(max));
const AuthorizeQuery = z.object({
  response_type: z.literal('code', 'response_type must be code'),
  client_id: text(100),
  redirect_uri: text(2000),
  scope: z.optional(text(500)),
  state: text(200),
  nonce: text(200),
  code_challenge: text(200),
  code_challenge_method: z.literal('S256', 'code_challenge_method must be S256'),
});
const AuthorizeForm = z.object({
  ...AuthorizeQuery.shape,
  email: z.email('Email is invalid').check(z.maxLength(254)),
  name: z.optional(text(100)),
  action: z.enum(['allow', 'deny']),
});
const TokenForm = z.object({
  grant_type: z.literal('authorization_code', 'grant_type must be authorization_code'),
  code: text(200),
  redirect_uri: text(2000),
  code_verifier: text(200),
  client_id: z.optional(text(100)),
  client_secret: z.optional(text(200)),
});
const json = (description: string) => ({ contentType: 'application/json', description });

interface IssuedCode {
  email: string;
  name: string;
  nonce: string;
  codeChallenge: string;
  expiresAt: number;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();
const same = (a: string, b: string) => timingSafeEqual(sha256(a), sha256(b));
/** The most codes waiting to be exchanged; a code lives one minute. */
const maxCodes = 1000;

type Route = ReturnType<typeof apiRoutes>;

/** What the provider's routes share: its options, clock, codes waiting for exchange and signing key. */
interface Issuer {
  route: Route;
  options: TestIssuerOptions;
  now: () => number;
  codes: Map<string, IssuedCode>;
  checkClient: (query: { client_id: string; redirect_uri: string }) => void;
  key: { privateKey: CryptoKey; kid: string };
}

const clientCheck = (options: TestIssuerOptions) => (query: { client_id: string; redirect_uri: string }) => {
  if (query.client_id !== clientId) throw badRequest('client_id: unknown client');
  if (!options.isRedirectUri(query.redirect_uri)) throw badRequest('redirect_uri: not registered for this client');
};

/** Discovery and the signing keys. */
function metadataRoutes({ route, options }: Issuer, jwk: JWK): void {
  route({
    method: 'GET',
    url: `${testIssuerPath}/.well-known/openid-configuration`,
    contract: { summary: 'Test OpenID provider: discovery', responses: { 200: json('OpenID provider metadata') } },
    handler: async (_input, _request, reply) =>
      reply.header('content-type', 'application/json').send({
        issuer: options.issuer,
        authorization_endpoint: `${options.issuer}/authorize`,
        token_endpoint: `${options.issuer}/token`,
        jwks_uri: `${options.issuer}/jwks`,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        scopes_supported: ['openid', 'email', 'profile'],
        claims_supported: ['sub', 'email', 'email_verified', 'name'],
      }),
  });

  route({
    method: 'GET',
    url: `${testIssuerPath}/jwks`,
    contract: { summary: 'Test OpenID provider: its signing keys', responses: { 200: json('JWK set') } },
    handler: async (_input, _request, reply) => reply.header('content-type', 'application/json').send({ keys: [jwk] }),
  });
}

/** The sign-in page and its form, back to the client with a code. */
function signInRoutes({ route, options, now, codes, checkClient }: Issuer, stylesheet: string): void {
  route({
    method: 'GET',
    url: `${testIssuerPath}/authorize`,
    contract: { summary: 'Test OpenID provider: the sign-in page', query: AuthorizeQuery, responses: { 200: debugPageContent } },
    handler: async ({ query }, _request, reply) => {
      checkClient(query);
      const hidden = Object.entries(query).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value ?? ''}">`);
      const body = html`<h1>Test provider: sign in</h1>
<p class="muted">A provider for trying the social login outside production. Any e-mail signs in; the same e-mail is the same account.</p>
<form method="post" action="${testIssuerPath}/authorize">
${hidden}
<p><label for="email">E-mail</label><br><input id="email" name="email" type="email" required value="traveller@example.com" autocomplete="email"></p>
<p><label for="name">Name</label><br><input id="name" name="name" type="text" value="Test Traveller" autocomplete="name"></p>
<p><button type="submit" name="action" value="allow">Sign in</button> <button type="submit" name="action" value="deny" class="secondary">Cancel</button></p>
</form>`;
      // The form's answer redirects to the callback, on the brand's origin the login started on:
      // CSP checks a form's redirects too, so that one origin (checked above) joins 'self'.
      const policy = String(reply.getHeader('content-security-policy') ?? '');
      const callbackOrigin = new URL(query.redirect_uri).origin;
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('cross-origin-opener-policy', popupOpenerPolicy)
        .header('content-security-policy', policy.replace("form-action 'self'", `form-action 'self' ${callbackOrigin}`))
        .send(debugPage({ title: 'Test OpenID provider', stylesheet, body }));
    },
  });

  route({
    method: 'POST',
    url: `${testIssuerPath}/authorize`,
    contract: {
      summary: 'Test OpenID provider: the sign-in form, back to the client with a code',
      body: AuthorizeForm,
      bodyTypes: ['application/x-www-form-urlencoded'],
      responses: { 302: { description: 'To the redirect URI with a code, or with error=access_denied' } },
    },
    handler: async ({ body }, _request, reply) => {
      checkClient(body);
      const target = new URL(body.redirect_uri);
      target.searchParams.set('state', body.state);
      target.searchParams.set('iss', options.issuer);
      if (body.action === 'deny') {
        target.searchParams.set('error', 'access_denied');
        return reply.header('cross-origin-opener-policy', popupOpenerPolicy).redirect(target.toString(), 302);
      }
      for (const [code, issued] of codes) if (issued.expiresAt <= now() || codes.size >= maxCodes) codes.delete(code);
      const code = randomBytes(24).toString('base64url');
      codes.set(code, {
        email: body.email.toLowerCase(),
        name: body.name ?? '',
        nonce: body.nonce,
        codeChallenge: body.code_challenge,
        expiresAt: now() + 60_000,
      });
      target.searchParams.set('code', code);
      return reply.header('cross-origin-opener-policy', popupOpenerPolicy).redirect(target.toString(), 302);
    },
  });
}

/** A code and its PKCE verifier for an ID token. */
function tokenRoute({ route, options, now, codes, key: { privateKey, kid } }: Issuer): void {
  route({
    method: 'POST',
    url: `${testIssuerPath}/token`,
    contract: {
      summary: 'Test OpenID provider: a code and its PKCE verifier for an ID token',
      body: TokenForm,
      bodyTypes: ['application/x-www-form-urlencoded'],
      responses: { 200: json('Tokens'), 401: json('Client authentication failed') },
    },
    handler: async ({ body }, request, reply) => {
      const basic = request.headers.authorization?.match(/^Basic\s+(\S+)$/i)?.[1];
      const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent) : [];
      const id = basicId ?? body.client_id ?? '';
      const secret = basicSecret ?? body.client_secret ?? '';
      if (id !== clientId || !same(secret, options.clientSecret))
        return reply.status(401).header('content-type', 'application/json').send({ error: 'invalid_client' });
      const issued = codes.get(body.code);
      codes.delete(body.code);
      const challenge = createHash('sha256').update(body.code_verifier).digest('base64url');
      if (!issued || issued.expiresAt <= now() || !options.isRedirectUri(body.redirect_uri) || !same(challenge, issued.codeChallenge)) {
        return reply.status(400).header('content-type', 'application/json').send({ error: 'invalid_grant' });
      }
      const subject = createHash('sha256').update(`test-subject:${issued.email}`).digest('hex').slice(0, 32);
      const idToken = await signIdToken(privateKey, kid, {
        issuer: options.issuer,
        audience: clientId,
        subject,
        nonce: issued.nonce,
        email: issued.email,
        name: issued.name,
        now: now(),
      });
      return reply
        .header('content-type', 'application/json')
        .header('cache-control', 'no-store')
        .send({ access_token: randomUUID(), token_type: 'Bearer', expires_in: 300, id_token: idToken, scope: 'openid email profile' });
    },
  });
}

/**
 * A small OpenID Connect provider for non-production, so the social login runs end to end here:
 * discovery, a sign-in page where any e-mail can be chosen, the authorization code flow with PKCE,
 * RS256 ID tokens and the JWKS. One client (this server), whose callback may be on any of the brands' own origins. The same e-mail is
 * the same subject, so logging in again finds the same account. Registered with the private
 * pages' guard: this machine or the admin token; the server reaches it in-process.
 */
export const testIssuer: FastifyPluginAsync<TestIssuerOptions> = async (app, options) => {
  const now = options.now ?? Date.now;
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const kid = randomBytes(8).toString('hex');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, IssuedCode>();
  const route = apiRoutes(app, debugPagesTag);
  const stylesheet = `${testIssuerPath}/authorize.css`;

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  debugStylesheetRoute(app, `${testIssuerPath}/authorize.css`);

  const issuer: Issuer = { route, options, now, codes, checkClient: clientCheck(options), key: { privateKey, kid } };
  metadataRoutes(issuer, jwk);
  signInRoutes(issuer, stylesheet);
  tokenRoute(issuer);
};

/** An ID token of the test provider; exported for tests that need one made outside the flow. */
export function signIdToken(
  key: CryptoKey,
  kid: string,
  claims: { issuer: string; audience: string; subject: string; nonce?: string; email: string; name: string; now: number },
): Promise<string> {
  const iat = Math.floor(claims.now / 1000);
  return new SignJWT({ email: claims.email, email_verified: true, name: claims.name, ...(claims.nonce ? { nonce: claims.nonce } : {}) })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuer(claims.issuer)
    .setAudience(claims.audience)
    .setSubject(claims.subject)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 300)
    .sign(key);
}
