// Error reporting and tracing (spec §4 Tracing, §8, §9): a queue in the page, @sentry/react with
// the spec's options in a chunk loaded after hydration.
export type { Reporter, ReportingApi, ReportLevel, ReportBreadcrumb } from './reporter';
export { queueUnhandledErrors, reportError, reporter } from './reporter';
export { startTracingFx } from './model';
