// Platform services (spec §4 App start); each lives in its own `services/{name}/index.ts`.
export { abCookiesService } from './ab-cookies';
export { analyticsService } from './analytics';
export { containerQueriesService } from './container-queries';
export { currencyRatesService } from './currency-rates';
export { deviceService } from './device';
export { flagsService } from './flags';
export { markerService } from './marker';
export { nearestPlacesService } from './nearest-places';
export { sessionService } from './session';
export { tracingService } from './tracing';
