import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CodeHasher } from '../../auth/codes';
import { OidcClient, type ProviderFetch } from '../../auth/oidc';
import { testIssuer, testIssuerPath, testProviderConfig, testProviderName } from '../../auth/test-issuer';
import { serverEnvironment } from '../../config';
import { registerDebugPages } from '../../debug-page';
import { inProcessHeader, inProcessToken } from '../../in-process';
import { adminTokenHeader } from '../../private-access';
import { finishScriptRoute } from './finish-page';
import { loginRoutes } from './login-routes';
import { socialRoutes } from './social-routes';
import { isSocialCallback, socialPopupRoutes } from './social-popup-routes';
import { outboxPage } from './outbox-page';
import { dataReportRoute } from './data-report/route';
import { accountRoutes } from './account-routes';
import { emailRoutes } from './email-routes';
import { recordsRoutes } from './records-routes';
import { userStores } from './stores';
import { userRowsPage } from './user-rows-page';

export interface UserApiOptions {
  /** The module's own clock (codes, links, the data report's lock); the app's by default. Tokens follow the app's. */
  now?: () => number;
}

/**
 * Requests to the built-in test provider go through the server itself (`inject`), as this machine
 * with the admin token: no socket, no port to know, and the private pages' guard still decides.
 */
function inProcessFetch(app: FastifyInstance): ProviderFetch {
  return async (url, options) => {
    const target = new URL(url);
    const headers = Object.fromEntries(new Headers(options.headers ?? {}));
    const body = options.body;
    const payload =
      typeof body === 'string' ? body : body instanceof URLSearchParams ? body.toString() : body instanceof Uint8Array ? Buffer.from(body) : undefined;
    const response = await app.inject({
      method: (options.method ?? 'GET') as 'GET',
      url: target.pathname + target.search,
      headers: { ...headers, host: target.host, [adminTokenHeader]: app.adminToken ?? '', [inProcessHeader]: inProcessToken },
      ...(payload === undefined ? {} : { payload }),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers))
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.body, { status: response.statusCode, headers: responseHeaders });
  };
}

/**
 * User service (spec §7), at the root of the origin: the account, settings, documents, searches,
 * e-mail and data controls, phone and social login with JWTs. Outside production: the outbox page
 * (`/api/v2/outbox`) and a built-in OpenID provider (`/auth/test-oidc`, provider `test`).
 */
export const userApi = fp<UserApiOptions>(
  async (app, options) => {
    const config = app.config.userAuth;
    const publicUrl = (config.publicUrl ?? `http://localhost:${app.config.port}`).replace(/\/$/, '');
    const now = options.now ?? app.now;
    const stores = userStores(app.database.db);
    const { logins } = stores;
    if (!config.jwtSecret && serverEnvironment(app.config) === 'production')
      app.log.warn('USER_JWT_SECRET is not set: every server must share the generated secret file');

    if (serverEnvironment(app.config) === 'production' && (!config.sms || !config.smtpUrl)) {
      app.log.warn(
        { sms: Boolean(config.sms), smtp: Boolean(config.smtpUrl) },
        'user service: without SMS_GATEWAY_URL or SMTP_URL codes and links go to the outbox, which production does not show',
      );
    }

    const providers = new Map<string, OidcClient>();
    const production = serverEnvironment(app.config) === 'production';
    for (const provider of config.providers)
      providers.set(provider.name, new OidcClient(provider, { allowHttp: !production && provider.issuer.startsWith('http:') }));
    if (!production && !providers.has(testProviderName)) {
      const issuer = `${publicUrl}${testIssuerPath}`;
      const clientSecret = randomBytes(24).toString('base64url');
      providers.set(testProviderName, new OidcClient(testProviderConfig({ issuer, clientSecret }), { fetch: inProcessFetch(app), allowHttp: true }));
      await registerDebugPages(app, testIssuer, { issuer, clientSecret, isRedirectUri: (uri) => isSocialCallback(uri, testProviderName, app.config), now });
    }

    accountRoutes(app, stores);
    emailRoutes(app, { ...stores, rateLimit: config.accountRateLimit, now });
    recordsRoutes(app, { ...stores, now });
    dataReportRoute(app, { stores, now });
    const codes = new CodeHasher(app.userAccess.key('phone-code'));
    loginRoutes(app, {
      ...stores,
      codes,
      codeResendMs: config.codeResendMs,
      phoneAuthRateLimit: config.phoneAuthRateLimit,
      accountRateLimit: config.accountRateLimit,
      now,
    });
    const social = { ...stores, providers, accountRateLimit: config.accountRateLimit, now };
    socialRoutes(app, social);
    socialPopupRoutes(app, social);
    finishScriptRoute(app);
    await registerDebugPages(app, outboxPage, { outbox: stores.outbox });
    await registerDebugPages(app, userRowsPage, {});

    const timer = setInterval(
      () => {
        const at = new Date(now());
        Promise.all([logins.sweep(at), stores.sessions.endExpired(at)]).catch((error: unknown) => app.log.warn({ err: error }, 'user service sweep failed'));
      },
      10 * 60 * 1000,
    ).unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  {
    name: 'user-api',
    dependencies: ['config', 'clock', 'database', 'places', 'security', 'errors', 'admin-token', 'personal-data', 'user-access'],
    encapsulate: true,
  },
);
