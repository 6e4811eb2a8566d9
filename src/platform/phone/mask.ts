/**
 * Input masks where `0` stands for a digit and every other character is written as is, e.g.
 * `+7 (000) 000-00-00`. Literals are written only up to the last digit typed, so deleting a digit
 * never leaves a dangling separator. A literal found in the input is taken as itself: always for
 * separators, and for a digit of the mask (the 7 of +7) when it follows a matched literal or when
 * the input has more digits than the mask has slots (a pasted 79161234567); a lone 7 typed into an
 * empty field is the first digit of the number.
 */
export const MASK_DIGIT = '0';

/** How many digit slots a mask has. */
export const maskSlots = (mask: string): number => [...mask].filter((c) => c === MASK_DIGIT).length;

const phoneDigitCount = (text: string) => text.replace(/\D/g, '').length;

export interface Masked {
  /** What the field shows. */
  value: string;
  /** The digits that filled the mask's slots. */
  digits: string;
  /** Every slot is filled. */
  complete: boolean;
}

export function applyMask(mask: string, input: string): Masked {
  let shown = '';
  let pending = '';
  let digits = '';
  let at = 0;
  let slotsLeft = maskSlots(mask);
  let matched = false;
  const digitsLeft = () => phoneDigitCount(input.slice(at));
  for (const slot of mask) {
    if (slot === MASK_DIGIT) {
      while (at < input.length && !/\d/.test(input[at]!)) at += 1;
      if (at >= input.length) return { value: shown, digits, complete: false };
      shown += pending + input[at];
      digits += input[at];
      pending = '';
      at += 1;
      slotsLeft -= 1;
      matched = false;
    } else {
      pending += slot;
      matched = input[at] === slot && (!/\d/.test(slot) || matched || digitsLeft() > slotsLeft);
      if (matched) at += 1;
    }
  }
  return { value: shown + pending, digits, complete: true };
}

/**
 * Where the caret goes once `typed` (caret at `position`) is shown as `masked`: at the end if it was
 * at the end, otherwise just after the same digit it followed, so separators added or removed
 * around it do not move it.
 */
export function caretAfterMask(typed: string, position: number, masked: string): number {
  if (position >= typed.length) return masked.length;
  const before = phoneDigitCount(typed.slice(0, position));
  if (before === 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i += 1) {
    if (/\d/.test(masked[i]!) && ++seen === before) return i + 1;
  }
  return masked.length;
}
