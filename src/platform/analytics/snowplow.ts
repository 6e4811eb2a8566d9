import {
  enableActivityTracking,
  flushBuffer,
  newTracker,
  setCustomUrl,
  setReferrerUrl,
  trackPageView,
  trackSelfDescribingEvent,
} from '@snowplow/browser-tracker';
import { activityTiming } from '../activity';
import type { Logger } from '../logger';
import { trackerConfiguration, type TrackerSetup } from './configuration';
import type { Tracker } from './guestia';

/** Page pings while a page stays open: first after 15 s, then every 30 s. */
const activity = { minimumVisitLength: 15, heartbeatDelay: 30 };

/**
 * The lazily loaded half of analytics: a Snowplow browser tracker for the visit's collector,
 * behind the `Tracker` interface the rest of the app knows.
 */
export function createSnowplowTracker(setup: TrackerSetup, log: Logger): Tracker {
  const ids = [setup.trackerId];
  if (!newTracker(setup.trackerId, setup.endpoint, trackerConfiguration(setup, log))) {
    throw new Error(`Tracker ${setup.trackerId} could not be created`);
  }
  if (activityTiming(activity, (message) => log.error(message))) enableActivityTracking(activity, ids);
  return {
    pageView({ url, referrer, context, timestamp }) {
      // In-app navigations keep the address and referrer of the view, not of the first page.
      setCustomUrl(url, ids);
      if (referrer !== null) setReferrerUrl(referrer, ids);
      trackPageView({ context, timestamp }, ids);
    },
    track: (event, context, timestamp) => trackSelfDescribingEvent({ event, context, timestamp }, ids),
    flush: () => flushBuffer({}, ids),
  };
}
