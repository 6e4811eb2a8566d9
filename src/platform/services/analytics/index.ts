import { analyticsStarted } from '../../analytics';
import { createService } from '../../start';
import { abCookiesService } from '../ab-cookies';
import { deviceService } from '../device';
import { flagsService } from '../flags';
import { markerService } from '../marker';

/**
 * Analytics (spec §4): initialised only in the browser, after the services that fill its common
 * fields; the tracker loads as a chunk of its own and events wait for it in a queue.
 */
export const analyticsService = createService({
  name: 'analytics',
  start: analyticsStarted,
  runs: 'client',
  requires: [markerService, abCookiesService, deviceService, flagsService],
});
