import {
  abCookiesService,
  analyticsService,
  containerQueriesService,
  deviceService,
  flagsService,
  markerService,
  sessionService,
  tracingService,
} from '../platform/services';
import type { Service } from '../platform/start';

/**
 * Services every page requires, whichever route opens (spec §4 App start). Routes add their own
 * through `createRoute({ services })`.
 */
export const appServices: Service[] = [
  markerService,
  abCookiesService,
  deviceService,
  flagsService,
  tracingService,
  analyticsService,
  containerQueriesService,
  sessionService,
];
