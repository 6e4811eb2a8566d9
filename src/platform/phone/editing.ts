import { caretAfterMask } from './mask';

/** What a formatting field shows after an edit, and where its caret goes. */
export interface FormattedEdit {
  value: string;
  caret: number;
}

const isDigit = (character: string | undefined) => character !== undefined && character >= '0' && character <= '9';
const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * An edit of a field that formats what is typed (`format`), from the field's `previous` value to
 * the browser's `typed` text with the caret at `position`; `inputType` is the `InputEvent`'s.
 * Backspace or Delete that removed only a separator the field writes by itself (a space, bracket,
 * dash) removes the digit beside it instead: formatting would write the separator back, and the
 * key would seem to do nothing. The caret stays after the digit it followed.
 */
export function formatEdit(previous: string, typed: string, position: number, inputType: string | undefined, format: (text: string) => string): FormattedEdit {
  let text = typed;
  let at = position;
  const separatorDeleted = inputType?.startsWith('delete') && typed.length < previous.length && digitsOf(typed) === digitsOf(previous);
  if (separatorDeleted && inputType === 'deleteContentBackward') {
    let digit = at - 1;
    while (digit >= 0 && !isDigit(text[digit])) digit -= 1;
    if (digit >= 0) {
      text = text.slice(0, digit) + text.slice(digit + 1);
      at = digit;
    }
  } else if (separatorDeleted && inputType === 'deleteContentForward') {
    let digit = at;
    while (digit < text.length && !isDigit(text[digit])) digit += 1;
    if (digit < text.length) text = text.slice(0, digit) + text.slice(digit + 1);
  }
  const value = format(text);
  return { value, caret: caretAfterMask(text, at, value) };
}
