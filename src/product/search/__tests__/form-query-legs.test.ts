import { describe, expect, test } from 'vitest';
import type { PlaceChoice } from '../../../platform/places';
import { readSentBackForm, searchFormOutcome, sentBackQuery } from '../model/form-query';

// The plain HTML form (no JavaScript) with the kinds of trip, flexible dates and the horizon.

const today = '2026-11-25';
const known: Record<string, PlaceChoice> = {
  MOW: { code: 'MOW', name: 'Moscow', type: 'city' },
  IST: { code: 'IST', name: 'Istanbul', type: 'city' },
  LED: { code: 'LED', name: 'St Petersburg', type: 'city' },
};
const resolve = (typed: string) => known[typed.toUpperCase()] ?? null;
const base = { origin: 'MOW', destination: 'IST', departDate: '2026-12-10', returnDate: '2026-12-15' };

describe('the plain search form: kinds of trip', () => {
  test('a return trip is the default; one-way leaves the return out; flexible dates add ~3', () => {
    expect(searchFormOutcome(base, resolve, today)).toEqual({ params: 'MOW1012IST15121' });
    expect(searchFormOutcome({ ...base, trip: 'oneway' }, resolve, today)).toEqual({ params: 'MOW1012IST1' });
    expect(searchFormOutcome({ ...base, flex: '3' }, resolve, today)).toEqual({ params: 'MOW1012IST15121~3' });
  });

  test('a multi-city form searches its legs and ignores the return date', () => {
    const multi = {
      ...base,
      trip: 'multi',
      leg2Origin: 'IST',
      leg2Destination: 'LED',
      leg2Date: '2026-12-15',
      leg3Origin: 'LED',
      leg3Destination: 'MOW',
      leg3Date: '2026-12-20',
      flex: '3',
    };
    expect(searchFormOutcome(multi, resolve, today)).toEqual({ params: 'MOW1012IST-IST1512LED-LED2012MOW1' });
    expect(searchFormOutcome({ ...multi, leg3Date: '2026-12-14', leg2Destination: 'Atlantis' }, resolve, today)).toEqual({
      errors: { leg2Destination: 'search.error.destination', leg3Date: 'search.error.legOrder' },
    });
  });

  test('a date past the horizon is a problem, on every leg', () => {
    expect(searchFormOutcome({ ...base, departDate: '2027-12-10', returnDate: '' }, resolve, today)).toEqual({
      errors: { departDate: 'search.error.tooFarAhead' },
    });
    const multi = { ...base, trip: 'multi', leg2Origin: 'IST', leg2Destination: 'LED', leg2Date: '2027-12-15' };
    expect(searchFormOutcome(multi, resolve, today)).toEqual({ errors: { leg2Date: 'search.error.tooFarAhead' } });
  });

  test('the add and remove buttons send the form back changed, what was typed kept', () => {
    const typed = { ...base, trip: 'multi', leg2Origin: 'IST', leg2Destination: 'LED', leg2Date: '2026-12-15' };
    expect(searchFormOutcome({ ...typed, addLeg: '1' }, resolve, today)).toEqual({ errors: {} });
    const added = readSentBackForm(`?${sentBackQuery({ ...typed, addLeg: '1' }, {})}`)!;
    expect(added.trip).toBe('multi');
    expect(added.legs).toEqual([
      { origin: 'IST', destination: 'LED', date: '2026-12-15' },
      { origin: 'LED', destination: '', date: '' },
    ]);
    const twoLegs = { ...typed, leg3Origin: 'LED', leg3Destination: 'MOW', leg3Date: '2026-12-20' };
    const removed = readSentBackForm(`?${sentBackQuery({ ...twoLegs, removeLeg: '2' }, {})}`)!;
    expect(removed.legs).toEqual([{ origin: 'LED', destination: 'MOW', date: '2026-12-20' }]);
    expect(removed.errors).toEqual({});
  });

  test('a sent-back multi-city form keeps its legs’ problems, and only problems the form knows', () => {
    const errors = { leg2Date: 'search.error.legOrder', leg3Origin: 'search.error.origin' } as const;
    const form = readSentBackForm(`?${sentBackQuery({ ...base, trip: 'multi', flex: '3', leg2Date: '2026-12-01', leg3Destination: 'MOW' }, errors)}`)!;
    expect(form.errors).toEqual(errors);
    expect(form.flexible).toBe(true);
    expect(form.legs).toHaveLength(2);
    expect(readSentBackForm('?formErrors=leg9Date:legOrder,leg2Date:pastDate,leg2Origin:origin&legs=9')).toMatchObject({
      errors: { leg2Origin: 'search.error.origin' },
      legs: [{}, {}, {}, {}, {}],
    });
  });
});
