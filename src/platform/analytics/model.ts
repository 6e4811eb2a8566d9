import { attach, combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { hosts } from '../config';
import { $abValues, $anonymousId } from '../cookies';
import { $platformName } from '../device';
import type { BrandCode } from '../brand';
import { $environment, type Environment } from '../env';
import { $clientFlagsSettled, $experimentGroups, $serverFlags, flagsFetchFailed, flagsFetchSucceeded, flagsLoaded, flagsMismatched } from '../flags';
import { logger, type Logger } from '../logger';
import { $marker } from '../marker';
import { $brand, $currency, $language, $market } from '../market';
import { $location, pageName, recognizePage, type AppLocation } from '../router';
import { localStore } from '../storage';
import { $premiumStatus } from '../user';
import { chooseCollector } from './collector';
import { missingCommonFields, type CommonFields } from './common';
import type { TrackerSetup } from './configuration';
import { analyticsConstants } from './constants';
import { eventData, schemas, type AnalyticsCall } from './events';
import { createGuestia, type Guestia, type SelfDescribing, type Tracker } from './guestia';
import { observeWebVitals, rateMetric, type MeasuredVital } from './web-vitals';

/** Sends an analytics event; it waits in the queue until it may go (spec §4). */
export const trackEvent = createEvent<AnalyticsCall>();
/** Sends what waits now, common fields or not, and stops waiting for them. */
export const flushAnalytics = createEvent();
/** The analytics service's start (browser only). */
export const analyticsStarted = createEvent();
const timerFired = createEvent();
const vitalMeasured = createEvent<MeasuredVital>();

/** Loads the tracker for a collector; tests put their own in the scope. */
export type TrackerLoader = (setup: TrackerSetup, log: Logger) => Promise<Tracker>;
const loadSnowplow: TrackerLoader = (setup, log) => import('./snowplow').then(({ createSnowplowTracker }) => createSnowplowTracker(setup, log));
export const $trackerLoader = createStore<TrackerLoader>(loadSnowplow, { serialize: 'ignore' });

interface PageContext {
  url: string;
  name: string;
  kind: string | null;
}

type Queued =
  | { kind: 'event'; call: AnalyticsCall; page: PageContext; timestamp: number }
  | { kind: 'page_view'; page: PageContext; referrer: string | null; timestamp: number };

const $queue = createStore<Queued[]>([], { serialize: 'ignore' });
/** The facade once a tracker is loaded. */
const $guestia = createStore<Guestia | null>(null, { serialize: 'ignore' });
/** True until the flush timer fires or a flush is asked for; meanwhile events wait for the common fields. */
const $waiting = createStore(true, { serialize: 'ignore' });
/** Debugging (a local-storage flag): the dev collector, and every event in the console. */
export const $analyticsDebug = createStore(false, { serialize: 'ignore' });
/** The app id events name as their `service`. */
const $service = createStore('', { serialize: 'ignore' });
/** The last page a view was queued for, and whether the app has navigated since the first one. */
const $lastPage = createStore<PageContext | null>(null, { serialize: 'ignore' });
const $navigated = createStore(false, { serialize: 'ignore' });

export const $commonFields = combine(
  {
    guestia: $anonymousId,
    premium: $premiumStatus,
    market: $market,
    marker: $marker,
    language: $language,
    currency: $currency,
    ab: $abValues,
    platform: $platformName,
    navigated: $navigated,
    flags: $experimentGroups,
  },
  (state): CommonFields => ({
    guestia_id: state.guestia,
    premium_state_id: state.premium,
    market: state.market,
    marker: state.marker,
    language: state.language,
    currency: state.currency,
    split_test_version: state.ab.group === null ? null : String(state.ab.group),
    platform: state.platform,
    page_rendered_by: state.navigated ? 'client' : 'server',
    flags: state.flags,
  }),
);
export const $missingCommonFields = combine($commonFields, $clientFlagsSettled, missingCommonFields);

const pageOf = (location: AppLocation, origin: string): PageContext => ({
  url: `${origin}${location.pathname}${location.search}`,
  name: pageName(location.pathname),
  kind: recognizePage(location.pathname),
});
const origin = () => (typeof window === 'undefined' ? '' : window.location.origin);

const $page = $location.map((location) => pageOf(location, origin()));

// Events queue with the page they happened on and their own time.
sample({
  clock: trackEvent,
  source: { queue: $queue, page: $page },
  fn: ({ queue, page }, call): Queued[] => [...queue, { kind: 'event', call, page, timestamp: Date.now() }],
  target: $queue,
});

/** A page view for every address the app shows, the first one included (spec §2.8 page names). */
const pageShown = sample({
  clock: [analyticsStarted, $page.updates],
  source: { page: $page, last: $lastPage },
  filter: ({ page, last }) => last === null || last.url !== page.url,
  fn: ({ page, last }) => ({ page, referrer: last?.url ?? null }),
});
// Only views after the service started count: the server's location changes are not visits.
const $analyticsOn = createStore(false, { serialize: 'ignore' }).on(analyticsStarted, () => true);
const pageViewed = sample({ clock: pageShown, filter: $analyticsOn });
sample({ clock: pageViewed, fn: ({ page }) => page, target: $lastPage });
sample({ clock: pageViewed, filter: ({ referrer }) => referrer !== null, fn: () => true, target: $navigated });
sample({
  clock: pageViewed,
  source: $queue,
  fn: (queue, { page, referrer }): Queued[] => [...queue, { kind: 'page_view', page, referrer, timestamp: Date.now() }],
  target: $queue,
});

interface SendParams {
  queue: Queued[];
  guestia: Guestia;
  common: CommonFields;
  service: string;
  debug: boolean;
}

const commonContext = (common: CommonFields): SelfDescribing => ({ schema: schemas.common, data: { ...common } });
const pageContext = (page: PageContext): SelfDescribing => ({ schema: schemas.page, data: { name: page.name, kind: page.kind } });

/** Hands the queue to the tracker with the common fields as they are now. */
const sendQueueFx = createEffect(({ queue, guestia, common, service, debug }: SendParams) => {
  for (const item of queue) {
    const context = [commonContext(common), pageContext(item.page)];
    try {
      if (item.kind === 'page_view') {
        guestia.pageView({ url: item.page.url, referrer: item.referrer, context, timestamp: item.timestamp });
        if (debug) logger.info('Analytics page view', { page: item.page.name, url: item.page.url });
      } else {
        const data = eventData(item.call, service, common);
        guestia.track({ schema: schemas.event, data }, context, item.timestamp);
        if (debug) logger.info(`Analytics event ${item.call.name}`, data);
      }
    } catch (error) {
      logger.error(`Failed to send analytics - ${error instanceof Error ? error.message : String(error)}`);
    }
  }
});
$queue.on(sendQueueFx, (queue, { queue: sent }) => queue.filter((item) => !sent.includes(item)));

const $sendState = combine({
  queue: $queue,
  guestia: $guestia,
  common: $commonFields,
  missing: $missingCommonFields,
  waiting: $waiting,
  service: $service,
  debug: $analyticsDebug,
});

/** The queue goes once a tracker is there and the common fields are, or once waiting is over. */
sample({
  clock: [$queue.updates, $guestia.updates, $missingCommonFields.updates, $waiting.updates],
  source: $sendState,
  filter: ({ queue, guestia, missing, waiting }) => queue.length > 0 && guestia !== null && (missing.length === 0 || !waiting),
  fn: ({ queue, guestia, common, service, debug }) => ({ queue, guestia: guestia!, common, service, debug }),
  target: sendQueueFx,
});

$waiting.on([timerFired, flushAnalytics], () => false);

const flushTrackerFx = createEffect((guestia: Guestia | null) => {
  if (!guestia) {
    logger.warning('analytics not inited');
    return;
  }
  try {
    guestia.flush();
  } catch (error) {
    logger.error('Failed to send analytics - flush failed', { trackerId: (error as { trackerId?: string }).trackerId, error: String(error) });
  }
});
// After `$waiting` turned false (and the queue went), the tracker sends what it buffers.
sample({ clock: flushAnalytics, source: $guestia, target: flushTrackerFx });
sample({ clock: timerFired, source: $guestia, filter: (guestia) => guestia === null, fn: () => null, target: flushTrackerFx });

interface StartParams {
  brand: BrandCode;
  environment: Environment;
  loader: TrackerLoader;
}

const debugOn = () => {
  const value = localStore()?.getItem(analyticsConstants.debugStorageKey);
  return value === 'true' || value === '1';
};

/**
 * Starts analytics in the browser (spec §4): the flush timer, the page's visibility, web vitals,
 * then the tracker, loaded as a chunk of its own. A tracker that fails to load leaves the events
 * in the queue and logs `Failed to init analytics`.
 */
const startFx = attach({
  source: { brand: $brand, environment: $environment, loader: $trackerLoader },
  effect: createEffect(async ({ brand, environment, loader }: StartParams) => {
    const debug = debugOn();
    const collector = chooseCollector({ brand, environment, debug, origin: window.location.origin, hosts });
    const fire = scopeBind(timerFired, { safe: true });
    const flush = scopeBind(flushAnalytics, { safe: true });
    const vital = scopeBind(vitalMeasured, { safe: true });
    setTimeout(fire, analyticsConstants.flushDelayMs);
    // Whatever waits goes before the page may be gone.
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
    observeWebVitals(vital).catch((error: unknown) => logger.warning('Web vitals are not measured', { error: String(error) }));
    const guestia = createGuestia();
    try {
      guestia.add(collector.trackerId, await loader({ ...collector }, logger));
    } catch (error) {
      logger.error('Failed to init analytics', { error: error instanceof Error ? error.message : String(error) });
      return { debug, service: collector.appId, guestia: null };
    }
    return { debug, service: collector.appId, guestia };
  }),
});
sample({ clock: analyticsStarted, target: startFx });
sample({ clock: startFx.doneData, fn: ({ debug }) => debug, target: $analyticsDebug });
sample({ clock: startFx.doneData, fn: ({ service }) => service, target: $service });
sample({ clock: startFx.doneData, fn: ({ guestia }) => guestia, target: $guestia });

sample({
  clock: vitalMeasured,
  fn: ({ name, value, id, navigationType }): AnalyticsCall => ({
    name: 'performance:web_vital',
    fields: { label: name, value, rating: rateMetric(name, value), metricId: id, navigationType },
  }),
  target: trackEvent,
});

// Flags events (spec §7): the server's evaluation as the page brought it, then the client's request.
sample({
  clock: analyticsStarted,
  source: $serverFlags,
  filter: (flags) => Object.keys(flags).length > 0,
  fn: (flags): AnalyticsCall => ({ name: 'flags:loaded', fields: { label: 'server', flags: Object.keys(flags) } }),
  target: trackEvent,
});
sample({ clock: flagsLoaded, filter: ({ source }) => source === 'client', fn: ({ flags }): AnalyticsCall => ({ name: 'flags:loaded', fields: { label: 'client', flags } }), target: trackEvent });
sample({ clock: flagsFetchSucceeded, fn: (fields): AnalyticsCall => ({ name: 'flags:fetch_succeeded', fields }), target: trackEvent });
sample({ clock: flagsFetchFailed, fn: (fields): AnalyticsCall => ({ name: 'flags:fetch_failed', fields }), target: trackEvent });
sample({ clock: flagsMismatched, fn: (mismatches): AnalyticsCall => ({ name: 'flags:mismatch', fields: { mismatches } }), target: trackEvent });
