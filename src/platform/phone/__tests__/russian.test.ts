import { describe, expect, test } from 'vitest';
import { formatRussianPhone, isRussianPhone, phoneDigits } from '../russian';

describe('Russian phone numbers (spec §5)', () => {
  test.each([
    ['+7 (916) 123-45-67', '79161234567'],
    ['8 916 123 45 67', '89161234567'],
    ['phone: +7-916', '7916'],
    ['', ''],
  ])('%s keeps digits only: %s', (value, digits) => {
    expect(phoneDigits(value)).toBe(digits);
  });

  test.each([
    ['79161234567', true],
    ['+79161234567', true],
    ['+7 (916) 123-45-67', true],
    ['7 916 123 45 67', true],
    ['79001234567', true],
    ['89161234567', false],
    ['74951234567', false],
    ['7916123456', false],
    ['791612345678', false],
    ['9161234567', false],
    ['', false],
  ])('%s is valid: %s', (value, valid) => {
    expect(isRussianPhone(value)).toBe(valid);
  });

  test.each([
    ['79161234567', '+7 916 123 45 67'],
    ['+7 (916) 123-45-67', '+7 916 123 45 67'],
    ['89161234567', '89161234567'],
    ['12345', '12345'],
  ])('%s is shown as %s', (value, shown) => {
    expect(formatRussianPhone(value)).toBe(shown);
  });
});
