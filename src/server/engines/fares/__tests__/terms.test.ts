import { describe, expect, test } from 'vitest';
import type { SearchQuery } from '../../../../contracts';
import { AgencyDetails } from '../../../../contracts';
import { placesFixture } from '../../../testing/places-fixture';
import { searchQuery } from '../../../testing/search-query';
import { agencies } from '../agencies';
import { codeshareSellers, marketing } from '../codeshare';
import { SimulatedFareProvider } from '../simulated';

const provider = new SimulatedFareProvider(placesFixture);
const startedAt = new Date('2026-03-02T09:00:00Z');
const search = (change: Partial<SearchQuery> = {}) => provider.search(searchQuery(change), { startedAt });
const offersOf = (change: Partial<SearchQuery> = {}) => search(change).flatMap((batch) => batch.tickets.flatMap((ticket) => ticket.offers));
const agencyById = new Map(agencies.map((agency) => [agency.id, agency]));

describe('offer terms', () => {
  test('every offer states refund, change, hand luggage, bags and the price’s age, the same on a second search', () => {
    const offers = offersOf();
    expect(offers.length).toBeGreaterThan(50);
    for (const offer of offers) {
      expect(offer.refund).toBeDefined();
      expect(offer.change).toBeDefined();
      for (const rule of [offer.refund!, offer.change!]) expect(rule.rule === 'fee').toBe(rule.fee !== undefined && rule.fee >= 100);
      expect(offer.hand_luggage).toBeTypeOf('boolean');
      expect(offer.bags_included).toBe(offer.baggage ? 1 : 0);
      expect(offer.extra_bags).toHaveLength(2 - offer.bags_included!);
      const [min, max] = agencyById.get(offer.agency_id)!.priceAge;
      expect(offer.price_age).toBeGreaterThanOrEqual(min);
      expect(offer.price_age).toBeLessThanOrEqual(max);
    }
    expect(offersOf()).toEqual(offers);
  });

  test('light and low-cost fares are not refundable; some fares with a bag are, for a fee below the fare', () => {
    const offers = offersOf();
    for (const offer of offers.filter((o) => !o.baggage)) expect(offer.refund).toEqual({ rule: 'not_allowed' });
    const refundable = offers.filter((o) => o.refund!.rule === 'fee');
    expect(refundable.length).toBeGreaterThan(0);
    for (const offer of refundable) expect(offer.refund!.fee!).toBeLessThan(offer.price);
  });

  test('a second bag costs more than the first; business fares include two bags and free changes', () => {
    for (const offer of offersOf().filter((o) => !o.baggage)) expect(offer.extra_bags![1]!).toBeGreaterThan(offer.extra_bags![0]!);
    const business = offersOf({ tripClass: 'C' });
    expect(business.length).toBeGreaterThan(0);
    for (const offer of business) {
      expect(offer).toMatchObject({ bags_included: 2, extra_bags: [], change: { rule: 'free' } });
    }
  });

  test('prices of a live agency are minutes old, of a caching one hours', () => {
    const ages = (id: string) =>
      offersOf()
        .filter((o) => o.agency_id === id)
        .map((o) => o.price_age!);
    expect(Math.max(...ages('skybasket'))).toBeLessThanOrEqual(15);
    expect(Math.max(...ages('aerokassa'))).toBeGreaterThan(120);
  });

  test('each batch carries its agency’s card fees and trust score, valid by the contract', () => {
    for (const batch of search()) {
      const details = AgencyDetails.parse(batch.agency.details);
      expect(details.name).toBe(batch.agency.name);
      expect(details.payment.map((fee) => fee.method)).toEqual(agencyById.get(batch.agency.id)!.payment.map((fee) => fee.method));
      const { points, score } = details.trust;
      expect(points.rating + points.complaints + points.disputes + points.years).toBeCloseTo(score, 5);
    }
  });
});

describe('codeshares', () => {
  test('a partner sells some of a carrier’s flights under its code, naming who operates them', () => {
    const sold = Array.from({ length: 200 }, (_, i) => marketing('VF', String(100 + i)));
    const shared = sold.filter((flight) => flight.operated_by);
    expect(shared.length).toBeGreaterThan(50);
    expect(shared.length).toBeLessThan(150);
    for (const flight of shared) expect(flight).toMatchObject({ carrier: 'TK', operated_by: 'VF', number: expect.stringMatching(/^\d{4}$/) });
    expect(marketing('SU', '1234')).toEqual({ carrier: 'SU', number: '1234' });
  });

  test('search results show codeshare flights with their operating carrier', () => {
    const flights = search({ origin: 'LED' })
      .flatMap((b) => b.tickets)
      .flatMap((t) => t.segments.flatMap((s) => s.flights));
    const shared = flights.filter((flight) => flight.operated_by);
    expect(shared.length).toBeGreaterThan(0);
    for (const flight of shared) expect(codeshareSellers.get(flight.operated_by!)).toBe(flight.carrier);
  });
});
