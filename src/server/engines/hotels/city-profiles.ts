import type { LocalText } from './types';

/** A district with its rough middle, so that each hotel lies in the one nearest to it. */
export interface District {
  name: LocalText;
  lat: number;
  lon: number;
}

const d = (en: string, ru: string, lat: number, lon: number): District => ({ name: { en, ru }, lat, lon });

/**
 * The centres and districts of the cities travellers book most. The places dataset places a city
 * at its main airport (Pulkovo for Saint Petersburg), which is no centre; other cities use their
 * dataset point and the generic districts of `genericDistricts`.
 */
export const knownCities: ReadonlyMap<string, { centre: { lat: number; lon: number }; districts: District[] }> = new Map([
  [
    'MOW',
    {
      centre: { lat: 55.7539, lon: 37.6208 },
      districts: [
        d('Kitay-gorod', 'Китай-город', 55.7566, 37.6286),
        d('Arbat', 'Арбат', 55.7494, 37.5915),
        d('Tverskoy', 'Тверской', 55.7676, 37.6027),
        d('Zamoskvorechye', 'Замоскворечье', 55.7357, 37.6284),
        d('Basmanny', 'Басманный', 55.7663, 37.6713),
        d('Presnensky', 'Пресненский', 55.758, 37.553),
        d('Khamovniki', 'Хамовники', 55.729, 37.575),
        d('Ostankino', 'Останкино', 55.82, 37.615),
      ],
    },
  ],
  [
    'LED',
    {
      centre: { lat: 59.9386, lon: 30.3141 },
      districts: [
        d('Tsentralny', 'Центральный', 59.9343, 30.3351),
        d('Admiralteysky', 'Адмиралтейский', 59.921, 30.296),
        d('Vasileostrovsky', 'Василеостровский', 59.942, 30.25),
        d('Petrogradsky', 'Петроградский', 59.962, 30.3),
        d('Moskovsky', 'Московский', 59.852, 30.321),
        d('Primorsky', 'Приморский', 60.0, 30.27),
        d('Nevsky', 'Невский', 59.89, 30.45),
      ],
    },
  ],
  [
    'AER',
    {
      centre: { lat: 43.5855, lon: 39.7231 },
      districts: [
        d('Tsentralny', 'Центральный', 43.5855, 39.7231),
        d('Khostinsky', 'Хостинский', 43.53, 39.86),
        d('Adler', 'Адлер', 43.428, 39.923),
        d('Lazarevskoye', 'Лазаревское', 43.908, 39.332),
        d('Krasnaya Polyana', 'Красная Поляна', 43.68, 40.205),
      ],
    },
  ],
  [
    'KZN',
    {
      centre: { lat: 55.7963, lon: 49.1088 },
      districts: [
        d('Vakhitovsky', 'Вахитовский', 55.79, 49.12),
        d('Kirovsky', 'Кировский', 55.8, 49.06),
        d('Sovetsky', 'Советский', 55.78, 49.2),
        d('Novo-Savinovsky', 'Ново-Савиновский', 55.83, 49.13),
      ],
    },
  ],
  [
    'IST',
    {
      centre: { lat: 41.0082, lon: 28.9784 },
      districts: [
        d('Sultanahmet', 'Султанахмет', 41.0054, 28.9768),
        d('Beyoğlu', 'Бейоглу', 41.037, 28.977),
        d('Beşiktaş', 'Бешикташ', 41.043, 29.007),
        d('Şişli', 'Шишли', 41.06, 28.987),
        d('Kadıköy', 'Кадыкёй', 40.99, 29.029),
        d('Fatih', 'Фатих', 41.019, 28.94),
      ],
    },
  ],
  [
    'DXB',
    {
      centre: { lat: 25.2048, lon: 55.2708 },
      districts: [
        d('Downtown', 'Даунтаун', 25.1972, 55.2744),
        d('Deira', 'Дейра', 25.271, 55.309),
        d('Dubai Marina', 'Дубай Марина', 25.08, 55.14),
        d('Jumeirah', 'Джумейра', 25.21, 55.25),
        d('Al Barsha', 'Аль-Барша', 25.113, 55.2),
        d('Bur Dubai', 'Бур-Дубай', 25.253, 55.297),
      ],
    },
  ],
  [
    'AYT',
    {
      centre: { lat: 36.8969, lon: 30.7133 },
      districts: [
        d('Kaleiçi', 'Калеичи', 36.8841, 30.7056),
        d('Lara', 'Лара', 36.85, 30.82),
        d('Konyaaltı', 'Коньяалты', 36.87, 30.64),
        d('Muratpaşa', 'Муратпаша', 36.89, 30.73),
      ],
    },
  ],
  [
    'PAR',
    {
      centre: { lat: 48.8566, lon: 2.3522 },
      districts: [
        d('Le Marais', 'Маре', 48.859, 2.362),
        d('Latin Quarter', 'Латинский квартал', 48.849, 2.347),
        d('Montmartre', 'Монмартр', 48.8867, 2.3431),
        d('Champs-Élysées', 'Елисейские Поля', 48.8698, 2.3079),
        d('Saint-Germain-des-Prés', 'Сен-Жермен-де-Пре', 48.854, 2.333),
        d('Bastille', 'Бастилия', 48.853, 2.369),
      ],
    },
  ],
  [
    'LON',
    {
      centre: { lat: 51.5074, lon: -0.1278 },
      districts: [
        d('Westminster', 'Вестминстер', 51.4975, -0.1357),
        d('Covent Garden', 'Ковент-Гарден', 51.5117, -0.124),
        d('Kensington', 'Кенсингтон', 51.4991, -0.1938),
        d('Shoreditch', 'Шордич', 51.5265, -0.0786),
        d('Paddington', 'Паддингтон', 51.5154, -0.1755),
        d('Southwark', 'Саутуарк', 51.5035, -0.0804),
      ],
    },
  ],
  [
    'BKK',
    {
      centre: { lat: 13.7563, lon: 100.5018 },
      districts: [
        d('Sukhumvit', 'Сукхумвит', 13.738, 100.56),
        d('Silom', 'Силом', 13.729, 100.53),
        d('Rattanakosin', 'Раттанакосин', 13.75, 100.492),
        d('Pratunam', 'Пратунам', 13.751, 100.54),
        d('Riverside', 'Риверсайд', 13.723, 100.514),
      ],
    },
  ],
]);

