import { describe, expect, test } from 'vitest';
import { applyMask, caretAfterMask, maskSlots } from '../mask';

const PHONE = '+7 (000) 000-00-00';

describe('masked input: 0 stands for a digit (spec §5)', () => {
  test('a mask counts its digit slots', () => {
    expect(maskSlots(PHONE)).toBe(10);
    expect(maskSlots('0000 0000 0000 0000')).toBe(16);
  });

  test.each([
    ['', '', '', false],
    ['9', '+7 (9', '9', false],
    ['916', '+7 (916', '916', false],
    ['9161', '+7 (916) 1', '9161', false],
    ['9161234567', '+7 (916) 123-45-67', '9161234567', true],
    // the field's own text, with one more digit typed
    ['+7 (916) 1234', '+7 (916) 123-4', '9161234', false],
    // deleting the last digit leaves no dangling separator; deleting all leaves nothing
    ['+7 (916) 123-', '+7 (916) 123', '916123', false],
    ['+7 (', '', '', false],
    // pasted numbers, with or without the country code
    ['79161234567', '+7 (916) 123-45-67', '9161234567', true],
    ['+7 916 123 45 67', '+7 (916) 123-45-67', '9161234567', true],
    ['(916) 123 45 67', '+7 (916) 123-45-67', '9161234567', true],
    // a lone 7 is the first digit of the number, not the country code
    ['7', '+7 (7', '7', false],
    // letters are dropped, extra digits ignored
    ['9a1b6', '+7 (916', '916', false],
    ['916123456789', '+7 (916) 123-45-67', '9161234567', true],
  ])('%s → %s', (input, value, digits, complete) => {
    expect(applyMask(PHONE, input)).toEqual({ value, digits, complete });
  });

  test.each([
    ['00.00.0000', '12052026', '12.05.2026'],
    ['00.00.0000', '1205', '12.05'],
    ['0000 0000', '12345678', '1234 5678'],
  ])('mask %s with %s → %s', (mask, input, value) => {
    expect(applyMask(mask, input).value).toBe(value);
  });
});

describe('the caret after masking', () => {
  test.each([
    // typing at the end keeps the caret at the end, past the added separators
    ['9161', 4, '+7 (916) 1', 10],
    // a digit typed in the middle: the caret stays after it
    ['+7 (9186) 123', 7, '+7 (918) 612-3', 7],
    // a digit deleted in the middle: the caret stays after the digit before it
    ['+7 (96) 123-4', 5, '+7 (961) 234', 5],
    ['+7 (916', 0, '+7 (916', 0],
  ])('%s with the caret at %d shown as %s → %d', (typed, position, masked, caret) => {
    expect(caretAfterMask(typed, position, masked)).toBe(caret);
  });
});
