import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EvalResult, EvaluationBatchResponse } from '../../../../contracts/flags';
import { flagChanges, flagSnapshots, flags } from '../schema';
import { buildTestApp, testAdminToken, type TestApp } from '../../../testing/test-app';
import { FlagStore, readSeed } from '../store';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ru = { market: 'ru', device: 'desktop', os: 'android', lang: 'ru' };
const us = { market: 'us', device: 'mobile', os: 'ios', lang: 'en' };

const toggle = (id: number, enabled: boolean) =>
  t.app.inject({
    method: 'POST',
    url: `/api/flags/admin/flags/${id}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000', host: 'localhost:3000' },
    payload: `enabled=${enabled}`,
  });

async function batch(body: object) {
  const response = await t.app.inject({ method: 'POST', url: '/api/flags/api/v1/evaluation/batch', payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return EvaluationBatchResponse.parse(response.json()).evaluationResults;
}

describe('batch evaluation', () => {
  test('evaluates every flag key for every entity, in Flagr shape', async () => {
    const results = await batch({
      entities: [
        { entityID: 'guest-1', entityType: 'user', entityContext: ru },
        { entityID: 'guest-2', entityType: 'user', entityContext: us },
      ],
      flagKeys: ['foreign-cards', 'available-payment-methods'],
    });
    expect(results.map((r) => [r.evalContext.entityID, r.flagKey])).toEqual([
      ['guest-1', 'foreign-cards'],
      ['guest-1', 'available-payment-methods'],
      ['guest-2', 'foreign-cards'],
      ['guest-2', 'available-payment-methods'],
    ]);
    const [cardsRu, methodsRu, cardsUs, methodsUs] = results;
    expect(cardsRu).toMatchObject({
      flagID: 1,
      segmentID: 1,
      variantKey: 'on',
      variantAttachment: { enabled: true, placements: ['search_results', 'ticket_details'] },
    });
    expect(cardsRu!.flagSnapshotID).toBeGreaterThan(0);
    expect(cardsUs!.variantKey).toBeUndefined();
    expect(methodsRu!.variantAttachment).toEqual({ methods: ['ru_card', 'ru_card|ww_card'] });
    expect(methodsUs!.variantAttachment).toEqual({ methods: ['ru_card', 'ww_card', 'ru_card|ww_card'] });
    expect(new Date(cardsRu!.timestamp).getTime()).toBeGreaterThan(0);
  });

  test('flags can be asked by id and by tag; unknown ones come back blank', async () => {
    const byId = await batch({ entities: [{ entityID: 'g', entityContext: ru }], flagIDs: [3, 999] });
    expect(byId[0]).toMatchObject({ flagID: 3, flagKey: 'web-exp-search-sorting', dataRecordsEnabled: true });
    expect(['control', 'test']).toContain(byId[0]!.variantKey);
    expect(byId[1]).toMatchObject({ flagID: 999, flagKey: '', flagSnapshotID: 0 });
    const byTag = await batch({ entities: [{ entityID: 'g', entityContext: ru }], flagTags: ['payments'] });
    expect(byTag.map((r) => r.flagKey)).toEqual(['foreign-cards', 'available-payment-methods']);
  });

  test('the experiment variant is stable for an entity across calls', async () => {
    const ask = async (entityID: string) => (await batch({ entities: [{ entityID, entityContext: ru }], flagKeys: ['web-exp-search-sorting'] }))[0]!.variantKey;
    const variants = new Set<string | undefined>();
    for (let i = 0; i < 30; i++) {
      const first = await ask(`guest-${i}`);
      expect(await ask(`guest-${i}`)).toBe(first);
      variants.add(first);
    }
    expect(variants).toEqual(new Set(['control', 'test']));
  });

  test('single evaluation takes one entity and one flag', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/flags/api/v1/evaluation',
      payload: { entityID: 'g', entityContext: { ...us, device: 'mobile', os: 'ios' }, flagKey: 'mobile-app-banner', enableDebug: true },
    });
    expect(response.statusCode).toBe(200);
    const result = EvalResult.parse(response.json());
    expect(result).toMatchObject({ flagKey: 'mobile-app-banner', segmentID: 5, variantKey: 'on' });
    expect(result.evalDebugLog!.segmentDebugLogs[0]!.msg).toContain('matched all constraints');
  });

  test.each([
    [{}, 'entities'],
    [{ entities: [], flagKeys: ['x'] }, 'entities must hold at least one entity'],
    [{ entities: [{ entityID: 'g' }] }, 'flagIDs, flagKeys or flagTags must name at least one flag'],
    [{ entities: [{ entityID: 7 }], flagKeys: ['x'] }, 'entities.0.entityID'],
    [{ entities: [{ entityID: 'g' }], flagIDs: ['one'] }, 'flagIDs.0'],
  ])('a malformed body %j answers 400 naming the problem', async (payload, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/flags/api/v1/evaluation/batch', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  test('a single evaluation without a flag answers 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/flags/api/v1/evaluation', payload: { entityID: 'g' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('flagID or flagKey is required');
  });
});

describe('seeding', () => {
  test('the seed file fills the tables at start, with a snapshot per flag', async () => {
    const rows = await t.app.database.db.select().from(flags).orderBy(flags.id);
    expect(rows.map((row) => row.key)).toEqual(['foreign-cards', 'available-payment-methods', 'web-exp-search-sorting', 'mobile-app-banner']);
    for (const row of rows) {
      const [snapshot] = await t.app.database.db.select().from(flagSnapshots).where(eq(flagSnapshots.id, row.snapshotId));
      expect(snapshot!.flagId).toBe(row.id);
    }
  });

  test('seeding again adds only the missing flags and leaves edited ones as they are', async () => {
    const store = new FlagStore(t.app.database.db);
    await store.setEnabled(4, false, { actor: 'local', address: '127.0.0.1' });
    const dir = mkdtempSync(join(tmpdir(), 'flags-'));
    const seedFile = join(dir, 'flags.json');
    const late = { id: 50, key: 'late-flag', enabled: true, variants: [{ id: 50, key: 'on' }] };
    writeFileSync(seedFile, JSON.stringify({ flags: [{ id: 4, key: 'mobile-app-banner', enabled: true }, late] }));
    expect(await store.seed(readSeed(seedFile))).toEqual(['late-flag']);
    await store.refresh();
    expect(store.get(4, undefined)!.definition.enabled).toBe(false);
    expect(store.get(undefined, 'late-flag')!.snapshotId).toBeGreaterThan(0);
    await store.setEnabled(4, true, { actor: 'local', address: '127.0.0.1' });
  });

  test('a seed file that breaks the rules stops start-up with the reason', () => {
    const dir = mkdtempSync(join(tmpdir(), 'flags-'));
    const seedFile = join(dir, 'flags.json');
    writeFileSync(
      seedFile,
      JSON.stringify({
        flags: [{ id: 1, key: 'x', enabled: true, segments: [{ id: 1, rank: 0, rolloutPercent: 100, distributions: [{ variantKey: 'on', percent: 100 }] }] }],
      }),
    );
    expect(() => readSeed(seedFile)).toThrow('a distribution names a variant the flag does not have');
  });
});

describe('admin page', () => {
  test('lists every flag with its state and a form to toggle it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/flags/admin' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<code>foreign-cards</code>');
    expect(response.body).toContain('action="/api/flags/admin/flags/1"');
    expect(response.body).toContain('market EQ ru');
    expect(response.body).not.toMatch(/<script|style="/);
    const css = await t.app.inject({ method: 'GET', url: '/api/flags/admin.css' });
    expect(css.headers['content-type']).toContain('text/css');
  });

  test('the toggle form turns a flag off and on, each change a new snapshot', async () => {
    const evaluateCards = async () => (await batch({ entities: [{ entityID: 'g', entityContext: ru }], flagKeys: ['foreign-cards'] }))[0]!;
    const before = await evaluateCards();
    expect(before.variantKey).toBe('on');

    const off = await toggle(1, false);
    expect(off.statusCode).toBe(303);
    expect(off.headers.location).toBe('/api/flags/admin');
    const disabled = await evaluateCards();
    expect(disabled.variantKey).toBeUndefined();
    expect(disabled.flagSnapshotID).toBeGreaterThan(before.flagSnapshotID);
    expect((await t.app.inject({ method: 'GET', url: '/api/flags/admin' })).body).toMatch(/flag-1"[\s\S]*?class="off">disabled/);

    expect((await toggle(1, true)).statusCode).toBe(303);
    const again = await evaluateCards();
    expect(again.variantKey).toBe('on');
    expect(again.flagSnapshotID).toBeGreaterThan(disabled.flagSnapshotID);
  });

  test('a toggle from another site, of an unknown flag or with a bad value is refused', async () => {
    const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload });
    const sameSite = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };
    // What Chromium sends for the admin page's own form (its referrer policy is no-referrer).
    const ownForm = { origin: 'null', 'sec-fetch-site': 'same-origin' };
    expect((await post('/api/flags/admin/flags/777', 'enabled=false', ownForm)).statusCode).toBe(404);
    expect((await post('/api/flags/admin/flags/1', 'enabled=false', { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await post('/api/flags/admin/flags/1', 'enabled=false', { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    // From this machine, a post that names no origin at all could come from any page the browser shows.
    expect((await post('/api/flags/admin/flags/1', 'enabled=false')).statusCode).toBe(403);
    // An opaque origin (a sandboxed frame elsewhere, or a no-referrer page) proves nothing by itself.
    expect((await post('/api/flags/admin/flags/1', 'enabled=false', { origin: 'null' })).statusCode).toBe(403);
    expect((await post('/api/flags/admin/flags/1', 'enabled=false', { origin: 'null', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await post('/api/flags/admin/flags/777', 'enabled=false', sameSite)).statusCode).toBe(404);
    const bad = await post('/api/flags/admin/flags/1', 'enabled=maybe', sameSite);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('enabled must be true or false');
  });
});

describe('who may change flags', () => {
  const remote = '203.0.113.7';
  const post = (headers: Record<string, string>, enabled = false) =>
    t.app.inject({
      method: 'POST',
      url: '/api/flags/admin/flags/3',
      remoteAddress: remote,
      headers: { host: 'stand.example', 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: `enabled=${enabled}`,
    });
  const enabledNow = async () => (await t.app.database.db.select().from(flags).where(eq(flags.id, 3)))[0]!.enabled;

  test('another machine without the token cannot, whatever it forges', async () => {
    const before = await enabledNow();
    const attempts: Record<string, string>[] = [
      {},
      { origin: 'http://stand.example' },
      { 'x-forwarded-for': '127.0.0.1', 'x-forwarded-host': 'localhost' },
      { 'x-admin-token': 'guess' },
    ];
    for (const headers of attempts) {
      expect((await post(headers)).statusCode).toBe(404);
    }
    expect(await enabledNow()).toBe(before);
  });

  test('with the token but from another origin it cannot: the token cookie is ambient, the header is not enough against a foreign Origin', async () => {
    const before = await enabledNow();
    expect((await post({ 'x-admin-token': testAdminToken, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await post({ 'x-admin-token': testAdminToken, 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await post({ cookie: `admin_token=${testAdminToken}` })).statusCode).toBe(403);
    expect((await post({ cookie: `admin_token=${testAdminToken}`, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect(await enabledNow()).toBe(before);
  });

  test('every change is recorded with who, when, before and after, and shown on the admin page', async () => {
    const start = new Date(Date.now() - 1000);
    const initial = await enabledNow();
    expect((await post({ 'x-admin-token': testAdminToken }, !initial)).statusCode).toBe(303);
    expect((await post({ cookie: `admin_token=${testAdminToken}`, origin: 'http://stand.example', 'sec-fetch-site': 'same-origin' }, initial)).statusCode).toBe(
      303,
    );
    expect(await enabledNow()).toBe(initial);

    const rows = await t.app.database.db.select().from(flagChanges).where(eq(flagChanges.flagId, 3)).orderBy(flagChanges.id);
    expect(rows.map(({ flagKey, actor, address, before, after }) => ({ flagKey, actor, address, before, after }))).toEqual([
      { flagKey: 'web-exp-search-sorting', actor: 'token-header', address: remote, before: { enabled: initial }, after: { enabled: !initial } },
      { flagKey: 'web-exp-search-sorting', actor: 'token-cookie', address: remote, before: { enabled: !initial }, after: { enabled: initial } },
    ]);
    for (const row of rows) expect(row.changedAt.getTime()).toBeGreaterThanOrEqual(start.getTime());

    const page = await t.app.inject({ method: 'GET', url: '/api/flags/admin' });
    const changes = page.body.slice(page.body.indexOf('id="flag-changes"'));
    expect(changes).toContain('<code>web-exp-search-sorting</code>');
    expect(changes).toContain(`admin token <span class="muted">${remote}</span>`);
    expect(changes).toMatch(initial ? /disabled → enabled/ : /enabled → disabled/);
  });
});

describe('in production', () => {
  test('the admin page does not exist; evaluation still works', async () => {
    const prod = await buildTestApp({ environment: 'production' });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/api/flags/admin' })).statusCode).toBe(404);
      expect((await prod.app.inject({ method: 'POST', url: '/api/flags/admin/flags/1', payload: 'enabled=false' })).statusCode).toBe(404);
      const response = await prod.app.inject({
        method: 'POST',
        url: '/api/flags/api/v1/evaluation/batch',
        payload: { entities: [{ entityID: 'g', entityContext: ru }], flagKeys: ['foreign-cards'] },
      });
      expect(response.json().evaluationResults[0].variantKey).toBe('on');
    } finally {
      await prod.close();
    }
  });
});
