import type { AgencyDetails, CardMethod, OfferTotal, TotalPart } from '../../contracts/offers';
import type { Offer, Passengers } from '../../contracts/search';

export type { OfferTotal, TotalPart };

/** Checked bags a fare includes per passenger with a seat. */
export const includedBags = (offer: Offer) => offer.bags_included ?? (offer.baggage ? 1 : 0);

/**
 * What the traveller pays for an offer with `bags` checked bags per passenger with a seat, paying
 * with `method`: the fare, the bags the fare lacks at the agency's price, then the card fee on
 * both. Null when the fare cannot carry that many bags or the agency does not take the card.
 * Without the agency's details (a source that does not tell its fees) there is no card fee part.
 */
export function offerTotal(offer: Offer, agency: AgencyDetails | undefined, passengers: Passengers, bags: number, method: CardMethod): OfferTotal | null {
  const seated = passengers.adults + passengers.children;
  const everyone = seated + passengers.infants;
  const parts: TotalPart[] = [{ kind: 'fare', amount: offer.price }];
  const extra = Math.max(0, bags - includedBags(offer));
  if (extra > 0) {
    const prices = offer.extra_bags ?? [];
    if (prices.length < extra) return null;
    const each = prices.slice(0, extra).reduce((sum, price) => sum + price, 0);
    parts.push({ kind: 'bags', count: extra * seated, amount: each * seated });
  }
  if (agency) {
    const fee = agency.payment.find((card) => card.method === method);
    if (!fee) return null;
    const base = parts.reduce((sum, part) => sum + part.amount, 0);
    const amount = Math.round((base * fee.percent) / 100 + fee.fixed);
    if (amount > 0) parts.push({ kind: 'card_fee', method, percent: fee.percent, fixed: fee.fixed, amount });
  }
  const total = parts.reduce((sum, part) => sum + part.amount, 0);
  return { total, perPassenger: Math.round(total / everyone), parts };
}

/** An agency's best offer of a ticket for the choice, with its total. */
export interface AgencyChoice {
  offer: Offer;
  total: OfferTotal;
}

/**
 * Every agency's cheapest offer of a ticket for the traveller's choice, sorted by total: an agency
 * with a fare without a bag and one with a bag gets whichever comes out cheaper with the bags
 * chosen. Agencies that cannot sell the choice (bags or card) are left out.
 */
export function agencyChoices(
  offers: readonly Offer[],
  agencies: Readonly<Record<string, AgencyDetails>>,
  passengers: Passengers,
  bags: number,
  method: CardMethod,
): AgencyChoice[] {
  const best = new Map<string, AgencyChoice>();
  for (const offer of offers) {
    const details = Object.hasOwn(agencies, offer.agency_id) ? agencies[offer.agency_id] : undefined;
    const total = offerTotal(offer, details, passengers, bags, method);
    if (!total) continue;
    const known = best.get(offer.agency_id);
    if (!known || total.total < known.total.total) best.set(offer.agency_id, { offer, total });
  }
  return [...best.values()].sort((a, b) => a.total.total - b.total.total);
}
