import { combine, createStore } from 'effector';
import type { Alliance } from '../../../contracts';

export interface DictionaryData {
  airports: Record<string, { name: string; city: string }>;
  airlines: Record<string, string>;
  /** Airline code → its alliance, checked on `alliancesAsOf`. */
  alliances: Record<string, Alliance>;
  alliancesAsOf: string | null;
}

/** Names of what tickets mention only by code; a code stands for itself until its name is known. */
export interface Dictionary {
  airport(code: string): string;
  airportFull(code: string): string;
  airline(code: string): string;
}

export const $dictionaryData = createStore<DictionaryData>({ airports: {}, airlines: {}, alliances: {}, alliancesAsOf: null }, { serialize: 'ignore' });

export const $dictionary = combine($dictionaryData, ({ airports, airlines }): Dictionary => ({
  airport: (code) => (airports[code] ? `${airports[code].city} ${code}` : code),
  airportFull: (code) => (airports[code] ? `${airports[code].name} (${airports[code].city}, ${code})` : code),
  airline: (code) => airlines[code] ?? code,
}));
