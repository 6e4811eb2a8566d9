import { combine } from 'effector';
import type { CardMethod } from '../../../contracts/offers';
import type { Passengers } from '../../../contracts/search';
import { availablePaymentMethodsFlag } from '../../../platform/flags';
import { visitDefaults } from '../../../platform/brand';
import { $brand, $market } from '../../../platform/market';
import { offeredPaymentMethods, paymentMethods, travellerMethods } from '../../../platform/payment';
import { $settings } from '../../../platform/user';
import { $agencyDetails } from './agencies';
import { onePassenger, type PriceBasis } from './card-offer';
import { $query } from './results';

/** How the results show prices: per passenger or for all of them (spec §3 `use_price_per_passenger`). */
export interface PriceMode {
  perPassenger: boolean;
  /** Everyone travelling, infants too: what a total is shared by. */
  passengers: number;
}

export const passengerCount = ({ adults, children, infants }: Passengers) => adults + children + infants;

/** The setting when the traveller chose; otherwise the brand's default (spec §9: per passenger on WA). */
export const $priceMode = combine($settings, $brand, $market, $query, (settings, brand, market, query): PriceMode => ({
  perPassenger: settings.use_price_per_passenger ?? visitDefaults({ brand, market }).pricePerPassenger,
  passengers: query ? passengerCount(query.passengers) : 1,
}));

/** What a price means in the mode: the total, or its share per passenger. */
export const shownAmount = (roubles: number, mode: PriceMode) => (mode.perPassenger ? Math.round(roubles / mode.passengers) : roubles);

/** The cards the visitor may pay with here (the flag): the choices the ticket's details offer. */
const $offeredMethods = availablePaymentMethodsFlag.$value.map((flag): CardMethod[] => {
  const offered = offeredPaymentMethods(flag?.methods);
  return offered.length > 0 ? offered : [...paymentMethods];
});

/**
 * The cards the traveller pays with, the preferred first: the settings' choice, or the card of the
 * visit's brand and market (spec §3 `payment_options`, §4; `travellerMethods`, `visitDefaults`).
 * Every price of the results is for them.
 */
export const $travellerMethods = combine($settings, $brand, $market, availablePaymentMethodsFlag.$value, (settings, brand, market, flag): CardMethod[] =>
  travellerMethods(settings.payment_options, flag?.methods, visitDefaults({ brand, market }).paymentMethod),
);

/** The cards the details offer to choose from, and the one the traveller pays with first. */
export const $cardChoice = combine($offeredMethods, $travellerMethods, (methods, traveller) => ({ methods, initial: traveller[0]! }));

/** What the results' prices are for: the agencies' card fees, the passengers, the traveller's cards. */
export const $priceBasis = combine($agencyDetails, $query, $travellerMethods, (agencies, query, methods): PriceBasis => ({
  agencies,
  passengers: query?.passengers ?? onePassenger,
  methods,
}));
