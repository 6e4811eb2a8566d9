import type { ServerServices } from '../../entry-server';
import type { LocalizedName, PlacesIndex } from '../engines/places';

/** A name in the page's language: `es-ES` falls back to `es`, then to English. */
export function localName(name: LocalizedName, language: string): string {
  return name[language] ?? name[language.split('-')[0]!] ?? name.en;
}

/** Page rendering reads the places index directly instead of calling the suggest API. */
export function serverServices(places: () => PlacesIndex): ServerServices {
  return {
    resolvePlaces: async ({ codes, language }) => {
      const index = places();
      const entries = codes.flatMap((code) => {
        const city = index.city(code);
        const airport = city ? undefined : index.airport(code);
        const place = city ?? airport;
        if (!place) return [];
        const country = index.country(place.countryCode);
        return [
          [
            code,
            {
              code,
              name: localName(place.name, language),
              type: city ? ('city' as const) : ('airport' as const),
              ...(airport ? { cityCode: airport.cityCode } : {}),
              ...(country ? { countryName: localName(country.name, language) } : {}),
            },
          ] as const,
        ];
      });
      return Object.fromEntries(entries);
    },
  };
}
