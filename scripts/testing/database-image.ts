// Vitest global setup of the API suites: the migrated, empty database every test app starts from is
// made once per run instead of once per test file. Creating a PGlite database and migrating it takes
// 5–20 s (initdb in WebAssembly); loading the image of one takes 1–3 s. On PostgreSQL a migrated
// template database is copied by `CREATE DATABASE … TEMPLATE`. Each test file still gets a database of
// its own (src/server/testing/test-app.ts).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db';
import { createThrowawayDatabase, testEngine } from '../../src/server/testing/test-app';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (testEngine === 'postgres') {
    const template = await createThrowawayDatabase({ template: false });
    const handle = await openDatabase({ url: template.url, dataDir: 'memory://' });
    await handle.close();
    project.provide('pgTemplateDatabase', template.name);
    return () => template.drop();
  }
  const handle = await openDatabase({ dataDir: 'memory://' });
  const image = await (handle.db.$client as PGlite).dumpDataDir('none');
  await handle.close();
  const folder = await mkdtemp(join(tmpdir(), 'travel-test-db-'));
  const file = join(folder, 'pglite.tar');
  await writeFile(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImageFile', file);
  return () => rm(folder, { recursive: true, force: true });
}
