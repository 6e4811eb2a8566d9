import { afterEach, describe, expect, test, vi } from 'vitest';
import { loadMessages } from '../bundles';
import { createTranslator, intlLocale } from '../translator';

afterEach(() => vi.restoreAllMocks());

describe('translator', () => {
  test('formats plurals by the rules of the language', async () => {
    const ru = createTranslator('ru', 'ru', await loadMessages('ru'));
    expect(ru.t('results.done', { count: 1 })).toBe('Найдено 1 предложение');
    expect(ru.t('results.done', { count: 3 })).toBe('Найдено 3 предложения');
    expect(ru.t('results.done', { count: 5 })).toBe('Найдено 5 предложений');
    const en = createTranslator('en', 'us', await loadMessages('en'));
    expect(en.t('results.stops', { count: 0 })).toBe('Direct');
    expect(en.t('results.stops', { count: 2 })).toBe('2 stops');
  });

  test('a missing key shows itself and is reported', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const en = createTranslator('en', 'us', await loadMessages('en'));
    expect(en.t('no.such.key' as never)).toBe('no.such.key');
    expect(warn).toHaveBeenCalledWith('Missing key for language: en no.such.key');
  });

  test('locales combine the language with the market unless the language names a region', () => {
    expect(intlLocale('ru', 'ru')).toBe('ru-RU');
    expect(intlLocale('kk', 'kz')).toBe('kk-KZ');
    expect(intlLocale('es-ES', 'us')).toBe('es-ES');
  });
});
