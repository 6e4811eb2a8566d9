export { Coordinates, Place, PlaceKind, SuggestQuery, SuggestResponse, placeKinds } from './places';
export { Conversion, CurrencyCode, CurrencyRates, currencies } from './currency';
export { Destination, Destinations, DestinationsQuery, PriceCalendar, PriceDay, PriceGraph, PriceInsight, PriceQuery, graphDays, priceLevels } from './prices';
export { ApiError } from './errors';
export {
  Alliance,
  alliances,
  Flight,
  Leg,
  maxLegs,
  maxFlexDays,
  searchHorizonDays,
  tripLegs,
  Offer,
  Passengers,
  SearchProblemCode,
  SearchFormQuery,
  searchFormLegFields,
  type SearchFormLegField,
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
export { AgencyDetails, AgencyTrust, CardFee, CardMethod, cardMethods, FareRule, fareRules } from './offers';
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
export {
  AuthJwtQuery,
  AuthJwtResponse,
  AuthResult,
  IdentifierCheckBody,
  IdentifierCheckResponse,
  JwtAuthBody,
  JwtAuthQuery,
  PhoneAuthBody,
  PhoneAuthFinishBody,
  PhoneAuthResponse,
  SocialAuthMessage,
  SocialAuthParams,
  SocialAuthQuery,
  UidQuery,
} from './auth';
export { MarketingSubscription, MarketingSubscriptionBody } from './marketing';
export { OutboxMessage } from './outbox';
export { PassengerDocument, PassengerList, SavedPassenger } from './saved-passengers';
export {
  ActivateEmailQuery,
  ActiveEmailBody,
  ActivationStatus,
  DeleteUserResponse,
  EmailInfo,
  PaidContentResponse,
  Premium,
  RequestDataBody,
  RequestDataResponse,
  Socials,
  UserInfo,
  UserProperties,
  UserResponse,
  userPaths,
  userErrorCodes,
} from './user';
export { SavedSearch, SavedSearchesResponse, SaveSearchBody, SaveSearchResponse } from './user-searches';
export {
  ContactInfo,
  NotificationChannels,
  PatchSettingsBody,
  PatchSettingsResponse,
  PaymentOptions,
  SaveSettingsBody,
  SaveSettingsResponse,
  UserSettings,
  UserSettingsResponse,
  settingKeys,
} from './user-settings';