/** Districts of a city without a curated list: the centre and four sides, placed around it. */
export function genericDistricts(centre: { lat: number; lon: number }, radiusKm: number): District[] {
  const km = (north: number, east: number) => ({
    lat: centre.lat + north / 111,
    lon: centre.lon + east / (111 * Math.max(0.2, Math.cos((centre.lat * Math.PI) / 180))),
  });
  const at = (en: string, ru: string, north: number, east: number) => ({ name: { en, ru }, ...km(north, east) });
  const far = radiusKm * 1.6;
  return [
    at('City centre', 'Центр', 0, 0),
    at('Old town', 'Старый город', radiusKm * 0.4, -radiusKm * 0.4),
    at('North', 'Северный район', far, 0),
    at('East', 'Восточный район', 0, far),
    at('South', 'Южный район', -far, 0),
    at('West', 'Западный район', 0, -far),
  ];
}

/** Countries where Russian is widely read: hotel and district names get a Russian form. */
export const russianSpeaking: ReadonlySet<string> = new Set(['RU', 'BY', 'KZ', 'KG', 'UZ', 'TJ', 'TM', 'AM', 'AZ', 'GE', 'MD']);

/**
 * Beach towns, where resorts stand: beyond the tropics the summer is their high season, within
 * them the dry winter (`seasonOf` in inventory.ts tells them apart by latitude).
 */
export const beachTowns: ReadonlySet<string> = new Set([
  'HKT',
  'USM',
  'KBV',
  'CXR',
  'PQC',
  'DPS',
  'MLE',
  'GOI',
  'CMB',
  'PUJ',
  'CUN',
  'VRA',
  'HRG',
  'SSH',
  'ZNZ',
  'SEZ',
  'MRU',
  'PTY',

  'AER',
  'AYT',
  'DLM',
  'BJV',
  'GZP',
  'AAQ',
  'SIP',
  'GDZ',
  'BUS',
  'HER',
  'RHO',
  'LCA',
  'PFO',
  'PMI',
  'AGP',
  'NCE',
  'TIV',
  'SPU',
  'DBV',
  'VAR',
  'BOJ',
]);
