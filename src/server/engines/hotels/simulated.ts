import { LRUCache } from 'lru-cache';
import type { PlacesIndex } from '../places';
import { citySize, generateCity, type CityInventory } from './inventory';
import { HotelNameIndex } from './name-index';
import { priceDrift } from './drift';
import { cancellationOptions, rate, scaled, siteLists, siteSellsRoom, stayPricing, type StayPricing } from './rates';
import { bookingSites, type BookingSite } from './sites';
import { russianSpeaking } from './city-profiles';
import { maxGuestsPerRoom } from './stay';
import type { Hotel, HotelProvider, HotelSearchContext, Rate, SiteBatch, Stay } from './types';

const hotelIdPattern = /^([A-Z]{3})-(\d{1,3})$/;

/** Parses a hotel id into its city and index; undefined for anything else. */
export function parseHotelId(id: string): { cityCode: string; index: number } | undefined {
  const match = hotelIdPattern.exec(id);
  return match ? { cityCode: match[1]!, index: Number(match[2]) } : undefined;
}

/**
 * The simulated inventory: hotels generated for every city of the places index from the city's
 * code alone (see `inventory.ts`), priced by every booking site of `sites.ts`. Cities are generated
 * on first use and the most recent kept; the name index for suggestions is built on its first use.
 */
export class SimulatedHotelProvider implements HotelProvider {
  private readonly cities = new LRUCache<string, CityInventory>({ max: 400 });
  private names: Promise<HotelNameIndex> | undefined;
  private readonly maxWeight: number;

  constructor(
    private readonly places: PlacesIndex,
    readonly sites: readonly BookingSite[] = bookingSites,
  ) {
    this.maxWeight = places.largestCities(1)[0]?.weight ?? 1;
  }

  city(cityCode: string): CityInventory | undefined {
    const city = this.places.city(cityCode);
    // Only a city's own code: an airport code names its city elsewhere.
    if (!city || city.code !== cityCode.toUpperCase()) return undefined;
    let inventory = this.cities.get(city.code);
    if (!inventory) this.cities.set(city.code, (inventory = generateCity(city, this.maxWeight)));
    return inventory;
  }

  hotel(id: string): Hotel | undefined {
    const parsed = parseHotelId(id);
    return parsed ? this.city(parsed.cityCode)?.hotels[parsed.index] : undefined;
  }

  async matchHotels(term: string, max: number): Promise<Hotel[]> {
    return (await this.nameIndex()).match(term, max);
  }

  search(hotels: readonly Hotel[], stay: Stay, { startedAt }: HotelSearchContext): SiteBatch[] {
    const pricing = this.pricing(hotels[0], stay, startedAt);
    return this.sites.map((site) => ({
      site: { id: site.id, name: site.name },
      delayMs: site.delayMs,
      rates: pricing ? hotels.flatMap((hotel) => cheapestPerBoard(this.siteRates(site, hotel, pricing))) : [],
    }));
  }

  rates(hotel: Hotel, stay: Stay, { startedAt }: HotelSearchContext): Rate[] {
    const pricing = this.pricing(hotel, stay, startedAt);
    return pricing ? this.sites.flatMap((site) => this.siteRates(site, hotel, pricing)) : [];
  }

  recheck(hotel: Hotel, stay: Stay, rateId: string, { startedAt, checkedAt }: HotelSearchContext & { checkedAt: Date }): Rate | null {
    const pricing = this.pricing(hotel, stay, startedAt);
    const site = this.sites.find((candidate) => rateId.startsWith(`${hotel.id}.${candidate.id}.`));
    const original = pricing && site && this.siteRates(site, hotel, pricing).find((candidate) => candidate.id === rateId);
    if (!original) return null;
    const factor = priceDrift(`${rateId}:${startedAt.getTime()}`, (checkedAt.getTime() - startedAt.getTime()) / 60_000);
    if (factor === null) return null;
    return factor === 1 ? original : scaled(original, factor, site, hotel, pricing);
  }

  private pricing(hotel: Hotel | undefined, stay: Stay, startedAt: Date): StayPricing | undefined {
    const city = hotel && this.city(hotel.cityCode);
    return city && stayPricing(stay, city, startedAt);
  }

  /** Every rate a site sells of a hotel for the stay: rooms the party fits in, each board and cancellation. */
  private siteRates(site: BookingSite, hotel: Hotel, pricing: StayPricing): Rate[] {
    if (!siteLists(site, hotel, russianSpeaking.has(hotel.countryCode))) return [];
    const beds = Math.min(pricing.bedsPerRoom, maxGuestsPerRoom);
    const rooms = hotel.rooms.filter((room) => room.capacity >= beds && siteSellsRoom(site, hotel, room));
    const cancellations = cancellationOptions(site, hotel, pricing);
    return rooms.flatMap((room) => hotel.mealPlans.flatMap((meal) => cancellations.map((terms) => rate(site, hotel, room, meal, terms, pricing))));
  }

  /**
   * Every hotel's name, built on first use (about a second for the full places dataset: 60 000
   * hotels), a slice of cities at a time so that other requests are served meanwhile.
   */
  private nameIndex(): Promise<HotelNameIndex> {
    return (this.names ??= this.buildNameIndex());
  }

  private async buildNameIndex(): Promise<HotelNameIndex> {
    const index = new HotelNameIndex();
    const cities = this.places.largestCities(Number.MAX_SAFE_INTEGER);
    for (let start = 0; start < cities.length; start += citiesPerSlice) {
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      for (const city of cities.slice(start, start + citiesPerSlice)) {
        const inventory = this.cities.get(city.code) ?? generateCity(city, this.maxWeight);
        index.add(inventory.hotels, city.name, citySize(city.weight, this.maxWeight));
      }
    }
    return index;
  }
}

/** About 15 ms of work between turns of the event loop. */
const citiesPerSlice = 50;

/** A search list needs, per hotel and site, the cheapest room of each board and cancellation. */
function cheapestPerBoard(rates: Rate[]): Rate[] {
  const cheapest = new Map<string, Rate>();
  for (const candidate of rates) {
    const key = `${candidate.meal}:${candidate.cancellation.kind}`;
    const known = cheapest.get(key);
    if (!known || candidate.total < known.total) cheapest.set(key, candidate);
  }
  return [...cheapest.values()];
}
