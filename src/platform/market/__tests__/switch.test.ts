import { describe, expect, test } from 'vitest';
import { languageCookie, visitSettingsHref } from '../switch';

const base = 'http://localhost:3000';

describe('region changes reload with the choice in the query (spec §2.9)', () => {
  test.each([
    ['/guides', { currency: 'eur' }, {}, '/guides?currency=eur'],
    ['/guides?a=1#x', { language: 'kk' }, {}, '/guides?a=1&language=kk#x'],
    ['/map?market=ua', { market: 'ru' }, { toRoot: true }, '/?market=ru'],
    ['/map#top', { market: 'ru' }, { toRoot: true }, '/?market=ru'],
    // A market prefix would win over the query: it follows the market change.
    ['/kz/guides', { market: 'uz' }, {}, '/uz/guides?market=uz'],
    ['/kz/guides', { currency: 'rub' }, {}, '/kz/guides?currency=rub'],
    ['/kz/guides', { market: 'us', language: 'en' }, { toRoot: true }, '/us?market=us&language=en'],
    ['/kz', { market: 'ru' }, {}, '/ru?market=ru'],
    // Markets are lower-cased.
    ['/guides', { market: 'KZ' }, {}, '/guides?market=kz'],
    ['/kz/guides', { market: 'UZ' }, {}, '/uz/guides?market=uz'],
  ] as const)('%s + %o %o → %s', (path, settings, options, expected) => {
    expect(visitSettingsHref(`${base}${path}`, settings, options)).toBe(`${base}${expected}`);
  });
});

test('a language change writes the language cookie for a year', () => {
  expect(languageCookie('kk', false)).toBe('language=kk; Path=/; Max-Age=31536000; SameSite=Lax');
  expect(languageCookie('es-ES', true)).toBe('language=es-ES; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
});
