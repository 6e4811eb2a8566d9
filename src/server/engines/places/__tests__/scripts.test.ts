import { expect, test } from 'vitest';
import { latinSpellings, otherLayout } from '../scripts';

test('Cyrillic is spelled in Latin letters, the passport-like spelling first', () => {
  expect(latinSpellings('москва')[0]).toBe('moskva');
  expect(latinSpellings('ист')).toEqual(['ist', 'yst']);
  expect(latinSpellings('хельсинки')).toContain('helsinki');
  expect(latinSpellings('цюрих')).toContain('zyurikh');
  expect(latinSpellings('щелково')[0]).toBe('shchelkovo');
  expect(latinSpellings('әлматы')[0]).toBe('almaty');
});

test('a few variants at most, and none for text without Cyrillic', () => {
  expect(latinSpellings('йцжюяхийцжюях').length).toBeLessThanOrEqual(6);
  expect(latinSpellings('london')).toEqual([]);
  expect(latinSpellings('')).toEqual([]);
});

test('the other keyboard layout: Latin keys as ЙЦУКЕН and Cyrillic as QWERTY', () => {
  expect(otherLayout('ghfuf')).toBe('прага');
  expect(otherLayout('vjcrdf')).toBe('москва');
  expect(otherLayout('ьщысщц')).toBe('moscow');
  expect(otherLayout('Cfyrn-Gtnth,ehu')).toBe('санкт-петербург');
  expect(otherLayout(';tytdf')).toBe('женева');
});

test('mixed scripts and text without letters stay as typed', () => {
  expect(otherLayout('Moscow Москва')).toBeNull();
  expect(otherLayout('123')).toBeNull();
  expect(otherLayout('  ')).toBeNull();
  expect(otherLayout(',.;')).toBeNull();
});
