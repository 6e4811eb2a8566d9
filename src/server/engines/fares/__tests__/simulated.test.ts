import { describe, expect, test } from 'vitest';
import type { SearchQuery, Ticket, TripClass } from '../../../../contracts';
import { placesFixture } from '../../../testing/places-fixture';
import { carrierByCode } from '../carriers';
import { SimulatedFareProvider } from '../simulated';
import type { AgencyBatch } from '../types';
import { searchQuery } from '../../../testing/search-query';

const provider = new SimulatedFareProvider(placesFixture);
const startedAt = new Date('2026-03-02T09:00:00Z');

const query = searchQuery;
const search = (change: Partial<SearchQuery> = {}, at = startedAt) => provider.search(query(change), { startedAt: at });

/** Every itinerary once, with all agencies' offers. */
function tickets(batches: AgencyBatch[]): Ticket[] {
  const byId = new Map<string, Ticket>();
  for (const batch of batches)
    for (const ticket of batch.tickets) {
      const known = byId.get(ticket.id);
      byId.set(ticket.id, known ? { ...known, offers: [...known.offers, ...ticket.offers] } : ticket);
    }
  return [...byId.values()];
}
const cheapest = (ticket: Ticket) => Math.min(...ticket.offers.map((offer) => offer.price));
const minutes = (from: string, to: string) => (Date.parse(`${to}Z`) - Date.parse(`${from}Z`)) / 60_000;

