import { attach, createEffect, createStore, sample } from 'effector';
import { host } from '../config';
import { $environment, type Environment } from '../env';
import { logger, pageLogRate } from '../logger';
import { $location, recognizePage } from '../router';
import { whenIdle, yieldToBrowser } from '../start/idle';
import { reporter } from './reporter';
import { reportingSink } from './sink';

/** A public DSN naming this origin's project, for when the page brings none: the relay stores what it gets. */
export const placeholderDsn = (origin: string) => {
  const url = new URL(origin);
  return `${url.protocol}//public@${url.host}/1`;
};

// One SDK per page, whichever scope asks.
let started = false;

/**
 * Starts error reporting and tracing in the browser (docs/architecture.md §2): the SDK is imported
 * once the page has loaded and the browser is idle, without holding up the app's start (errors
 * meanwhile wait in the reporter's queue), with the DSN the page carries
 * (`<html data-sentry-dsn>`), envelopes going through the relay.
 */
export const startTracingFx = attach({
  source: $environment,
  effect: createEffect((environment: Environment) => {
    if (reporter.connected || started) return;
    started = true;
    const origin = window.location.origin;
    logger.addSink(reportingSink(reporter));
    const setup = {
      dsn: document.documentElement.dataset.sentryDsn || placeholderDsn(origin),
      environment,
      origin,
      tunnel: `${host('errorRelay')}/envelope`,
      currentPath: () => window.location.pathname,
    };
    whenIdle()
      .then(() => import('./sentry'))
      .then(async ({ startSentry }) => {
        // Evaluating the SDK's chunk is a task; starting it is the next one.
        await yieldToBrowser();
        await startSentry(setup, reporter);
        // From here on clicks, navigation and console messages become breadcrumbs: tests wait for this.
        document.documentElement.dataset.errorReporting = 'on';
      })
      .catch((error: unknown) => console.error('Failed to load error reporting', error));
  }),
});

/** Logs of the page being shown keep its share (spec §9: SEO pages 5 %); the browser's logger only. */
const $pageSampling = createStore(false, { serialize: 'ignore' }).on(startTracingFx.done, () => true);
const samplePageLogsFx = createEffect((pathname: string) => logger.setPageRate(pageLogRate(recognizePage(pathname))));
sample({
  clock: [startTracingFx.done, $location.updates],
  source: $location,
  filter: $pageSampling,
  fn: ({ pathname }) => pathname,
  target: samplePageLogsFx,
});
