import { describe, expect, test } from 'vitest';
import { formatEdit, type FormattedEdit } from '../editing';
import { readInternationalPhone } from '../international';
import { readRussianPhone } from '../russian';

const russian = (text: string) => readRussianPhone(text).value;
const international = (text: string) => readInternationalPhone(text, 'us').value;

/** Types `keys` one by one at the caret, as a browser does, each edit formatted before the next key. */
function type(format: (text: string) => string, keys: string, start: FormattedEdit = { value: '', caret: 0 }): FormattedEdit {
  let field = start;
  for (const key of keys) {
    const typed = field.value.slice(0, field.caret) + key + field.value.slice(field.caret);
    field = formatEdit(field.value, typed, field.caret + 1, 'insertText', format);
  }
  return field;
}

/** Backspace at the caret. */
function backspace(format: (text: string) => string, field: FormattedEdit): FormattedEdit {
  if (field.caret === 0) return field;
  const typed = field.value.slice(0, field.caret - 1) + field.value.slice(field.caret);
  return formatEdit(field.value, typed, field.caret - 1, 'deleteContentBackward', format);
}

describe('the Russian phone field as it is typed', () => {
  test.each([
    ['+7 916 555 12 34', 'with the country code'],
    ['8 916 555 12 34', 'with the trunk prefix'],
    ['89165551234', 'with the trunk prefix, no spaces'],
    ['916 555 12 34', 'without either'],
    ['9165551234', 'digits only'],
    ['7 (916) 555-12-34', 'with 7, brackets and dashes'],
  ])('%s (%s) shows +7 916 555 12 34', (keys) => {
    expect(type(russian, keys)).toEqual({ value: '+7 916 555 12 34', caret: 16 });
  });

  test('each key shows its digit at once, the caret at the end', () => {
    const shown: string[] = [];
    let field: FormattedEdit = { value: '', caret: 0 };
    for (const key of '8916') {
      field = type(russian, key, field);
      shown.push(field.value);
      expect(field.caret).toBe(field.value.length);
    }
    expect(shown).toEqual(['+7', '+7 9', '+7 91', '+7 916']);
  });

  test('Backspace empties the field digit by digit, the country code and the + last', () => {
    let field = type(russian, '9161');
    const shown: string[] = [];
    while (field.value) {
      field = backspace(russian, field);
      shown.push(field.value);
    }
    expect(shown).toEqual(['+7 916', '+7 91', '+7 9', '+7', '+', '']);
  });

  test('Backspace after a space removes the digit before it, the caret stays there', () => {
    // +7 916 |555 → the space goes with the 6
    const field = backspace(russian, { value: '+7 916 555', caret: 7 });
    expect(field).toEqual({ value: '+7 915 55', caret: 5 });
  });

  test('Delete before a space removes the digit after it', () => {
    const field = formatEdit('+7 916 555', '+7 916555', 6, 'deleteContentForward', russian);
    expect(field).toEqual({ value: '+7 916 55', caret: 6 });
  });

  test('a digit typed in the middle keeps the caret after it', () => {
    expect(type(russian, '0', { value: '+7 916 555', caret: 5 })).toEqual({ value: '+7 910 655 5', caret: 6 });
  });

  test('a number pasted into the empty field', () => {
    expect(formatEdit('', '8 (916) 555-12-34', 17, 'insertFromPaste', russian)).toEqual({ value: '+7 916 555 12 34', caret: 16 });
  });
});

describe('the international phone field as it is typed', () => {
  test('+1 212 555 0100 typed key by key', () => {
    const shown: string[] = [];
    let field: FormattedEdit = { value: '', caret: 0 };
    for (const key of '+1 212 555 0100') {
      field = type(international, key, field);
      shown.push(field.value);
    }
    expect(field).toEqual({ value: '+1 212 555 0100', caret: 15 });
    expect(shown.slice(0, 6)).toEqual(['+', '+1', '+1', '+1 2', '+1 21', '+1 212']);
  });

  test('a national number of the market is formatted the national way', () => {
    expect(type(international, '2125550100')).toEqual({ value: '(212) 555-0100', caret: 14 });
  });

  test('Backspace after a bracket or dash removes the digit before it', () => {
    // (212) 555-|0100 → the dash goes with the last 5
    expect(backspace(international, { value: '(212) 555-0100', caret: 10 })).toEqual({ value: '(212) 550-100', caret: 8 });
  });

  test('a number pasted as E.164', () => {
    expect(formatEdit('', '+447400123456', 13, 'insertFromPaste', international)).toEqual({ value: '+44 7400 123456', caret: 15 });
  });
});
