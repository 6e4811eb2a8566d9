export { Coordinates, Place, PlaceKind, SuggestQuery, SuggestResponse, placeKinds } from './places';
export { CurrencyRates } from './currency';
export {
  ApiError,
  Flight,
  Offer,
  Passengers,
  SearchQuery,
  SearchDictionary,
  SearchResults,
  SearchResultsQuery,
  Segment,
  StartSearchResponse,
  Ticket,
  TripClass,
  tripClasses,
} from './search';
