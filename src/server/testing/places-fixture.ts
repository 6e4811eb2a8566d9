import type { Place, SuggestQuery } from '../../contracts';
import type { Airline, Airport, City, Country, LocalizedName, PlacesIndex } from '../engines/places';
import { nameIn } from '../engines/places/names';
import { nearestCities } from '../engines/places/nearest';

/**
 * A small places index over real data (true coordinates, IANA time zones, English and Russian
 * names) for tests and benchmarks while the full dataset is not available. Weights are on a
 * 0–100 scale: only their ratios matter to the engines.
 */

type AirportRow = [code: string, city: string, en: string, ru: string, lat: number, lon: number, weight: number];
type CityRow = [code: string, country: string, en: string, ru: string, lat: number, lon: number, timezone: string];

const cityRows: CityRow[] = [
  ['MOW', 'RU', 'Moscow', 'Москва', 55.7558, 37.6173, 'Europe/Moscow'],
  ['LED', 'RU', 'Saint Petersburg', 'Санкт-Петербург', 59.9343, 30.3351, 'Europe/Moscow'],
  ['AER', 'RU', 'Sochi', 'Сочи', 43.6028, 39.7342, 'Europe/Moscow'],
  ['KZN', 'RU', 'Kazan', 'Казань', 55.7961, 49.1064, 'Europe/Moscow'],
  ['SVX', 'RU', 'Yekaterinburg', 'Екатеринбург', 56.8389, 60.6057, 'Asia/Yekaterinburg'],
  ['OVB', 'RU', 'Novosibirsk', 'Новосибирск', 55.0084, 82.9357, 'Asia/Novosibirsk'],
  ['IST', 'TR', 'Istanbul', 'Стамбул', 41.0082, 28.9784, 'Europe/Istanbul'],
  ['AYT', 'TR', 'Antalya', 'Анталья', 36.8969, 30.7133, 'Europe/Istanbul'],
  ['LON', 'GB', 'London', 'Лондон', 51.5074, -0.1278, 'Europe/London'],
  ['PAR', 'FR', 'Paris', 'Париж', 48.8566, 2.3522, 'Europe/Paris'],
  ['FRA', 'DE', 'Frankfurt am Main', 'Франкфурт-на-Майне', 50.1109, 8.6821, 'Europe/Berlin'],
  ['MUC', 'DE', 'Munich', 'Мюнхен', 48.1351, 11.582, 'Europe/Berlin'],
  ['AMS', 'NL', 'Amsterdam', 'Амстердам', 52.3676, 4.9041, 'Europe/Amsterdam'],
  ['HEL', 'FI', 'Helsinki', 'Хельсинки', 60.1699, 24.9384, 'Europe/Helsinki'],
  ['DXB', 'AE', 'Dubai', 'Дубай', 25.2048, 55.2708, 'Asia/Dubai'],
  ['AUH', 'AE', 'Abu Dhabi', 'Абу-Даби', 24.4539, 54.3773, 'Asia/Dubai'],
  ['DOH', 'QA', 'Doha', 'Доха', 25.2854, 51.531, 'Asia/Qatar'],
  ['TAS', 'UZ', 'Tashkent', 'Ташкент', 41.2995, 69.2401, 'Asia/Tashkent'],
  ['ALA', 'KZ', 'Almaty', 'Алматы', 43.222, 76.8512, 'Asia/Almaty'],
  ['BKK', 'TH', 'Bangkok', 'Бангкок', 13.7563, 100.5018, 'Asia/Bangkok'],
  ['HKT', 'TH', 'Phuket', 'Пхукет', 7.8804, 98.3923, 'Asia/Bangkok'],
  ['NYC', 'US', 'New York', 'Нью-Йорк', 40.7128, -74.006, 'America/New_York'],
];

