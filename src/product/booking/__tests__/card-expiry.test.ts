import { describe, expect, test } from 'vitest';
import { formatEdit } from '../../../platform/phone';
import { cardExpiry } from '../model/card-expiry';

describe('card expiry as typed', () => {
  test.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['122', '12/2'],
    ['1228', '12/28'],
    ['12/28', '12/28'],
    ['12 / 2028', '12/20'],
    ['ab12c28', '12/28'],
  ])('%j → %j', (typed, shown) => {
    expect(cardExpiry(typed)).toBe(shown);
  });

  test('typing digit by digit writes the slash itself; deleting the year’s digit takes the slash too, Backspace on the slash the month’s digit', () => {
    let value = '';
    for (const digit of '1228') value = formatEdit(value, value + digit, value.length + 1, 'insertText', cardExpiry).value;
    expect(value).toBe('12/28');
    expect(formatEdit('12/2', '12/', 3, 'deleteContentBackward', cardExpiry).value).toBe('12');
    expect(formatEdit('12/28', '1228', 2, 'deleteContentBackward', cardExpiry)).toEqual({ value: '12/8', caret: 1 });
  });
});
