import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $serverFlags, flagsFetchFailed, flagsFetchSucceeded, flagsLoaded, flagsMismatched } from '../flags';
import { logger } from '../logger';
import { $location, pageName, recognizePage, type AppLocation } from '../router';
import type { AnalyticsCall } from './events';
import type { Guestia } from './guestia';
import { whenIdle } from '../start/idle';

// What the app hands over, kept from the first moment. The tracker side (tracker.ts) sends it and
// loads with the analytics service's start, after hydration.

/** Sends an analytics event; it waits in the queue until it may go (spec §4). */
export const trackEvent = createEvent<AnalyticsCall>();
/** Sends an event about the document's load (web vitals): it names the page the document was loaded on. */
export const trackLoadEvent = createEvent<AnalyticsCall>();
/** Sends what waits now, common fields or not, and stops waiting for them. */
export const flushAnalytics = createEvent();
/** The analytics service's start (browser only). */
export const analyticsStarted = createEvent();

export interface PageContext {
  url: string;
  name: string;
  kind: string | null;
}

export type Queued =
  | { kind: 'event'; call: AnalyticsCall; page: PageContext; timestamp: number }
  | { kind: 'page_view'; page: PageContext; referrer: string | null; timestamp: number };

export const $queue = createStore<Queued[]>([], { serialize: 'ignore' });
/** The facade once a tracker is loaded. */
export const $guestia = createStore<Guestia | null>(null, { serialize: 'ignore' });
/** True until the flush timer fires or a flush is asked for; meanwhile events wait for the common fields. */
export const $waiting = createStore(true, { serialize: 'ignore' }).on(flushAnalytics, () => false);
/** The page the document was loaded on (the first one viewed) and the last page a view was queued for. */
const $landingPage = createStore<PageContext | null>(null, { serialize: 'ignore' });
const $lastPage = createStore<PageContext | null>(null, { serialize: 'ignore' });
/** Whether the app has navigated since the first page view. */
export const $navigated = combine($lastPage, $landingPage, (last, landing) => last !== landing);

const pageOf = (location: AppLocation, origin: string): PageContext => ({
  url: `${origin}${location.pathname}${location.search}`,
  name: pageName(location.pathname),
  kind: recognizePage(location.pathname),
});
const origin = () => (typeof window === 'undefined' ? '' : window.location.origin);

const $page = $location.map((location) => pageOf(location, origin()));

// Events queue with the page they belong to and their own time.
const eventQueued = createEvent<{ call: AnalyticsCall; page: PageContext }>();
$queue.on(eventQueued, (queue, { call, page }) => [...queue, { kind: 'event', call, page, timestamp: Date.now() }]);
sample({ clock: trackEvent, source: $page, fn: (page, call) => ({ call, page }), target: eventQueued });
sample({
  clock: trackLoadEvent,
  source: { page: $page, landing: $landingPage },
  fn: ({ page, landing }, call) => ({ call, page: landing ?? page }),
  target: eventQueued,
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
$lastPage.on(pageViewed, (_, { page }) => page);
$landingPage.on(pageViewed, (landing, { page }) => landing ?? page);
$queue.on(pageViewed, (queue, { page, referrer }) => [...queue, { kind: 'page_view', page, referrer, timestamp: Date.now() }]);

/** Flushes the tracker; without one, says so. */
export const flushTrackerFx = createEffect((guestia: Guestia | null) => {
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

/**
 * The tracker side, a chunk of its own: it wires itself to this effect's success and starts. It
 * loads once the page has loaded and the browser is idle; events wait in the queue meanwhile.
 */
export const loadTrackerSideFx = createEffect(async () => {
  await whenIdle();
  await import('./tracker');
});
sample({ clock: analyticsStarted, target: loadTrackerSideFx });
// As when the tracker cannot load, the events stay queued.
const reportLoadFailureFx = createEffect((error: Error) => logger.error('Failed to init analytics', { error: error.message }));
sample({ clock: loadTrackerSideFx.failData, target: reportLoadFailureFx });

// Flags events (spec §7): the server's evaluation as the page brought it, then the client's request.
sample({
  clock: analyticsStarted,
  source: $serverFlags,
  filter: (flags) => Object.keys(flags).length > 0,
  fn: (flags): AnalyticsCall => ({ name: 'flags:loaded', fields: { label: 'server', flags: Object.keys(flags) } }),
  target: trackEvent,
});
sample({
  clock: flagsLoaded,
  filter: ({ source }) => source === 'client',
  fn: ({ flags }): AnalyticsCall => ({ name: 'flags:loaded', fields: { label: 'client', flags } }),
  target: trackEvent,
});
sample({ clock: flagsFetchSucceeded, fn: (fields): AnalyticsCall => ({ name: 'flags:fetch_succeeded', fields }), target: trackEvent });
sample({ clock: flagsFetchFailed, fn: (fields): AnalyticsCall => ({ name: 'flags:fetch_failed', fields }), target: trackEvent });
sample({ clock: flagsMismatched, fn: (mismatches): AnalyticsCall => ({ name: 'flags:mismatch', fields: { mismatches } }), target: trackEvent });
