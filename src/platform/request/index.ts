// The only door to the request library: every API call is a query or mutation of this wrapper,
// described with a shared zod contract; failures are `RequestFailure`s.
export type { ApiCall, ApiRequest, ComposedCall } from './api';
export { createApiEffect, createApiMutation, createApiQuery, fetchFx, inProcessOrigin } from './api';
export type { Finished, Mutation, OperationStatus, Query } from './operation';
export type { FailureOf, HttpFailure, RequestFailure, RequestFailureKind } from './failure';
export {
  abortFailure,
  configurationFailure,
  describeFailure,
  httpFailure,
  invalidDataFailure,
  isAbort,
  isConfiguration,
  isHttp,
  isInvalidData,
  isNetwork,
  isPreparation,
  isRateLimited,
  isRequestFailure,
  isRetryable,
  isTimeout,
  isUnauthorized,
  networkFailure,
  preparationFailure,
  retryAfterSeconds,
  timeoutFailure,
} from './failure';
