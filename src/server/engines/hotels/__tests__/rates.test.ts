import { describe, expect, test } from 'vitest';
import { placesFixture } from '../../../testing/places-fixture';
import { leadTimeFactor, seasonFactor, weekdayFactor } from '../pricing';
import { SimulatedHotelProvider } from '../simulated';
import { bookingSites } from '../sites';
import { stayProblem } from '../stay';
import { cityTax, cityTaxRule } from '../taxes';
import type { Rate, Stay } from '../types';

const provider = new SimulatedHotelProvider(placesFixture);
const startedAt = new Date('2026-03-02T09:00:00Z');
const stay = (change: Partial<Stay> = {}): Stay => ({ checkIn: '2026-04-14', checkOut: '2026-04-17', adults: 2, childAges: [], rooms: 1, ...change });
const led = provider.city('LED')!;
const hotel = led.hotels.find((candidate) => candidate.stars === 4)!;
const cheapest = (rates: Rate[]) => Math.min(...rates.map((rate) => rate.total));

function expectAddsUp(rate: Rate, nights: number) {
  expect(rate.nights).toHaveLength(nights);
  expect(rate.roomTotal).toBe(rate.nights.reduce((sum, night) => sum + night.price, 0));
  expect(rate.total).toBe(rate.roomTotal + rate.fees.reduce((sum, fee) => sum + fee.amount, 0));
  expect(rate.dueNow + rate.dueAtProperty).toBe(rate.total);
  expect(rate.perNight).toBe(Math.round(rate.total / nights));
}

describe('rates', () => {
  test('the same hotel, stay and day give the same rates; every total is its nights plus every mandatory fee', () => {
    const rates = provider.rates(hotel, stay(), { startedAt });
    expect(rates.length).toBeGreaterThan(0);
    expect(provider.rates(hotel, stay(), { startedAt })).toEqual(rates);
    for (const rate of rates) {
      expectAddsUp(rate, 3);
      // Russia's tourist tax, 2 % of the room price, paid at the hotel.
      expect(rate.fees.find((fee) => fee.kind === 'city_tax')).toMatchObject({ amount: Math.round(rate.roomTotal * 0.02), payAt: 'property' });
    }
    const withFee = rates.filter((rate) => rate.site === 'otelio');
    for (const rate of withFee)
      expect(rate.fees.find((fee) => fee.kind === 'service_fee')).toMatchObject({ amount: Math.round(rate.roomTotal * 0.03), payAt: 'booking' });
  });

  test('a search gives each site’s cheapest rate per board and cancellation, the same as the hotel page finds', () => {
    const batches = provider.search([hotel], stay(), { startedAt });
    expect(batches.map((batch) => batch.site.id)).toEqual(bookingSites.map((site) => site.id));
    const all = provider.rates(hotel, stay(), { startedAt });
    for (const batch of batches) {
      for (const found of batch.rates) {
        const same = all.filter((rate) => rate.site === found.site && rate.meal === found.meal && rate.cancellation.kind === found.cancellation.kind);
        expect(found.total).toBe(cheapest(same));
      }
    }
  });

  test('a non-refundable rate is cheaper than the free-cancellation one, whose deadline is before check-in', () => {
    const rates = provider.rates(hotel, stay(), { startedAt });
    const free = rates.find((rate) => rate.cancellation.kind === 'free');
    if (hotel.freeCancellationDays === null) return expect(free).toBeUndefined();
    const refundable = rates.find((rate) => rate.id === free!.id.replace(/\.free$/, '.nr'));
    expect(refundable!.roomTotal).toBeLessThan(free!.roomTotal);
    expect(free!.cancellation.kind === 'free' && Date.parse(free!.cancellation.until)).toBeLessThan(Date.parse('2026-04-14T12:00:00+03:00'));
  });

  test('a city tax per guest and night by stars, children exempt where the law says so', () => {
    const rule = cityTaxRule('PAR', 'FR');
    const tax = cityTax(rule, { stars: 4, nights: 3, rooms: 1, adults: 2, childAges: [8, 17, 18], roomTotal: 60_000 });
    expect(tax).toMatchObject({ kind: 'city_tax', amount: 3 * 3 * 380, payAt: 'property' });
    expect(cityTax(cityTaxRule('BKK', 'TH'), { stars: 4, nights: 3, rooms: 1, adults: 2, childAges: [], roomTotal: 60_000 })).toBeNull();
    // Russia's floor: 100 ₽ per room and night when 2 % is less.
    expect(cityTax(cityTaxRule('KZN', 'RU'), { stars: 1, nights: 2, rooms: 2, adults: 2, childAges: [], roomTotal: 4000 })?.amount).toBe(400);
  });

  test('more guests and more rooms cost more; rooms the party does not fit in are not sold', () => {
    const two = cheapest(provider.rates(hotel, stay(), { startedAt }));
    expect(cheapest(provider.rates(hotel, stay({ adults: 3 }), { startedAt }))).toBeGreaterThan(two);
    expect(cheapest(provider.rates(hotel, stay({ adults: 4, rooms: 2 }), { startedAt }))).toBeGreaterThan(two);
    const family = provider.rates(hotel, stay({ adults: 2, childAges: [5, 10] }), { startedAt });
    const capacity = new Map(hotel.rooms.map((room) => [room.code, room.capacity]));
    expect(family.every((rate) => capacity.get(rate.room)! >= 4)).toBe(true);
  });
});

