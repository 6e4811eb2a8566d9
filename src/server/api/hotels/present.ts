import type { HotelCard, HotelOffer, HotelSummary } from '../../../contracts/hotels';
import { roomTypes, type SiteInfo, type CityHotels, type Hotel, type LocalText, type Rate, type Stay } from '../../engines/hotels';
import { nameIn, normalize } from '../../engines/places';
import type { Listed } from './listing';

/** A district's id in addresses and filters: its English name in lower case, `kadikoy`, `city-centre`. */
export const districtId = (name: LocalText) => normalize(name.en).replace(/ /g, '-');

/** Names in the visitor's language, as places are named (Russian for the region's languages). */
export const textIn = (text: LocalText, locale: string) => nameIn({ ...text }, locale);

const roomNames: ReadonlyMap<string, LocalText> = new Map(Object.values(roomTypes).map((room) => [room.code, room.name]));

export function offerOf(rate: Rate, sites: ReadonlyMap<string, SiteInfo>, locale: string): HotelOffer {
  return {
    rate_id: rate.id,
    site: rate.site,
    site_name: sites.get(rate.site)?.name ?? rate.site,
    room: { code: rate.room, name: textIn(roomNames.get(rate.room) ?? { en: rate.room }, locale) },
    meal: rate.meal,
    cancellation: rate.cancellation.kind === 'free' ? { kind: 'free', until: rate.cancellation.until } : { kind: 'non_refundable' },
    nights: rate.nights,
    room_total: rate.roomTotal,
    fees: rate.fees.map((fee) => ({ kind: fee.kind, amount: fee.amount, basis: fee.basis, pay_at: fee.payAt })),
    total: rate.total,
    per_night: rate.perNight,
    due_now: rate.dueNow,
    due_at_property: rate.dueAtProperty,
  };
}

export function summaryOf(hotel: Hotel, locale: string, distanceToPoint?: number): HotelSummary {
  return {
    id: hotel.id,
    name: textIn(hotel.name, locale),
    chain: hotel.chain,
    kind: hotel.kind,
    stars: hotel.stars,
    rating: hotel.rating,
    reviews: hotel.reviews,
    popularity: hotel.popularity,
    district: { id: districtId(hotel.district), name: textIn(hotel.district, locale) },
    coordinates: { lat: hotel.lat, lon: hotel.lon },
    distance_km: hotel.distanceKm,
    ...(distanceToPoint === undefined ? {} : { distance_to_point_km: Math.round(distanceToPoint * 10) / 10 }),
    amenities: hotel.amenities,
  };
}

/** A list card: the hotel, its best offer, and each site's cheapest total among the rates the filters leave. */
export function cardOf({ candidate, rates, best }: Listed, sites: ReadonlyMap<string, SiteInfo>, locale: string, withPoint: boolean): HotelCard {
  const perSite = new Map<string, Rate>();
  for (const rate of rates) {
    const known = perSite.get(rate.site);
    if (!known || rate.total < known.total) perSite.set(rate.site, rate);
  }
  return {
    ...summaryOf(candidate.hotel, locale, withPoint ? candidate.distanceKm : undefined),
    best_offer: offerOf(best, sites, locale),
    sites: [...perSite.values()]
      .sort((a, b) => a.total - b.total || (a.site < b.site ? -1 : 1))
      .map((rate) => ({ site: rate.site, site_name: sites.get(rate.site)?.name ?? rate.site, total: rate.total, per_night: rate.perNight, rate_id: rate.id })),
    free_cancellation: rates.some((rate) => rate.cancellation.kind === 'free'),
  };
}

export const cityOf = (city: CityHotels, locale: string) => ({ code: city.cityCode, name: textIn(city.name, locale), centre: city.centre });

export const staySummary = (stay: Stay, nights: number) => ({
  check_in: stay.checkIn,
  check_out: stay.checkOut,
  nights,
  adults: stay.adults,
  children: stay.childAges,
  rooms: stay.rooms,
});
