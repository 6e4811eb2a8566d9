import { describe, expect, test } from 'vitest';
import { createTranslator } from '../translator';
import { allMessages } from './all-messages';

// Completeness, placeholders and ICU validity of every group are checked by scripts/i18n/messages.ts.
describe('translation bundles', () => {
  test('plurals follow the language: Russian has few and many', async () => {
    const ru = createTranslator({ brand: 'AS', market: 'ru', language: 'ru', messages: await allMessages('ru') });
    expect(ru.t('results.stops', { count: 0 })).toBe('Без пересадок');
    expect(ru.t('results.stops', { count: 1 })).toBe('1 пересадка');
    expect(ru.t('results.stops', { count: 2 })).toBe('2 пересадки');
    expect(ru.t('results.done', { count: 25 })).toBe('Найдено 25 предложений');
    const en = createTranslator({ brand: 'WA', market: 'us', language: 'en', messages: await allMessages('en') });
    expect(en.t('results.stops', { count: 1 })).toBe('1 stop');
    expect(en.locale).toBe('en-US');
  });
});
