import { describe, expect, test } from 'vitest';
import { cachedFormatCount, dateFormat, numberFormat } from '../intl';

describe('Intl formatter cache', () => {
  test('one formatter per locale and options, built once', () => {
    const first = numberFormat('de-DE', { maximumFractionDigits: 1 });
    const count = cachedFormatCount();
    expect(numberFormat('de-DE', { maximumFractionDigits: 1 })).toBe(first);
    expect(cachedFormatCount()).toBe(count);
    expect(numberFormat('de-AT', { maximumFractionDigits: 1 })).not.toBe(first);
    expect(dateFormat('de-DE', { month: 'long' })).toBe(dateFormat('de-DE', { month: 'long' }));
  });

  test('an invalid locale falls back to en-US; invalid options still throw', () => {
    expect(numberFormat('ru_RU').resolvedOptions().locale).toBe('en-US');
    expect(() => numberFormat('en-US', { style: 'currency', currency: 'not a code' })).toThrow(RangeError);
  });
});
