// Payment options rule (spec §4, §9).
export type { PaymentMethod, PaymentMethodsFlagValue, PaymentOptions } from './options';
export { flagAllows, offeredPaymentMethods, paymentMethods, shownPaymentOptions } from './options';
