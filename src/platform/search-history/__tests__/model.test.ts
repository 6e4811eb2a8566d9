import { allSettled, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import type { KeyValueStorage } from '../../storage';
import { memoryStorage } from '../../storage/__tests__/memory-storage';
import { SAVE_SEARCH_NEEDS } from '../history';
import { createSearchHistory, SEARCH_HISTORY_KEY } from '../model';
import { query, ticket } from './fixtures';

const now = () => new Date('2026-05-01T12:00:00Z');

describe('search history model', () => {
  test('restores from local storage, saves to it and clears it', async () => {
    const storage = memoryStorage();
    const history = createSearchHistory({ storage: () => storage, now });
    const scope = fork();

    await allSettled(history.save, { scope, params: { search_params: query('IST'), ticket: ticket('a') } });
    await allSettled(history.save, { scope, params: { search_params: query('LED'), ticket: ticket('b') } });
    expect(scope.getState(history.$searches).map((s) => s.search_params.destination)).toEqual(['LED', 'IST']);

    // a new page: the history comes back from storage
    const next = fork();
    await allSettled(history.restore, { scope: next });
    expect(next.getState(history.$searches)).toEqual(scope.getState(history.$searches));

    await allSettled(history.clear, { scope: next });
    expect(next.getState(history.$searches)).toEqual([]);
    expect(storage.data.has(SEARCH_HISTORY_KEY)).toBe(false);
  });

  test('a save without the cheapest ticket fails and changes nothing', async () => {
    const storage = memoryStorage();
    const history = createSearchHistory({ storage: () => storage, now });
    const scope = fork();
    const result = await allSettled(history.saveFx, { scope, params: { search_params: query('IST') } });
    expect(result.status).toBe('fail');
    expect((result.value as Error).message).toBe(SAVE_SEARCH_NEEDS);
    expect(scope.getState(history.$searches)).toEqual([]);
    expect(storage.data.size).toBe(0);
  });

  test('without storage (server, blocked site data, full quota) the history still works for the page', async () => {
    const refusing: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    for (const storage of [() => null, () => refusing]) {
      const history = createSearchHistory({ storage, now });
      const scope = fork();
      await allSettled(history.restore, { scope });
      await allSettled(history.save, { scope, params: { search_params: query('IST'), ticket: ticket('a') } });
      expect(scope.getState(history.$searches)).toHaveLength(1);
      await allSettled(history.clear, { scope });
      expect(scope.getState(history.$searches)).toEqual([]);
    }
  });
});
