import { isHttp, type RequestFailure } from '../../../platform/request';

/** Why an offer cannot be shown: its prices are no longer held, it is unknown (or cannot be sold with the bags and card named), or the call failed. */
export type OfferProblem = 'expired' | 'unknown' | 'failed';

export const offerProblem = (failure: RequestFailure): OfferProblem => (isHttp(failure) && failure.status === 410 ? 'expired' : isHttp(failure) && (failure.status === 404 || failure.status === 400 || failure.status === 422) ? 'unknown' : 'failed');
