// Places by code for every team: names of cities and airports in the page's language.
export type { PlaceChoice, PlacesByCode, PlacesByCodeParams } from './lookup';
export { answersCodes, lookupPlacesFx, placeholderChoice, placesByCodeQuery, toChoice } from './lookup';
