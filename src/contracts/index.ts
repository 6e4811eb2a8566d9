export { Coordinates, Place, PlaceKind, SuggestQuery, SuggestResponse, placeKinds } from './places';
export { CurrencyRates } from './currency';
export { ApiError } from './errors';
export {
  Flight,
  Offer,
  Passengers,
  SearchProblemCode,
  SearchFormQuery,
  SearchQuery,
  SearchDictionary,
  SearchResults,
  SearchResultsParams,
  SearchResultsQuery,
  maxPassengers,
  Segment,
  searchFormPath,
  visitSettingsPath,
  VisitSettingsQuery,
  StartSearchResponse,
  Ticket,
  TripClass,
  tripClasses,
} from './search';
export {
  AvailablePaymentMethodsFlag,
  EvalContext,
  EvalResult,
  EvaluationBatchRequest,
  EvaluationBatchResponse,
  EvaluationEntity,
  FlagContext,
  ForeignCardsFlag,
  availablePaymentMethodsFlagKey,
  flagContextKeys,
  foreignCardsFlagKey,
  isExperimentFlag,
  paymentMethods,
} from './flags';
export {
  Contexts,
  PayloadData,
  SelfDescribingJson,
  SnowplowEvent,
  UnstructEvent,
  contextsSchemaPrefix,
  eventTypes,
  payloadDataSchema,
  unstructEventSchemaPrefix,
} from './analytics';
export { EnvelopeHeader, EnvelopeItemHeader, RelayResponse, SentryEvent } from './relay';
