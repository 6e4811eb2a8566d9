import { describe, expect, test } from 'vitest';
import {
  ageOn,
  isRealDate,
  normalizeDocumentNumber,
  passengerProblems,
  passengerTypesOf,
  tripDates,
  type PassengerContext,
  type PassengerFacts,
} from '../passenger-rules';

/** A Russian citizen with an international passport valid long after every flight below. */
const anna: PassengerFacts = {
  first_name: 'Anna',
  last_name: 'Smirnova',
  middle_name: null,
  birth_date: '1988-03-14',
  citizenship: 'RU',
  document: { type: 'international_passport', number: '758812345', expires_at: '2032-05-01' },
};
const with_ = (change: Partial<PassengerFacts> & { document?: Partial<PassengerFacts['document']> }): PassengerFacts => ({
  ...anna,
  ...change,
  document: { ...anna.document, ...change.document },
});
const trip: PassengerContext = { type: 'adult', flightDate: '2026-05-10', lastFlightDate: '2026-05-20', today: '2026-03-02' };

describe('names are written in the script the document requires', () => {
  test.each([
    ['international_passport', 'Anna', null],
    ['foreign_passport', "O'Neil-Smith", null],
    ['international_passport', 'Анна', 'name_latin'],
    ['foreign_passport', 'Müller', 'name_latin'],
    ['passport', 'Анна', null],
    ['passport', 'Anna', null],
    ['birth_certificate', 'Пётр', null],
    ['birth_certificate', 'Müller', 'name_alphabet'],
    // A Cyrillic "а" among Latin letters, and the other way round.
    ['foreign_passport', 'Аnna', 'name_mixed_scripts'],
    ['passport', 'Иvan', 'name_mixed_scripts'],
    ['international_passport', 'Anna2', 'name_characters'],
    ['passport', 'Анна 😀', 'name_characters'],
    ['passport', 'Anna--Maria', 'name_characters'],
    ['passport', '', 'required'],
    ['passport', 'A'.repeat(61), 'too_long'],
  ] as const)('%s: %j → %s', (type, name, problem) => {
    const document = {
      type,
      number: { passport: '4510123456', birth_certificate: 'IV-МЮ 123456', international_passport: '758812345', foreign_passport: 'X1234567' }[type],
    };
    const citizenship = type === 'foreign_passport' ? 'DE' : 'RU';
    expect(passengerProblems(with_({ first_name: name, last_name: name, citizenship, document })).first_name ?? null).toBe(problem);
  });

  test('the names of one person are in one alphabet; the middle name follows the same rules', () => {
    const passport = { type: 'passport', number: '4510123456', expires_at: null } as const;
    expect(passengerProblems(with_({ first_name: 'Анна', last_name: 'Smirnova', document: passport }))).toEqual({ first_name: 'name_scripts_differ' });
    expect(passengerProblems(with_({ first_name: 'Анна', last_name: 'Смирнова', middle_name: 'Ivanovna', document: passport }))).toEqual({
      first_name: 'name_scripts_differ',
    });
    expect(passengerProblems(with_({ first_name: 'Анна', last_name: 'Смирнова', middle_name: 'Ивановна', document: passport }))).toEqual({});
    expect(passengerProblems(with_({ middle_name: 'Iv4novna' }))).toEqual({ middle_name: 'name_characters' });
  });
});

describe('the birth date is real, not in the future and fits the passenger type on the day of the flight', () => {
  test.each([
    ['', {}, 'required'],
    ['2031-02-30', {}, 'date_invalid'],
    ['15.03.2031', {}, 'date_invalid'],
    ['1899-12-31', {}, 'date_invalid'],
    ['2031-03-15', { today: '2026-03-02' }, 'birth_future'],
    ['2026-03-03', { today: '2026-03-02' }, 'birth_future'],
    ['2026-03-02', { today: '2026-03-02' }, null],
    ['1905-01-01', { today: '2026-03-02' }, 'birth_too_old'],
    // Adults are 12 on the day of the first flight.
    ['2014-05-10', trip, null],
    ['2014-05-11', trip, 'age_adult'],
    ['2020-01-01', { ...trip, type: 'child' }, null],
    ['2014-05-10', { ...trip, type: 'child' }, 'age_child'],
    ['2024-05-11', { ...trip, type: 'child' }, 'age_child'],
    ['2024-05-10', { ...trip, type: 'child' }, null],
    // Infants stay under 2 until the last flight (2026-05-20).
    ['2024-05-21', { ...trip, type: 'infant' }, null],
    ['2024-05-20', { ...trip, type: 'infant' }, 'age_infant'],
    ['2026-02-01', { ...trip, type: 'infant' }, null],
    // Without a type, any age.
    ['2024-05-20', { today: '2026-03-02' }, null],
  ] as [string, PassengerContext, string | null][])('%s with %j → %s', (birth_date, context, problem) => {
    expect(passengerProblems(with_({ birth_date }), context).birth_date ?? null).toBe(problem);
  });

  test('ages count full years; a 29 February birthday comes on 1 March', () => {
    expect(ageOn('2000-02-29', '2012-02-28')).toBe(11);
    expect(ageOn('2000-02-29', '2012-02-29')).toBe(12);
    expect(ageOn('2000-02-29', '2013-02-28')).toBe(12);
    expect(ageOn('2000-02-29', '2013-03-01')).toBe(13);
    expect(isRealDate('2024-02-29')).toBe(true);
    expect(isRealDate('2023-02-29')).toBe(false);
  });
});

