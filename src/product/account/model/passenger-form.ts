import { passengerProblems } from '../../../contracts/passenger';
import type { SavedPassenger } from '../../../contracts/saved-passengers';

/** Whether a kept document would be refused now: the list marks it to be corrected. */
export const needsFix = (passenger: SavedPassenger, today: string) => Object.keys(passengerProblems(passenger, { today })).length > 0;
