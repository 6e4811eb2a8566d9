/**
 * i18n-iso-countries gives official names ("Russian Federation", "Российская Федерация"); people
 * type and expect the everyday ones. These replace the displayed name; the official ones stay
 * searchable.
 */
export const countryNameOverrides: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en: {
    US: 'United States',
    RU: 'Russia',
    TR: 'Turkey',
    KR: 'South Korea',
    KP: 'North Korea',
    IR: 'Iran',
    SY: 'Syria',
    VN: 'Vietnam',
    LA: 'Laos',
    MD: 'Moldova',
    TZ: 'Tanzania',
    BO: 'Bolivia',
    VE: 'Venezuela',
    CN: 'China',
    CZ: 'Czechia',
    GM: 'Gambia',
    MK: 'North Macedonia',
    TW: 'Taiwan',
    FM: 'Micronesia',
    VA: 'Vatican City',
    VG: 'British Virgin Islands',
    VI: 'U.S. Virgin Islands',
  },
  ru: {
    RU: 'Россия',
    KR: 'Южная Корея',
    KP: 'КНДР',
    US: 'США',
    GB: 'Великобритания',
    AE: 'ОАЭ',
    MD: 'Молдова',
    CN: 'Китай',
  },
};
