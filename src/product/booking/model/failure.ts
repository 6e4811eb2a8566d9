import { isPassengerProblem } from '../../../contracts/passenger';
import { isHttp, type RequestFailure } from '../../../platform/request';
import { draftField, type FieldProblems } from './booking-form';

/** Why an offer cannot be shown: its prices are no longer held, it is unknown (or cannot be sold with the bags and card named), or the call failed. */
export type OfferProblem = 'expired' | 'unknown' | 'failed';

export const offerProblem = (failure: RequestFailure): OfferProblem =>
  isHttp(failure) && failure.status === 410
    ? 'expired'
    : isHttp(failure) && (failure.status === 404 || failure.status === 400 || failure.status === 422)
      ? 'unknown'
      : 'failed';

/** A passenger the payments call refused: the form's field and the reason (400 with `field` and a passenger rule's `code`); null for any other failure. */
export const refusedField = (failure: RequestFailure): FieldProblems | null =>
  isHttp(failure) && failure.status === 400 && failure.field && isPassengerProblem(failure.code) ? { [draftField(failure.field)]: failure.code } : null;
