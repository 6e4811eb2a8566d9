import { describe, expect, test } from 'vitest';
import type { PlaceChoice } from '../../../platform/places';
import { isAnywhere } from '../model/anywhere-words';
import { readSentBackForm, searchFormOutcome, sentBackQuery } from '../model/form-query';
import { parseSearchParams } from '../model/search-url';

// The search form as a plain HTML form: what the server makes of a submit, and the page a form
// with problems goes back to.

const today = '2026-11-25';
const known: Record<string, PlaceChoice> = {
  MOW: { code: 'MOW', name: 'Moscow', type: 'city' },
  IST: { code: 'IST', name: 'Istanbul', type: 'city' },
  SAW: { code: 'SAW', name: 'Sabiha Gökçen', type: 'airport', cityCode: 'IST' },
};
/** Codes and English names, as the server's places index would resolve them. */
const resolve = (typed: string) => known[typed.toUpperCase()] ?? Object.values(known).find((place) => place.name.toLowerCase() === typed.toLowerCase()) ?? null;

describe('searchFormOutcome', () => {
  test('"anywhere" as the destination, in any UI language and case, gives the origin whose destinations it opens', () => {
    for (const word of ['Anywhere', ' куда  УГОДНО ', 'Кез келген жерге', 'A cualquier lugar']) expect(isAnywhere(word)).toBe(true);
    expect(isAnywhere('Any')).toBe(false);
    expect(searchFormOutcome({ origin: 'moscow', destination: 'Anywhere', departDate: '' }, resolve, today, isAnywhere)).toEqual({ anywhereFrom: 'MOW' });
    expect(searchFormOutcome({ origin: '', destination: 'Anywhere' }, resolve, today, isAnywhere)).toEqual({ errors: { origin: 'search.error.origin' } });
    // Without the words (the app's own form), it is a place name like any other.
    expect(searchFormOutcome({ origin: 'moscow', destination: 'Anywhere', departDate: '2026-12-10' }, resolve, today)).toMatchObject({
      errors: { destination: 'search.error.destination' },
    });
  });

  test('a valid form gives the results address in the one URL grammar, names and codes alike', () => {
    const outcome = searchFormOutcome(
      { origin: ' moscow ', destination: 'ist', departDate: '2026-12-10', returnDate: '2026-12-15', adults: '2', children: '1', infants: '0', tripClass: 'C' },
      resolve,
      today,
    );
    expect(outcome).toEqual({ params: 'MOW1012IST1512c21' });
    expect(parseSearchParams((outcome as { params: string }).params, today)).toEqual({
      origin: 'MOW',
      destination: 'IST',
      departDate: '2026-12-10',
      returnDate: '2026-12-15',
      passengers: { adults: 2, children: 1, infants: 0 },
      tripClass: 'C',
    });
  });

  test('missing passengers and class default to one adult in economy; a one-way trip has no return', () => {
    expect(searchFormOutcome({ origin: 'MOW', destination: 'IST', departDate: '2026-12-10', returnDate: '' }, resolve, today)).toEqual({
      params: 'MOW1012IST1',
    });
  });

  test('problems are the app form’s, with its message keys', () => {
    expect(searchFormOutcome({ origin: 'Atlantis', destination: '', departDate: '2020-01-01' }, resolve, today)).toEqual({
      errors: { origin: 'search.error.origin', destination: 'search.error.destination', departDate: 'search.error.pastDate' },
    });
    expect(searchFormOutcome({ origin: 'IST', destination: 'SAW', departDate: '2026-12-10', returnDate: '2026-12-01' }, resolve, today)).toEqual({
      errors: { destination: 'search.error.samePlace', returnDate: 'search.error.returnBeforeDepart' },
    });
    expect(searchFormOutcome({ origin: 'MOW', destination: 'IST', departDate: '2026-12-10', adults: '1', infants: '2' }, resolve, today)).toEqual({
      errors: { passengers: 'search.error.infants' },
    });
  });

  test('values no form field gives are problems, not errors of the server', () => {
    expect(
      searchFormOutcome({ origin: 'MOW', destination: 'IST', departDate: '10.12.2026', returnDate: 'soon', adults: '12', tripClass: 'Z' }, resolve, today),
    ).toEqual({
      errors: { departDate: 'search.error.departDate', returnDate: 'search.error.returnBeforeDepart', passengers: 'search.error.tooManyPassengers' },
    });
  });
});

describe('a form sent back to its page', () => {
  test('comes back as it was typed, with its problems', () => {
    const typed = { origin: 'Atlantis', destination: 'IST', departDate: '2020-01-01', adults: '2', children: '0', infants: '1', tripClass: 'W' };
    const errors = { origin: 'search.error.origin', departDate: 'search.error.pastDate' } as const;
    expect(readSentBackForm(`?${sentBackQuery(typed, errors)}`)).toEqual({
      origin: 'Atlantis',
      destination: 'IST',
      departDate: '2020-01-01',
      returnDate: '',
      passengers: { adults: 2, children: 0, infants: 1 },
      tripClass: 'W',
      trip: 'return',
      flexible: false,
      legs: [{ origin: '', destination: '', date: '' }],
      errors,
    });
  });

  test('a page no form was sent back to has none', () => {
    expect(readSentBackForm('?origin=MOW')).toBeNull();
    expect(readSentBackForm('')).toBeNull();
  });

  test('only problems the form knows are shown, whatever the address says', () => {
    const form = readSentBackForm(
      `?formErrors=${encodeURIComponent('origin:nonsense,__proto__:origin,constructor:x,departDate:pastDate,passengers:')}&tripClass=Q&departDate=<b>`,
    );
    expect(form?.errors).toEqual({ departDate: 'search.error.pastDate' });
    expect(form?.tripClass).toBe('Y');
    expect(form?.departDate).toBe('');
  });
});
