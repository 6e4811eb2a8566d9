import { describe, expect, test } from 'vitest';
import { Passenger } from '../../../contracts/passenger';
import { withCitizenship } from '../../../platform/passenger-form';
import { draftOf, draftProblems, emptyDraft, needsFix, passengerOf, type PassengerDraft } from '../model/passenger-form';

const today = '2026-11-25';
const valid: PassengerDraft = { ...emptyDraft(), first_name: 'Anna', last_name: "O'Neil-Petrova", birth_date: '1990-04-01', document_number: '45 10 123456', expires_at: '2030-01-01' };

describe('passenger document form', () => {
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
    [{ document_type: 'birth_certificate', document_number: 'iv мю 123456', expires_at: '' }, {}],
    [{ document_type: 'international_passport', document_number: '751234567', expires_at: '' }, { expires_at: 'expiry_required' }],
    [{ document_type: 'international_passport', first_name: 'Анна', last_name: 'Петрова', document_number: '751234567' }, { first_name: 'name_latin', last_name: 'name_latin' }],
    [{ expires_at: '2020-01-01' }, { expires_at: 'expired' }],
    [{ citizenship: 'rus' }, { citizenship: 'citizenship_unknown' }],
    [{ citizenship: 'US' }, { citizenship: 'citizenship_not_russian' }],
  ] as [Partial<PassengerDraft>, object][])('%j: %j', (change, problems) => {
    expect(draftProblems({ ...valid, ...change }, today)).toEqual(problems);
  });

  test('a citizenship that the document does not fit brings the document that fits', () => {
    expect(withCitizenship(valid, 'US')).toMatchObject({ citizenship: 'US', document_type: 'foreign_passport' });
    expect(withCitizenship({ ...valid, citizenship: 'US', document_type: 'foreign_passport' }, 'RU')).toMatchObject({ citizenship: 'RU', document_type: 'international_passport' });
    expect(withCitizenship({ ...valid, document_type: 'birth_certificate' }, 'RU')).toMatchObject({ document_type: 'birth_certificate' });
    expect(draftProblems(withCitizenship(valid, 'US'), today)).toEqual({});
  });

  test('a kept document that breaks a rule today is marked to be corrected', () => {
    expect(needsFix(passengerOf(valid), today)).toBe(false);
    expect(needsFix({ ...passengerOf(valid), document: { type: 'passport', number: 'abc' } }, today)).toBe(true);
    expect(needsFix({ ...passengerOf(valid), document: { type: 'passport', number: '4510123456', expires_at: '2026-01-01' } }, today)).toBe(true);
  });
});
