import { describe, expect, test } from 'vitest';
import { EvalResult } from '../../../../contracts/flags';
import { FlagDefinitionSchema, bucketOf, evaluateFlag, prepareFlag, type FlagDefinition } from '..';

const now = () => new Date('2026-03-02T09:00:00Z');
const context = { market: 'ru', device: 'desktop', os: 'android', lang: 'ru' };

function flag(overrides: Partial<FlagDefinition> = {}, snapshotId = 7) {
  const definition = FlagDefinitionSchema.parse({
    id: 42,
    key: 'web-exp-sorting',
    enabled: true,
    variants: [
      { id: 1, key: 'control' },
      { id: 2, key: 'test', attachment: { sort: 'score' } },
    ],
    segments: [
      {
        id: 10,
        rank: 0,
        rolloutPercent: 100,
        constraints: [{ property: 'market', operator: 'EQ', value: 'ru' }],
        distributions: [
          { variantKey: 'control', percent: 50 },
          { variantKey: 'test', percent: 50 },
        ],
      },
    ],
    ...overrides,
  });
  return prepareFlag(definition, snapshotId);
}

const run = (f = flag(), entityID = 'user-1', entityContext: Record<string, unknown> = context) =>
  EvalResult.parse(evaluateFlag(f, { entityID, entityType: 'user', entityContext }, { now }));

describe('flag evaluation', () => {
  test('a matching entity gets the flag, snapshot, segment and variant in Flagr shape', () => {
    const result = run();
    expect(result).toMatchObject({
      flagID: 42,
      flagKey: 'web-exp-sorting',
      flagSnapshotID: 7,
      dataRecordsEnabled: false,
      segmentID: 10,
      evalContext: { entityID: 'user-1', entityType: 'user', entityContext: context },
      timestamp: '2026-03-02T09:00:00.000Z',
    });
    expect(['control', 'test']).toContain(result.variantKey);
    expect(result.variantID).toBe(result.variantKey === 'control' ? 1 : 2);
  });

  test('the attachment of the chosen variant comes with it', () => {
    const only = flag({
      segments: [{ id: 10, rank: 0, description: '', rolloutPercent: 100, constraints: [], distributions: [{ variantKey: 'test', percent: 100 }] }],
    });
    expect(run(only)).toMatchObject({ variantKey: 'test', variantAttachment: { sort: 'score' } });
  });

  test('a disabled or unknown flag gives a blank result with its id and key', () => {
    const disabled = run(flag({ enabled: false }));
    expect(disabled).toMatchObject({ flagID: 42, flagKey: 'web-exp-sorting', flagSnapshotID: 7 });
    expect(disabled.variantKey).toBeUndefined();
    expect(disabled.segmentID).toBeUndefined();
    const unknown = evaluateFlag(undefined, { entityID: 'u', entityType: '', entityContext: {}, flagKey: 'nope', enableDebug: true });
    expect(unknown).toMatchObject({ flagID: 0, flagKey: 'nope', flagSnapshotID: 0, evalDebugLog: { msg: 'flag nope not found or deleted' } });
  });

  test('the snapshot id follows the version evaluated', () => {
    expect(run(flag({}, 8)).flagSnapshotID).toBe(8);
  });

  test('an entity without an id gets a random one, as Flagr does', () => {
    const result = evaluateFlag(flag(), { entityID: '', entityType: 'user', entityContext: context }, { now, randomInt: () => 123 });
    expect(result.evalContext.entityID).toBe('randomly_generated_123');
    expect(result.variantKey).toBeDefined();
  });

  test("the flag's entity type overrides the request's", () => {
    expect(run(flag({ entityType: 'device' })).evalContext.entityType).toBe('device');
  });
});

describe('segments', () => {
  const segments = (rollout = 100): FlagDefinition['segments'] => [
    { id: 2, rank: 1, description: 'everyone', rolloutPercent: 100, constraints: [], distributions: [{ variantKey: 'control', percent: 100 }] },
    {
      id: 1,
      rank: 0,
      description: 'Russian desktop',
      rolloutPercent: rollout,
      constraints: [
        { property: 'market', operator: 'EQ', value: 'ru' },
        { property: 'device', operator: 'EQ', value: 'desktop' },
      ],
      distributions: [{ variantKey: 'test', percent: 100 }],
    },
  ];

  test('segments are tried in rank order, whatever order they are stored in', () => {
    const f = flag({ segments: segments() });
    expect(run(f)).toMatchObject({ segmentID: 1, variantKey: 'test' });
    expect(run(f, 'user-1', { ...context, device: 'mobile' })).toMatchObject({ segmentID: 2, variantKey: 'control' });
  });

  test('the first segment whose constraints match decides, even when its rollout leaves the entity out', () => {
    const f = flag({ segments: segments(0) });
    const result = run(f);
    expect(result.segmentID).toBe(1);
    expect(result.variantKey).toBeUndefined();
  });

  test('no matching segment gives no segment and no variant', () => {
    const f = flag({ segments: segments().filter((s) => s.id === 1) });
    const result = run(f, 'user-1', { ...context, market: 'kz' });
    expect(result.segmentID).toBeUndefined();
    expect(result.variantID).toBeUndefined();
  });

  test('a missing context property fails the constraint', () => {
    const f = flag({ segments: segments().filter((s) => s.id === 1) });
    expect(run(f, 'user-1', { device: 'desktop' }).segmentID).toBeUndefined();
  });

  test('debug logs say why each segment matched or not', () => {
    const f = flag({ segments: segments() });
    const result = evaluateFlag(f, { entityID: 'u', entityType: '', entityContext: { ...context, device: 'mobile' }, enableDebug: true }, { now });
    expect(result.evalDebugLog!.segmentDebugLogs).toEqual([
      { segmentID: 1, msg: 'constraint not match: device EQ desktop' },
      { segmentID: 2, msg: expect.stringContaining('matched all constraints. rollout yes') },
    ]);
  });
});

