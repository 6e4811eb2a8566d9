import { isIP } from 'node:net';
import * as z from 'zod/v4-mini';
import { isBrandCode, parseBrandHosts, type BrandCode } from '../platform/brand';
import { environments, type Environment } from '../platform/env';
import { parseDsn } from './api/relay/dsn';
import type { RetentionPolicy } from './retention';
import { parseUserAuthConfig, type UserAuthConfig } from './auth/config';
import { parseClockStart } from './shifted-clock';

/** Fastify's `trustProxy`: false (the socket's peer is the client), a hop count, or the proxies' addresses and CIDRs. */
export type TrustProxy = false | number | string[];

const trustProxyHint = 'TRUST_PROXY must be empty or none, a hop count, or a comma-separated list of addresses, CIDRs or loopback/linklocal/uniquelocal';
const proxyAddressNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrCidr = (value: string) => {
  if (proxyAddressNames.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/** Reads `TRUST_PROXY`; undefined when it is not a setting (`true`, trusting every client, is refused on purpose). */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'none' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrCidr) ? entries : undefined;
}

const port = z.coerce.number().check(z.int(), z.minimum(0), z.maximum(65535));
const perMinute = z.coerce.number().check(z.int(), z.positive());
const url = z.optional(z.url());
const text = z.optional(z.string());