describe('the document number has its type’s form', () => {
  test.each([
    ['passport', '4510123456', null],
    ['passport', 'abc', 'number_passport'],
    ['passport', '451012345', 'number_passport'],
    ['passport', '', 'required'],
    ['international_passport', '758812345', null],
    ['international_passport', '4510123456', 'number_international'],
    ['international_passport', 'abc', 'number_international'],
    ['birth_certificate', 'IV-МЮ 123456', null],
    ['birth_certificate', 'XIV-АБ 000001', null],
    ['birth_certificate', 'IIII-МЮ 123456', 'number_birth_certificate'],
    ['birth_certificate', 'IV-MU 123456', 'number_birth_certificate'],
    ['birth_certificate', 'IV-МЮ 12345', 'number_birth_certificate'],
    ['foreign_passport', 'C01X00T47', null],
    ['foreign_passport', 'abc', 'number_foreign'],
    ['foreign_passport', 'AB12', 'number_foreign'],
    ['foreign_passport', 'A'.repeat(21), 'number_foreign'],
  ] as const)('%s %j → %s', (type, number, problem) => {
    const citizenship = type === 'foreign_passport' ? 'US' : 'RU';
    expect(passengerProblems(with_({ citizenship, document: { type, number, expires_at: '2032-05-01' } }))['document.number'] ?? null).toBe(problem);
  });

  test('a number is taken as typed, with spaces, lower case and without the hyphen', () => {
    expect(normalizeDocumentNumber('passport', ' 45 10 123456 ')).toBe('4510123456');
    expect(normalizeDocumentNumber('international_passport', '75 8812345')).toBe('758812345');
    expect(normalizeDocumentNumber('foreign_passport', 'c01 x00t47')).toBe('C01X00T47');
    expect(normalizeDocumentNumber('birth_certificate', 'iv мю123456')).toBe('IV-МЮ 123456');
    expect(normalizeDocumentNumber('birth_certificate', 'IV-МЮ 123456')).toBe('IV-МЮ 123456');
    expect(normalizeDocumentNumber('birth_certificate', ' 123 ')).toBe('123');
  });
});

describe('the document is valid through the last flight', () => {
  test.each([
    ['international_passport', '', {}, 'expiry_required'],
    ['foreign_passport', null, {}, 'expiry_required'],
    ['passport', '', {}, null],
    ['birth_certificate', null, trip, null],
    ['international_passport', '2020-13-01', {}, 'date_invalid'],
    ['international_passport', '2020-01-01', { today: '2026-03-02' }, 'expired'],
    ['international_passport', '2026-03-02', { today: '2026-03-02' }, null],
    ['international_passport', '2026-05-20', trip, 'expires_before_flight'],
    ['international_passport', '2026-05-21', trip, null],
    // The internal passport's date, when given, is checked the same way.
    ['passport', '2026-04-01', trip, 'expires_before_flight'],
  ] as [PassengerFacts['document']['type'], string | null, PassengerContext, string | null][])(
    '%s until %j with %j → %s',
    (type, expires_at, context, problem) => {
      const number = { passport: '4510123456', birth_certificate: 'IV-МЮ 123456', international_passport: '758812345', foreign_passport: 'X1234567' }[type];
      const facts = with_({ citizenship: type === 'foreign_passport' ? 'US' : 'RU', document: { type, number, expires_at } });
      expect(passengerProblems(facts, context)['document.expires_at'] ?? null).toBe(problem);
    },
  );
});

describe('the citizenship is a country of the list that fits the document', () => {
  test.each([
    ['RU', 'international_passport', null],
    ['US', 'foreign_passport', null],
    ['XX', 'foreign_passport', 'citizenship_unknown'],
    ['ru', 'international_passport', 'citizenship_unknown'],
    ['', 'international_passport', 'required'],
    ['US', 'international_passport', 'citizenship_not_russian'],
    ['KZ', 'passport', 'citizenship_not_russian'],
    ['RU', 'foreign_passport', 'citizenship_russian'],
  ] as const)('%j with %s → %s', (citizenship, type, problem) => {
    const number = { passport: '4510123456', international_passport: '758812345', foreign_passport: 'X1234567' }[type];
    expect(passengerProblems(with_({ citizenship, document: { type, number } })).citizenship ?? null).toBe(problem);
  });
});

describe('the trip', () => {
  test('passengers are adults, then children, then infants; the trip runs from the first departure to the last arrival', () => {
    expect(passengerTypesOf({ adults: 2, children: 1, infants: 1 })).toEqual(['adult', 'adult', 'child', 'infant']);
    const flight = (departure: string, arrival: string) => ({ departure, arrival });
    expect(
      tripDates([
        { flights: [flight('2026-05-10T23:30', '2026-05-11T04:00')] },
        { flights: [flight('2026-05-19T22:00', '2026-05-19T23:10'), flight('2026-05-20T01:00', '2026-05-20T06:00')] },
      ]),
    ).toEqual({
      flightDate: '2026-05-10',
      lastFlightDate: '2026-05-20',
    });
    expect(() => tripDates([])).toThrow();
  });

  test('the passenger of the issue (mixed name, born in 2031, number "abc", expired passport) breaks a rule in each field', () => {
    const impossible = with_({
      first_name: 'Аnna',
      birth_date: '2031-03-15',
      citizenship: 'US',
      document: { type: 'foreign_passport', number: 'abc', expires_at: '2020-01-01' },
    });
    expect(passengerProblems(impossible, trip)).toEqual({
      first_name: 'name_mixed_scripts',
      birth_date: 'birth_future',
      'document.number': 'number_foreign',
      'document.expires_at': 'expires_before_flight',
    });
    expect(passengerProblems(anna, trip)).toEqual({});
  });
});
