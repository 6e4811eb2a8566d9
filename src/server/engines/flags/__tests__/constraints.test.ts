import { describe, expect, test } from 'vitest';
import { matches, type Constraint } from '..';

const context = { market: 'ru', device: 'desktop', os: 'ios', lang: 'ru', version: '12' };
const check = (operator: Constraint['operator'], value: Constraint['value'], property = 'market') => matches({ property, operator, value }, context);

describe('constraints on market, device, os and lang', () => {
  test('EQ and NEQ', () => {
    expect(check('EQ', 'ru')).toBe(true);
    expect(check('EQ', 'kz')).toBe(false);
    expect(check('NEQ', 'desktop', 'device')).toBe(false);
    expect(check('NEQ', 'desktop', 'os')).toBe(true);
  });

  test('IN and NOTIN', () => {
    expect(check('IN', ['android', 'ios'], 'os')).toBe(true);
    expect(check('IN', ['kz', 'uz'])).toBe(false);
    expect(check('NOTIN', ['kz', 'uz'])).toBe(true);
    expect(check('NOTIN', ['en', 'ru'], 'lang')).toBe(false);
  });

  test('CONTAINS, regular expressions and comparisons', () => {
    expect(check('CONTAINS', 'desk', 'device')).toBe(true);
    expect(check('NOTCONTAINS', 'desk', 'device')).toBe(false);
    expect(check('EREG', '^(ru|by)$')).toBe(true);
    expect(check('NEREG', '^(ru|by)$')).toBe(false);
    expect(check('GT', 9, 'version')).toBe(true);
    expect(check('LTE', '12', 'version')).toBe(true);
    expect(check('LT', 12, 'version')).toBe(false);
    expect(check('GTE', 13, 'version')).toBe(false);
  });

  test('a missing or non-scalar property matches nothing, not even NEQ', () => {
    expect(check('NEQ', 'ru', 'currency')).toBe(false);
    expect(check('NOTIN', ['ru'], 'currency')).toBe(false);
    expect(matches({ property: 'market', operator: 'EQ', value: 'ru' }, { market: { code: 'ru' } })).toBe(false);
  });
});
