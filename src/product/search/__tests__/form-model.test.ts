import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { navigate } from '../../../platform/router';
import { addDays } from '../model/dates';
import { localToday } from '../../../platform/calendar';
import * as form from '../model/form';

const moscow = { code: 'MOW', name: 'Moscow', type: 'city' as const };
const istanbul = { code: 'IST', name: 'Istanbul', type: 'city' as const };

describe('search form model', () => {
  test('submitting an incomplete form shows errors and goes nowhere', async () => {
    const scope = fork();
    const go = vi.fn();
    const unwatch = navigate.watch(go);
    await allSettled(form.submitted, { scope });
    unwatch();
    expect(scope.getState(form.$errors)).toMatchObject({
      origin: 'search.error.origin',
      destination: 'search.error.destination',
      departDate: 'search.error.departDate',
    });
    expect(go).not.toHaveBeenCalled();
  });

  test('fixing a field clears its error', async () => {
    const scope = fork();
    await allSettled(form.submitted, { scope });
    await allSettled(form.originChanged, { scope, params: moscow });
    expect(scope.getState(form.$errors).origin).toBeUndefined();
    expect(scope.getState(form.$errors).departDate).toBe('search.error.departDate');
  });

  test('a complete form opens the results address', async () => {
    const scope = fork();
    const go = vi.fn();
    const unwatch = navigate.watch(go);
    await allSettled(form.originChanged, { scope, params: moscow });
    await allSettled(form.destinationChanged, { scope, params: istanbul });
    const depart = addDays(localToday(), 30);
    const back = addDays(depart, 5);
    await allSettled(form.departDateChanged, { scope, params: depart });
    await allSettled(form.returnDateChanged, { scope, params: back });
    await allSettled(form.passengersChanged, { scope, params: { adults: 2, children: 1, infants: 0 } });
    await allSettled(form.tripClassChanged, { scope, params: 'C' });
    await allSettled(form.submitted, { scope });
    unwatch();
    const ddmm = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}`;
    expect(go).toHaveBeenCalledWith({ to: `/search/MOW${ddmm(depart)}IST${ddmm(back)}c21` });
  });

  test('swapping exchanges origin and destination', async () => {
    const scope = fork({
      values: [
        [form.$origin, moscow],
        [form.$destination, istanbul],
      ],
    });
    await allSettled(form.swapped, { scope });
    expect(scope.getState(form.$origin)).toEqual(istanbul);
    expect(scope.getState(form.$destination)).toEqual(moscow);
  });
});
