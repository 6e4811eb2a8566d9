import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, test } from 'vitest';
import { createTranslator } from '../translator';

const folder = resolve(import.meta.dirname, '../messages');
const read = (file: string) => JSON.parse(readFileSync(resolve(folder, file), 'utf8')) as Record<string, string>;
const english = read('en.json');
const bundles = readdirSync(folder).filter((file) => file.endsWith('.json'));

describe('translation bundles', () => {
  test.each(bundles)('%s has exactly the keys of the English catalogue, each valid ICU', (file) => {
    const messages = read(file);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [key, message] of Object.entries(messages)) {
      expect(() => parse(message), key).not.toThrow();
      expect(message.trim(), key).not.toBe('');
    }
  });

  test('plurals follow the language: Russian has few and many', () => {
    const ru = createTranslator({ brand: 'AS', market: 'ru', language: 'ru', messages: read('ru.json') as never });
    expect(ru.t('results.stops', { count: 0 })).toBe('Без пересадок');
    expect(ru.t('results.stops', { count: 1 })).toBe('1 пересадка');
    expect(ru.t('results.stops', { count: 2 })).toBe('2 пересадки');
    expect(ru.t('results.done', { count: 25 })).toBe('Найдено 25 предложений');
    const en = createTranslator({ brand: 'WA', market: 'us', language: 'en', messages: english as never });
    expect(en.t('results.stops', { count: 1 })).toBe('1 stop');
    expect(en.locale).toBe('en-US');
  });
});
