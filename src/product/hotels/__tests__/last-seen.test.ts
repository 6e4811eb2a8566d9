import { describe, expect, test } from 'vitest';
import { maxRemembered, priceSince, readSeen, remember, seenKey } from '../model/last-seen';

const stay = { check_in: '2026-03-20', check_out: '2026-03-22', adults: 2, children: [9, 4], rooms: 1 };

describe('price since the last visit', () => {
  test('the first visit remembers the price and compares with nothing', () => {
    const { previous, next } = remember({}, 'LED-3|a', { total: 9000, seenAt: '2026-03-02T09:00:00.000Z' });
    expect(previous).toBeNull();
    expect(next).toEqual({ 'LED-3|a': { total: 9000, seenAt: '2026-03-02T09:00:00.000Z' } });
  });

  test('a later visit compares with the price last seen and remembers today’s', () => {
    const seen = { 'LED-3|a': { total: 9000, seenAt: '2026-03-02T09:00:00.000Z' } };
    const { previous, next } = remember(seen, 'LED-3|a', { total: 8500, seenAt: '2026-03-05T09:00:00.000Z' });
    expect(previous).toEqual(seen['LED-3|a']);
    expect(next['LED-3|a']!.total).toBe(8500);
    expect(priceSince(previous!, 8500)).toEqual({ kind: 'cheaper', amount: 500, previous });
    expect(priceSince(previous!, 9400)).toEqual({ kind: 'dearer', amount: 400, previous });
    expect(priceSince(previous!, 9000)).toEqual({ kind: 'same', previous });
  });

  test('a hotel and stay are one key whatever the order of the children’s ages; another stay is another key', () => {
    expect(seenKey('LED-3', stay)).toBe(seenKey('LED-3', { ...stay, children: [4, 9] }));
    expect(seenKey('LED-3', stay)).not.toBe(seenKey('LED-3', { ...stay, check_out: '2026-03-23' }));
    expect(seenKey('LED-3', stay)).not.toBe(seenKey('LED-4', stay));
  });

  test('at most a hundred are kept, the longest unseen dropped; unreadable storage is nothing remembered', () => {
    const many = Object.fromEntries(
      Array.from({ length: maxRemembered }, (_, index) => [`k${index}`, { total: 100, seenAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString() }]),
    );
    const { next } = remember(many, 'new', { total: 1, seenAt: '2026-06-01T00:00:00.000Z' });
    expect(Object.keys(next)).toHaveLength(maxRemembered);
    expect(next).not.toHaveProperty('k0');
    expect(next).toHaveProperty('new');
    expect(readSeen('nonsense')).toEqual({});
    expect(readSeen([1, 2])).toEqual({});
    expect(readSeen({ a: { total: 'x', seenAt: 1 }, b: { total: 5, seenAt: '2026-01-01' } })).toEqual({ b: { total: 5, seenAt: '2026-01-01' } });
  });
});
