// Payment options rule (spec §4, §9).
export type { PaymentMethod, PaymentMethodsFlagValue, PaymentOptions } from './options';
export { flagAllows, offeredPaymentMethods, paymentMethods, shownPaymentOptions, travellerMethods } from './options';
// What the traveller pays for an offer with the bags and card chosen (client and booking server alike).
export type { AgencyChoice, OfferTotal, TotalPart } from './total';
export { agencyChoices, includedBags, offerTotal } from './total';
