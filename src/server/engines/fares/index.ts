export type { AgencyBatch, AgencyInfo, FareProvider, FareSearchContext } from './types';
export { SimulatedFareProvider } from './simulated';
export { searchProblem, maxDaysAhead } from './rules';
export { addDays, localDate } from './time';
export { carrierByCode } from './carriers';
export { allianceOf, alliancesAsOf } from './alliances';
export { agencies } from './agencies';
export { gridCells, gridSpan, graphCells, lowestOffer, monthCells, priceCells, priceKey, type CalendarCell, type PriceMemo } from './calendar';
export { cheapestDestinations, destinationCells, destinationCities, destinationDaysAhead, type DestinationCells, type DestinationPrice } from './destinations';
