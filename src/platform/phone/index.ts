// Phone numbers: the Russian number rule and masked input.
export { formatRussianPhone, isRussianPhone, phoneDigits } from './russian';
export type { Masked } from './mask';
export { applyMask, caretAfterMask, maskSlots, MASK_DIGIT } from './mask';
