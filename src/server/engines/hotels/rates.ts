import { addDays, daysBetween, localDate, zonedToUtc } from '../fares/time';
import type { CityInventory } from './inventory';
import { basePerNight, leadTimeFactor, nonRefundableDiscount, roundPrice, seasonFactor, starFactor, weekdayFactor } from './pricing';
import { chance } from './random';
import { guestWeight, mealPrice, type MealPlan, type RoomType } from './rooms';
import type { BookingSite } from './sites';
import { bedGuests, stayNights } from './stay';
import { cityTax, cityTaxRule, resortFee } from './taxes';
import type { Cancellation, Fee, Hotel, Rate, Stay } from './types';

/** What every rate of one stay shares, worked out once per search or hotel page. */
export interface StayPricing {
  stay: Stay;
  city: CityInventory;
  /** The UTC day the prices were asked on: site prices move day by day. */
  day: string;
  startedAt: number;
  nights: { date: string; factor: number }[];
  /** Guests per room, weighted: a child costs less than an adult, a baby nothing. */
  weightPerRoom: number;
  bedsPerRoom: number;
  /** All guests, weighted, for meals. */
  mealWeight: number;
}

export function stayPricing(stay: Stay, city: CityInventory, startedAt: Date): StayPricing {
  const today = localDate(startedAt.getTime(), city.timezone);
  const lead = leadTimeFactor(daysBetween(today, stay.checkIn));
  const nights = stayNights(stay).map((date) => ({ date, factor: seasonFactor(date, city.season) * weekdayFactor(date) * lead }));
  const mealWeight = stay.adults + stay.childAges.reduce((sum, age) => sum + guestWeight(age), 0);
  return {
    stay,
    city,
    day: startedAt.toISOString().slice(0, 10),
    startedAt: startedAt.getTime(),
    nights,
    weightPerRoom: mealWeight / stay.rooms,
    bedsPerRoom: Math.ceil(bedGuests(stay) / stay.rooms),
    mealWeight,
  };
}

/** Whether a site lists a hotel: its coverage, stronger or weaker by where the hotel is. */
export function siteLists(site: BookingSite, hotel: Hotel, russianWorld: boolean): boolean {
  const reach = site.reach === 'everywhere' ? 1 : (site.reach === 'local') === russianWorld ? 1.15 : 0.5;
  return chance(`${hotel.id}:${site.id}:lists`) < Math.min(0.98, site.coverage * reach);
}

/** The rooms a site sells of a hotel: its first room always, most of the others. */
export const siteSellsRoom = (site: BookingSite, hotel: Hotel, room: RoomType) =>
  room === hotel.rooms[0] || chance(`${hotel.id}:${site.id}:${room.code}`) < 0.8;

/** A room's price for one night for the whole party before the site's margin. */
function roomNight(hotel: Hotel, room: RoomType, meal: MealPlan, pricing: StayPricing): number {
  const { stay, city } = pricing;
  const level = basePerNight * starFactor[hotel.stars] * city.priceLevel * hotel.priceLevel;
  // A room for one costs a little less, a third and fourth guest add a quarter each.
  const occupancy = room.perBed ? pricing.bedsPerRoom : 0.85 + 0.15 * Math.min(2, pricing.weightPerRoom) + 0.25 * Math.max(0, pricing.weightPerRoom - 2);
  const meals = mealPrice[meal] * Math.sqrt(starFactor[hotel.stars]) * city.priceLevel * pricing.mealWeight;
  return level * room.factor * occupancy * stay.rooms + meals;
}

/** The deadline of free cancellation: noon where the hotel is, that many days before check-in. */
function freeUntil(hotel: Hotel, pricing: StayPricing): string | null {
  if (hotel.freeCancellationDays === null) return null;
  const until = zonedToUtc(addDays(pricing.stay.checkIn, -hotel.freeCancellationDays), 12 * 60, pricing.city.timezone);
  // A deadline already past is no free cancellation: sites then sell the rate as non-refundable only.
  return until > pricing.startedAt ? new Date(until).toISOString() : null;
}

