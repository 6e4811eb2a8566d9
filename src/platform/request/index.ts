// The only door to the request library: screens describe calls with these and a shared zod contract.
export {
  cache,
  inMemoryCache,
  concurrency,
  createJsonMutation,
  createJsonQuery,
  declareParams,
  fetchFx,
  isHttpError,
  isNetworkError,
  retry,
} from '@farfetched/core';
export type { Mutation, Query } from '@farfetched/core';
export { contract } from './contract';
