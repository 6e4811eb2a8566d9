// The search team's public surface: the form other screens embed and the routes it owns.
export { SearchForm } from './ui/search-form';
export { searchRoute } from './routes';
export { buildSearchParams } from './model/search-url';
export { routeText, tripStops } from './model/trip-stops';
export { createSearchPlaceNames, searchPlaceCodes } from './model/search-place-names';
export type { PlaceChoice } from './model/validate';
export { $destination, $origin, $sentBack, destinationChanged, originChanged } from './model/form';
export { anywhereChosen } from './model/anywhere';
export { searchFormOutcome, sentBackQuery, type SearchFormOutcome } from './model/form-query';
export { fromCase, routeCases, toCase } from './model/route-cases';
export { searchMessages } from './messages';
