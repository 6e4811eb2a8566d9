import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { maxSavedPassengers } from '../../contracts/plain/user';
import type { SavedPassenger as Passenger } from '../../contracts/saved-passengers';
import { $authorized } from '../session';
import { actualizePassengersFx, passengersQuery } from './api/passengers';
import { userReset } from './account';

/** Spec §5: editing or removing a passenger names it by its numeric index in the list. */
export const PASSENGER_INDEX_NEEDED = 'Passenger index must be a number';

export type PassengerChange = { kind: 'add'; passenger: Passenger } | { kind: 'edit'; index: number; passenger: Passenger } | { kind: 'remove'; index: number };

const checkIndex = (list: readonly Passenger[], index: unknown): number => {
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= list.length) throw new Error(PASSENGER_INDEX_NEEDED);
  return index;
};

/** The list after a change; edit and remove need an index of the list (spec §5). */
export function changePassengers(list: readonly Passenger[], change: PassengerChange): Passenger[] {
  switch (change.kind) {
    case 'add':
      if (list.length >= maxSavedPassengers) throw new Error(`At most ${maxSavedPassengers} passengers`);
      return [...list, change.passenger];
    case 'edit': {
      const index = checkIndex(list, change.index);
      return list.map((passenger, at) => (at === index ? change.passenger : passenger));
    }
    case 'remove': {
      const index = checkIndex(list, change.index);
      return list.filter((_, at) => at !== index);
    }
  }
}

export const passengersRequired = createEvent();
export const passengerChanged = createEvent<PassengerChange>();

export const $passengers = createStore<Passenger[]>([], { serialize: 'ignore' });
export const $passengersStatus = passengersQuery.$status;

sample({ clock: passengersRequired, filter: $authorized, target: passengersQuery.refresh });
$passengers.on(passengersQuery.finished.success, (_, { result }) => result.passengers);

/** Applies a change and sends the whole list (`PUT …/actualize.json`); the server's list is kept. */
export const changePassengersFx = attach({
  source: $passengers,
  effect: createEffect(async ({ list, change }: { list: Passenger[]; change: PassengerChange }) => {
    const next = changePassengers(list, change);
    const { passengers } = await actualizePassengersFx({ passengers: next });
    return passengers;
  }),
  mapParams: (change: PassengerChange, list) => ({ list, change }),
});
sample({ clock: passengerChanged, target: changePassengersFx });
$passengers.on(changePassengersFx.doneData, (_, passengers) => passengers);

// Spec §4: a user reset clears the passengers.
$passengers.reset(userReset);
sample({ clock: userReset, target: passengersQuery.reset });
