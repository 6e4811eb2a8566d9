import { expect, test } from 'vitest';
import { prefixWithinOneEdit, withinOneEdit } from '../edit-distance';
import { normalize } from '../normalize';

test('normalize folds case, ё, diacritics and punctuation but keeps Cyrillic й', () => {
  expect(normalize('  Санкт-Петербург ')).toBe('санкт петербург');
  expect(normalize('Кёльн')).toBe('кельн');
  expect(normalize('Йошкар-Ола')).toBe('йошкар ола');
  expect(normalize('Düsseldorf')).toBe('dusseldorf');
  expect(normalize('São Paulo')).toBe('sao paulo');
  expect(normalize('Łódź')).toBe('lodz');
  expect(normalize("O'Hare")).toBe('ohare');
  expect(normalize('İstanbul')).toBe('istanbul');
});

test('withinOneEdit accepts one insertion, deletion, substitution or swap', () => {
  expect(withinOneEdit('london', 'london')).toBe(true);
  expect(withinOneEdit('londn', 'london')).toBe(true);
  expect(withinOneEdit('londoon', 'london')).toBe(true);
  expect(withinOneEdit('lomdon', 'london')).toBe(true);
  expect(withinOneEdit('lnodon', 'london')).toBe(true);
  expect(withinOneEdit('lndn', 'london')).toBe(false);
  expect(withinOneEdit('lnodno', 'london')).toBe(false);
});

test('prefixWithinOneEdit compares against the start of a longer name', () => {
  expect(prefixWithinOneEdit('istamb', 'istanbul')).toBe(true);
  expect(prefixWithinOneEdit('masc', 'москва')).toBe(false);
  expect(prefixWithinOneEdit('маск', 'москва')).toBe(true);
  expect(prefixWithinOneEdit('стамбл', 'стамбул')).toBe(true);
  expect(prefixWithinOneEdit('xyzw', 'london')).toBe(false);
});
