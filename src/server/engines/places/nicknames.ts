/**
 * Abbreviations and nicknames travellers type instead of a place's name, curated by hand: what
 * people write in searches and chats for the places most searched from our markets. Typed in full
 * (case and punctuation aside) one puts its place first; its beginning finds it like a name.
 * A nickname shared by two places (LA, Питер) goes to the one travellers mean far more often.
 */
export interface Nickname {
  kind: 'city' | 'country';
  /** IATA city code or ISO 3166 country code. */
  code: string;
  names: readonly string[];
}

export const nicknames: readonly Nickname[] = [
  // Russia
  { kind: 'city', code: 'LED', names: ['СПб', 'Питер', 'Петербург', 'Ленинград', 'SPb', 'Piter', 'St Pete Russia'] },
  { kind: 'city', code: 'MOW', names: ['Мск', 'Масква', 'Moskva', 'Msk'] },
  { kind: 'city', code: 'SVX', names: ['Екб', 'Екат', 'Ебург', 'Свердловск', 'Ekb', 'Ekaterinburg'] },
  { kind: 'city', code: 'OVB', names: ['Нск', 'Новосиб', 'Nsk'] },
  { kind: 'city', code: 'GOJ', names: ['НН', 'Нижний', 'Горький', 'Nizhny'] },
  { kind: 'city', code: 'VVO', names: ['Влад', 'Владик', 'Vlad'] },
  { kind: 'city', code: 'KRR', names: ['Крд', 'Krd'] },
  { kind: 'city', code: 'CEK', names: ['Челяба', 'Chelyaba'] },
  { kind: 'city', code: 'MRV', names: ['Минводы', 'Мин Воды', 'КМВ', 'Minvody'] },
  { kind: 'city', code: 'KGD', names: ['Кёниг', 'Кенигсберг', 'Калик'] },
  { kind: 'city', code: 'PKC', names: ['Камчатка', 'Kamchatka'] },
  { kind: 'city', code: 'UUS', names: ['Сахалин', 'Sakhalin'] },
  // Abroad
  { kind: 'city', code: 'NYC', names: ['NYC', 'NY', 'Нью Йорк', 'Big Apple', 'Нь Йорк'] },
  { kind: 'city', code: 'LAX', names: ['LA', 'ЛА', 'Лос Анжелес'] },
  { kind: 'city', code: 'SFO', names: ['SF', 'Frisco', 'San Fran', 'Сан Франциско'] },
  { kind: 'city', code: 'WAS', names: ['DC', 'Washington DC'] },
  { kind: 'city', code: 'LAS', names: ['Vegas', 'Вегас'] },
  { kind: 'city', code: 'HKG', names: ['HK', 'Гон Конг'] },
  { kind: 'city', code: 'KUL', names: ['KL', 'Куала Лумпур'] },
  { kind: 'city', code: 'DPS', names: ['Денпасар', 'Denpasar'] },
  { kind: 'city', code: 'SSH', names: ['Шарм', 'Sharm'] },
  { kind: 'city', code: 'HRG', names: ['Хурга', 'Hurga'] },
  { kind: 'city', code: 'IST', names: ['Истанбул', 'Константинополь', 'Constantinople'] },
  { kind: 'city', code: 'BJS', names: ['Бейджин', 'Peking'] },
  { kind: 'city', code: 'RIO', names: ['Рио', 'Rio'] },
  { kind: 'city', code: 'BUE', names: ['Байрес'] },
  { kind: 'city', code: 'MEX', names: ['CDMX', 'Mexico DF'] },
  // Countries
  { kind: 'country', code: 'US', names: ['США', 'Штаты', 'Америка', 'USA', 'US', 'America', 'States'] },
  { kind: 'country', code: 'GB', names: ['Англия', 'Британия', 'England', 'Britain', 'UK'] },
  { kind: 'country', code: 'AE', names: ['ОАЭ', 'Эмираты', 'UAE', 'Emirates'] },
  { kind: 'country', code: 'NL', names: ['Голландия', 'Holland'] },
  { kind: 'country', code: 'TH', names: ['Тайланд', 'Тай', 'Thai'] },
  { kind: 'country', code: 'CZ', names: ['Czechia', 'Чешская Республика'] },
  { kind: 'country', code: 'KR', names: ['Корея', 'Южная Корея', 'Korea', 'South Korea'] },
];
