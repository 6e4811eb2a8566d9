import type { HotelKind, LocalText } from './types';

type Pick = <T>(items: readonly T[]) => T;

/** Invented chains by tier: budget chains have 2–3 stars, midscale 3–4, upscale 4–5. */
export const chains = {
  budget: ['CityNest', 'Urban Pod', 'Smart Stop'],
  midscale: ['Meridian Way', 'Polar Line', 'Harbour & Hill'],
  upscale: ['Amber Crown', 'Grandeur Collection'],
} as const;

export type ChainTier = keyof typeof chains;

/** Words of independent hotels' names in the Russian-language world, in Latin and Cyrillic letters. */
const russianWords: readonly (readonly [string, string])[] = [
  ['Aurora', 'Аврора'],
  ['Zvezda', 'Звезда'],
  ['Sever', 'Север'],
  ['Yantar', 'Янтарь'],
  ['Sadko', 'Садко'],
  ['Beryozka', 'Берёзка'],
  ['Izumrud', 'Изумруд'],
  ['Vostok', 'Восток'],
  ['Metropol', 'Метрополь'],
  ['Sapfir', 'Сапфир'],
  ['Olimp', 'Олимп'],
  ['Zarya', 'Заря'],
  ['Kristall', 'Кристалл'],
  ['Orbita', 'Орбита'],
  ['Parus', 'Парус'],
  ['Mayak', 'Маяк'],
  ['Usadba', 'Усадьба'],
  ['Sokol', 'Сокол'],
  ['Lazur', 'Лазурь'],
  ['Grand', 'Гранд'],
  ['Imperial', 'Империал'],
  ['Kosmos', 'Космос'],
  ['Dobry Dom', 'Добрый дом'],
  ['Staraya Pristan', 'Старая пристань'],
  ['Belye Nochi', 'Белые ночи'],
  ['Rus', 'Русь'],
  ['Vesna', 'Весна'],
  ['Tri Kita', 'Три кита'],
];

/** How each kind of place is called in English and Russian. */
const russianPatterns: Record<HotelKind, readonly [en: string, ru: string][]> = {
  hotel: [
    ['{w} Hotel', 'Отель «{w}»'],
    ['{w} Hotel', 'Гостиница «{w}»'],
  ],
  boutique: [['{w} Boutique Hotel', 'Бутик-отель «{w}»']],
  mini_hotel: [['{w} Mini-Hotel', 'Мини-отель «{w}»']],
  apartments: [['{w} Apartments', 'Апартаменты «{w}»']],
  hostel: [['{w} Hostel', 'Хостел «{w}»']],
  guest_house: [['{w} Guest House', 'Гостевой дом «{w}»']],
  resort: [['{w} Resort & Spa', 'Курортный отель «{w}»']],
};

/** Independent hotels' names elsewhere, by the country's language: a word list and patterns per kind. */
interface NameStyle {
  words: readonly string[];
  hotel: readonly string[];
  budget: readonly string[];
  resort: readonly string[];
}

