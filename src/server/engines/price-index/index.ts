export { ageOf, daysBetween, keyOf, merge, type FareKey, type FareObservation, type IndexedFare, type TripKind } from './fares';
export {
  cheapestByDestination,
  cheapestByMonth,
  cheapestByOrigin,
  matches,
  monthsOf,
  popularByDestination,
  searchesByDestination,
  seasons,
  type FareFilter,
  type Period,
  type Season,
} from './filters';
export { observationsOf, sampledMonths, sampledTrips, samplingPlan } from './sampling';
export { visaRules, visaStatus, type VisaRules, type VisaStatus } from './visa';
export { routeFacts, type RouteFacts } from './route-facts';
