import { addBreadcrumb, addIntegration, browserTracingIntegration, captureException, captureMessage, init } from '@sentry/react';
import { pageName } from '../router';
import { whenIdle, yieldToBrowser } from '../start/idle';
import { browserTracingOptions, sentryOptions, type TracingSetup } from './options';
import type { Reporter } from './reporter';

/**
 * The lazily loaded half of error reporting: starts @sentry/react with the spec's options and
 * connects the reporter, which hands over what was queued before; then, in a task of its own,
 * tracing, which names pageload and navigation spans by page (spec §2.8) and backdates the
 * pageload span to the navigation. Session replay, when this page carries it, loads as a chunk of
 * its own in a later idle period (its recorder snapshots the whole page: a task of its own).
 */
export async function startSentry(setup: TracingSetup, reporter: Reporter) {
  const options = sentryOptions(setup);
  init(options);
  reporter.connect({
    captureException: (error, context) => void captureException(error, context ? { extra: context } : undefined),
    captureMessage: (message, level, context) => void captureMessage(message, { level, ...(context ? { extra: context } : {}) }),
    addBreadcrumb: ({ category, message, level, data }) => addBreadcrumb({ category, message, level, ...(data ? { data } : {}) }),
  });
  await yieldToBrowser();
  addIntegration(
    browserTracingIntegration({
      ...browserTracingOptions,
      ignoreResourceSpans: [...browserTracingOptions.ignoreResourceSpans],
      beforeStartSpan: (span) => ({ ...span, name: pageName(window.location.pathname) }),
    }),
  );
  if ((options.replaysSessionSampleRate ?? 0) > 0 || (options.replaysOnErrorSampleRate ?? 0) > 0) {
    whenIdle()
      .then(() => import('./replay'))
      .then(({ startReplay }) => startReplay())
      .catch(() => undefined);
  }
}
