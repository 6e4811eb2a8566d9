import { describe, expect, test } from 'vitest';
import { internationalPhoneNumber, readInternationalPhone } from '../international';

describe('mobile numbers of any country (the international rule)', () => {
  test.each([
    ['+1 212 555 0100', 'us', '12125550100'],
    ['+12125550100', 'ru', '12125550100'],
    ['(212) 555-0100', 'us', '12125550100'],
    ['+44 7400 123456', 'us', '447400123456'],
    ['07400 123456', 'gb', '447400123456'],
    ['+49 1512 3456789', 'us', '4915123456789'],
    ['+7 916 555 12 34', 'us', '79165551234'],
    ['8 916 555 12 34', 'ru', '79165551234'],
  ])('%s (market %s) is the number %s', (text, market, number) => {
    expect(internationalPhoneNumber(text, market)).toBe(number);
  });

  test.each([
    ['+44 20 7946 0958', 'us', 'a London landline'],
    ['+7 495 123 45 67', 'us', 'a Moscow landline'],
    ['+1 555 555 5555', 'us', 'no such area code'],
    ['(212) 555-0100', 'ru', 'a US number without its country code, outside the US'],
    ['+1 212 555 010', 'us', 'a digit short'],
    ['phone', 'us', 'no digits'],
    ['', 'us', 'empty'],
  ])('%s (market %s) is refused: %s', (text, market) => {
    expect(internationalPhoneNumber(text, market)).toBeNull();
  });

  test.each([
    ['+', '+', null],
    ['+1', '+1', null],
    ['+1 212 ', '+1 212', null],
    ['+1212555', '+1 212 555', null],
    ['+12125550100', '+1 212 555 0100', '12125550100'],
    ['2125550100', '(212) 555-0100', '12125550100'],
    ['+447400123456', '+44 7400 123456', '447400123456'],
    ['+79165551234', '+7 916 555 12 34', '79165551234'],
  ])('%s shows %s (number %s)', (text, value, number) => {
    expect(readInternationalPhone(text, 'us')).toEqual({ value, number });
  });
});
