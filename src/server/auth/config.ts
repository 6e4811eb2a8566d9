import * as z from 'zod/v4-mini';

/** An OpenID Connect provider of the social login, configured by environment. */
export interface OidcProviderConfig {
  /** The `{provider}` of `/auth/v2/{provider}` and of `jwt_auth`. */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret?: string;
  scope: string;
}

/** Login, tokens and the message gateways of the user service (`src/server/api/user/README.md`). */
export interface UserAuthConfig {
  /** HMAC key of the JWTs and of the phone codes' hashes (`USER_JWT_SECRET`); generated into `jwtSecretFile` when unset. */
  jwtSecret?: string;
  jwtSecretFile: string;
  /** The origin this server is reached at (`AUTH_PUBLIC_URL`): OAuth callbacks and e-mail links; `http://localhost:{PORT}` by default. */
  publicUrl?: string;
  /** The HTTP SMS provider (`SMS_GATEWAY_URL`); the database outbox when unset. */
  sms?: { url: string; token?: string; sender: string };
  /** SMTP server for e-mail (`SMTP_URL`, e.g. `smtps://user:pass@mail.example:465`); the outbox when unset. */
  smtpUrl?: string;
  mailFrom: string;
  /** Social login providers (`AUTH_PROVIDERS`); outside production a built-in test provider is added. */
  providers: OidcProviderConfig[];
  /** How soon the same phone may be sent another code (`AUTH_CODE_RESEND_SECONDS`). */
  codeResendMs: number;
  /** Phone login starts a client may make per minute (finishes: three times as many). */
  phoneAuthRateLimit: number;
  /** Per client and minute, each of: e-mail activation requests and links, identifier checks, social and ID-token logins. */
  accountRateLimit: number;
}

const providerName = /^[a-z0-9_-]{1,40}$/;

const Env = z.object({
  USER_JWT_SECRET: z.optional(z.string().check(z.minLength(32, 'USER_JWT_SECRET must be at least 32 characters'))),
  USER_JWT_SECRET_FILE: z._default(z.string(), './var/user-jwt-secret'),
  AUTH_PUBLIC_URL: z.optional(z.url()),
  SMS_GATEWAY_URL: z.optional(z.url()),
  SMS_GATEWAY_TOKEN: z.optional(z.string()),
  SMS_SENDER: z._default(z.string(), 'Aviasmart'),
  SMTP_URL: z.optional(z.string().check(z.regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL'))),
  MAIL_FROM: z._default(z.string(), 'Aviasmart <no-reply@localhost>'),
  AUTH_PROVIDERS: z._default(z.string(), ''),
  AUTH_CODE_RESEND_SECONDS: z._default(z.coerce.number().check(z.int(), z.positive()), 60),
  RATE_LIMIT_PHONE_AUTH: z._default(z.coerce.number().check(z.int(), z.positive()), 10),
  RATE_LIMIT_ACCOUNT: z._default(z.coerce.number().check(z.int(), z.positive()), 20),
});

/**
 * Reads the user service's settings. `AUTH_PROVIDERS` is a comma-separated list of names; each
 * name `x` takes `AUTH_X_ISSUER`, `AUTH_X_CLIENT_ID`, optionally `AUTH_X_CLIENT_SECRET` and
 * `AUTH_X_SCOPE` (`openid email profile` by default).
 */
export function parseUserAuthConfig(env: NodeJS.ProcessEnv): UserAuthConfig {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid environment: ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  const names = e.AUTH_PROVIDERS.split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const providers = names.map((name): OidcProviderConfig => {
    if (!providerName.test(name)) throw new Error(`Invalid environment: AUTH_PROVIDERS: ${name} is not a provider name (a-z, 0-9, _ and -)`);
    const key = (suffix: string) => `AUTH_${name.toUpperCase().replace(/-/g, '_')}_${suffix}`;
    const issuer = env[key('ISSUER')];
    const clientId = env[key('CLIENT_ID')];
    if (!issuer || !URL.canParse(issuer)) throw new Error(`Invalid environment: ${key('ISSUER')}: the issuer URL of ${name} is required`);
    if (!clientId) throw new Error(`Invalid environment: ${key('CLIENT_ID')}: the client id of ${name} is required`);
    return { name, issuer, clientId, clientSecret: env[key('CLIENT_SECRET')] || undefined, scope: env[key('SCOPE')] || 'openid email profile' };
  });
  return {
    jwtSecret: e.USER_JWT_SECRET,
    jwtSecretFile: e.USER_JWT_SECRET_FILE,
    publicUrl: e.AUTH_PUBLIC_URL,
    sms: e.SMS_GATEWAY_URL ? { url: e.SMS_GATEWAY_URL, token: e.SMS_GATEWAY_TOKEN || undefined, sender: e.SMS_SENDER } : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    providers,
    codeResendMs: e.AUTH_CODE_RESEND_SECONDS * 1000,
    phoneAuthRateLimit: e.RATE_LIMIT_PHONE_AUTH,
    accountRateLimit: e.RATE_LIMIT_ACCOUNT,
  };
}
