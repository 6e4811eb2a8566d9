import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { PlacesIndex } from '../engines/places';

/**
 * API tests run against one engine per run: `TEST_DB=pglite` (default, in memory) or
 * `TEST_DB=postgres` (a fresh throwaway database on `TEST_PG_URL`, dropped afterwards).
 */
export const testEngine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The admin token of test apps: private pages open with it, and no token file is written. */
export const testAdminToken = randomBytes(24).toString('base64url');

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  { places, logStream }: { places?: PlacesIndex; logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { pgliteDir: 'memory://', adminToken: testAdminToken });
  if (testEngine === 'pglite') {
    const app = await buildApp({ config: { ...base, ...overrides }, ssr: false, places, logStream });
    return { app, close: () => app.close() };
  }
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const app = await buildApp({ config: { ...base, databaseUrl: url.toString(), ...overrides }, ssr: false, places, logStream });
  return {
    app,
    close: async () => {
      await app.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
