/** Where most travellers of a market fly from (city codes): the search form starts there, and the price index samples from there. */
export const homeCities: Readonly<Record<string, string>> = {
  ru: 'MOW',
  ua: 'IEV',
  kz: 'ALA',
  uz: 'TAS',
  kg: 'FRU',
  az: 'BAK',
  tj: 'DYU',
  ge: 'TBS',
  am: 'EVN',
  by: 'MSQ',
  tr: 'IST',
  th: 'BKK',
  us: 'NYC',
  gb: 'LON',
  de: 'BER',
  es: 'MAD',
  in: 'DEL',
};

/** The market's home city, if it has one. */
export const homeCityOf = (market: string): string | undefined => (Object.hasOwn(homeCities, market) ? homeCities[market] : undefined);
