import { useUnit } from 'effector-react';
import type { OfferTotal } from '../../../contracts/offers';
import { $charge, totalIn } from '../../../platform/currency';
import type { Currency } from '../../../platform/market';

/**
 * An offer's rouble total in the currency the booking pays in: the visit's, converted with the rates
 * the card and the details used (`totalIn`, as the server converts it); null while the rates load.
 */
export function useCharged(total: OfferTotal): { currency: Currency; total: OfferTotal } | null {
  const charge = useUnit($charge);
  return charge && { currency: charge.currency, total: totalIn(total, charge.rate) };
}