const styles: Record<string, NameStyle> = {
  tr: {
    words: ['Lale', 'Sultan', 'Yıldız', 'Deniz', 'Palmiye', 'Marmara', 'Konak', 'Saray', 'Güneş', 'Mavi', 'Çınar', 'Zeytin'],
    hotel: ['{w} Hotel', 'Hotel {w}', '{w} Suites', '{w} Butik Otel'],
    budget: ['{w} Pansiyon', '{w} Hostel'],
    resort: ['{w} Resort', '{w} Beach Resort'],
  },
  fr: {
    words: ['du Parc', 'des Arts', 'du Marché', 'de la Gare', 'Saint-Louis', 'Belle Époque', 'Le Lys', 'Les Tilleuls', 'Beaurivage', 'du Théâtre'],
    hotel: ['Hôtel {w}', 'Grand Hôtel {w}'],
    budget: ['Auberge {w}', 'Résidence {w}'],
    resort: ['Domaine {w}'],
  },
  de: {
    words: ['Lindenhof', 'Sonnenhof', 'Alte Post', 'Stadtgarten', 'Kaiserhof', 'Am Markt', 'Seeblick', 'Adler', 'Krone', 'Bergblick'],
    hotel: ['Hotel {w}', 'Parkhotel {w}'],
    budget: ['Gasthof {w}', 'Pension {w}'],
    resort: ['Resort {w}'],
  },
  it: {
    words: ['Bellavista', 'del Corso', 'Villa Rosa', 'San Marco', 'Il Giardino', 'Palazzo Verde', 'Due Torri', 'Miramare', 'La Pergola'],
    hotel: ['Hotel {w}', 'Albergo {w}'],
    budget: ['B&B {w}', 'Locanda {w}'],
    resort: ['Resort {w}'],
  },
  es: {
    words: ['Sol y Mar', 'Plaza Mayor', 'Los Olivos', 'Casa Blanca', 'El Faro', 'La Alameda', 'Mirador', 'Santa Lucía', 'Brisa'],
    hotel: ['Hotel {w}', 'Gran Hotel {w}'],
    budget: ['Hostal {w}', 'Apartamentos {w}'],
    resort: ['{w} Resort'],
  },
  ar: {
    words: ['Al Bustan', 'Al Manzil', 'Desert Rose', 'Palm Garden', 'Al Noor', 'Golden Sands', 'Oasis', 'Marina View', 'Pearl'],
    hotel: ['{w} Hotel', '{w} Hotel Apartments'],
    budget: ['{w} Inn', '{w} Residence'],
    resort: ['{w} Resort'],
  },
  asia: {
    words: ['Baan Suan', 'Lotus', 'Orchid', 'Bamboo House', 'Golden Palm', 'Sea Breeze', 'Jasmine', 'Coconut Grove', 'Silk Road', 'Jade'],
    hotel: ['{w} Hotel', '{w} Boutique Hotel', '{w} Residence'],
    budget: ['{w} Hostel', '{w} Guesthouse'],
    resort: ['{w} Resort', '{w} Beach Resort'],
  },
  en: {
    words: ['Kingsway', 'Riverside', 'Parkview', 'Harbour', 'Crown', 'Victoria', 'Oakwood', 'Maple', 'Bridgewater', 'Lakeside', 'Central', 'Garden'],
    hotel: ['{w} Hotel', 'The {w}', '{w} House', '{w} Suites'],
    budget: ['{w} Inn', '{w} Hostel'],
    resort: ['{w} Resort'],
  },
};

const countryStyles: ReadonlyMap<string, string> = new Map(
  Object.entries({
    tr: ['TR', 'CY'],
    fr: ['FR', 'BE', 'MA', 'TN', 'MC', 'LU'],
    de: ['DE', 'AT', 'CH', 'LI'],
    it: ['IT', 'SM', 'MT'],
    es: ['ES', 'MX', 'AR', 'CO', 'PE', 'CL', 'CU', 'DO', 'UY', 'EC', 'VE', 'CR', 'PA'],
    ar: ['AE', 'SA', 'QA', 'OM', 'BH', 'KW', 'EG', 'JO', 'LB'],
    asia: ['TH', 'VN', 'ID', 'MY', 'LK', 'KH', 'LA', 'PH', 'MV', 'IN', 'NP', 'CN', 'MN'],
  }).flatMap(([style, countries]) => countries.map((country) => [country, style] as const)),
);

const fill = (pattern: string, word: string) => pattern.replace('{w}', word);

/** An independent place's name in the city's country. */
export function independentName(kind: HotelKind, countryCode: string, russian: boolean, pick: Pick): LocalText {
  if (russian) {
    const [en, ru] = pick(russianWords);
    const [enPattern, ruPattern] = pick(russianPatterns[kind]);
    return { en: fill(enPattern, en), ru: fill(ruPattern, ru) };
  }
  const style = styles[countryStyles.get(countryCode) ?? 'en']!;
  const patterns = kind === 'resort' ? style.resort : kind === 'hostel' || kind === 'guest_house' || kind === 'apartments' ? style.budget : style.hotel;
  return { en: fill(pick(patterns), pick(style.words)) };
}

/** A chain hotel is named after the chain, the city and, when the chain has several there, the district. */
export function chainName(chain: string, city: LocalText, district: LocalText | null): LocalText {
  const en = [chain, city.en, district?.en].filter(Boolean).join(' ');
  if (city.ru === undefined) return { en };
  return { en, ru: [chain, city.ru, district?.ru ?? district?.en].filter(Boolean).join(' ') };
}