describe('SimulatedFareProvider', () => {
  test('the same query on the same day gives the same tickets and prices', () => {
    expect(search()).toEqual(search());
    const laterSameDay = new Date('2026-03-02T09:00:05Z');
    expect(search({}, laterSameDay)).toEqual(search());
  });

  test('another day keeps the timetable but moves the prices', () => {
    const today = tickets(search());
    const tomorrow = tickets(search({}, new Date('2026-03-03T09:00:00Z')));
    const ids = new Set(today.map((t) => t.id));
    expect(tomorrow.filter((t) => ids.has(t.id)).length).toBeGreaterThan(today.length / 2);
    expect(tomorrow.map(cheapest)).not.toEqual(today.map(cheapest));
  });

  test('every agency answers, each after its own delay, between 0.2 and 1.8 s: the whole search within 2 s', () => {
    const batches = search();
    expect(batches.length).toBeGreaterThanOrEqual(6);
    expect(new Set(batches.map((b) => b.delayMs)).size).toBe(batches.length);
    for (const batch of batches) {
      expect(batch.delayMs).toBeGreaterThanOrEqual(200);
      expect(batch.delayMs).toBeLessThanOrEqual(1800);
      for (const ticket of batch.tickets) expect(ticket.offers.every((o) => o.agency_id === batch.agency.id)).toBe(true);
    }
    expect(batches[0]!.tickets.length).toBeGreaterThan(0);
  });

  test('a city code searches all its airports, an airport code only itself', () => {
    const origins = (batches: AgencyBatch[]) => new Set(tickets(batches).map((t) => t.segments[0]!.flights[0]!.origin));
    expect([...origins(search())].sort()).toEqual(['DME', 'SVO', 'VKO']);
    expect([...origins(search({ origin: 'SVO' }))]).toEqual(['SVO']);
    const arrivals = new Set(tickets(search()).map((t) => t.segments[0]!.flights.at(-1)!.destination));
    expect([...arrivals].sort()).toEqual(['IST', 'SAW']);
  });

  test('non-stop Moscow to Istanbul takes 3 to 4.5 hours on real carriers of both countries', () => {
    const direct = tickets(search()).filter((t) => t.segments[0]!.flights.length === 1);
    expect(direct.length).toBeGreaterThan(5);
    for (const ticket of direct) {
      const [flight] = ticket.segments[0]!.flights;
      expect(flight!.duration).toBeGreaterThanOrEqual(180);
      expect(flight!.duration).toBeLessThanOrEqual(270);
      // Both cities are in the same time zone (UTC+3): local times differ by the duration.
      expect(minutes(flight!.departure, flight!.arrival)).toBe(flight!.duration);
      expect(['RU', 'TR']).toContain(carrierByCode.get(flight!.carrier)!.country);
      expect(flight!.departure.slice(0, 10)).toBe('2026-04-10');
    }
    const carriers = new Set(direct.map((t) => t.segments[0]!.flights[0]!.carrier));
    expect(carriers).toContain('SU');
    expect(carriers).toContain('TK');
  });

  test('local times use each airport’s time zone', () => {
    const direct = tickets(search({ origin: 'LON', destination: 'NYC' })).filter((t) => t.segments[0]!.flights.length === 1);
    expect(direct.length).toBeGreaterThan(0);
    for (const ticket of direct) {
      const [flight] = ticket.segments[0]!.flights;
      expect(flight!.duration).toBeGreaterThanOrEqual(7 * 60);
      expect(flight!.duration).toBeLessThanOrEqual(9 * 60);
      // New York is 5 hours behind London in April.
      expect(minutes(flight!.departure, flight!.arrival)).toBe(flight!.duration - 5 * 60);
    }
  });

  test('without non-stops, tickets connect through real hubs with layovers of 1 to 8 hours', () => {
    const found = tickets(search({ destination: 'LON' }));
    expect(found.length).toBeGreaterThan(10);
    for (const { segments } of found) {
      const flights = segments[0]!.flights;
      expect(flights.length).toBeGreaterThan(1);
      for (let i = 1; i < flights.length; i++) {
        const hub = flights[i]!.origin;
        expect(flights[i - 1]!.destination).toBe(hub);
        const bases = [flights[i - 1]!, flights[i]!].flatMap((f) => carrierByCode.get(f.operated_by ?? f.carrier)!.hubs);
        expect(bases).toContain(hub);
        // Russian carriers do not fly to the UK and British ones not to Russia.
        expect(['RU', 'GB', 'FR', 'DE', 'NL', 'FI']).not.toContain(placesFixture.airport(hub)!.countryCode);
        const layover = minutes(flights[i - 1]!.arrival, flights[i]!.departure);
        expect(layover).toBeGreaterThanOrEqual(60);
        expect(layover).toBeLessThanOrEqual(8 * 60);
      }
      const total = segments[0]!.duration;
      expect(total).toBeGreaterThanOrEqual(flights.reduce((sum, f) => sum + f.duration, 0));
    }
  });

  test('a return search adds the way back, leaving on the return date after arriving', () => {
    const found = tickets(search({ destination: 'DXB', returnDate: '2026-04-17' }));
    expect(found.length).toBeGreaterThan(5);
    for (const { segments } of found) {
      expect(segments).toHaveLength(2);
      const [out, back] = segments as [Ticket['segments'][0], Ticket['segments'][0]];
      expect(out.flights.at(-1)!.destination).toBe('DXB');
      expect(back.flights[0]!.origin).toBe('DXB');
      expect(['SVO', 'DME', 'VKO']).toContain(back.flights.at(-1)!.destination);
      expect(back.flights[0]!.departure.slice(0, 10)).toBe('2026-04-17');
    }
  });

  test('dearer classes cost more for the same itinerary; low-cost carriers sell economy only', () => {
    const byClass = (tripClass: TripClass) => new Map(tickets(search({ destination: 'DXB', tripClass })).map((t) => [t.id, cheapest(t)]));
    const [y, w, c, f] = (['Y', 'W', 'C', 'F'] as const).map(byClass) as Map<string, number>[];
    const shared = [...f!.keys()].filter((id) => y!.has(id) && w!.has(id) && c!.has(id));
    expect(shared.length).toBeGreaterThan(0);
    for (const id of shared) {
      expect(y!.get(id)!).toBeLessThan(w!.get(id)!);
      expect(w!.get(id)!).toBeLessThan(c!.get(id)!);
      expect(c!.get(id)!).toBeLessThan(f!.get(id)!);
    }
    const flown = (tripClass: TripClass) =>
      tickets(search({ destination: 'DXB', tripClass })).flatMap((t) => t.segments.flatMap((s) => s.flights.map((fl) => fl.carrier)));
    expect(flown('C').some((code) => carrierByCode.get(code)!.kind === 'low')).toBe(false);
    expect(new Set(flown('F').map((code) => carrierByCode.get(code)!.kind))).toEqual(new Set(['premium']));
  });

  test('children pay 75 % and infants 10 % of the fare; agency fees are per seat', () => {
    const one = search({ destination: 'DXB' });
    const family = search({ destination: 'DXB', passengers: { adults: 2, children: 1, infants: 1 } });
    // AeroKassa charges no fee and shows fares with baggage.
    const offers = (batches: AgencyBatch[]) => new Map(batches.find((b) => b.agency.id === 'aerokassa')!.tickets.map((t) => [t.id, t.offers[0]!]));
    const single = offers(one);
    let compared = 0;
    for (const [id, offer] of offers(family)) {
      const alone = single.get(id)!;
      const lowCost = family
        .flatMap((b) => b.tickets)
        .find((t) => t.id === id)!
        .segments.some((s) => s.flights.some((f) => carrierByCode.get(f.carrier)!.kind === 'low'));
      if (lowCost) continue; // bag fees are per seat, not per fare
      expect(offer.price / alone.price).toBeCloseTo(2.85, 2);
      compared++;
    }
    expect(compared).toBeGreaterThan(3);
    const fee = (batches: AgencyBatch[]) => batches.find((b) => b.agency.id === 'biletik')!.tickets[0]!;
    expect(fee(family).offers[0]!.price).toBeGreaterThan(fee(one).offers[0]!.price);
  });

  test('prices are realistic roubles and grow with distance; baggage costs extra', () => {
    const medianPrice = (destination: string) => {
      const prices = tickets(search({ destination }))
        .map(cheapest)
        .sort((a, b) => a - b);
      return prices[Math.floor(prices.length / 2)]!;
    };
    const istanbul = medianPrice('IST');
    expect(medianPrice('LED')).toBeLessThan(istanbul);
    expect(istanbul).toBeGreaterThan(7_000);
    expect(istanbul).toBeLessThan(30_000);
    expect(medianPrice('BKK')).toBeGreaterThan(istanbul * 2);
    for (const ticket of tickets(search())) {
      for (const agency of new Set(ticket.offers.map((o) => o.agency_id))) {
        const mine = ticket.offers.filter((o) => o.agency_id === agency);
        const withBag = mine.find((o) => o.baggage);
        const without = mine.find((o) => !o.baggage);
        if (withBag && without) expect(withBag.price).toBeGreaterThan(without.price);
        if (withBag) expect(withBag.baggage_kg).toBeGreaterThanOrEqual(20);
      }
    }
  });

  test('flights leaving within two hours of the search are not sold', () => {
    const lateStart = new Date('2026-04-10T10:00:00Z'); // 13:00 in Moscow on the travel day
    for (const ticket of tickets(search({}, lateStart))) {
      expect(ticket.segments[0]!.flights[0]!.departure >= '2026-04-10T15:00').toBe(true);
    }
  });
});
