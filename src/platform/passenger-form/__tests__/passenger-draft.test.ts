import { describe, expect, test } from 'vitest';
import { bookingContexts, Passenger } from '../../../contracts/passenger';
import { visitDefaults } from '../../brand/rules';
import {
  draftFieldOf,
  draftProblems as problemsOn,
  emptyPassengerDraft,
  passengerOfDraft,
  savedPassengerDraft,
  withCitizenship,
  type PassengerDraft,
} from '..';

const today = '2026-11-25';
const draftProblems = (draft: PassengerDraft, day: string) => problemsOn(draft, { today: day });
const passengerOf = (draft: PassengerDraft) => passengerOfDraft(draft);
const draftOf = savedPassengerDraft;
const documentsDefaults = visitDefaults({ brand: 'AS', market: 'ru' });
const valid: PassengerDraft = {
  ...emptyPassengerDraft(documentsDefaults, 'documents'),
  first_name: 'Anna',
  last_name: "O'Neil-Petrova",
  birth_date: '1990-04-01',
  document_number: '45 10 123456',
  document_expires: '2030-01-01',
};

describe('one passenger draft for the account’s documents and the booking form', () => {
  test('a valid draft has no problems and makes a passenger the contract accepts', () => {
    expect(draftProblems(valid, today)).toEqual({});
    const passenger = passengerOf(valid);
    expect(Passenger.safeParse(passenger).success).toBe(true);
    expect(passenger.document.number).toBe('4510123456');
    expect(draftOf(passenger)).toEqual({ ...valid, last_name: "O'Neil-Petrova", document_number: '4510123456' });
  });

  test.each([
    [{ first_name: '' }, { first_name: 'required' }],
    [{ last_name: 'Anna2' }, { last_name: 'name_characters' }],
    [{ middle_name: '<b>' }, { middle_name: 'name_characters' }],
    [{ first_name: 'Аnna' }, { first_name: 'name_mixed_scripts' }],
    [{ first_name: 'Анна', last_name: 'Петрова' }, {}],
    [{ first_name: 'Анна' }, { first_name: 'name_scripts_differ' }],
    [{ birth_date: '' }, { birth_date: 'required' }],
    [{ birth_date: '1990-02-30' }, { birth_date: 'date_invalid' }],
    [{ birth_date: '2027-01-01' }, { birth_date: 'birth_future' }],
    // The "abc" as a Russian passport, and numbers of the other documents.
    [{ document_number: 'abc' }, { document_number: 'number_passport' }],
    [{ document_number: '45-10' }, { document_number: 'number_passport' }],
    [{ document_type: 'international_passport', document_number: '4510123456' }, { document_number: 'number_international' }],
    [{ document_type: 'birth_certificate', document_number: 'iv мю 123456', document_expires: '' }, {}],
    [{ document_type: 'international_passport', document_number: '751234567', document_expires: '' }, { document_expires: 'expiry_required' }],
    [
      { document_type: 'international_passport', first_name: 'Анна', last_name: 'Петрова', document_number: '751234567' },
      { first_name: 'name_latin', last_name: 'name_latin' },
    ],
    [{ document_expires: '2020-01-01' }, { document_expires: 'expired' }],
    [{ citizenship: 'rus' }, { citizenship: 'citizenship_unknown' }],
    [{ citizenship: 'US' }, { citizenship: 'citizenship_not_russian' }],
  ] as [Partial<PassengerDraft>, object][])('%j: %j', (change, problems) => {
    expect(draftProblems({ ...valid, ...change }, today)).toEqual(problems);
  });

  test('a citizenship that the document does not fit brings the document that fits', () => {
    expect(withCitizenship(valid, 'US')).toMatchObject({ citizenship: 'US', document_type: 'foreign_passport' });
    expect(withCitizenship({ ...valid, citizenship: 'US', document_type: 'foreign_passport' }, 'RU')).toMatchObject({
      citizenship: 'RU',
      document_type: 'international_passport',
    });
    expect(withCitizenship({ ...valid, document_type: 'birth_certificate' }, 'RU')).toMatchObject({ document_type: 'birth_certificate' });
    expect(draftProblems(withCitizenship(valid, 'US'), today)).toEqual({});
  });

  test('a new passenger starts with the market’s citizenship: the documents with the internal passport at home, a booking with the one to fly abroad', () => {
    expect(emptyPassengerDraft(visitDefaults({ brand: 'AS', market: 'ru' }), 'documents')).toMatchObject({
      citizenship: 'RU',
      document_type: 'passport',
      document_number: '',
    });
    expect(emptyPassengerDraft(visitDefaults({ brand: 'AS', market: 'ru' }), 'booking')).toMatchObject({
      citizenship: 'RU',
      document_type: 'international_passport',
    });
    for (const purpose of ['documents', 'booking'] as const) {
      expect(emptyPassengerDraft(visitDefaults({ brand: 'WA', market: 'us' }), purpose)).toMatchObject({
        citizenship: 'US',
        document_type: 'foreign_passport',
      });
    }
  });

  test('the booking form leaves the middle name off the ticket; the documents keep it', () => {
    const withMiddle = { ...valid, middle_name: ' Ivanovna ' };
    expect(passengerOfDraft(withMiddle).middle_name).toBe('Ivanovna');
    expect(passengerOfDraft(withMiddle, { middleName: false }).middle_name).toBeNull();
    expect(draftProblems({ ...valid, middle_name: '<b>' }, today)).toEqual({ middle_name: 'name_characters' });
    expect(problemsOn({ ...valid, middle_name: '<b>' }, { today }, { middleName: false })).toEqual({});
  });

  test('a booking checks the passenger against the flight: type by age on the day, document valid through the last flight', () => {
    const trip = {
      passengers: { adults: 1, children: 0, infants: 0 },
      segments: [
        { flights: [{ departure: '2029-12-20T08:00', arrival: '2029-12-20T12:00' }] },
        { flights: [{ departure: '2030-01-10T08:00', arrival: '2030-01-10T12:00' }] },
      ],
      today,
    };
    const [adult] = bookingContexts(trip);
    expect(problemsOn(valid, adult!, { middleName: false })).toEqual({ document_expires: 'expires_before_flight' });
    expect(problemsOn({ ...valid, birth_date: '2020-01-01' }, adult!)).toEqual({ birth_date: 'age_adult', document_expires: 'expires_before_flight' });
  });

  test('the contract’s field names become the draft’s', () => {
    expect(draftFieldOf('document.number')).toBe('document_number');
    expect(draftFieldOf('document.expires_at')).toBe('document_expires');
    expect(draftFieldOf('document.type')).toBe('document_type');
    expect(draftFieldOf('first_name')).toBe('first_name');
    expect(draftFieldOf('gender')).toBe('gender');
  });
});
