import type { AgencyDetails, CardMethod, OfferTotal } from '../../../contracts/offers';
import type { Offer, Passengers, Ticket } from '../../../contracts/search';
import { agencyChoices } from '../../../platform/payment';

/** What a ticket's price is for: the agencies' card fees, the passengers and the cards the traveller pays with, preferred first. */
export interface PriceBasis {
  agencies: Readonly<Record<string, AgencyDetails>>;
  passengers: Passengers;
  methods: readonly CardMethod[];
}

/** An agency's offer of a ticket as the traveller would pay for it: with these bags, by this card. */
export interface CardOffer {
  offer: Offer;
  total: OfferTotal;
  method: CardMethod;
  bags: number;
}

export const onePassenger: Passengers = { adults: 1, children: 0, infants: 0 };

/**
 * Each agency's cheapest offer of the ticket for `bags` checked bags per passenger, paying with
 * whichever of the traveller's cards comes out cheaper there (the preferred card on a tie),
 * cheapest first. An agency that cannot sell the bags or take any of the cards is left out: the
 * totals are the ones the click-out charges (`agencyChoices`, which the server's offer uses too).
 */
function priceAgencies(ticket: Ticket, basis: PriceBasis, bags: number): CardOffer[] {
  const best = new Map<string, CardOffer>();
  for (const method of basis.methods)
    for (const { offer, total } of agencyChoices(ticket.offers, basis.agencies, basis.passengers, bags, method)) {
      const known = best.get(offer.agency_id);
      if (!known || total.total < known.total.total) best.set(offer.agency_id, { offer, total, method, bags });
    }
  // Stable: agencies with equal totals keep the order of their cheapest fares.
  return [...best.values()].sort((a, b) => a.total.total - b.total.total);
}

// A ticket is immutable (a batch that changes it makes a new object), and an agency's fees come
// with its offers, so a ticket priced for the same bags, cards and passengers stays priced alike
// while batches stream in: the same CardOffer objects, and the cards on screen do not render again.
const priced = new WeakMap<Ticket, Map<string, CardOffer[]>>();

const basisKey = (ticket: Ticket, basis: PriceBasis, bags: number) => {
  const { adults, children, infants } = basis.passengers;
  const known = ticket.offers.map((offer) => (Object.hasOwn(basis.agencies, offer.agency_id) ? 1 : 0)).join('');
  return `${bags}|${basis.methods.join()}|${adults},${children},${infants}|${known}`;
};

/** Every agency's offer of the ticket for the bags and the traveller's cards, cheapest total first. */
export function agencyOffers(ticket: Ticket, basis: PriceBasis, bags: number): readonly CardOffer[] {
  let byBasis = priced.get(ticket);
  if (!byBasis) priced.set(ticket, (byBasis = new Map()));
  const key = basisKey(ticket, basis, bags);
  let offers = byBasis.get(key);
  if (!offers) byBasis.set(key, (offers = priceAgencies(ticket, basis, bags)));
  return offers;
}

/**
 * The offer a results card shows and its buy button leads to: the cheapest total, card fee and
 * bags included, among the agencies the filter allows (all when it names none) that can sell the
 * ticket with the bags to the traveller with one of their cards. Null when none can.
 */
export function cardOffer(ticket: Ticket, basis: PriceBasis, bags: number, agencies: readonly string[] = []): CardOffer | null {
  const offers = agencyOffers(ticket, basis, bags);
  return (agencies.length === 0 ? offers[0] : offers.find((choice) => agencies.includes(choice.offer.agency_id))) ?? null;
}

/** What the card's price is, in roubles for every passenger; Infinity when the ticket cannot be sold so. */
export const cardTotal = (ticket: Ticket, basis: PriceBasis, bags: number, agencies: readonly string[] = []): number =>
  cardOffer(ticket, basis, bags, agencies)?.total.total ?? Infinity;

/** The click-out's address query for a card's offer: the same agency, bags and card, so `/click` charges the card's total. */
export const clickQuery = (searchId: string, ticket: Ticket, choice: CardOffer): Record<string, string> => ({
  search_id: searchId,
  ticket_id: ticket.id,
  agency_id: choice.offer.agency_id,
  bags: String(choice.bags),
  method: choice.method,
});

/** What the results' cards are priced for: the basis and the checked bags the filters chose. */
export interface CardPricing {
  basis: PriceBasis;
  bags: number;
}

/** The offer a card of this ticket shows under the pricing (its ticket has only the agencies the filter allows). */
export const offerFor = (ticket: Ticket, pricing: CardPricing): CardOffer | null => cardOffer(ticket, pricing.basis, pricing.bags);