const Env = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'production'),
  PORT: z._default(port, 3000),
  HOST: z._default(z.string(), '0.0.0.0'),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  DATABASE_URL: url,
  PGLITE_DIR: z._default(z.string(), './var/pglite'),
  REDIS_URL: url,
  BRAND_HOSTS: text,
  PUBLIC_URL_AS: url,
  PUBLIC_URL_WA: url,
  DEFAULT_BRAND: z._default(z.string().check(z.refine(isBrandCode, 'DEFAULT_BRAND must be AS or WA')), 'AS'),
  CURRENCY_RATES_SOURCE: text,
  RATE_LIMIT_GLOBAL: z._default(perMinute, 600),
  RATE_LIMIT_SEARCH: z._default(perMinute, 60),
  RATE_LIMIT_PAGES: z._default(perMinute, 3000),
  APP_ENV: z.optional(z.enum(environments)),
  RATE_LIMIT_COLLECTOR: z._default(perMinute, 1200),
  RATE_LIMIT_RELAY: z._default(perMinute, 120),
  FLAGR_URL: url,
  COLLECTOR_MB_PER_MINUTE: z._default(z.coerce.number().check(z.positive()), 16),
  RELAY_MB_PER_MINUTE: z._default(z.coerce.number().check(z.positive()), 32),
  EVENTS_RETENTION_DAYS: z._default(z.coerce.number().check(z.positive()), 30),
  EVENTS_RETENTION_MB: z._default(z.coerce.number().check(z.positive()), 256),
  ERRORS_RETENTION_DAYS: z._default(z.coerce.number().check(z.positive()), 30),
  ERRORS_RETENTION_MB: z._default(z.coerce.number().check(z.positive()), 256),
  TRUST_PROXY: z._default(z.string().check(z.refine((value) => parseTrustProxy(value) !== undefined, trustProxyHint)), ''),
  COOKIE_SECURE: z.optional(z.enum(['true', 'false'])),
  ADMIN_TOKEN: z.optional(z.string().check(z.minLength(32, 'ADMIN_TOKEN must be at least 32 characters'))),
  ADMIN_TOKEN_FILE: z._default(z.string(), './var/admin-token'),
  PRICE_DROP_EVERY_MINUTES: z._default(z.coerce.number().check(z.int(), z.nonnegative()), 60),
  PRICE_SAMPLES_PER_MINUTE: z._default(z.coerce.number().check(z.int(), z.nonnegative()), 120),
  HOTELS_MAP_STYLE_URL: z.optional(
    z.string().check(z.refine((value) => !value.trim() || mapStyleOrigin(value) !== null, 'HOTELS_MAP_STYLE_URL must be an http(s) URL of a MapLibre style')),
  ),
  SENTRY_DSN: z.optional(z.string().check(z.refine((value) => !value || parseDsn(value) !== undefined, 'SENTRY_DSN must be a Sentry DSN'))),
  CLOCK_START: z.optional(
    z.string().check(z.refine((value) => !Number.isNaN(parseClockStart(value)), 'CLOCK_START must be a date (YYYY-MM-DD) or an ISO moment')),
  ),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  databaseUrl?: string;
  pgliteDir: string;
  redisUrl?: string;
  brandHosts: Record<string, BrandCode>;
  /** Each brand's public origin, for the links its messages carry (`PUBLIC_URL_AS`, `PUBLIC_URL_WA`). */
  publicUrls: Partial<Record<BrandCode, string>>;
  defaultBrand: BrandCode;
  /** A file path or http(s) URL holding a rates snapshot; the bundled snapshot otherwise. */
  currencyRatesSource?: string;
  /** Requests a client may make per minute to anything without a limit of its own. */
  globalRateLimit: number;
  /** Searches a client may start per minute. */
  searchRateLimit: number;
  /**
   * Pages one address may open per minute: many people share one address (an office, a mobile
   * carrier), so it is far above one person's pace. Static assets are never limited.
   */
  pageRateLimit: number;
  /**
   * The app's environment (spec §3) as configured (`APP_ENV`). Pages render it for the client,
   * which guesses from its host when unset; the server's own decisions use `serverEnvironment`.
   */
  environment?: Environment;
  /** The proxies whose forwarded headers are believed (`TRUST_PROXY`): none, a hop count, or addresses and CIDRs. */
  trustProxy: TrustProxy;
  /** Whether cookies the server sets carry `Secure` (`COOKIE_SECURE`); unset, in production only (`cookiesAreSecure`). */
  secureCookies?: boolean;
  /** The token that opens private pages from anywhere (`ADMIN_TOKEN`); generated into `adminTokenFile` when unset. */
  adminToken?: string;
  adminTokenFile: string;
  /** Analytics requests (batches or pixels) a client may send per minute. */
  collectorRateLimit: number;
  /** Error envelopes a client may send per minute. */
  relayRateLimit: number;
  /** A real Flagr the client asks for flags instead of the built-in evaluator (`/api/flags`). */
  flagrUrl?: string;
  /**
   * The MapLibre style of the hotels' maps (`HOTELS_MAP_STYLE_URL`), production tiles; unset, the
   * offline style (no network: the centre and distance rings on a plain background). Its origin is
   * added to the CSP's `connect-src` and `img-src`, where the map fetches the style, tiles, glyphs and sprites.
   */
  hotelsMapStyleUrl?: string;
  /** Sentry project the error relay forwards envelopes to; stored in the database when unset. */
  sentryDsn?: string;
  /** Megabytes of analytics (batch bodies, pixel URLs) a client may send per minute. */
  collectorMegabytesPerMinute: number;
  /** Megabytes of envelopes a client may send the relay per minute. */
  relayMegabytesPerMinute: number;
  /** How long and how much of the collector's events is kept, oldest deleted first. */
  eventsRetention: RetentionPolicy;
  /** How long and how much of the relay's stored envelopes is kept, oldest deleted first. */
  errorsRetention: RetentionPolicy;
  /** Serve the client through Vite's dev middleware with HMR instead of the built bundle. */
  dev: boolean;
  /** How often each server runs the price-drop job of flight favorites, in minutes; 0 never. */
  priceDropEveryMinutes: number;
  /** Searches the price index runs per minute to sample the fare engine (`PRICE_SAMPLES_PER_MINUTE`); 0 never. */
  priceSamplesPerMinute: number;
  /** Login, JWT key, SMS and e-mail gateways, social providers of the user service (`auth/config.ts`). */
  userAuth: UserAuthConfig;
  /**
   * A test setting (`CLOCK_START`): the moment the server's clock reads at start, going on at its real
   * pace from there (`shifted-clock.ts`), so that end-to-end tests find the same fares on every day.
   * Only a local server takes it: on beta or in production it stops start-up.
   */
  clockStart?: number;
}

