// The search team's public surface, what other teams link to: the form other screens embed, the
// routes and addresses of results, the form's places (pages prefill them and choose "anywhere"),
// route names and the team's messages. The server reads the form's rules by file (page-forms.ts).
export { SearchForm } from './ui/search-form';
export { FlightPlaceInput } from './ui/place-input';
export { searchRoute } from './routes';
export { buildSearchParams } from './model/search-url';
export { routeText, tripStops } from './model/trip-stops';
export { createSearchPlaceNames, searchPlaceCodes } from './model/search-place-names';
export type { PlaceChoice } from './model/validate';
export { $destination, $origin, $sentBack, destinationChanged, originChanged } from './model/form';
export { anywhereChosen } from './model/anywhere';
export { $travellerMethods } from './model/price-mode';
export { fromCase, routeCases, toCase } from './model/route-cases';
export { searchMessages } from './messages';
