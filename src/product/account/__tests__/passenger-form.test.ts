import { describe, expect, test } from 'vitest';
import { Passenger } from '../../../contracts/user';
import { draftOf, draftProblems, emptyDraft, passengerOf, type PassengerDraft } from '../model/passenger-form';

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
    [{ last_name: 'Anna2' }, { last_name: 'name' }],
    [{ middle_name: '<b>' }, { middle_name: 'name' }],
    [{ birth_date: '' }, { birth_date: 'required' }],
    [{ birth_date: '1990-02-30' }, { birth_date: 'date' }],
    [{ birth_date: '2027-01-01' }, { birth_date: 'birthFuture' }],
    [{ document_number: '' }, { document_number: 'required' }],
    [{ document_number: '45-10' }, { document_number: 'number' }],
    [{ expires_at: '2020-01-01' }, { expires_at: 'expired' }],
    [{ citizenship: 'rus' }, { citizenship: 'country' }],
  ] as const)('%j: %j', (change, problems) => {
    expect(draftProblems({ ...valid, ...change }, today)).toEqual(problems);
  });
});
