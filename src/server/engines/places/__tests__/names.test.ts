import { expect, test } from 'vitest';
import { nameIn, nameLanguages } from '../names';

const moscow = { en: 'Moscow', ru: 'Москва' };

test('a Kazakh visitor reads the Russian name where there is no Kazakh one, then the English', () => {
  expect(nameLanguages('kk')).toEqual(['kk', 'ru', 'en']);
  expect(nameIn(moscow, 'kk')).toBe('Москва');
  expect(nameIn({ ...moscow, kk: 'Мәскеу' }, 'kk')).toBe('Мәскеу');
  expect(nameIn({ en: 'Kokshetau' }, 'kk')).toBe('Kokshetau');
});

test('the locale, then its language, then Russian for the region’s languages, then English', () => {
  expect(nameLanguages('hy-AM')).toEqual(['hy-AM', 'hy', 'ru', 'en']);
  expect(nameLanguages('es_ES')).toEqual(['es-ES', 'es', 'en']);
  expect(nameIn({ ...moscow, 'pt-BR': 'Moscou' }, 'pt_BR')).toBe('Moscou');
  for (const locale of ['uz', 'ky', 'tg', 'az', 'ka']) expect(nameIn(moscow, locale)).toBe('Москва');
  for (const locale of ['en', 'th', 'es-ES']) expect(nameIn(moscow, locale)).toBe('Moscow');
});

test('Ukrainian readers get the Latin spelling of a name rather than the Russian one', () => {
  expect(nameIn({ en: 'Kyiv', ru: 'Киев' }, 'uk')).toBe('Kyiv');
  expect(nameIn({ en: 'Kyiv', ru: 'Киев', uk: 'Київ' }, 'uk')).toBe('Київ');
});

test('a locale naming an object property finds no name of its own', () => {
  expect(nameIn(moscow, 'constructor')).toBe('Moscow');
  expect(nameIn(moscow, '__proto__')).toBe('Moscow');
});
