import { describe, expect, test } from 'vitest';
import type { CardMethod } from '../../../../contracts/offers';
import type { SearchQuery, Ticket } from '../../../../contracts/search';
import { parseOfferChoice } from '../../../../product/booking/model/offer-ref';
import { cardOffer, clickQuery, type PriceBasis } from '../../../../product/search/model/card-offer';
import { mergeTickets } from '../../../../product/search/model/merge';
import { agencies as engineAgencies } from '../../../engines/fares/agencies';
import { SimulatedFareProvider } from '../../../engines/fares/simulated';
import { placesFixture } from '../../../testing/places-fixture';
import { searchQuery } from '../../../testing/search-query';
import { agencyChoice } from '../offer-route';

// The results card's price against the total the click-out charges (`/click` posts the card's
// address; the server recomputes the agency's offer as `offerRoute` does), over every agency of the
// fare engine, both cards and 0–2 bags. A fixed start: fares depend on the day, not on today.
const provider = new SimulatedFareProvider(placesFixture);
const startedAt = new Date('2026-03-02T09:00:00Z');
const searchId = '6f1c2d38-4a57-4b0e-9d53-5f1a6a1d6b11';
const methods: CardMethod[] = ['ru_card', 'ww_card'];
const bagCounts = [0, 1, 2];

function searched(query: SearchQuery) {
  const batches = provider.search(query, { startedAt });
  // The tickets as the results page holds them: every batch merged into the list.
  const tickets = batches.reduce<Ticket[]>((list, batch) => mergeTickets(list, batch.tickets), []);
  const details = Object.fromEntries(batches.flatMap((batch) => (batch.agency.details ? [[batch.agency.id, batch.agency.details]] : [])));
  const basis = (cards: CardMethod[]): PriceBasis => ({ agencies: details, passengers: query.passengers, methods: cards });
  /** What the click on an address charges: the agency's offer of the ticket for its bags and card, as the server finds it; null for a 422. */
  const clickTotal = (address: Record<string, string>) => {
    const ref = parseOfferChoice(`?${new URLSearchParams(address)}`)!;
    const batch = batches.find((each) => each.agency.id === ref.agency_id)!;
    const offers = batch.tickets.find((each) => each.id === ref.ticket_id)!.offers;
    try {
      return agencyChoice(offers, batch.agency.details, query.passengers, ref.bags ?? 0, ref.method).total;
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 422 });
      return null;
    }
  };
  const address = (ticket: Ticket, agency: string, bags: number, method: CardMethod) => ({
    search_id: searchId,
    ticket_id: ticket.id,
    agency_id: agency,
    bags: String(bags),
    method,
  });
  return { batches, tickets, basis, clickTotal, address };
}

const searches: [string, SearchQuery][] = [
  ['one adult, one way', searchQuery()],
  ['a family on a return trip', searchQuery({ returnDate: '2026-04-17', passengers: { adults: 2, children: 1, infants: 1 } })],
];

describe.each(searches)('the card’s price is what the click charges: %s', (_, query) => {
  const { batches, tickets, basis, clickTotal, address } = searched(query);

  test('every agency of the engine answers the search with tickets', () => {
    expect(batches.map((batch) => batch.agency.id).sort()).toEqual(engineAgencies.map((agency) => agency.id).sort());
    for (const batch of batches) expect(batch.tickets.length, batch.agency.id).toBeGreaterThan(0);
  });

  describe.each(engineAgencies.map((agency) => [agency.id, agency] as const))('%s', (id, agency) => {
    const sold = tickets.filter((ticket) => ticket.offers.some((offer) => offer.agency_id === id));

    test.each(methods.flatMap((method) => bagCounts.map((bags) => [method, bags] as const)))('by %s with %d bags', (method, bags) => {
      const takes = agency.payment.some((card) => card.method === method);
      let carded = 0;
      for (const ticket of sold) {
        // The card under the agency filter: this agency's offer, or no card when it cannot sell it so.
        const card = cardOffer(ticket, basis([method]), bags, [id]);
        const charged = clickTotal(address(ticket, id, bags, method));
        if (!card) {
          expect(charged, `${ticket.id} is sold by the click but has no card`).toBeNull();
          continue;
        }
        carded += 1;
        expect(card).toMatchObject({ method, bags, offer: { agency_id: id } });
        expect(clickQuery(searchId, ticket, card)).toEqual(address(ticket, id, bags, method));
        expect(charged, ticket.id).toEqual(card.total);
        expect(card.total.parts.some((part) => part.kind === 'card_fee')).toBe(
          agency.payment.some((fee) => fee.method === method && (fee.percent > 0 || fee.fixed > 0)),
        );
      }
      // An agency that takes the card sells it with up to two bags (its fares sell the bags they lack).
      expect(carded).toBe(takes ? sold.length : 0);
    });
  });

  test.each(methods.flatMap((method) => bagCounts.map((bags) => [method, bags] as const)))(
    'without an agency filter: by %s with %d bags, the cheapest agency that can sell it, at the total its click charges',
    (method, bags) => {
      let shown = 0;
      for (const ticket of tickets) {
        const card = cardOffer(ticket, basis([method]), bags);
        const sellers = [...new Set(ticket.offers.map((offer) => offer.agency_id))];
        const charged = sellers.map((seller) => clickTotal(address(ticket, seller, bags, method))?.total ?? Infinity);
        if (!card) {
          expect(Math.min(...charged), ticket.id).toBe(Infinity);
          continue;
        }
        shown += 1;
        expect(clickTotal(clickQuery(searchId, ticket, card)), ticket.id).toEqual(card.total);
        expect(card.total.total).toBe(Math.min(...charged));
      }
      expect(shown).toBeGreaterThan(0);
    },
  );

  test('a traveller with both cards: the card that comes out cheaper, charged as the card says', () => {
    for (const bags of bagCounts)
      for (const ticket of tickets) {
        const card = cardOffer(ticket, basis(['ww_card', 'ru_card']), bags)!;
        expect(clickTotal(clickQuery(searchId, ticket, card)), ticket.id).toEqual(card.total);
        for (const method of methods) expect(card.total.total).toBeLessThanOrEqual(cardOffer(ticket, basis([method]), bags)?.total.total ?? Infinity);
      }
  });
});
