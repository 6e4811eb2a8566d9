import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase } from '../db';
import type { PlacesIndex } from '../engines/places';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite image the API suites' global setup wrote (scripts/testing/database-image.ts). */
    pgliteImageFile?: string;
    /** The migrated PostgreSQL database the API suites' databases are copied from. */
    pgTemplateDatabase?: string;
  }
}

/**
 * API tests run against one engine per run: `TEST_DB=pglite` (default, in memory) or
 * `TEST_DB=postgres` (a fresh throwaway database on `TEST_PG_URL`, dropped afterwards).
 */
export const testEngine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The admin token of test apps: private pages open with it, and no token file is written. */
export const testAdminToken = randomBytes(24).toString('base64url');
/** The user service's secret in test apps, so no secret file is written. */
export const testJwtSecret = randomBytes(32).toString('base64url');

/** The user service's settings of test apps (their secret), with what a test changes. */
export function testUserAuth(overrides: Partial<AppConfig['userAuth']> = {}): AppConfig['userAuth'] {
  return { ...loadConfig({ USER_JWT_SECRET: testJwtSecret }).userAuth, ...overrides };
}

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  { places, logStream, now }: { places?: PlacesIndex; logStream?: { write(line: string): void }; now?: () => number } = {},
): Promise<TestApp> {
  const base = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', USER_JWT_SECRET: testJwtSecret, PRICE_SAMPLES_PER_MINUTE: '0' },
    { pgliteDir: 'memory://', adminToken: testAdminToken },
  );
  if (testEngine === 'pglite') {
    const app = await buildApp({ config: { ...base, ...overrides }, ssr: false, places, logStream, now, databaseImage: await migratedImage() });
    return { app, close: () => app.close() };
  }
  const database = await createThrowawayDatabase();
  try {
    const app = await buildApp({ config: { ...base, databaseUrl: database.url, ...overrides }, ssr: false, places, logStream, now });
    return {
      app,
      close: async () => {
        // Closing the app ends its pool (every connection closed) before the database goes.
        await app.close();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

let image: Promise<Blob> | undefined;

/**
 * A migrated, empty PGlite database's image; every test app's database starts from it. The API
 * suites' global setup makes it once per run; a test run without it makes one per test file.
 */
function migratedImage(): Promise<Blob> {
  const file = provided('pgliteImageFile');
  image ??= file
    ? readFile(file).then((bytes) => new Blob([bytes]))
    : openDatabase({ dataDir: 'memory://' }).then(async (handle) => {
        try {
          return await (handle.db.$client as PGlite).dumpDataDir('none');
        } finally {
          await handle.close();
        }
      });
  return image;
}

/** What the global setup provided, or undefined outside Vitest's API project (a global setup of its own, a script). */
function provided<Key extends 'pgliteImageFile' | 'pgTemplateDatabase'>(key: Key): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

/**
 * A fresh database on `TEST_PG_URL` for one test file, a copy of the migrated template when the
 * global setup made one (`template: false`: an empty one); `drop` removes it.
 */
export async function createThrowawayDatabase({ template = true }: { template?: boolean } = {}): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const source = template ? provided('pgTemplateDatabase') : undefined;
  await adminQuery(`CREATE DATABASE ${name}${source ? ` TEMPLATE ${source}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined) };
}

/** Runs one statement as the administrator of the test server. */
export async function adminQuery<Row extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}
