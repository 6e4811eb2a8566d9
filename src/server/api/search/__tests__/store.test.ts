import { expect, test } from 'vitest';
import { systemTimers } from '../../../timers';
import { Arrivals } from '../../../long-poll';
import { SearchStore } from '../store';

const noAnswers = new Arrivals([], () => 0, systemTimers);
const search = (startedAt: number) => ({ startedAt, batches: [], arrivals: noAnswers });

test('keeps the most recently used searches', () => {
  const store = new SearchStore(2, 60_000, () => 0);
  store.set('a', search(1));
  store.set('b', search(2));
  expect(store.get('a')).toEqual(search(1)); // now b is the least recently used
  store.set('c', search(3));
  expect(store.get('b')).toBeUndefined();
  expect(store.get('a')).toBeDefined();
  expect(store.get('c')).toBeDefined();
  expect(store.size).toBe(2);
});

test('forgets a search not read for its time to live', () => {
  let now = 0;
  const store = new SearchStore(10, 1000, () => now);
  store.set('a', search(1));
  now = 900;
  expect(store.get('a')).toBeDefined();
  now = 1800;
  expect(store.get('a')).toBeDefined(); // reading renewed it
  now = 2801;
  expect(store.get('a')).toBeUndefined();
  expect(store.size).toBe(0);
});
