import { describe, expect, test } from 'vitest';
import { distanceKm } from '../../fares/geo';
import { placesFixture } from '../../../testing/places-fixture';
import { amenities } from '../amenities';
import { citySize, generateCity, hotelCount, maxHotels, minHotels } from '../inventory';
import { SimulatedHotelProvider } from '../simulated';

const maxWeight = placesFixture.largestCities(1)[0]!.weight;
const city = (code: string) => generateCity(placesFixture.city(code)!, maxWeight);

describe('the simulated inventory', () => {
  test('the same city gives the same hotels every time, from its code alone', () => {
    expect(city('LED')).toEqual(city('LED'));
    expect(new SimulatedHotelProvider(placesFixture).city('LED')).toEqual(city('LED'));
  });

  test('8 hotels in the smallest town, 60 in the biggest city, more in bigger cities', () => {
    expect(hotelCount(0)).toBe(minHotels);
    expect(hotelCount(1)).toBe(maxHotels);
    expect(citySize(maxWeight, maxWeight)).toBe(1);
    expect(hotelCount(citySize(100, 40_000))).toBeLessThan(hotelCount(citySize(10_000, 40_000)));
    const counts = placesFixture.largestCities(100).map((place) => city(place.code).hotels.length);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(minHotels);
    expect(Math.max(...counts)).toBeLessThanOrEqual(maxHotels);
  });

  test('every hotel is plausible: stars, rating, reviews, rooms, boards, amenities of the fixed list', () => {
    for (const place of placesFixture.largestCities(100)) {
      for (const hotel of city(place.code).hotels) {
        expect(hotel.id).toMatch(new RegExp(`^${place.code}-\\d+$`));
        expect(hotel.stars).toBeGreaterThanOrEqual(1);
        expect(hotel.stars).toBeLessThanOrEqual(5);
        expect(hotel.rating).toBeGreaterThanOrEqual(1);
        expect(hotel.rating).toBeLessThanOrEqual(10);
        expect(hotel.reviews).toBeGreaterThan(0);
        expect(hotel.rooms.length).toBeGreaterThanOrEqual(1);
        expect(hotel.mealPlans.length).toBeGreaterThanOrEqual(1);
        expect(hotel.amenities.every((amenity) => amenities.includes(amenity))).toBe(true);
        expect(hotel.popularity).toBeGreaterThanOrEqual(0);
        expect(hotel.popularity).toBeLessThanOrEqual(100);
      }
    }
  });

  test('hotels lie around the real centre, their distance to it measured; every name is unique in its city', () => {
    const led = city('LED');
    // The dataset places Saint Petersburg at Pulkovo; hotels gather around Palace Square instead.
    expect(led.centre).toEqual({ lat: 59.9386, lon: 30.3141 });
    for (const hotel of led.hotels) {
      expect(hotel.distanceKm).toBeCloseTo(distanceKm(led.centre, hotel), 0);
      expect(hotel.distanceKm).toBeLessThan(30);
    }
    const near = led.hotels.filter((hotel) => hotel.distanceKm < 5).length;
    expect(near).toBeGreaterThan(led.hotels.length / 2);
    expect(new Set(led.hotels.map((hotel) => hotel.name.en)).size).toBe(led.hotels.length);
    expect(led.districts.map((district) => district.ru)).toContain('Адмиралтейский');
  });

  test('names in English and Russian in the Russian-language world, English elsewhere; chains and independents', () => {
    const led = city('LED').hotels;
    expect(led.every((hotel) => hotel.name.ru && hotel.district.ru)).toBe(true);
    expect(led.some((hotel) => /«.+»/.test(hotel.name.ru!))).toBe(true);
    const all = placesFixture.largestCities(100).flatMap((place) => city(place.code).hotels);
    expect(all.some((hotel) => hotel.chain !== null)).toBe(true);
    expect(all.filter((hotel) => hotel.chain === null).length).toBeGreaterThan(all.length / 2);
    expect(city('PAR').hotels.every((hotel) => hotel.name.ru === undefined)).toBe(true);
    expect(city('PAR').hotels.some((hotel) => /^(Hôtel|Grand Hôtel|Auberge|Résidence|Domaine) /.test(hotel.name.en))).toBe(true);
  });

  test('hotel ids: known ones found, anything else not', () => {
    const provider = new SimulatedHotelProvider(placesFixture);
    expect(provider.hotel('LED-0')?.name).toEqual(city('LED').hotels[0]!.name);
    for (const id of ['LED-999', 'SVO-1', 'led-1', 'LED-01x', 'constructor', '__proto__']) expect(provider.hotel(id)).toBeUndefined();
    // An airport's code is not a city with hotels: its city is.
    expect(provider.city('SVO')).toBeUndefined();
  });

  test('hotel names found by what is typed, in either alphabet, with the city’s name', async () => {
    const provider = new SimulatedHotelProvider(placesFixture);
    const first = city('LED').hotels.find((hotel) => hotel.chain === null)!;
    const word = first.name.ru!.match(/«([^»\s]+)/)![1]!;
    const found = await provider.matchHotels(`${word.slice(0, 4)} санкт`, 20);
    expect(found.map((hotel) => hotel.id)).toContain(first.id);
    expect(found.every((hotel) => hotel.cityCode === 'LED')).toBe(true);
    const latin = first.name.en.split(' ')[0]!;
    expect((await provider.matchHotels(latin, 60)).map((hotel) => hotel.id)).toContain(first.id);
    // The city's name alone finds only the hotels named after it (chain hotels), not every hotel there.
    const byCity = await provider.matchHotels('санкт петербург', 60);
    expect(byCity.every((hotel) => hotel.name.ru!.includes('Санкт-Петербург'))).toBe(true);
    expect(await provider.matchHotels('zzzz', 5)).toEqual([]);
    expect(await provider.matchHotels('', 5)).toEqual([]);
  });
});
