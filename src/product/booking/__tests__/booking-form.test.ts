import { describe, expect, test } from 'vitest';
import { bookingBody, draftField, emptyPassenger, passengerDraft, type BookingDraft } from '../model/booking-form';
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
const draft = (change: Partial<BookingDraft> = {}): BookingDraft => ({
  passengers: [passengerDraft(saved)],
  email: ' traveller@example.com ',
  phone: '+7 (916) 123-45-67',
  method: 'ww_card',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
  holder: 'Ivan Petrov',
  ...change,
});

describe('booking form', () => {
  test('a saved document fills a passenger, and the form becomes the payment body as typed, tidied', () => {
    const result = bookingBody(choice, draft());
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

  test('every field to fix is named, checked by the payments contract itself', () => {
    const result = bookingBody(choice, draft({ passengers: [emptyPassenger()], email: 'nope', cardNumber: '4242 4242 4242 4241', expiry: '1/30' }));
    expect('invalid' in result && [...result.invalid].map(draftField).sort()).toEqual(
      ['card.expiry', 'card.number', 'contact.email', 'passengers.0.birth_date', 'passengers.0.document_number', 'passengers.0.first_name', 'passengers.0.last_name'].sort(),
    );
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
