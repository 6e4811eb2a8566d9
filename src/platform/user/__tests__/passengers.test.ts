import { allSettled, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import type { SavedPassenger as Passenger } from '../../../contracts/saved-passengers';
import { fetchFx } from '../../request';
import { $jwt, loggedOut } from '../../session';
import { $passengers, changePassengers, changePassengersFx, PASSENGER_INDEX_NEEDED, passengerChanged, passengersRequired } from '../passengers';
import { fakeUserService } from './user-service';

const passenger = (first_name: string): Passenger => ({
  first_name,
  last_name: 'Ivanova',
  birth_date: '1990-04-01',
  gender: 'female',
  citizenship: 'RU',
  document: { type: 'passport', number: '4510123456' },
});

describe('passenger list changes (spec §5: numeric index)', () => {
  const list = [passenger('Anna'), passenger('Olga')];

  test('add, edit and remove', () => {
    expect(changePassengers(list, { kind: 'add', passenger: passenger('Irina') }).map((p) => p.first_name)).toEqual(['Anna', 'Olga', 'Irina']);
    expect(changePassengers(list, { kind: 'edit', index: 1, passenger: passenger('Vera') }).map((p) => p.first_name)).toEqual(['Anna', 'Vera']);
    expect(changePassengers(list, { kind: 'remove', index: 0 }).map((p) => p.first_name)).toEqual(['Olga']);
  });

  test.each([['1'], [1.5], [-1], [2], [Number.NaN], [null]])('index %s is refused', (index) => {
    expect(() => changePassengers(list, { kind: 'remove', index: index as number })).toThrow(PASSENGER_INDEX_NEEDED);
    expect(() => changePassengers(list, { kind: 'edit', index: index as number, passenger: passenger('X') })).toThrow(PASSENGER_INDEX_NEEDED);
  });
});

describe('passengers model', () => {
  test('loads the list, sends the whole list after a change and keeps the server answer', async () => {
    const service = fakeUserService();
    service.state.passengers = [passenger('Anna')];
    const scope = fork({ values: [[$jwt, 'valid-token']], handlers: [[fetchFx, service.answer]] });
    await allSettled(passengersRequired, { scope });
    expect(scope.getState($passengers).map((p) => p.first_name)).toEqual(['Anna']);

    await allSettled(passengerChanged, { scope, params: { kind: 'add', passenger: passenger('Olga') } });
    await allSettled(passengerChanged, { scope, params: { kind: 'remove', index: 0 } });
    expect(service.state.passengers.map((p) => p.first_name)).toEqual(['Olga']);
    expect(scope.getState($passengers).map((p) => p.first_name)).toEqual(['Olga']);

    const refused = await allSettled(changePassengersFx, { scope, params: { kind: 'edit', index: '0' as unknown as number, passenger: passenger('X') } });
    expect(refused).toEqual({ status: 'fail', value: new Error(PASSENGER_INDEX_NEEDED) });
  });

  test('a user reset (logout) clears the passengers', async () => {
    const service = fakeUserService();
    service.state.passengers = [passenger('Anna')];
    const scope = fork({ values: [[$jwt, 'valid-token']], handlers: [[fetchFx, service.answer]] });
    await allSettled(passengersRequired, { scope });
    await allSettled(loggedOut, { scope });
    expect(scope.getState($passengers)).toEqual([]);
  });
});