const airportRows: AirportRow[] = [
  ['SVO', 'MOW', 'Sheremetyevo', 'Шереметьево', 55.9726, 37.4146, 90],
  ['DME', 'MOW', 'Domodedovo', 'Домодедово', 55.4088, 37.9063, 70],
  ['VKO', 'MOW', 'Vnukovo', 'Внуково', 55.5915, 37.2615, 65],
  ['LED', 'LED', 'Pulkovo', 'Пулково', 59.8003, 30.2625, 75],
  ['AER', 'AER', 'Sochi', 'Сочи', 43.4499, 39.9566, 55],
  ['KZN', 'KZN', 'Kazan', 'Казань', 55.6062, 49.2787, 40],
  ['SVX', 'SVX', 'Koltsovo', 'Кольцово', 56.7431, 60.8027, 50],
  ['OVB', 'OVB', 'Tolmachevo', 'Толмачёво', 55.0126, 82.6507, 50],
  ['IST', 'IST', 'Istanbul Airport', 'Аэропорт Стамбул', 41.2753, 28.7519, 100],
  ['SAW', 'IST', 'Sabiha Gökçen', 'Сабиха Гёкчен', 40.8986, 29.3092, 70],
  ['AYT', 'AYT', 'Antalya', 'Анталья', 36.8987, 30.8005, 65],
  ['LHR', 'LON', 'Heathrow', 'Хитроу', 51.47, -0.4543, 100],
  ['LGW', 'LON', 'Gatwick', 'Гатвик', 51.1537, -0.1821, 75],
  ['CDG', 'PAR', 'Charles de Gaulle', 'Шарль-де-Голль', 49.0097, 2.5479, 95],
  ['ORY', 'PAR', 'Orly', 'Орли', 48.7262, 2.3652, 60],
  ['FRA', 'FRA', 'Frankfurt', 'Франкфурт', 50.0379, 8.5622, 90],
  ['MUC', 'MUC', 'Munich', 'Мюнхен', 48.3538, 11.7861, 80],
  ['AMS', 'AMS', 'Schiphol', 'Схипхол', 52.3105, 4.7683, 90],
  ['HEL', 'HEL', 'Helsinki-Vantaa', 'Хельсинки-Вантаа', 60.3172, 24.9633, 55],
  ['DXB', 'DXB', 'Dubai International', 'Дубай', 25.2532, 55.3657, 100],
  ['AUH', 'AUH', 'Abu Dhabi', 'Абу-Даби', 24.433, 54.6511, 65],
  ['DOH', 'DOH', 'Hamad', 'Хамад', 25.2731, 51.6081, 85],
  ['TAS', 'TAS', 'Tashkent', 'Ташкент', 41.2579, 69.2812, 45],
  ['ALA', 'ALA', 'Almaty', 'Алматы', 43.3521, 77.0405, 45],
  ['BKK', 'BKK', 'Suvarnabhumi', 'Суварнабхуми', 13.69, 100.7501, 85],
  ['HKT', 'HKT', 'Phuket', 'Пхукет', 8.1132, 98.3169, 45],
  ['JFK', 'NYC', 'John F. Kennedy', 'Джон Ф. Кеннеди', 40.6413, -73.7781, 90],
  ['EWR', 'NYC', 'Newark Liberty', 'Ньюарк Либерти', 40.6895, -74.1745, 80],
  ['LGA', 'NYC', 'LaGuardia', 'Ла-Гуардия', 40.7769, -73.874, 65],
];

const countryRows: [string, string, string][] = [
  ['RU', 'Russia', 'Россия'],
  ['TR', 'Turkey', 'Турция'],
  ['GB', 'United Kingdom', 'Великобритания'],
  ['FR', 'France', 'Франция'],
  ['DE', 'Germany', 'Германия'],
  ['NL', 'Netherlands', 'Нидерланды'],
  ['FI', 'Finland', 'Финляндия'],
  ['AE', 'United Arab Emirates', 'ОАЭ'],
  ['QA', 'Qatar', 'Катар'],
  ['UZ', 'Uzbekistan', 'Узбекистан'],
  ['KZ', 'Kazakhstan', 'Казахстан'],
  ['TH', 'Thailand', 'Таиланд'],
  ['US', 'United States', 'США'],
];

