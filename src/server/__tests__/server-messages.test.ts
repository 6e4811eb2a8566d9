import { describe, expect, test } from 'vitest';
import { readerLocale, readerOf, serverMessages } from '../server-messages';
import { languages } from '../../platform/market';

const bundlesWith = (english: Record<string, string>, others: Record<string, string> = english) =>
  Object.fromEntries(languages.map((language) => [language, language === 'en' ? english : others])) as Record<
    (typeof languages)[number],
    Record<string, string>
  >;

describe('server messages', () => {
  test('a language that lacks a key, or leaves it blank, fails when the bundles load, naming both', () => {
    const english = { 'x.greeting': 'Hello', 'x.bye': 'Bye' };
    expect(() => serverMessages('x', { ...bundlesWith(english), kk: { 'x.greeting': 'Сәлем' } } as never)).toThrow('Messages of x: kk lacks x.bye');
    expect(() => serverMessages('x', { ...bundlesWith(english), th: { 'x.greeting': ' ', 'x.bye': 'ลาก่อน' } } as never)).toThrow('th lacks x.greeting');
    expect(() => serverMessages('x', bundlesWith(english))).not.toThrow();
  });

  test('formats ICU with the reader locale’s plural rules and fails on a value it lacks rather than send half a text', () => {
    const texts = serverMessages('x', {
      ...bundlesWith({ 'x.left': '{count, plural, one {# seat} other {# seats}} left' }),
      ru: { 'x.left': '{count, plural, one {Остался # билет} few {Осталось # билета} many {Осталось # билетов} other {Осталось # билета}}' },
    });
    const ru = texts({ language: 'ru' });
    expect([1, 2, 5, 21, 22, 25].map((count) => ru.t('x.left', { count }))).toEqual([
      'Остался 1 билет',
      'Осталось 2 билета',
      'Осталось 5 билетов',
      'Остался 21 билет',
      'Осталось 22 билета',
      'Осталось 25 билетов',
    ]);
    expect(texts({ language: 'en' }).t('x.left', { count: 1 })).toBe('1 seat left');
    expect(() => ru.t('x.left')).toThrow(/x\.left \(ru\) failed to format/);
  });

  test('the reader: the language chosen for notifications when it is a UI language, else the visit’s; the locale of its market', () => {
    const visit = { language: 'ru' as const, market: 'kz', brand: 'AS' as const };
    expect(readerOf(visit, 'kk')).toEqual({ ...visit, language: 'kk' });
    expect(readerOf(visit, 'xx')).toBe(visit);
    expect(readerOf(visit, undefined)).toBe(visit);
    expect(readerLocale(visit)).toBe('ru-KZ');
    // Without a visit (a digest sent by a job), the language's main variety.
    expect(readerLocale({ language: 'ru' })).toBe('ru-RU');
    expect(readerLocale({ language: 'es-ES' })).toBe('es-ES');
    expect(readerLocale({ language: 'uk' })).toBe('uk-UA');
  });
});
