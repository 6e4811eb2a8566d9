/**
 * Airlines our travellers know by name. OpenFlights' list is old (Pobeda's DP still belongs to a
 * defunct British carrier there, VF to Valuair, gone since 2014), so these entries replace
 * whatever holds the same designator.
 *
 * Source: the carriers' own sites and their designator announcements, as of `airlinesCheckedOn`
 * (re-check the table, and move the date, when an airline changes its name or designator).
 */
export const airlinesCheckedOn = '2026-11-26';

export type CuratedAirline = readonly [code: string, en: string, ru: string, country: string];

export const curatedAirlines: readonly CuratedAirline[] = [
  ['SU', 'Aeroflot', 'Аэрофлот', 'RU'],
  ['S7', 'S7 Airlines', 'S7 Airlines', 'RU'],
  ['DP', 'Pobeda', 'Победа', 'RU'],
  ['U6', 'Ural Airlines', 'Уральские авиалинии', 'RU'],
  ['UT', 'UTair', 'ЮТэйр', 'RU'],
  ['FV', 'Rossiya', 'Россия', 'RU'],
  ['N4', 'Nordwind Airlines', 'Северный ветер', 'RU'],
  ['5N', 'Smartavia', 'Смартавиа', 'RU'],
  ['WZ', 'Red Wings', 'Ред Вингс', 'RU'],
  ['A4', 'Azimuth', 'Азимут', 'RU'],
  ['ZF', 'Azur Air', 'Азур Эйр', 'RU'],
  ['D2', 'Severstal', 'Северсталь', 'RU'],
  ['IO', 'IrAero', 'ИрАэро', 'RU'],
  ['HZ', 'Aurora', 'Аврора', 'RU'],
  ['7R', 'RusLine', 'РусЛайн', 'RU'],
  ['Y7', 'NordStar', 'НордСтар', 'RU'],
  ['R3', 'Yakutia', 'Якутия', 'RU'],
  ['6R', 'Alrosa', 'Алроса', 'RU'],
  ['YC', 'Yamal Airlines', 'Ямал', 'RU'],
  ['I8', 'Izhavia', 'Ижавиа', 'RU'],
  ['EO', 'Pegas Fly', 'Пегас Флай', 'RU'],
  ['2S', 'Southwind Airlines', 'Саутвинд', 'TR'],
  ['TK', 'Turkish Airlines', 'Turkish Airlines', 'TR'],
  ['PC', 'Pegasus Airlines', 'Pegasus', 'TR'],
  // Turkish Airlines' low-cost brand (formerly AnadoluJet) flies under its own VF since 2024.
  ['VF', 'AJet', 'AJet', 'TR'],
  ['EK', 'Emirates', 'Эмирейтс', 'AE'],
  ['QR', 'Qatar Airways', 'Катарские авиалинии', 'QA'],
  ['EY', 'Etihad Airways', 'Этихад', 'AE'],
  ['FZ', 'flydubai', 'Флайдубай', 'AE'],
  ['G9', 'Air Arabia', 'Эйр Арабия', 'AE'],
  ['KC', 'Air Astana', 'Эйр Астана', 'KZ'],
  ['FS', 'FlyArystan', 'FlyArystan', 'KZ'],
  ['DV', 'SCAT Airlines', 'СКАТ', 'KZ'],
  ['HY', 'Uzbekistan Airways', 'Узбекские авиалинии', 'UZ'],
  ['J2', 'Azerbaijan Airlines', 'Азербайджанские авиалинии', 'AZ'],
  ['B2', 'Belavia', 'Белавиа', 'BY'],
  ['A9', 'Georgian Airways', 'Грузинские авиалинии', 'GE'],
  ['LH', 'Lufthansa', 'Люфтганза', 'DE'],
  ['AF', 'Air France', 'Эйр Франс', 'FR'],
  ['KL', 'KLM', 'KLM', 'NL'],
  ['BA', 'British Airways', 'Бритиш Эйрвейз', 'GB'],
  ['W6', 'Wizz Air', 'Wizz Air', 'HU'],
  ['FR', 'Ryanair', 'Ryanair', 'IE'],
  ['U2', 'easyJet', 'easyJet', 'GB'],
  ['CA', 'Air China', 'Эйр Чайна', 'CN'],
  ['MU', 'China Eastern Airlines', 'Чайна Истерн', 'CN'],
  ['CZ', 'China Southern Airlines', 'Чайна Саузерн', 'CN'],
  ['HU', 'Hainan Airlines', 'Хайнань', 'CN'],
  ['VN', 'Vietnam Airlines', 'Вьетнамские авиалинии', 'VN'],
  ['TG', 'Thai Airways', 'Тайские авиалинии', 'TH'],
  ['SQ', 'Singapore Airlines', 'Сингапурские авиалинии', 'SG'],
  ['AI', 'Air India', 'Эйр Индия', 'IN'],
  ['MS', 'EgyptAir', 'ЕгипетЭйр', 'EG'],
  ['LY', 'El Al', 'Эль Аль', 'IL'],
  // ITA Airways took over Alitalia's AZ in 2021.
  ['AZ', 'ITA Airways', 'ITA Airways', 'IT'],
  // OpenFlights still gives SZ to a defunct Austrian operator.
  ['SZ', 'Somon Air', 'Сомон Эйр', 'TJ'],
  ['TP', 'TAP Air Portugal', 'TAP Air Portugal', 'PT'],
  ['SV', 'Saudia', 'Саудия', 'SA'],
];
