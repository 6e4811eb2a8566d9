import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { navigate } from '../../../platform/router';
import { addDays } from '../model/dates';
import { localToday } from '../../../platform/calendar';
import * as form from '../model/form';
import { validateSearchForm, type SearchFormState } from '../model/validate';

const moscow = { code: 'MOW', name: 'Moscow', type: 'city' as const };
const istanbul = { code: 'IST', name: 'Istanbul', type: 'city' as const };
const petersburg = { code: 'LED', name: 'St Petersburg', type: 'city' as const };
const today = '2026-11-22';
const valid: SearchFormState = {
  origin: moscow,
  destination: istanbul,
  departDate: '2026-12-10',
  returnDate: '',
  passengers: { adults: 1, children: 0, infants: 0 },
};
const ddmm = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}`;

describe('search form validation: the horizon and the kinds of trip', () => {
  test('a date past the horizon (364 days) is refused, not moved a year back', () => {
    expect(validateSearchForm({ ...valid, departDate: '2027-11-21' }, today)).toEqual({});
    expect(validateSearchForm({ ...valid, departDate: '2027-11-22' }, today)).toEqual({ departDate: 'search.error.tooFarAhead' });
    expect(validateSearchForm({ ...valid, departDate: '2027-12-10' }, today)).toEqual({ departDate: 'search.error.tooFarAhead' });
    expect(validateSearchForm({ ...valid, returnDate: '2027-12-10' }, today)).toEqual({ returnDate: 'search.error.tooFarAhead' });
  });

  test('a one-way or multi-city trip ignores the return date', () => {
    expect(validateSearchForm({ ...valid, returnDate: '2026-12-01', trip: 'oneway' }, today)).toEqual({});
    expect(
      validateSearchForm(
        { ...valid, returnDate: '2026-12-01', trip: 'multi', legs: [{ origin: istanbul, destination: petersburg, date: '2026-12-12' }] },
        today,
      ),
    ).toEqual({});
  });

  test('every multi-city leg needs its places, a date not before the one before it, within the horizon', () => {
    const legs = [
      { origin: null, destination: null, date: '' },
      { origin: istanbul, destination: istanbul, date: '2026-12-09' },
      { origin: petersburg, destination: moscow, date: '2027-12-01' },
    ];
    expect(validateSearchForm({ ...valid, trip: 'multi', legs }, today)).toEqual({
      leg2Origin: 'search.error.origin',
      leg2Destination: 'search.error.destination',
      leg2Date: 'search.error.departDate',
      leg3Destination: 'search.error.samePlace',
      leg3Date: 'search.error.legOrder',
      leg4Date: 'search.error.tooFarAhead',
    });
  });
});

describe('search form model: kinds of trip', () => {
  const depart = addDays(localToday(), 20);
  const submit = async (scope: ReturnType<typeof fork>) => {
    const go = vi.fn();
    const unwatch = navigate.watch(go);
    await allSettled(form.submitted, { scope });
    unwatch();
    return go;
  };
  const firstLeg = async (scope: ReturnType<typeof fork>) => {
    await allSettled(form.originChanged, { scope, params: moscow });
    await allSettled(form.destinationChanged, { scope, params: istanbul });
    await allSettled(form.departDateChanged, { scope, params: depart });
  };

  test('a date past the horizon shows its problem and opens nothing', async () => {
    const scope = fork();
    await firstLeg(scope);
    await allSettled(form.departDateChanged, { scope, params: addDays(localToday(), 400) });
    expect(await submit(scope)).not.toHaveBeenCalled();
    expect(scope.getState(form.$errors)).toEqual({ departDate: 'search.error.tooFarAhead' });
  });

  test('a multi-city trip: the next leg starts where the one before ends; three legs open a three-leg address', async () => {
    const scope = fork();
    await firstLeg(scope);
    await allSettled(form.tripChanged, { scope, params: 'multi' });
    expect(scope.getState(form.$legs)).toEqual([{ origin: istanbul, destination: null, date: '' }]);
    await allSettled(form.legDestinationChanged, { scope, params: { index: 0, place: petersburg } });
    await allSettled(form.legDateChanged, { scope, params: { index: 0, date: addDays(depart, 5) } });
    await allSettled(form.legAdded, { scope });
    expect(scope.getState(form.$legs)[1]).toEqual({ origin: petersburg, destination: null, date: '' });
    await allSettled(form.legDestinationChanged, { scope, params: { index: 1, place: moscow } });
    await allSettled(form.legDateChanged, { scope, params: { index: 1, date: addDays(depart, 10) } });
    const go = await submit(scope);
    expect(go).toHaveBeenCalledWith({ to: `/search/MOW${ddmm(depart)}IST-IST${ddmm(addDays(depart, 5))}LED-LED${ddmm(addDays(depart, 10))}MOW1` });
  });

  test('legs are added up to six in all and removed down to two; a removed leg takes its problems along', async () => {
    const scope = fork();
    await allSettled(form.tripChanged, { scope, params: 'multi' });
    for (let i = 0; i < 7; i++) await allSettled(form.legAdded, { scope });
    expect(scope.getState(form.$legs)).toHaveLength(5);
    await allSettled(form.submitted, { scope });
    expect(scope.getState(form.$errors).leg6Date).toBe('search.error.departDate');
    await allSettled(form.legRemoved, { scope, params: 4 });
    expect(scope.getState(form.$errors).leg6Date).toBeUndefined();
    for (let i = 0; i < 6; i++) await allSettled(form.legRemoved, { scope, params: 0 });
    expect(scope.getState(form.$legs)).toHaveLength(1);
  });

  test('one-way drops the return date; flexible dates add ±3 days to the address', async () => {
    const scope = fork();
    await firstLeg(scope);
    await allSettled(form.returnDateChanged, { scope, params: addDays(depart, 3) });
    await allSettled(form.tripChanged, { scope, params: 'oneway' });
    await allSettled(form.flexibleChanged, { scope, params: true });
    expect(await submit(scope)).toHaveBeenCalledWith({ to: `/search/MOW${ddmm(depart)}IST1~3` });
  });

  test('an opened multi-city address fills the kind of trip and its legs', async () => {
    const scope = fork();
    const query = {
      origin: 'MOW',
      destination: 'IST',
      departDate: depart,
      nextLegs: [{ origin: 'IST', destination: 'LED', date: addDays(depart, 5) }],
      passengers: { adults: 1, children: 0, infants: 0 },
      tripClass: 'Y' as const,
    };
    await allSettled(form.filled, {
      scope,
      params: { query, origin: moscow, destination: istanbul, legs: [{ origin: istanbul, destination: petersburg, date: '' }] },
    });
    expect(scope.getState(form.$trip)).toBe('multi');
    expect(scope.getState(form.$legs)).toEqual([{ origin: istanbul, destination: petersburg, date: addDays(depart, 5) }]);
    await allSettled(form.filled, { scope, params: { query: { ...query, nextLegs: undefined, flexDays: 3 }, origin: moscow, destination: istanbul } });
    expect(scope.getState(form.$trip)).toBe('oneway');
    expect(scope.getState(form.$flexible)).toBe(true);
  });
});