describe('seasons, weekdays and lead time', () => {
  test('summer and the New Year are dear in a city, the sea in August, the tropics in winter', () => {
    expect(seasonFactor('2026-07-15', 'city')).toBeGreaterThan(seasonFactor('2026-02-15', 'city'));
    expect(seasonFactor('2026-12-31', 'city')).toBeGreaterThan(seasonFactor('2026-12-15', 'city'));
    expect(seasonFactor('2026-08-10', 'seaside')).toBeGreaterThan(1.4 * seasonFactor('2026-02-10', 'seaside'));
    expect(seasonFactor('2026-01-20', 'tropical')).toBeGreaterThan(seasonFactor('2026-06-20', 'tropical'));
  });

  test('Friday and Saturday nights are dearer than Sunday night; the last week dearer than a month ahead', () => {
    expect(weekdayFactor('2026-04-17')).toBeGreaterThan(weekdayFactor('2026-04-19'));
    expect(weekdayFactor('2026-04-18')).toBeGreaterThan(weekdayFactor('2026-04-15'));
    expect(leadTimeFactor(1)).toBeGreaterThan(leadTimeFactor(5));
    expect(leadTimeFactor(5)).toBeGreaterThan(leadTimeFactor(30));
    expect(leadTimeFactor(90)).toBeLessThan(leadTimeFactor(30));
  });

  test('priced rates follow them: July dearer than February, a weekend night dearer than a Sunday one, tomorrow dearer than next month', () => {
    const one = (checkIn: string, checkOut: string, at = startedAt) => cheapest(provider.rates(hotel, stay({ checkIn, checkOut }), { startedAt: at }));
    expect(one('2026-07-15', '2026-07-16')).toBeGreaterThan(one('2027-02-17', '2027-02-18'));
    expect(one('2026-04-18', '2026-04-19')).toBeGreaterThan(one('2026-04-19', '2026-04-20'));
    expect(one('2026-04-08', '2026-04-09', new Date('2026-04-07T09:00:00Z'))).toBeGreaterThan(one('2026-04-08', '2026-04-09'));
  });

  test('prices a day later differ a little, a search on the same day not at all', () => {
    const today = provider.rates(hotel, stay(), { startedAt });
    expect(provider.rates(hotel, stay(), { startedAt: new Date('2026-03-02T20:00:00Z') })).toEqual(today);
    const tomorrow = provider.rates(hotel, stay(), { startedAt: new Date('2026-03-03T09:00:00Z') });
    expect(tomorrow.map((rate) => rate.total)).not.toEqual(today.map((rate) => rate.total));
    for (const [index, rate] of tomorrow.entries()) expect(Math.abs(rate.total / today[index]!.total - 1)).toBeLessThan(0.2);
  });
});

describe('a stay that cannot be booked', () => {
  test.each([
    [{ checkIn: '2026-03-01' }, 'past_date'],
    [{ checkOut: '2026-04-14' }, 'check_out_before_check_in'],
    [{ checkOut: '2026-05-15' }, 'too_long'],
    [{ checkIn: '2027-03-02', checkOut: '2027-03-03' }, 'too_far_ahead'],
    [{ adults: 2, rooms: 3 }, 'rooms_without_adults'],
    [{ adults: 3, childAges: [4, 6] }, 'too_many_per_room'],
    [{ adults: 4, childAges: [1, 2, 3, 4, 5] }, 'too_many_guests'],
  ] as [Partial<Stay>, string][])('%j: %s', (change, code) => {
    expect(stayProblem(stay(change), '2026-03-02')?.code).toBe(code);
  });

  test('today, a 30-night stay, a baby in a full room are all fine', () => {
    expect(stayProblem(stay({ checkIn: '2026-03-02', checkOut: '2026-04-01' }), '2026-03-02')).toBeNull();
    expect(stayProblem(stay({ adults: 2, childAges: [5, 9, 1] }), '2026-03-02')).toBeNull();
  });
});
