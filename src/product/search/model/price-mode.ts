import { combine } from 'effector';
import type { CardMethod } from '../../../contracts/offers';
import type { Passengers } from '../../../contracts/search';
import { availablePaymentMethodsFlag } from '../../../platform/flags';
import { $brand } from '../../../platform/market';
import { offeredPaymentMethods, paymentMethods } from '../../../platform/payment';
import { $settings } from '../../../platform/user';
import { $query } from './results';

/** How the results show prices: per passenger or for all of them (spec §3 `use_price_per_passenger`). */
export interface PriceMode {
  perPassenger: boolean;
  /** Everyone travelling, infants too: what a total is shared by. */
  passengers: number;
}

export const passengerCount = ({ adults, children, infants }: Passengers) => adults + children + infants;

/** The setting when the traveller chose; otherwise the brand's default (spec §9: per passenger on WA). */
export const $priceMode = combine($settings, $brand, $query, (settings, brand, query): PriceMode => ({
  perPassenger: settings.use_price_per_passenger ?? brand === 'WA',
  passengers: query ? passengerCount(query.passengers) : 1,
}));

/** What a price means in the mode: the total, or its share per passenger. */
export const shownAmount = (roubles: number, mode: PriceMode) => (mode.perPassenger ? Math.round(roubles / mode.passengers) : roubles);

/** The cards the visitor may pay with here (the flag), the one chosen in the settings first. */
export const $cardChoice = combine($settings, $brand, availablePaymentMethodsFlag.$value, (settings, brand, flag) => {
  const offered: CardMethod[] = offeredPaymentMethods(flag?.methods);
  const methods = offered.length > 0 ? offered : [...paymentMethods];
  const chosen = methods.find((method) => settings.payment_options?.[method]);
  // Without a choice: the card of the brand's market.
  const preferred: CardMethod = brand === 'WA' ? 'ww_card' : 'ru_card';
  return { methods, initial: chosen ?? (methods.includes(preferred) ? preferred : methods[0]!) };
});
