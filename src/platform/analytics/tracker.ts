import { attach, combine, createEffect, createEvent, createStore, sample, scopeBind, type StoreValue } from 'effector';
import { hosts } from '../config';
import { $abValues, $anonymousId } from '../cookies';
import { $platformName } from '../device';
import type { BrandCode } from '../brand';
import { $environment, type Environment } from '../env';
import { $clientFlagsSettled, $experimentGroups } from '../flags';
import { logger, type Logger } from '../logger';
import { $marker } from '../marker';
import { $brand, $currency, $language, $market } from '../market';
import { localStore } from '../storage';
import { $premiumStatus } from '../user/premium';
import { chooseCollector } from './collector';
import { missingCommonFields, type CommonFields } from './common';
import type { TrackerSetup } from './configuration';
import { analyticsConstants } from './constants';
import { eventData, schemas, type AnalyticsCall } from './events';
import { createGuestia, type Guestia, type SelfDescribing, type Tracker } from './guestia';
import {
  $guestia,
  $navigated,
  $queue,
  $waiting,
  flushAnalytics,
  flushTrackerFx,
  loadTrackerSideFx,
  trackLoadEvent,
  type PageContext,
  type Queued,
} from './model';
import { observeWebVitals, rateMetric, type MeasuredVital } from './web-vitals';
import { whenIdle, yieldToBrowser } from '../start/idle';

// The tracker side of analytics (spec §4), loaded when the analytics service starts: the common
// fields, the tracker and the sending of what the queue holds (model.ts).

const timerFired = createEvent();
const vitalMeasured = createEvent<MeasuredVital>();

/** Loads the tracker for a collector; tests put their own in the scope. */
export type TrackerLoader = (setup: TrackerSetup, log: Logger) => Promise<Tracker>;
// Evaluating the tracker's chunk, creating the tracker and sending what the queue holds are a task each.
const loadSnowplow: TrackerLoader = async (setup, log) => {
  const { createSnowplowTracker } = await import('./snowplow');
  await yieldToBrowser();
  const tracker = createSnowplowTracker(setup, log);
  await yieldToBrowser();
  return tracker;
};
export const $trackerLoader = createStore<TrackerLoader>(loadSnowplow, { serialize: 'ignore' });

/** Debugging (a local-storage flag): the dev collector, and every event in the console. */
export const $analyticsDebug = createStore(false, { serialize: 'ignore' });
/** The app id events name as their `service`. */
const $service = createStore('', { serialize: 'ignore' });

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

type SendState = StoreValue<typeof $sendState>;
const ready = ({ queue, guestia, missing, waiting }: SendState) => queue.length > 0 && guestia !== null && (missing.length === 0 || !waiting);
const sendParams = ({ queue, guestia, common, service, debug }: SendState): SendParams => ({ queue, guestia: guestia!, common, service, debug });

/**
 * The queue goes once a tracker is there and the common fields are, or once waiting is over: one
 * event per task, with a turn for the browser after each. The tracker builds, measures and stores
 * each event's payload; a queue sent whole (the flags' events, the page view, web vitals) was one
 * long task (README: Performance).
 */
const turnFx = createEffect(() => yieldToBrowser());
const $turnTaken = createStore(false, { serialize: 'ignore' })
  .on(turnFx, () => true)
  .on(turnFx.finally, () => false);
sample({ clock: sendQueueFx.done, filter: ({ params }) => params.queue.length === 1, target: turnFx });
sample({
  clock: [$queue.updates, $guestia.updates, $missingCommonFields.updates, $waiting.updates, turnFx.finally],
  source: { state: $sendState, turnTaken: $turnTaken, sending: sendQueueFx.pending },
  filter: ({ state, turnTaken, sending }) => ready(state) && !turnTaken && !sending,
  fn: ({ state }) => ({ ...sendParams(state), queue: state.queue.slice(0, 1) }),
  target: sendQueueFx,
});
// A flush (the page is hidden: it may be closed) hands over everything that waits at once.
sample({ clock: flushAnalytics, source: $sendState, filter: ready, fn: sendParams, target: sendQueueFx });

$waiting.on(timerFired, () => false);
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
    // Each in an idle period of its own: the observers read buffered entries, so nothing is missed.
    whenIdle()
      .then(() => observeWebVitals(vital))
      .then(() => {
        // Measured from here on (buffered entries included): tests wait for this.
        const root = globalThis.document?.documentElement;
        if (root) root.dataset.webVitals = 'on';
      })
      .catch((error: unknown) => logger.warning('Web vitals are not measured', { error: String(error) }));
    const guestia = createGuestia();
    try {
      await whenIdle();
      guestia.add(collector.trackerId, await loader({ ...collector }, logger));
    } catch (error) {
      logger.error('Failed to init analytics', { error: error instanceof Error ? error.message : String(error) });
      return { debug, service: collector.appId, guestia: null };
    }
    return { debug, service: collector.appId, guestia };
  }),
});
sample({ clock: loadTrackerSideFx.done, target: startFx });
sample({ clock: startFx.doneData, fn: ({ debug }) => debug, target: $analyticsDebug });
sample({ clock: startFx.doneData, fn: ({ service }) => service, target: $service });
sample({ clock: startFx.doneData, fn: ({ guestia }) => guestia, target: $guestia });

sample({
  clock: vitalMeasured,
  fn: ({ name, value, id, navigationType }): AnalyticsCall => ({
    name: 'performance:web_vital',
    fields: { label: name, value, rating: rateMetric(name, value), metricId: id, navigationType },
  }),
  target: trackLoadEvent,
});