describe('rollout and distribution', () => {
  const ids = Array.from({ length: 20_000 }, (_, i) => `user-${i}`);

  test('buckets are CRC-32 of flag id + entity id modulo 1000, as Flagr computes them', () => {
    // crc32("1abc") = 2746669064 (IEEE), the checksum Go's crc32.ChecksumIEEE gives too.
    expect(bucketOf('abc', '1')).toBe(2746669064 % 1000);
    expect(bucketOf('abc', '1')).toBe(64);
  });

  test('the same entity always gets the same variant', () => {
    const f = flag();
    for (const id of ids.slice(0, 200)) {
      const first = run(f, id).variantKey;
      expect(run(f, id).variantKey).toBe(first);
      expect(run(flag({}, 99), id).variantKey).toBe(first);
    }
  });

  test('a 50/50 distribution splits entities evenly', () => {
    const f = flag();
    const counts = { control: 0, test: 0 };
    for (const id of ids) counts[run(f, id).variantKey as 'control' | 'test']++;
    expect(counts.control / ids.length).toBeGreaterThan(0.48);
    expect(counts.control / ids.length).toBeLessThan(0.52);
  });

  test('a 20/30/50 distribution follows its percents', () => {
    const f = flag({
      variants: [
        { id: 1, key: 'a' },
        { id: 2, key: 'b' },
        { id: 3, key: 'c' },
      ],
      segments: [
        {
          id: 1,
          rank: 0,
          description: '',
          rolloutPercent: 100,
          constraints: [],
          distributions: [
            { variantKey: 'a', percent: 20 },
            { variantKey: 'b', percent: 30 },
            { variantKey: 'c', percent: 50 },
          ],
        },
      ],
    });
    const counts: Record<string, number> = { a: 0, b: 0, c: 0 };
    for (const id of ids) counts[run(f, id).variantKey!]!++;
    expect(counts.a! / ids.length).toBeCloseTo(0.2, 1);
    expect(counts.b! / ids.length).toBeCloseTo(0.3, 1);
    expect(counts.c! / ids.length).toBeCloseTo(0.5, 1);
  });

  test('a rollout takes about its percent, and raising it keeps everyone already in', () => {
    const at = (percent: number) => {
      const f = flag({
        segments: [
          {
            id: 1,
            rank: 0,
            description: '',
            rolloutPercent: percent,
            constraints: [],
            distributions: [
              { variantKey: 'control', percent: 50 },
              { variantKey: 'test', percent: 50 },
            ],
          },
        ],
      });
      return new Map(ids.map((id) => [id, run(f, id).variantKey]));
    };
    const ten = at(10);
    const thirty = at(30);
    const share = (m: Map<string, string | undefined>) => [...m.values()].filter(Boolean).length / ids.length;
    expect(share(ten)).toBeGreaterThan(0.08);
    expect(share(ten)).toBeLessThan(0.12);
    expect(share(thirty)).toBeGreaterThan(0.28);
    expect(share(thirty)).toBeLessThan(0.32);
    for (const [id, variant] of ten) if (variant) expect(thirty.get(id)).toBe(variant);
    expect(share(at(0))).toBe(0);
    expect(share(at(100))).toBe(1);
  });

  test('different flags split the same entities independently', () => {
    const a = flag();
    const b = prepareFlag({ ...a.definition, id: 43 }, 1);
    const same = ids.slice(0, 2000).filter((id) => run(a, id).variantKey === run(b, id).variantKey).length;
    expect(same / 2000).toBeGreaterThan(0.4);
    expect(same / 2000).toBeLessThan(0.6);
  });
});

describe('definitions', () => {
  test('distributions must add up to 100 and name existing variants', () => {
    const base = { id: 1, key: 'x', enabled: true, variants: [{ id: 1, key: 'on' }] };
    const segment = { id: 1, rank: 0, rolloutPercent: 100 };
    expect(FlagDefinitionSchema.safeParse({ ...base, segments: [{ ...segment, distributions: [{ variantKey: 'on', percent: 60 }] }] }).success).toBe(false);
    expect(FlagDefinitionSchema.safeParse({ ...base, segments: [{ ...segment, distributions: [{ variantKey: 'off', percent: 100 }] }] }).success).toBe(false);
    expect(FlagDefinitionSchema.safeParse({ ...base, segments: [{ ...segment, distributions: [{ variantKey: 'on', percent: 100 }] }] }).success).toBe(true);
  });

  test('IN and NOTIN take lists, other operators one value', () => {
    const c = (operator: string, value: unknown) =>
      FlagDefinitionSchema.safeParse({
        id: 1,
        key: 'x',
        enabled: true,
        segments: [{ id: 1, rank: 0, rolloutPercent: 100, constraints: [{ property: 'market', operator, value }] }],
      }).success;
    expect(c('IN', ['ru'])).toBe(true);
    expect(c('IN', 'ru')).toBe(false);
    expect(c('EQ', ['ru'])).toBe(false);
    expect(c('LIKE', 'ru')).toBe(false);
  });
});
