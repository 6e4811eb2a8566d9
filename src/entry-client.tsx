import { loadAppLayers } from './app/layers';
import { entryMayStart } from './platform/browser-support/entry';
import { afterFirstPaint, yieldToBrowser } from './platform/start/idle';
import { queueUnhandledErrors, reporter } from './platform/tracing/reporter';
import './ui/tokens/tokens.css';
import './ui/tokens/base.css';

// The page's entry: small on purpose. It runs before the server's page is painted, so it does
// only what must happen first, and loads the app once the page is on screen (its first contentful
// paint): script work before the first paint delays it (and Lighthouse's simulated FCP and LCP).
// The app arrives in layers, each a chunk (vite.config.ts) evaluated in a task of its own
// (./app/layers): React, the libraries, the contracts, the platform, its services, then the
// product's search form, the other routes, and the app's start (./app/start-client).

// Where the browser check found this browser unsupported, its notice chunk takes the page.
if (entryMayStart()) {
  // Errors from here on, before the error reporting SDK loads, wait for it.
  queueUnhandledErrors(window, reporter);
  void afterFirstPaint()
    .then(() => loadAppLayers({ render: true }))
    .then(() => import('./product/search'))
    .then(yieldToBrowser)
    .then(() => import('./app/routes'))
    .then(yieldToBrowser)
    .then(() => import('./app/start-client'))
    .then(({ startApp }) => startApp());
}
