// Places by code for every team: names of cities and airports in the page's language; and the
// places nearest to the visitor, which the main page's form starts from.
export type { PlaceChoice, PlacesByCode, PlacesByCodeParams } from './lookup';
export { answersCodes, lookupPlacesFx, placeholderChoice, placesByCodeQuery, toChoice } from './lookup';
export type { NearestPlace } from './nearest';
export { nearestPlacesFx, nearestPlacesQuery, nearestPlacesWanted, toNearestPlaces } from './nearest';
