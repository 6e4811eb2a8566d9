// Error reporting and tracing (spec §4 Tracing, §8, §9): @sentry/react behind a queue, loaded after hydration.
export type { TracingSetup } from './options';
export {
  browserTracingOptions,
  createBeforeSend,
  createTracesSampler,
  ignoreErrors,
  isThirdPartyEvent,
  propagationTargets,
  replayRates,
  sentryOptions,
  tracesSampleRate,
  tracingConstants,
  truncateBreadcrumbUrls,
} from './options';
export type { Reporter, ReportingApi, ReportLevel, ReportBreadcrumb } from './reporter';
export { createReporter, pendingLimit, queueUnhandledErrors, reportError, reporter } from './reporter';
export { reportingSink } from './sink';
export { placeholderDsn, startTracingFx } from './model';
