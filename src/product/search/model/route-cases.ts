/**
 * Russian case forms of the places travellers search most, for phrases such as «из Москвы
 * в Стамбул». Names decline irregularly (Сочи and Осло never do, Пермь → Перми, Ростов-на-Дону →
 * Ростова-на-Дону, Нижний Новгород → Нижнего Новгорода), so forms come from this curated table
 * and never from rules; a place the table lacks is never declined (see `routePhrase`).
 * Keyed by IATA city code (ISO code for countries): [genitive for «из», accusative for «в»].
 */
const forms: Record<string, readonly [genitive: string, accusative: string]> = {
  // Russia and neighbours
  MOW: ['Москвы', 'Москву'],
  LED: ['Санкт-Петербурга', 'Санкт-Петербург'],
  AER: ['Сочи', 'Сочи'],
  KZN: ['Казани', 'Казань'],
  SVX: ['Екатеринбурга', 'Екатеринбург'],
  OVB: ['Новосибирска', 'Новосибирск'],
  KRR: ['Краснодара', 'Краснодар'],
  ROV: ['Ростова-на-Дону', 'Ростов-на-Дону'],
  KUF: ['Самары', 'Самару'],
  UFA: ['Уфы', 'Уфу'],
  GOJ: ['Нижнего Новгорода', 'Нижний Новгород'],
  MRV: ['Минеральных Вод', 'Минеральные Воды'],
  KGD: ['Калининграда', 'Калининград'],
  VVO: ['Владивостока', 'Владивосток'],
  KJA: ['Красноярска', 'Красноярск'],
  IKT: ['Иркутска', 'Иркутск'],
  PEE: ['Перми', 'Пермь'],
  CEK: ['Челябинска', 'Челябинск'],
  TJM: ['Тюмени', 'Тюмень'],
  OMS: ['Омска', 'Омск'],
  MCX: ['Махачкалы', 'Махачкалу'],
  KHV: ['Хабаровска', 'Хабаровск'],
  SIP: ['Симферополя', 'Симферополь'],
  MSQ: ['Минска', 'Минск'],
  ALA: ['Алматы', 'Алматы'],
  NQZ: ['Астаны', 'Астану'],
  TAS: ['Ташкента', 'Ташкент'],
  EVN: ['Еревана', 'Ереван'],
  TBS: ['Тбилиси', 'Тбилиси'],
  GYD: ['Баку', 'Баку'],
  FRU: ['Бишкека', 'Бишкек'],
  DYU: ['Душанбе', 'Душанбе'],
  // Abroad
  IST: ['Стамбула', 'Стамбул'],
  AYT: ['Антальи', 'Анталью'],
  DXB: ['Дубая', 'Дубай'],
  BKK: ['Бангкока', 'Бангкок'],
  HKT: ['Пхукета', 'Пхукет'],
  DPS: ['Бали', 'Бали'],
  HRG: ['Хургады', 'Хургаду'],
  SSH: ['Шарм-эль-Шейха', 'Шарм-эль-Шейх'],
  CAI: ['Каира', 'Каир'],
  TLV: ['Тель-Авива', 'Тель-Авив'],
  PAR: ['Парижа', 'Париж'],
  LON: ['Лондона', 'Лондон'],
  ROM: ['Рима', 'Рим'],
  MIL: ['Милана', 'Милан'],
  BCN: ['Барселоны', 'Барселону'],
  MAD: ['Мадрида', 'Мадрид'],
  PRG: ['Праги', 'Прагу'],
  BER: ['Берлина', 'Берлин'],
  VIE: ['Вены', 'Вену'],
  BUD: ['Будапешта', 'Будапешт'],
  ATH: ['Афин', 'Афины'],
  LCA: ['Ларнаки', 'Ларнаку'],
  BEG: ['Белграда', 'Белград'],
  RIX: ['Риги', 'Ригу'],
  HEL: ['Хельсинки', 'Хельсинки'],
  AMS: ['Амстердама', 'Амстердам'],
  NYC: ['Нью-Йорка', 'Нью-Йорк'],
  LAX: ['Лос-Анджелеса', 'Лос-Анджелес'],
  BJS: ['Пекина', 'Пекин'],
  SHA: ['Шанхая', 'Шанхай'],
  TYO: ['Токио', 'Токио'],
  SEL: ['Сеула', 'Сеул'],
  HKG: ['Гонконга', 'Гонконг'],
  SIN: ['Сингапура', 'Сингапур'],
  DEL: ['Дели', 'Дели'],
  GOI: ['Гоа', 'Гоа'],
  MLE: ['Мале', 'Мале'],
  // Countries
  RU: ['России', 'Россию'],
  TR: ['Турции', 'Турцию'],
  AE: ['ОАЭ', 'ОАЭ'],
  EG: ['Египта', 'Египет'],
  TH: ['Таиланда', 'Таиланд'],
  GE: ['Грузии', 'Грузию'],
  AM: ['Армении', 'Армению'],
  UZ: ['Узбекистана', 'Узбекистан'],
  KZ: ['Казахстана', 'Казахстан'],
  CN: ['Китая', 'Китай'],
  VN: ['Вьетнама', 'Вьетнам'],
  IT: ['Италии', 'Италию'],
  ES: ['Испании', 'Испанию'],
  FR: ['Франции', 'Францию'],
  DE: ['Германии', 'Германию'],
  GR: ['Греции', 'Грецию'],
  CY: ['Кипра', 'Кипр'],
  US: ['США', 'США'],
};

/** «в» becomes «во» before в/ф and another consonant: «во Владивосток», «во Францию», but «в Вену». */
const into = (word: string) => (/^[вф][^аеёиоуыэюя]/i.test(word) ? `во ${word}` : `в ${word}`);

export interface RoutePhrase {
  /** «из Москвы» */
  from: string;
  /** «в Стамбул» */
  to: string;
}

/** Both phrases of a trip in Russian when the table knows both places, else null. */
export function routeCases(originCode: string, destinationCode: string): RoutePhrase | null {
  const origin = Object.hasOwn(forms, originCode) ? forms[originCode] : undefined;
  const destination = Object.hasOwn(forms, destinationCode) ? forms[destinationCode] : undefined;
  return origin && destination ? { from: `из ${origin[0]}`, to: into(destination[1]) } : null;
}

/** «из Москвы» for a place the table knows, else null. */
export const fromCase = (code: string) => (Object.hasOwn(forms, code) ? `из ${forms[code]![0]}` : null);
/** «в Турцию» for a place the table knows, else null. */
export const toCase = (code: string) => (Object.hasOwn(forms, code) ? into(forms[code]![1]) : null);

/** The table's codes, for its tests. */
export const declinedPlaces = Object.keys(forms);

export type RouteTitleTranslate = (key: 'results.title' | 'results.titleCased', values: Record<string, string>) => string;
interface Named {
  code: string;
  name: string;
}

/**
 * The title of a trip: «Авиабилеты из Москвы в Стамбул» in Russian when the table declines both
 * places, else the names as they are with a dash («Авиабилеты Москва – Трабзон»), which is right
 * whatever the names' grammar.
 */
export function routeTitle(t: RouteTitleTranslate, language: string, origin: Named, destination: Named): string {
  const cases = language === 'ru' ? routeCases(origin.code, destination.code) : null;
  return cases ? t('results.titleCased', { from: cases.from, to: cases.to }) : t('results.title', { origin: origin.name, destination: destination.name });
}
