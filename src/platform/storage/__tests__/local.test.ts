import { describe, expect, test } from 'vitest';
import { type KeyValueStorage, localStore, readJson, writeJson } from '../local';
import { memoryStorage } from './memory-storage';

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

describe('local storage, safely', () => {
  test('there is none on the server', () => {
    expect(localStore()).toBeNull();
  });

  test('JSON goes in and comes out', () => {
    const storage = memoryStorage();
    expect(writeJson('k', [1, { a: 'b' }], storage)).toBe(true);
    expect(readJson('k', storage)).toEqual([1, { a: 'b' }]);
  });

  test.each([
    ['missing', memoryStorage()],
    ['not JSON', memoryStorage({ k: '{broken' })],
    ['refusing', refusing],
    ['absent', null],
  ])('%s storage reads as null', (_, storage) => {
    expect(readJson('k', storage)).toBeNull();
  });

  test('a full or absent storage refuses writes without throwing', () => {
    expect(writeJson('k', 1, refusing)).toBe(false);
    expect(writeJson('k', 1, null)).toBe(false);
  });
});
