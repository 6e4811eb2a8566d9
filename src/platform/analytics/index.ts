// Analytics (spec §3, §4, §7, §9): the Snowplow tracker behind the product's queue and common fields, web vitals.
export type { CollectorChoice, CollectorSetup } from './collector';
export { appIds, chooseCollector, trackerIds } from './collector';
export type { CommonFields } from './common';
export { missingCommonFields } from './common';
export type { SendFailure, TrackerSetup } from './configuration';
export { reportSendFailure, trackerConfiguration } from './configuration';
export { analyticsConstants } from './constants';
export type { AnalyticsCall, AnalyticsEventName, AnalyticsEvents, MetricName, MetricRating } from './events';
export { eventData, schemas, snakeCaseKeys, toSnakeCase } from './events';
export type { Guestia, PageView, SelfDescribing, Tracker } from './guestia';
export { createGuestia, FlushError, notInitialized, unknownTracker } from './guestia';
export type { TrackerLoader } from './model';
export { $analyticsDebug, $commonFields, $missingCommonFields, $trackerLoader, analyticsStarted, flushAnalytics, trackEvent } from './model';
export type { MeasuredVital } from './web-vitals';
export { observeFirstInput, observeWebVitals, rateMetric, vitalThresholds } from './web-vitals';
