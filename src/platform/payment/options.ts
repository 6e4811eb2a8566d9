import type { AvailablePaymentMethodsFlag } from '../../contracts/flags';

/** Payment methods (spec §9). */
export const paymentMethods = ['ru_card', 'ww_card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** `payment_options` of the user settings (spec §3). */
export type PaymentOptions = Partial<Record<PaymentMethod, boolean>>;

/** A value of the available-payment-methods flag (spec §3): one method, or both as `ru_card|ww_card`. */
export type PaymentMethodsFlagValue = AvailablePaymentMethodsFlag['methods'][number];

/**
 * Whether the flag offers this choice of settings: one method alone, or both together
 * (`ru_card|ww_card`). Regional markets offer `ru_card` and `ru_card|ww_card`, not `ww_card` alone.
 */
export const flagAllows = (methods: readonly PaymentMethodsFlagValue[] | null | undefined, choice: PaymentMethodsFlagValue): boolean =>
  (methods ?? []).includes(choice);

/** The cards a visitor can pay with, alone or together with the other, in the order of `paymentMethods`. */
export const offeredPaymentMethods = (flagMethods: readonly PaymentMethodsFlagValue[] | null | undefined): PaymentMethod[] =>
  paymentMethods.filter((method) => (flagMethods ?? []).some((value) => value.split('|').includes(method)));

/**
 * The payment options to show (spec §4): when only ww_card is chosen and the flag does not allow it,
 * both are shown so the visitor is never left with a method that cannot be offered.
 */
export function shownPaymentOptions(
  chosen: PaymentOptions | null | undefined,
  flagMethods: readonly PaymentMethodsFlagValue[] | null | undefined,
): PaymentOptions {
  const options = { ru_card: Boolean(chosen?.ru_card), ww_card: Boolean(chosen?.ww_card) };
  if (options.ww_card && !options.ru_card && !flagAllows(flagMethods, 'ww_card')) return { ru_card: true, ww_card: true };
  return options;
}

/**
 * The cards the traveller pays with, the visit's card first: those the settings chose, or the
 * visit's card (`visitDefaults` of platform/brand: the card a traveller of the market most likely
 * holds) when they chose none, under the rule above (ww_card alone where the flag does not offer it
 * counts as both), among the cards the flag offers (every card when it offers none). Never empty:
 * prices are always for a card the traveller can pay with.
 */
export function travellerMethods(
  chosen: PaymentOptions | null | undefined,
  flagMethods: readonly PaymentMethodsFlagValue[] | null | undefined,
  visitMethod: PaymentMethod,
): PaymentMethod[] {
  const offered = offeredPaymentMethods(flagMethods);
  const available = offered.length > 0 ? offered : [...paymentMethods];
  const picked = chosen?.ru_card || chosen?.ww_card ? chosen : { [visitMethod]: true };
  const shown = shownPaymentOptions(picked, flagMethods);
  const methods = available.filter((method) => shown[method]).sort((a, b) => Number(b === visitMethod) - Number(a === visitMethod));
  if (methods.length > 0) return methods;
  return [available.includes(visitMethod) ? visitMethod : available[0]!];
}
