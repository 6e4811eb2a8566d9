import { describe, expect, test } from 'vitest';
import { searchQuery } from '../../../testing/search-query';
import { digestMessage, digestReader } from '../digest-message';
import { digestsOf, dropOf, type Check } from '../drops';

/** Intl's narrow and no-break spaces as plain ones, so expectations read plainly. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const check = (change: Partial<Check> = {}): Check => ({
  id: 's1',
  userId: 'u1',
  channel: 'email',
  language: 'en',
  query: searchQuery(),
  subscribedPrice: 10_000,
  notifiedPrice: null,
  currentPrice: 9_000,
  ...change,
});

describe('drop detection', () => {
  test('a price below the subscribed one is a drop from it', () => {
    expect(dropOf(check())).toEqual({ subscriptionId: 's1', query: searchQuery(), from: 10_000, to: 9_000 });
  });

  test('the same or a higher price, or none, is not', () => {
    expect(dropOf(check({ currentPrice: 10_000 }))).toBeNull();
    expect(dropOf(check({ currentPrice: 12_000 }))).toBeNull();
    expect(dropOf(check({ currentPrice: null }))).toBeNull();
  });

  test('after a digest a drop is measured from the price it told of, so it is not sent twice', () => {
    expect(dropOf(check({ notifiedPrice: 9_000, currentPrice: 9_000 }))).toBeNull();
    // Up and back down to the price told of: no news.
    expect(dropOf(check({ notifiedPrice: 9_000, currentPrice: 9_000 + 0 }))).toBeNull();
    expect(dropOf(check({ notifiedPrice: 9_000, currentPrice: 8_500 }))).toMatchObject({ from: 9_000, to: 8_500 });
  });
});

describe('digest grouping', () => {
  test('one digest per user and channel with every drop, biggest saving first; no digest without drops', () => {
    const digests = digestsOf([
      check({ id: 'a', currentPrice: 9_500 }),
      check({ id: 'b', currentPrice: 7_000 }),
      check({ id: 'c', currentPrice: 11_000 }),
      check({ id: 'd', channel: 'web_push', currentPrice: 9_900 }),
      check({ id: 'e', userId: 'u2', language: 'ru', currentPrice: 9_999 }),
      check({ id: 'f', userId: 'u3', currentPrice: 12_000 }),
    ]);
    expect(digests.map(({ userId, channel, drops }) => [userId, channel, drops.map((drop) => drop.subscriptionId)])).toEqual([
      ['u1', 'email', ['b', 'a']],
      ['u1', 'web_push', ['d']],
      ['u2', 'email', ['e']],
    ]);
    expect(digests[2]!.language).toBe('ru');
  });
});

describe('the digest message', () => {
  const [digest] = digestsOf([
    check({ id: 'a', query: searchQuery({ destination: 'IST', returnDate: '2026-04-17' }), currentPrice: 8_000 }),
    check({ id: 'b', query: searchQuery({ destination: 'AYT', nextLegs: [{ origin: 'AYT', destination: 'IST', date: '2026-04-15' }] }), currentPrice: 9_500 }),
  ]);

  test('lists every drop with its route, dates and prices, and links the favorites page', () => {
    const { subject, body } = digestMessage(digest!, { language: 'en' }, 'https://app.example/favorites/avia');
    expect(subject).toBe('Prices dropped on your saved flights');
    const lines = plain(body)
      .split('\n')
      .filter((line) => line.startsWith('•'));
    // Days and prices as the product writes them for the locale.
    expect(lines).toEqual([
      '• MOW → IST → MOW, Fri, Apr 10 – Fri, Apr 17: ₽10,000 → ₽8,000 (−₽2,000)',
      '• MOW → AYT → IST, Fri, Apr 10 – Wed, Apr 15: ₽10,000 → ₽9,500 (−₽500)',
    ]);
    expect(body.endsWith('https://app.example/favorites/avia')).toBe(true);
  });

  test('names the places in the reader\u2019s language where their names are known', () => {
    const names = new Map([
      ['MOW', 'Москва'],
      ['IST', 'Стамбул'],
    ]);
    const { body } = digestMessage(digest!, { language: 'ru' }, 'x', (code) => names.get(code) ?? code);
    expect(plain(body)).toContain('• Москва → Стамбул → Москва, ');
    expect(plain(body)).toContain('• Москва → AYT → Стамбул, ');
  });

  test('is written in the settings\u2019 notification language, else the language subscribed in, else English', () => {
    expect(digestReader('kk', 'ru')).toEqual({ language: 'kk' });
    expect(digestReader(undefined, 'ru')).toEqual({ language: 'ru' });
    expect(digestReader('xx', 'zz')).toEqual({ language: 'en' });
    expect(digestMessage(digest!, { language: 'ru' }, 'x').subject).toBe('Цены на ваши избранные перелёты снизились');
    expect(plain(digestMessage(digest!, { language: 'ru' }, 'x').body)).toContain('10 000 ₽ → 8 000 ₽ (−2 000 ₽)');
  });
});

describe('the price cache', () => {
  test('computes a search once per hour and again in the next hour; the oldest goes first past its size', async () => {
    const { PriceCache } = await import('../prices');
    const computed: string[] = [];
    const cache = new PriceCache((query, at) => {
      computed.push(`${query.destination} ${at.getUTCHours()}`);
      return query.destination === 'IST' ? 9000 : null;
    }, 2);
    const at = new Date('2026-04-01T10:15:00Z');
    expect(cache.cheapest('ist', searchQuery(), at)).toBe(9000);
    expect(cache.cheapest('ist', searchQuery(), new Date('2026-04-01T10:59:00Z'))).toBe(9000);
    expect(cache.cheapest('led', searchQuery({ destination: 'LED' }), at)).toBeNull();
    expect(cache.cheapest('led', searchQuery({ destination: 'LED' }), at)).toBeNull();
    expect(cache.cheapest('ist', searchQuery(), new Date('2026-04-01T11:00:00Z'))).toBe(9000);
    // Three entries for a cache of two: the first hour of IST went.
    expect(cache.cheapest('ist', searchQuery(), at)).toBe(9000);
    expect(computed).toEqual(['IST 10', 'LED 10', 'IST 11', 'IST 10']);
  });
});
