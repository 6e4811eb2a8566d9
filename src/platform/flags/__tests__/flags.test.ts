import { allSettled, fork } from 'effector';
import * as z from 'zod/v4-mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EvalResult } from '../../../contracts/flags';
import { $environment, type Environment } from '../../env';
import { logger } from '../../logger';
import { $location } from '../../router';
import {
  $checkedFlags,
  $clientFlags,
  $experimentGroups,
  $flagOverrides,
  $flagsRandom,
  $flagsRequest,
  $serverFlags,
  declareFlag,
  evaluateServerFlagsFx,
  flagsFetchFailed,
  flagsFetchSucceeded,
  flagsMismatched,
  flagsStarted,
  foreignCardsFlag,
  isExperiment,
  searchSortingExperiment,
  variantValue,
} from '..';

afterEach(() => vi.restoreAllMocks());

const result = (flagKey: string, variantKey?: string, variantAttachment?: unknown, segmentID = 1): EvalResult => ({
  flagID: 1,
  flagKey,
  flagSnapshotID: 1,
  dataRecordsEnabled: false,
  ...(variantKey ? { segmentID, variantID: 1, variantKey } : {}),
  ...(variantAttachment !== undefined ? { variantAttachment } : {}),
  evalContext: { entityID: 'a', entityType: 'visitor', entityContext: {} },
  timestamp: '2026-01-01T00:00:00.000Z',
});

const colourFlag = declareFlag({ name: 'test-colour', contract: z.enum(['red', 'green', 'blue']), defaultValue: 'red' });
const switchFlag = declareFlag({ name: 'test-switch', contract: z.boolean(), defaultValue: false });

interface StartOptions {
  environment?: Environment;
  search?: string;
  server?: EvalResult[];
  client?: EvalResult[] | Error | null;
  random?: () => number;
}

async function startClient({ environment = 'local', search = '', server = [], client = null, random = () => 1 }: StartOptions) {
  const serverScope = fork({
    values: [
      [$environment, environment],
      [$location, { pathname: '/', search }],
    ],
    handlers: [[evaluateServerFlagsFx, async () => ({ evaluationResults: server })]],
  });
  await allSettled(flagsStarted, { scope: serverScope });
  const request = client === null ? null : client instanceof Error ? Promise.reject(client) : Promise.resolve({ evaluationResults: client });
  const scope = fork({
    values: [
      [$environment, environment],
      [$location, { pathname: '/', search }],
      [$serverFlags, serverScope.getState($serverFlags)],
      [$flagOverrides, serverScope.getState($flagOverrides)],
      [$checkedFlags, serverScope.getState($checkedFlags)],
      [$flagsRequest, request],
      [$flagsRandom, random],
    ],
  });
  await allSettled(flagsStarted, { scope });
  return { scope, serverScope };
}

describe('flag values', () => {
  it('maps variant keys: on → true, off → false, an attachment → the value, another key → the key', () => {
    expect(variantValue({ variantKey: 'on' })).toBe(true);
    expect(variantValue({ variantKey: 'off' })).toBe(false);
    expect(variantValue({ variantKey: 'on', variantAttachment: { a: 1 } })).toEqual({ a: 1 });
    expect(variantValue({ variantKey: 'test' })).toBe('test');
    expect(variantValue({})).toBeUndefined();
  });

  it('detects experiments by -exp- in the name', () => {
    expect(isExperiment('web-exp-search-sorting')).toBe(true);
    expect(searchSortingExperiment.experiment).toBe(true);
    expect(isExperiment('foreign-cards')).toBe(false);
    expect(foreignCardsFlag.experiment).toBe(false);
  });

  it('refuses a second declaration of a name', () => {
    expect(() => declareFlag({ name: 'test-colour', contract: z.string(), defaultValue: '' })).toThrow('Flag [test-colour] already declared');
  });

  it('keeps the default for a value that breaks the contract and logs an error', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const { scope } = await startClient({ server: [result('test-colour', 'purple')] });
    expect(scope.getState(colourFlag.$value)).toBe('red');
    expect(error).toHaveBeenCalledWith(
      'Feature flag test-colour does not match its contract',
      expect.objectContaining({ flag: 'test-colour', value: 'purple' }),
    );
  });

  it('checks attachments by the flag contract (foreign-cards)', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const attachment = {
      enabled: true,
      informerSuspensionSearchCount: 3,
      informerSuspensionTime: 1000,
      informerText: { en: 'Take cash', ru: 'Возьмите наличные' },
      directions: [['MOW', 'IST']],
      placements: ['search_results'],
    };
    const { scope } = await startClient({ server: [result('foreign-cards', 'on', attachment)] });
    expect(scope.getState(foreignCardsFlag.$value)).toEqual(attachment);
    const broken = await startClient({ server: [result('foreign-cards', 'on', { enabled: 'yes' })] });
    expect(broken.scope.getState(foreignCardsFlag.$value)).toBe(false);
  });
});

