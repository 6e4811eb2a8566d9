import type { EvaluationBatchRequest, EvaluationBatchResponse } from '../../contracts/flags';
import type { ServerServices } from '../../entry-server';
import type { LocalizedName, PlacesIndex } from '../engines/places';

/** A name in the page's language: `es-ES` falls back to `es`, then to English. */
export function localName(name: LocalizedName, language: string): string {
  return name[language] ?? name[language.split('-')[0]!] ?? name.en;
}

export interface FlagServices {
  flags: { batch(body: EvaluationBatchRequest): EvaluationBatchResponse };
  flagrUrl: string | null;
}

/**
 * Page rendering reads the places index directly instead of calling the suggest API, and
 * evaluates the visit's flags with the built-in evaluator instead of calling the flags API.
 */
export function serverServices(places: () => PlacesIndex, { flags, flagrUrl }: FlagServices = { flags: { batch: () => ({ evaluationResults: [] }) }, flagrUrl: null }): ServerServices {
  return {
    evaluateFlags: async (body) => flags.batch(body),
    flagrUrl,
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
