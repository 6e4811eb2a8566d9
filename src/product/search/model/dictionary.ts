import { combine, createStore } from 'effector';

export interface DictionaryData {
  airports: Record<string, { name: string; city: string }>;
  airlines: Record<string, string>;
}

/** Names of what tickets mention only by code; a code stands for itself until its name is known. */
export interface Dictionary {
  airport(code: string): string;
  airportFull(code: string): string;
  airline(code: string): string;
}

export const $dictionaryData = createStore<DictionaryData>({ airports: {}, airlines: {} }, { serialize: 'ignore' });

export const $dictionary = combine(
  $dictionaryData,
  ({ airports, airlines }): Dictionary => ({
    airport: (code) => (airports[code] ? `${airports[code].city} ${code}` : code),
    airportFull: (code) => (airports[code] ? `${airports[code].name} (${airports[code].city}, ${code})` : code),
    airline: (code) => airlines[code] ?? code,
  }),
);
