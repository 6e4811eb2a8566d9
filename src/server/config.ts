import { z } from 'zod';
import { isBrandCode, parseBrandHosts, type BrandCode } from '../platform/brand';

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().default('./var/pglite'),
  REDIS_URL: z.string().url().optional(),
  BRAND_HOSTS: z.string().optional(),
  DEFAULT_BRAND: z.string().refine(isBrandCode, 'DEFAULT_BRAND must be AS or WA').default('AS'),
  CURRENCY_RATES_SOURCE: z.string().optional(),
  RATE_LIMIT_GLOBAL: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_SEARCH: z.coerce.number().int().positive().default(60),
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
  defaultBrand: BrandCode;
  /** A file path or http(s) URL holding a rates snapshot; the bundled snapshot otherwise. */
  currencyRatesSource?: string;
  /** Requests a client may make per minute to anything without a limit of its own. */
  globalRateLimit: number;
  /** Searches a client may start per minute. */
  searchRateLimit: number;
  /** Serve the client through Vite's dev middleware with HMR instead of the built bundle. */
  dev: boolean;
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
    defaultBrand: e.DEFAULT_BRAND as BrandCode,
    currencyRatesSource: e.CURRENCY_RATES_SOURCE,
    globalRateLimit: e.RATE_LIMIT_GLOBAL,
    searchRateLimit: e.RATE_LIMIT_SEARCH,
    dev: false,
    ...overrides,
  };
}
