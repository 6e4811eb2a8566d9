import { placeKinds, type HotelSuggestion, type Place, type PlaceKind, type SuggestionKind, type SuggestRequest } from '../../../contracts/places';
import type { HotelProvider } from '../../engines/hotels';
import { nameIn, type PlacesIndex } from '../../engines/places';

const isPlaceKind = (kind: SuggestionKind): kind is PlaceKind => (placeKinds as readonly string[]).includes(kind);

/**
 * Places and, when asked for, hotels and cities with hotels. Without a hotel kind the answer is the
 * places engine's alone, as it was before hotels existed. With one, cities with hotels come first
 * (where most stays are searched), then hotels by name, then the place kinds asked for, `max` in all.
 */
export async function suggestWithHotels(query: SuggestRequest, places: PlacesIndex, hotels: () => HotelProvider): Promise<(Place | HotelSuggestion)[]> {
  const placeTypes = query.types.filter(isPlaceKind);
  const found = placeTypes.length > 0 ? places.suggest({ ...query, types: placeTypes }) : [];
  const wantsCities = query.types.includes('hotelCity');
  const wantsHotels = query.types.includes('hotel');
  if (!wantsCities && !wantsHotels) return found;

  const cities = wantsCities ? hotelCities(query, places, hotels()) : [];
  const named = wantsHotels ? await hotelsByName(query, places, hotels()) : [];
  return [...cities, ...named, ...found].slice(0, query.max);
}

function hotelCities({ term, locale, max }: SuggestRequest, places: PlacesIndex, provider: HotelProvider): HotelSuggestion[] {
  return places.suggest({ term, locale, types: ['city'], max }).flatMap((place) => {
    const city = provider.city(place.code);
    if (!city) return [];
    return [
      {
        type: 'hotelCity' as const,
        code: place.code,
        name: place.name,
        country_code: place.country_code,
        country_name: place.country_name,
        city_code: place.code,
        city_name: place.name,
        coordinates: city.centre,
        weight: place.weight,
        hotels: city.hotels.length,
      },
    ];
  });
}

async function hotelsByName({ term, locale, max }: SuggestRequest, places: PlacesIndex, provider: HotelProvider): Promise<HotelSuggestion[]> {
  const found = await provider.matchHotels(term, max);
  return found.flatMap((hotel) => {
    const city = places.city(hotel.cityCode);
    const country = places.country(hotel.countryCode);
    if (!city) return [];
    return [
      {
        type: 'hotel' as const,
        code: hotel.id,
        name: nameIn({ ...hotel.name }, locale),
        country_code: hotel.countryCode,
        country_name: country ? nameIn(country.name, locale) : hotel.countryCode,
        city_code: city.code,
        city_name: nameIn(city.name, locale),
        coordinates: { lat: hotel.lat, lon: hotel.lon },
        weight: hotel.popularity,
        stars: hotel.stars,
      },
    ];
  });
}
