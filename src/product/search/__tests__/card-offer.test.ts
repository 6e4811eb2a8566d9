import { describe, expect, test } from 'vitest';
import type { AgencyDetails } from '../../../contracts/offers';
import type { Offer, Ticket } from '../../../contracts/search';
import { agencyOffers, cardOffer, clickQuery, type PriceBasis } from '../model/card-offer';
import { applyFilters, noFilters } from '../model/filters';
import { sortTickets } from '../model/ticket-list';
import { planTicket } from './tickets.fixture';

const trust = {
  score: 8,
  bookings: 1000,
  reviews: 10,
  rating: 4.5,
  complaints_per_1000: 1,
  refund_disputes: 0,
  years: 5,
  points: { rating: 3, complaints: 2.4, disputes: 2, years: 0.6 },
};
const agency = (name: string, payment: AgencyDetails['payment']): AgencyDetails => ({ name, payment, trust });
/** FlyFox's fees: 150 ₽ on a Russian card, 3 % + 150 ₽ on an international one; SkyBasket's: none, and 2.5 %; Biletik takes Russian cards only. */
const agencies: Record<string, AgencyDetails> = {
  flyfox: agency('FlyFox', [
    { method: 'ru_card', percent: 0, fixed: 150 },
    { method: 'ww_card', percent: 3, fixed: 150 },
  ]),
  skybasket: agency('SkyBasket', [
    { method: 'ru_card', percent: 0, fixed: 0 },
    { method: 'ww_card', percent: 2.5, fixed: 0 },
  ]),
  biletik: agency('Biletik', [{ method: 'ru_card', percent: 1.5, fixed: 0 }]),
};
const offer = (agency_id: string, price: number, change: Partial<Offer> = {}): Partial<Offer> => ({
  agency_id,
  agency_name: agencies[agency_id]!.name,
  price,
  baggage: false,
  bags_included: 0,
  extra_bags: [1500, 2000],
  ...change,
});
const leg: [string, string, string, string, string][] = [['TK', 'VKO', 'IST', '08:00', '12:00']];
// The ticket: FlyFox's fare is the cheapest, its card fee makes it dearer than SkyBasket's.
const ticket = planTicket('flyfox-first', [leg], [offer('flyfox', 8630), offer('skybasket', 8700), offer('biletik', 8500)]);
const basis = (methods: PriceBasis['methods'], adults = 1): PriceBasis => ({ agencies, passengers: { adults, children: 0, infants: 0 }, methods });

