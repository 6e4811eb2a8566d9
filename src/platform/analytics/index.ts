// Analytics (spec §3, §4, §7, §9): the product's queue and common fields in front of the Snowplow
// tracker. What the app hands over queues from the start; the tracker side, the tracker itself and
// the web vitals load as chunks of their own once the analytics service starts.
export type { CommonFields } from './common';
export type { AnalyticsCall, AnalyticsEventName, AnalyticsEvents } from './events';
export type { TrackerLoader } from './tracker';
export { analyticsStarted, flushAnalytics, trackEvent } from './model';
