import { describe, expect, test } from 'vitest';
import type { BookingTrip } from '../../../contracts/passenger';
import { emptyPassengerDraft, passengerOfDraft, savedPassengerDraft, type PassengerDraft } from '../../../platform/passenger-form';
import { bookingBody, type BookingDraft } from '../model/booking-form';
import { offerChoiceQuery, parseOfferChoice } from '../model/offer-ref';
import { newIdempotencyKey } from '../model/idempotency';

const choice = { search_id: '6f1c2a9e-8a5b-4c1d-9e2f-1a2b3c4d5e6f', ticket_id: 'SU2130-2026-04-10', agency_id: 'skybasket' };
const saved = {
  first_name: 'Ivan',
  last_name: 'Petrov',
  middle_name: null,
  birth_date: '1990-05-01',
  gender: 'male' as const,
  citizenship: 'RU',
  document: { type: 'international_passport' as const, number: '751234567', expires_at: '2031-01-01' },
};
/** One adult flying out on 10 April 2026 and back on the 20th, booked on 2 March. */
const trip: BookingTrip = {
  passengers: { adults: 1, children: 0, infants: 0 },
  segments: [
    { flights: [{ departure: '2026-04-10T08:00', arrival: '2026-04-10T12:00' }] },
    { flights: [{ departure: '2026-04-20T13:00', arrival: '2026-04-20T17:00' }] },
  ],
  today: '2026-03-02',
};
const draft = (change: Partial<BookingDraft> = {}): BookingDraft => ({
  passengers: [savedPassengerDraft(saved)],
  email: ' traveller@example.com ',
  phone: '+7 (916) 123-45-67',
  method: 'ww_card',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
  holder: 'Ivan Petrov',
  ...change,
});
const withPassenger = (change: Partial<PassengerDraft>) => draft({ passengers: [{ ...savedPassengerDraft(saved), ...change }] });
const problemsOf = (result: ReturnType<typeof bookingBody>) => ('problems' in result ? result.problems : {});

describe('booking form', () => {
  test('a saved document fills a passenger, and the form becomes the payment body as typed, tidied', () => {
    const result = bookingBody(choice, draft(), trip);
    expect(result).toEqual({
      body: {
        ...choice,
        passengers: [saved],
        contact: { email: 'traveller@example.com', phone: '+79161234567' },
        method: 'ww_card',
        card: { number: '4242424242424242', expiry: '12/30', cvc: '123', holder: 'IVAN PETROV' },
      },
    });
  });

  test('every field to fix is named with what is wrong, all at once', () => {
    const result = bookingBody(
      choice,
      draft({
        passengers: [emptyPassengerDraft({ citizenship: 'RU' }, 'booking')],
        email: 'nope',
        phone: '12',
        cardNumber: '4242 4242 4242 4241',
        expiry: '1/30',
        cvc: '1',
        holder: 'Иван',
      }),
      trip,
    );
    expect(problemsOf(result)).toEqual({
      'contact.email': 'email',
      'contact.phone': 'phone',
      'card.number': 'card_typo',
      'card.expiry': 'expiry',
      'card.cvc': 'cvc',
      'card.holder': 'holder',
      'passengers.0.first_name': 'required',
      'passengers.0.last_name': 'required',
      'passengers.0.birth_date': 'required',
      'passengers.0.document_number': 'required',
      'passengers.0.document_expires': 'expiry_required',
    });
    expect(problemsOf(bookingBody(choice, draft({ cardNumber: '4242' }), trip))).toEqual({ 'card.number': 'card_number' });
  });

  test("the issue's passenger: each impossible field is refused with its reason before anything is sent", () => {
    const impossible = withPassenger({
      first_name: 'Ivаn',
      birth_date: '2031-03-15',
      citizenship: 'US',
      document_type: 'foreign_passport',
      document_number: 'abc',
      document_expires: '2020-01-01',
    });
    expect(problemsOf(bookingBody(choice, impossible, trip))).toEqual({
      'passengers.0.first_name': 'name_mixed_scripts',
      'passengers.0.birth_date': 'birth_future',
      'passengers.0.document_number': 'number_foreign',
      'passengers.0.document_expires': 'expires_before_flight',
    });
  });

  test('the passengers are checked against the trip: their type on the day of the flight, a document valid after the last one', () => {
    const family: BookingTrip = { ...trip, passengers: { adults: 1, children: 1, infants: 0 } };
    const child = { ...savedPassengerDraft(saved), first_name: 'Olga', birth_date: '2019-06-01' };
    expect(problemsOf(bookingBody(choice, draft({ passengers: [child, savedPassengerDraft(saved)] }), family))).toEqual({
      'passengers.0.birth_date': 'age_adult',
      'passengers.1.birth_date': 'age_child',
    });
    expect('body' in bookingBody(choice, draft({ passengers: [savedPassengerDraft(saved), child] }), family)).toBe(true);
    expect(problemsOf(bookingBody(choice, withPassenger({ document_expires: '2026-04-15' }), trip))).toEqual({
      'passengers.0.document_expires': 'expires_before_flight',
    });
  });

  test('numbers and names are taken as people type them', () => {
    const passport = withPassenger({
      first_name: ' Анна ',
      last_name: 'Смирнова  Иванова',
      document_type: 'passport',
      document_number: '45 10 123456',
      document_expires: '',
    });
    const result = bookingBody(choice, passport, trip);
    expect('body' in result && result.body.passengers[0]).toMatchObject({
      first_name: 'Анна',
      last_name: 'Смирнова Иванова',
      document: { type: 'passport', number: '4510123456', expires_at: null },
    });
    expect(
      passengerOfDraft({
        ...emptyPassengerDraft({ citizenship: 'RU' }, 'booking'),
        last_name: 'O’Neil',
        document_type: 'birth_certificate',
        document_number: 'iv мю123456',
      }),
    ).toMatchObject({ last_name: "O'Neil", document: { number: 'IV-МЮ 123456' } });
  });

  test('a new passenger has the document of the brand’s citizenship', () => {
    expect(emptyPassengerDraft({ citizenship: 'RU' }, 'booking')).toMatchObject({ citizenship: 'RU', document_type: 'international_passport' });
    expect(emptyPassengerDraft({ citizenship: 'US' }, 'booking')).toMatchObject({ citizenship: 'US', document_type: 'foreign_passport' });
  });

  test('the offer in an address: read, and written back the same', () => {
    const parsed = parseOfferChoice(`?search_id=${choice.search_id}&ticket_id=${choice.ticket_id}&agency_id=skybasket&bags=1&method=ru_card`);
    expect(parsed).toEqual({ ...choice, bags: 1, method: 'ru_card' });
    expect(parseOfferChoice(new URLSearchParams(offerChoiceQuery(parsed!)).toString())).toEqual(parsed);
    expect(parseOfferChoice(`?search_id=${choice.search_id}&ticket_id=x&agency_id=skybasket&bags=9&method=cash`)).toEqual({ ...choice, ticket_id: 'x' });
    expect(parseOfferChoice('?search_id=nope&ticket_id=x&agency_id=skybasket')).toBeNull();
    expect(parseOfferChoice('')).toBeNull();
  });

  test('idempotency keys are distinct v4 UUIDs', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