/** The origin of a map style's URL (`https://tiles.example`), or null for anything but an http(s) URL. */
export function mapStyleOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Reads the process environment once at start; a bad value stops start-up with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid environment: ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: e.PGLITE_DIR,
    redisUrl: e.REDIS_URL,
    brandHosts: parseBrandHosts(e.BRAND_HOSTS),
    publicUrls: { AS: e.PUBLIC_URL_AS, WA: e.PUBLIC_URL_WA },
    defaultBrand: e.DEFAULT_BRAND as BrandCode,
    currencyRatesSource: e.CURRENCY_RATES_SOURCE,
    globalRateLimit: e.RATE_LIMIT_GLOBAL,
    searchRateLimit: e.RATE_LIMIT_SEARCH,
    pageRateLimit: e.RATE_LIMIT_PAGES,
    environment: e.APP_ENV,
    collectorRateLimit: e.RATE_LIMIT_COLLECTOR,
    relayRateLimit: e.RATE_LIMIT_RELAY,
    flagrUrl: e.FLAGR_URL,
    sentryDsn: e.SENTRY_DSN || undefined,
    hotelsMapStyleUrl: e.HOTELS_MAP_STYLE_URL?.trim() || undefined,
    collectorMegabytesPerMinute: e.COLLECTOR_MB_PER_MINUTE,
    relayMegabytesPerMinute: e.RELAY_MB_PER_MINUTE,
    eventsRetention: { maxAgeDays: e.EVENTS_RETENTION_DAYS, maxMegabytes: e.EVENTS_RETENTION_MB },
    errorsRetention: { maxAgeDays: e.ERRORS_RETENTION_DAYS, maxMegabytes: e.ERRORS_RETENTION_MB },
    trustProxy: parseTrustProxy(e.TRUST_PROXY)!,
    secureCookies: e.COOKIE_SECURE === undefined ? undefined : e.COOKIE_SECURE === 'true',
    adminToken: e.ADMIN_TOKEN,
    adminTokenFile: e.ADMIN_TOKEN_FILE,
    dev: false,
    priceDropEveryMinutes: e.PRICE_DROP_EVERY_MINUTES,
    priceSamplesPerMinute: e.PRICE_SAMPLES_PER_MINUTE,
    userAuth: parseUserAuthConfig(env),
    clockStart: clockStart(e),
    ...overrides,
  };
}

/** `CLOCK_START` as epoch milliseconds, refused where people use the server: their tickets are bought on the real day. */
function clockStart(e: z.infer<typeof Env>): number | undefined {
  if (!e.CLOCK_START) return undefined;
  const environment = serverEnvironment({ environment: e.APP_ENV, env: e.NODE_ENV });
  if (environment !== 'local') {
    throw new Error(
      `Invalid environment: CLOCK_START: a test setting, refused on a ${environment} server (only APP_ENV=local, or a development build, takes it)`,
    );
  }
  return parseClockStart(e.CLOCK_START);
}

/**
 * The environment the server decides by (private pages, HSTS, local CORS origins, `Secure`
 * cookies): `APP_ENV`, else production for a production build and local for development and
 * tests. Never the request's host: anyone can send any host.
 */
export function serverEnvironment(config: Pick<AppConfig, 'environment' | 'env'>): Environment {
  return config.environment ?? (config.env === 'production' ? 'production' : 'local');
}

/** Whether cookies carry `Secure`: configured, never guessed from a request's `X-Forwarded-Proto`. */
export const cookiesAreSecure = (config: Pick<AppConfig, 'secureCookies' | 'environment' | 'env'>): boolean =>
  config.secureCookies ?? serverEnvironment(config) === 'production';