/** The cancellation terms a site offers for a hotel on this stay. */
export function cancellationOptions(site: BookingSite, hotel: Hotel, pricing: StayPricing): Cancellation[] {
  const until = freeUntil(hotel, pricing);
  const options: Cancellation[] = until ? [{ kind: 'free', until }] : [];
  if (site.nonRefundable || !until) options.push({ kind: 'non_refundable' });
  return options;
}

/** One site's rate for a room, board and cancellation: every night priced, every mandatory fee itemised. */
export function rate(site: BookingSite, hotel: Hotel, room: RoomType, meal: MealPlan, cancellation: Cancellation, pricing: StayPricing): Rate {
  const margin = 1 + site.markup + site.spread * (2 * chance(`${hotel.id}:${site.id}:${pricing.day}`) - 1);
  const refund = cancellation.kind === 'free' ? 1 : 1 - nonRefundableDiscount;
  const base = roomNight(hotel, room, meal, pricing) * margin * refund;
  const nights = pricing.nights.map(({ date, factor }) => {
    // Each night's price also moves a little with the hotel's own demand that day.
    const demand = 0.98 + 0.04 * chance(`${hotel.id}:${date}:${pricing.day}`);
    return { date, price: roundPrice(base * factor * demand) };
  });
  const id = [hotel.id, site.id, room.code, meal, cancellation.kind === 'free' ? 'free' : 'nr'].join('.');
  return withFees({ id, hotelId: hotel.id, site: site.id, room: room.code, meal, cancellation }, nights, site, hotel, pricing);
}

/** The same rate with every night's price scaled (a price that moved since the search), fees worked out again. */
export function scaled(original: Rate, factor: number, site: BookingSite, hotel: Hotel, pricing: StayPricing): Rate {
  const nights = original.nights.map(({ date, price }) => ({ date, price: roundPrice(price * factor) }));
  return withFees(original, nights, site, hotel, pricing);
}

type RateIdentity = Pick<Rate, 'id' | 'hotelId' | 'site' | 'room' | 'meal' | 'cancellation'>;

function withFees(identity: RateIdentity, nights: Rate['nights'], site: BookingSite, hotel: Hotel, pricing: StayPricing): Rate {
  const roomTotal = nights.reduce((sum, night) => sum + night.price, 0);
  const fees = mandatoryFees(site, hotel, pricing, roomTotal);
  const total = roomTotal + fees.reduce((sum, fee) => sum + fee.amount, 0);
  const atProperty = fees.filter((fee) => fee.payAt === 'property').reduce((sum, fee) => sum + fee.amount, 0);
  return {
    id: identity.id,
    hotelId: identity.hotelId,
    site: identity.site,
    room: identity.room,
    meal: identity.meal,
    cancellation: identity.cancellation,
    nights,
    roomTotal,
    fees,
    total,
    perNight: Math.round(total / nights.length),
    dueNow: total - atProperty,
    dueAtProperty: atProperty,
  };
}

/** The site's service fee, the city tax and a resort fee, where each applies. */
function mandatoryFees(site: BookingSite, hotel: Hotel, { stay, city, nights }: StayPricing, roomTotal: number): Fee[] {
  const fees: Fee[] = [];
  if (site.serviceFee) {
    const fee = site.serviceFee;
    const amount = 'percent' in fee ? Math.round((roomTotal * fee.percent) / 100) : fee.fixed;
    fees.push({ kind: 'service_fee', amount, basis: 'percent' in fee ? `${fee.percent} % of the room price` : 'per booking', payAt: 'booking' });
  }
  const rule = cityTaxRule(city.cityCode, city.countryCode);
  const tax = cityTax(rule, { stars: hotel.stars, nights: nights.length, rooms: stay.rooms, adults: stay.adults, childAges: stay.childAges, roomTotal });
  if (tax) fees.push(tax);
  const resort = resortFee(city.countryCode, hotel.stars, stay.rooms, nights.length);
  if (resort) fees.push(resort);
  return fees;
}
