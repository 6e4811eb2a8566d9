// Analytics (spec §3, §4, §7, §9): the product's queue and common fields in front of the Snowplow
// tracker, which loads as a chunk of its own with its configuration and the web vitals.
export type { CommonFields } from './common';
export type { AnalyticsCall, AnalyticsEventName, AnalyticsEvents } from './events';
export type { TrackerLoader } from './model';
export { $analyticsDebug, $commonFields, $missingCommonFields, $trackerLoader, analyticsStarted, flushAnalytics, trackEvent } from './model';