const airlineRows: [string, string, string, string][] = [
  ['SU', 'Aeroflot', 'Аэрофлот', 'RU'],
  ['S7', 'S7 Airlines', 'S7 Airlines', 'RU'],
  ['DP', 'Pobeda', 'Победа', 'RU'],
  ['U6', 'Ural Airlines', 'Уральские авиалинии', 'RU'],
  ['FV', 'Rossiya', 'Россия', 'RU'],
  ['UT', 'UTair', 'ЮТэйр', 'RU'],
  ['N4', 'Nordwind Airlines', 'Северный ветер', 'RU'],
  ['WZ', 'Red Wings', 'Ред Вингс', 'RU'],
  ['5N', 'Smartavia', 'Смартавиа', 'RU'],
  ['TK', 'Turkish Airlines', 'Турецкие авиалинии', 'TR'],
  ['PC', 'Pegasus Airlines', 'Пегасус', 'TR'],
  ['XQ', 'SunExpress', 'SunExpress', 'TR'],
  ['EK', 'Emirates', 'Эмирейтс', 'AE'],
  ['FZ', 'flydubai', 'flydubai', 'AE'],
  ['EY', 'Etihad Airways', 'Этихад', 'AE'],
  ['QR', 'Qatar Airways', 'Катарские авиалинии', 'QA'],
  ['BA', 'British Airways', 'Бритиш Эйрвейз', 'GB'],
  ['LH', 'Lufthansa', 'Люфтганза', 'DE'],
  ['AF', 'Air France', 'Эр Франс', 'FR'],
  ['KL', 'KLM', 'KLM', 'NL'],
  ['AY', 'Finnair', 'Финнэйр', 'FI'],
  ['HY', 'Uzbekistan Airways', 'Узбекские авиалинии', 'UZ'],
  ['KC', 'Air Astana', 'Эйр Астана', 'KZ'],
  ['TG', 'Thai Airways', 'Тайские авиалинии', 'TH'],
  ['DL', 'Delta Air Lines', 'Дельта', 'US'],
  ['AA', 'American Airlines', 'Американ Эйрлайнс', 'US'],
  ['UA', 'United Airlines', 'Юнайтед Эйрлайнс', 'US'],
  ['B6', 'JetBlue', 'JetBlue', 'US'],
];

const named = (en: string, ru: string): LocalizedName => ({ en, ru });

const cities = new Map<string, City>(
  cityRows.map(([code, countryCode, en, ru, lat, lon, timezone]) => [
    code,
    { code, countryCode, name: named(en, ru), lat, lon, timezone, airports: [], weight: 0 },
  ]),
);
const airports = new Map<string, Airport>(
  airportRows.map(([code, cityCode, en, ru, lat, lon, weight]) => {
    const city = cities.get(cityCode)!;
    city.airports.push(code);
    city.weight += weight;
    return [code, { code, cityCode, countryCode: city.countryCode, name: named(en, ru), lat, lon, timezone: city.timezone, weight }];
  }),
);
for (const city of cities.values()) city.airports.sort((a, b) => airports.get(b)!.weight - airports.get(a)!.weight);
const countries = new Map<string, Country>(countryRows.map(([code, en, ru]) => [code, { code, name: named(en, ru) }]));
const airlines = new Map<string, Airline>(airlineRows.map(([code, en, ru, countryCode]) => [code, { code, name: named(en, ru), countryCode }]));

function toPlace(kind: 'city' | 'airport', place: City | Airport, locale: string): Place {
  const city = kind === 'city' ? (place as City) : cities.get((place as Airport).cityCode)!;
  return {
    type: kind,
    code: place.code,
    name: nameIn(place.name, locale),
    country_code: place.countryCode,
    country_name: nameIn(countries.get(place.countryCode)!.name, locale),
    city_code: city.code,
    city_name: nameIn(city.name, locale),
    coordinates: { lat: place.lat, lon: place.lon },
    weight: Math.round(place.weight),
  };
}

export const placesFixture: PlacesIndex = {
  airport: (code) => airports.get(code),
  city: (code) => cities.get(code),
  country: (code) => countries.get(code),
  airline: (code) => airlines.get(code),
  airportsFor(code) {
    const city = cities.get(code);
    if (city) return city.airports.map((airport) => airports.get(airport)!);
    const airport = airports.get(code);
    return airport ? [airport] : [];
  },
  largestCities(count, countryCode) {
    const found = [...cities.values()].filter((city) => city.weight > 0 && (!countryCode || city.countryCode === countryCode));
    return found.sort((a, b) => b.weight - a.weight).slice(0, count);
  },
  nearestCities: (point, count) => nearestCities(cities.values(), point, count),
  /** Prefix match on codes and names in any language; cities before airports, bigger first. */
  suggest({ term, locale, types, max }: SuggestQuery): Place[] {
    const needle = term.trim().toLowerCase();
    const matches = (place: City | Airport) =>
      place.code.toLowerCase().startsWith(needle) || Object.values(place.name).some((name) => name?.toLowerCase().startsWith(needle));
    const found: Place[] = [];
    if (types.includes('city')) for (const city of cities.values()) if (matches(city)) found.push(toPlace('city', city, locale));
    if (types.includes('airport')) for (const airport of airports.values()) if (matches(airport)) found.push(toPlace('airport', airport, locale));
    return found.sort((a, b) => (a.type === b.type ? b.weight - a.weight : a.type === 'city' ? -1 : 1)).slice(0, max);
  },
};
