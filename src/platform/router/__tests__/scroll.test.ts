import { describe, expect, test } from 'vitest';
import { planScroll, rememberScroll, scrollRecords, takeScroll } from '../scroll';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('scroll restoration', () => {
  test('going back restores the position the entry was left at; a new entry starts at the top', () => {
    const storage = memoryStorage();
    rememberScroll(storage, 'a', 640.4);
    planScroll(storage, 'b', 'PUSH');
    expect(takeScroll(storage)).toBe(0);

    rememberScroll(storage, 'b', 120);
    planScroll(storage, 'a', 'POP');
    expect(takeScroll(storage)).toBe(640);
    // Taken once.
    expect(takeScroll(storage)).toBeNull();
  });

  test('both records live in storage under their names', () => {
    const storage = memoryStorage();
    rememberScroll(storage, 'a', 10);
    planScroll(storage, 'a', 'POP');
    expect(JSON.parse(storage.getItem(scrollRecords.cached)!)).toEqual({ a: 10 });
    expect(JSON.parse(storage.getItem(scrollRecords.next)!)).toBe(10);
  });

  test('a replaced entry keeps the scroll as it is; an unknown entry goes to the top', () => {
    const storage = memoryStorage();
    planScroll(storage, 'x', 'REPLACE');
    expect(takeScroll(storage)).toBeNull();
    planScroll(storage, 'never-seen', 'POP');
    expect(takeScroll(storage)).toBe(0);
  });

  test('only the latest 50 entries are kept', () => {
    const storage = memoryStorage();
    for (let i = 0; i < 60; i++) rememberScroll(storage, `k${i}`, i);
    const cached = JSON.parse(storage.getItem(scrollRecords.cached)!) as Record<string, number>;
    expect(Object.keys(cached)).toHaveLength(50);
    expect(cached.k59).toBe(59);
    expect(cached.k0).toBeUndefined();
  });

  test('broken storage content is ignored', () => {
    const storage = memoryStorage();
    storage.setItem(scrollRecords.cached, '{oops');
    planScroll(storage, 'a', 'POP');
    expect(takeScroll(storage)).toBe(0);
  });
});
