import { readFileSync } from 'node:fs';
import countries from 'i18n-iso-countries';
import { describe, expect, test } from 'vitest';
import { CreatePaymentBody } from '../booking';
import { countryCodes } from '../countries';
import {
  ActualizePassengersBody,
  BookedPassengers,
  KeptPassengers,
  latestToday,
  Passenger,
  passengerProblemCodes,
  passengerProblemMessages,
  SavedPassenger,
  type BookingTrip,
} from '../passenger';
import { PassengerList } from '../saved-passengers';

const anna: Passenger = {
  first_name: 'Anna',
  last_name: 'Smirnova',
  middle_name: null,
  birth_date: '1988-03-14',
  gender: 'female',
  citizenship: 'RU',
  document: { type: 'international_passport', number: '758812345', expires_at: '2032-05-01' },
};
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string; code: string; params?: unknown }[] } }) =>
  (result.error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    reason: (issue.params as { reason?: string } | undefined)?.reason,
    message: issue.message,
  }));

describe('the passenger contract', () => {
  test('a valid passenger passes; each rule it breaks is an issue at its field, with its reason and English message', () => {
    expect(Passenger.safeParse(anna).success).toBe(true);
    const result = Passenger.safeParse({
      ...anna,
      first_name: 'Аnna',
      birth_date: '2031-02-30',
      citizenship: 'US',
      document: { type: 'foreign_passport', number: 'abc', expires_at: null },
    });
    expect(issuesOf(result)).toEqual([
      { path: 'first_name', reason: 'name_mixed_scripts', message: passengerProblemMessages.name_mixed_scripts },
      { path: 'birth_date', reason: 'date_invalid', message: passengerProblemMessages.date_invalid },
      { path: 'document.number', reason: 'number_foreign', message: passengerProblemMessages.number_foreign },
      { path: 'document.expires_at', reason: 'expiry_required', message: passengerProblemMessages.expiry_required },
    ]);
  });

  test('every reason has an English message that says what is wrong and how to put it right', () => {
    expect(Object.keys(passengerProblemMessages).sort()).toEqual([...passengerProblemCodes].sort());
    for (const message of Object.values(passengerProblemMessages)) expect(message).toMatch(/^[A-Z].{20,}/);
  });

  test('the payment body and the documents sent to the account follow the rules; documents kept earlier are read back as they are', () => {
    const wrong = { ...anna, document: { ...anna.document, number: 'abc' } };
    const body = {
      search_id: '00000000-0000-4000-8000-000000000000',
      ticket_id: 't',
      agency_id: 'skybasket',
      idempotency_key: '00000000-0000-4000-8000-000000000001',
      contact: { email: 'a@example.com', phone: '+79161234567' },
      method: 'ww_card',
      card: { number: '4242424242424242', expiry: '12/30', cvc: '123', holder: 'ANNA SMIRNOVA' },
    };
    expect(CreatePaymentBody.safeParse({ ...body, passengers: [anna] }).success).toBe(true);
    expect(issuesOf(CreatePaymentBody.safeParse({ ...body, passengers: [wrong] }))).toEqual([
      { path: 'passengers.0.document.number', reason: 'number_international', message: passengerProblemMessages.number_international },
    ]);
    expect(issuesOf(ActualizePassengersBody.safeParse({ passengers: [anna, wrong] })).map((issue) => issue.path)).toEqual(['passengers.1.document.number']);
    expect(PassengerList.safeParse({ passengers: [wrong] }).success).toBe(true);
    expect(SavedPassenger.safeParse(wrong).success).toBe(true);
  });
});

describe('the passengers of a booking, checked against its trip', () => {
  const trip: BookingTrip = {
    passengers: { adults: 1, children: 1, infants: 1 },
    segments: [
      { flights: [{ departure: '2026-05-10T08:00', arrival: '2026-05-10T12:00' }] },
      { flights: [{ departure: '2026-05-20T13:00', arrival: '2026-05-20T17:00' }] },
    ],
    today: '2026-03-02',
  };
  const child = { ...anna, first_name: 'Olga', birth_date: '2019-06-01' };
  const infant = { ...anna, first_name: 'Ivan', gender: 'male' as const, birth_date: '2025-01-15' };

  test('adults, then children, then infants, each of the age their type is on the day of the flight', () => {
    expect(BookedPassengers(trip).safeParse([anna, child, infant]).success).toBe(true);
    expect(issuesOf(BookedPassengers(trip).safeParse([child, anna, infant]))).toEqual([
      { path: '0.birth_date', reason: 'age_adult', message: passengerProblemMessages.age_adult },
      { path: '1.birth_date', reason: 'age_child', message: passengerProblemMessages.age_child },
    ]);
  });

  test('born in the future, or with a document that ends before the last flight: refused at the field', () => {
    const unborn = { ...infant, birth_date: '2026-04-01' };
    const expiring = { ...anna, document: { ...anna.document, expires_at: '2026-05-15' } };
    expect(issuesOf(BookedPassengers(trip).safeParse([expiring, child, unborn])).map(({ path, reason }) => [path, reason])).toEqual([
      ['0.document.expires_at', 'expires_before_flight'],
      ['2.birth_date', 'birth_future'],
    ]);
  });

  test('the account keeps documents born by today, whatever their expiry', () => {
    const expired = { ...anna, document: { ...anna.document, expires_at: '2020-01-01' } };
    expect(KeptPassengers('2026-03-02').safeParse([anna, expired]).success).toBe(true);
    expect(issuesOf(KeptPassengers('2026-03-02').safeParse([{ ...anna, birth_date: '2026-03-03' }])).map(({ path, reason }) => [path, reason])).toEqual([
      ['0.birth_date', 'birth_future'],
    ]);
  });

  test('today is the date where the day is furthest on: late on 1 March UTC it is 2 March in Kiribati', () => {
    expect(latestToday(Date.parse('2026-03-01T09:00:00Z'))).toBe('2026-03-01');
    expect(latestToday(Date.parse('2026-03-01T11:00:00Z'))).toBe('2026-03-02');
  });
});

describe('the country list', () => {
  test('is every ISO 3166 alpha-2 code i18n-iso-countries and the places dataset know', () => {
    const places = (JSON.parse(readFileSync('data/places/countries.json', 'utf8')) as { code: string }[]).map((country) => country.code).sort();
    expect([...countryCodes]).toEqual(places);
    expect([...countryCodes]).toEqual(Object.keys(countries.getAlpha2Codes()).sort());
  });
});
