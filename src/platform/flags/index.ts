// Feature flags (spec §3, §4, §5, §8): declared flags, server and client evaluations, overrides.
export type { Flag, FlagContract, FlagEvaluation, FlagOptions } from './declare';
export { checkFlagValue, isExperiment, variantValue } from './declare';
export type { ExperimentGroups, FlagEvaluations, FlagMismatch } from './model';
export {
  $checkedFlags,
  $clientFlags,
  $clientFlagsSettled,
  $experimentGroups,
  $flagEvaluations,
  $flagOverrides,
  $flagValues,
  $flagrUrl,
  $flagsRandom,
  $flagsRequest,
  $flagsRequestBody,
  $overridesEnabled,
  $serverFlags,
  declareFlag,
  declaredFlags,
  evaluateServerFlagsFx,
  flagMismatches,
  flagsFetchFailed,
  flagsFetchSucceeded,
  flagsLoaded,
  flagsMismatched,
  flagsRequested,
  flagsStarted,
  startClientFlagsRequest,
} from './model';
export type { FlagOverrides } from './overrides';
export { formatOverrides, overrideValue, overridesParam, overridesStorageKey, parseOverrides } from './overrides';
export { evaluationUrl, flagsRequestBody, requestFlags, webFlagsTag } from './request';
export { availablePaymentMethodsFlag, foreignCardsFlag, searchSortingExperiment } from './flags';