describe('precedence', () => {
  it('server flags are used until the client answers; client flags win over them', async () => {
    const { scope, serverScope } = await startClient({ server: [result('test-colour', 'green')], client: [result('test-colour', 'blue')] });
    expect(serverScope.getState(colourFlag.$value)).toBe('green');
    expect(scope.getState(colourFlag.$value)).toBe('blue');
  });

  it('overrides win over both outside production', async () => {
    const { scope, serverScope } = await startClient({
      search: '?flags=test-colour:red,test-switch:on',
      server: [result('test-colour', 'green')],
      client: [result('test-colour', 'blue'), result('test-switch', 'off')],
    });
    expect(serverScope.getState(colourFlag.$value)).toBe('red');
    expect(scope.getState(colourFlag.$value)).toBe('red');
    expect(scope.getState(switchFlag.$value)).toBe(true);
  });

  it('ignores overrides in production', async () => {
    const { scope } = await startClient({
      environment: 'production',
      search: '?flags=test-colour:red',
      server: [result('test-colour', 'green')],
      client: [result('test-colour', 'blue')],
    });
    expect(scope.getState($flagOverrides)).toEqual({});
    expect(scope.getState(colourFlag.$value)).toBe('blue');
  });

  it('gives experiment groups with variant key and segment, overrides included', async () => {
    const { scope } = await startClient({ server: [result('web-exp-search-sorting', 'test', undefined, 4), result('test-switch', 'on')] });
    expect(scope.getState($experimentGroups)).toEqual({ 'web-exp-search-sorting': { variant_key: 'test', segment_id: 4 } });
    const overridden = await startClient({ search: '?flags=web-exp-search-sorting:control', server: [result('web-exp-search-sorting', 'test', undefined, 4)] });
    expect(overridden.scope.getState($experimentGroups)).toEqual({ 'web-exp-search-sorting': { variant_key: 'control', segment_id: 4 } });
    expect(overridden.scope.getState(searchSortingExperiment.$value)).toBe('control');
  });
});

describe('client request', () => {
  it('logs a critical error and keeps no client flags when the request fails', async () => {
    const critical = vi.spyOn(logger, 'critical').mockImplementation(() => {});
    const failed = vi.fn();
    flagsFetchFailed.watch(failed);
    const { scope } = await startClient({ server: [result('test-colour', 'green')], client: new Error('HTTP error, status: 500') });
    expect(scope.getState($clientFlags)).toBeNull();
    expect(scope.getState(colourFlag.$value)).toBe('green');
    expect(critical).toHaveBeenCalledWith('Feature flags request failed', { error: 'HTTP error, status: 500' });
    expect(failed).toHaveBeenCalledWith({ error: 'HTTP error, status: 500' });
  });

  it('warns when the response has no flags', async () => {
    const warning = vi.spyOn(logger, 'warning').mockImplementation(() => {});
    const succeeded = vi.fn();
    flagsFetchSucceeded.watch(succeeded);
    await startClient({ server: [result('test-colour', 'green')], client: [] });
    expect(warning).toHaveBeenCalledWith('Feature flags are empty');
    expect(succeeded).toHaveBeenCalledWith({ count: 0 });
  });

  it('reports mismatches with the server, logging 5 % of them', async () => {
    const warning = vi.spyOn(logger, 'warning').mockImplementation(() => {});
    const mismatched = vi.fn();
    flagsMismatched.watch(mismatched);
    const flags = {
      server: [result('test-colour', 'green'), result('test-switch', 'on')],
      client: [result('test-colour', 'blue'), result('test-switch', 'on')],
    };
    await startClient({ ...flags, random: () => 0.5 });
    expect(mismatched).toHaveBeenCalledWith([{ flag: 'test-colour', server: 'green', client: 'blue' }]);
    expect(warning).not.toHaveBeenCalledWith('Feature flag mismatches', expect.anything());
    await startClient({ ...flags, random: () => 0.049 });
    expect(warning).toHaveBeenCalledWith('Feature flag mismatches', { mismatches: [{ flag: 'test-colour', server: 'green', client: 'blue' }] });
    expect(mismatched).toHaveBeenCalledTimes(2);
  });

  it('evaluates on the server with the visit context and logs a missing key', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const handler = vi.fn(async () => ({ evaluationResults: [] }));
    const scope = fork({ handlers: [[evaluateServerFlagsFx, handler]] });
    await allSettled(flagsStarted, { scope });
    expect(handler).toHaveBeenCalledWith(
      expect.objectContaining({
        flagTags: ['web'],
        entities: [expect.objectContaining({ entityType: 'visitor', entityContext: { market: 'ru', device: 'desktop', os: 'other', lang: 'ru' } })],
      }),
    );
    expect(error).not.toHaveBeenCalledWith('Flagr context is missing important keys', expect.anything());
  });
});
