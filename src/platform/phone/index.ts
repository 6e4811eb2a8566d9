// Phone numbers: the rules a brand reads them by (Russian, international), formatting as typed and masked input.
// The international rule's module (`./international`, libphonenumber-js) is not exported here: the
// client loads it with `loadPhoneReader`, the server imports it directly.
export type { PhoneReader, PhoneReading, PhoneRule } from './rules';
export { loadPhoneReader, phoneRules } from './rules';
export { formatRussianPhone, formatStoredPhone, isRussianPhone, phoneDigits, readRussianPhone, russianPhoneNumber } from './russian';
export type { FormattedEdit } from './editing';
export { formatEdit } from './editing';
export type { Masked } from './mask';
export { applyMask, caretAfterMask, maskSlots, MASK_DIGIT } from './mask';
