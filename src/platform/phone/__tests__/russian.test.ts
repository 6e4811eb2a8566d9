import { describe, expect, test } from 'vitest';
import { formatRussianPhone, formatStoredPhone, isRussianPhone, phoneDigits, readRussianPhone, russianPhoneNumber } from '../russian';

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

describe('Russian numbers as people write them', () => {
  test.each([
    ['79161234567', '79161234567'],
    ['+7 916 123 45 67', '79161234567'],
    ['+7 (916) 123-45-67', '79161234567'],
    ['8 916 123 45 67', '79161234567'],
    ['89161234567', '79161234567'],
    ['+8 916 123 45 67', '79161234567'],
    ['916 123 45 67', '79161234567'],
    ['(916) 123-45-67', '79161234567'],
  ])('%s is the number %s', (text, number) => {
    expect(russianPhoneNumber(text)).toBe(number);
  });

  test.each([
    ['+1 212 555 0100', 'another country'],
    ['+9161234567', 'a plus before the number without its country code'],
    ['74951234567', 'a landline'],
    ['84951234567', 'a landline with the trunk prefix'],
    ['4951234567', 'a landline without a prefix'],
    ['7916123456', 'a digit short'],
    ['791612345678', 'a digit long'],
    ['891612345678', 'a digit long after 8'],
    ['91612345678', 'a digit long without a prefix'],
    ['', 'empty'],
  ])('%s is refused (%s)', (text) => {
    expect(russianPhoneNumber(text)).toBeNull();
  });

  test('a stored number is shown in the format of its country', () => {
    expect(formatStoredPhone('79161234567')).toBe('+7 916 123 45 67');
    expect(formatStoredPhone('12125550100')).toBe('+12125550100');
  });
});

describe('the Russian phone field as it is typed or pasted', () => {
  test.each([
    ['', '', null],
    ['+', '+', null],
    ['+7', '+7', null],
    ['7', '+7', null],
    ['8', '+7', null],
    ['9', '+7 9', null],
    // a separator typed after a group waits for the next digit
    ['+7 916 ', '+7 916', null],
    ['+79', '+7 9', null],
    ['+7 9165', '+7 916 5', null],
    ['+7 916 555 12 34', '+7 916 555 12 34', '79165551234'],
    // pasted in every usual form
    ['89165551234', '+7 916 555 12 34', '79165551234'],
    ['8 (916) 555-12-34', '+7 916 555 12 34', '79165551234'],
    ['9165551234', '+7 916 555 12 34', '79165551234'],
    ['+7 (916) 555-12-34', '+7 916 555 12 34', '79165551234'],
    // a digit too many is not taken
    ['+7 916 555 12 345', '+7 916 555 12 34', '79165551234'],
    // a landline is shown but refused
    ['84951234567', '+7 495 123 45 67', null],
    // another country code is kept as typed, not read as a Russian number
    ['+1 212 555 0100', '+12125550100', null],
  ])('%s shows %s (number %s)', (text, value, number) => {
    expect(readRussianPhone(text)).toEqual({ value, number });
  });
});