describe("the card's offer", () => {
  test('the cheapest total with the card fee, not the cheapest fare', () => {
    // Biletik 8 500 + 1.5 % = 8 628; FlyFox 8 630 + 150 = 8 780; SkyBasket 8 700.
    expect(cardOffer(ticket, basis(['ru_card']), 0)).toMatchObject({ offer: { agency_id: 'biletik' }, method: 'ru_card', total: { total: 8628 } });
    expect(agencyOffers(ticket, basis(['ru_card']), 0).map((choice) => [choice.offer.agency_id, choice.total.total])).toEqual([
      ['biletik', 8628],
      ['skybasket', 8700],
      ['flyfox', 8780],
    ]);
  });

  test('an agency that does not take the traveller’s card is never the card’s', () => {
    // International card: Biletik cannot sell; SkyBasket 8 700 + 2.5 % = 8 918 beats FlyFox 8 630 + 3 % + 150 = 9 039.
    expect(cardOffer(ticket, basis(['ww_card']), 0)).toMatchObject({ offer: { agency_id: 'skybasket' }, method: 'ww_card', total: { total: 8918 } });
    expect(agencyOffers(ticket, basis(['ww_card']), 0).map((choice) => choice.offer.agency_id)).not.toContain('biletik');
    expect(cardOffer(ticket, basis(['ww_card']), 0, ['biletik'])).toBeNull();
  });

  test('a traveller with both cards: each agency at its cheaper card, the preferred one on a tie', () => {
    const both = agencyOffers(ticket, basis(['ww_card', 'ru_card']), 0);
    expect(both.map((choice) => [choice.offer.agency_id, choice.method, choice.total.total])).toEqual([
      ['biletik', 'ru_card', 8628],
      ['skybasket', 'ru_card', 8700],
      ['flyfox', 'ru_card', 8780],
    ]);
    const free = planTicket('free', [leg], [offer('skybasket', 0.01)]);
    expect(cardOffer(free, basis(['ww_card', 'ru_card']), 0)?.method).toBe('ww_card');
  });

  test('the bags chosen are in the price, bought where the fare has none, for every passenger with a seat', () => {
    const withBag = planTicket('bags', [leg], [offer('skybasket', 10_000), offer('flyfox', 11_000, { baggage: true, bags_included: 1, extra_bags: [2000] })]);
    // Two adults, one bag each: SkyBasket 10 000 + 2 × 1 500 = 13 000; FlyFox's fare with a bag 11 000 + 150.
    expect(cardOffer(withBag, basis(['ru_card'], 2), 1)).toMatchObject({ offer: { agency_id: 'flyfox' }, bags: 1, total: { total: 11_150 } });
    // Two bags each: SkyBasket 10 000 + 2 × (1 500 + 2 000) = 17 000; FlyFox 11 000 + 2 × 2 000 + 150 = 15 150.
    expect(cardOffer(withBag, basis(['ru_card'], 2), 2)).toMatchObject({ offer: { agency_id: 'flyfox' }, bags: 2, total: { total: 15_150 } });
    expect(agencyOffers(withBag, basis(['ru_card'], 2), 2).map((choice) => choice.total.total)).toEqual([15_150, 17_000]);
    const noMore = planTicket('no-more', [leg], [offer('skybasket', 10_000, { extra_bags: [] })]);
    expect(cardOffer(noMore, basis(['ru_card']), 1)).toBeNull();
  });

  test('the same ticket priced alike gives the same object: a card kept on screen does not render again', () => {
    expect(cardOffer(ticket, basis(['ru_card']), 1)).toBe(cardOffer(ticket, { ...basis(['ru_card']), agencies: { ...agencies } }, 1));
    expect(cardOffer(ticket, basis(['ru_card']), 1)).not.toBe(cardOffer(ticket, basis(['ru_card']), 0));
  });

  test('its click-out address names the agency, the bags and the card', () => {
    const choice = cardOffer(ticket, basis(['ww_card']), 2)!;
    expect(clickQuery('search', ticket, choice)).toEqual({
      search_id: 'search',
      ticket_id: 'flyfox-first',
      agency_id: choice.offer.agency_id,
      bags: '2',
      method: 'ww_card',
    });
  });
});

describe('the results read the card’s price', () => {
  const cheapFare = planTicket('cheap-fare', [leg], [offer('flyfox', 8630)]);
  const cheapTotal = planTicket('cheap-total', [leg], [offer('skybasket', 8700)]);
  const ruOnly = planTicket('ru-only', [leg], [offer('biletik', 5000)]);
  const all: Ticket[] = [cheapFare, cheapTotal, ruOnly];
  const ids = (list: Ticket[]) => list.map((each) => each.id);
  const price = (methods: PriceBasis['methods']) => (each: Ticket) => cardOffer(each, basis(methods), 0)?.total.total ?? Infinity;

  test('cheapest first by the total, fee included', () => {
    expect(ids(sortTickets(all, 'cheapest', price(['ru_card'])))).toEqual(['ru-only', 'cheap-total', 'cheap-fare']);
  });

  test('a ticket no agency sells to the traveller’s card is not shown; the price filter reads the total', () => {
    expect(ids(applyFilters(all, noFilters, basis(['ww_card'])))).toEqual(['cheap-fare', 'cheap-total']);
    // FlyFox's 8 630 fare is 8 780 to pay: over 8 750.
    expect(ids(applyFilters(all, { ...noFilters, price: { min: 0, max: 8750 } }, basis(['ru_card'])))).toEqual(['cheap-total', 'ru-only']);
  });
});
