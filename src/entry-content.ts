import { prefetchFiles } from './app/content/entry-prefetch';
import { loadAppLayers } from './app/layers';
import { enhanceMenuButton } from './app/content/entry-menu';
import { entryMayStart } from './platform/browser-support/entry';
import { afterFirstPaint, whenIdle } from './platform/start/idle';
// The queue alone: the tracing index would bring the SDK's loader and effector into this entry.
import { queueUnhandledErrors, reporter } from './platform/tracing/reporter';

// The entry of content pages (src/product/README.md: Content pages). The page is complete and
// works without JavaScript: links are links and forms reach the server. This entry keeps the
// page's errors for the error SDK and opens the header's menu; once the page is idle it fetches
// the app and starts its services (the page view) in layers, each chunk evaluated in a task of
// its own (vite.config.ts), and the app takes over navigation.

async function start() {
  // Where the browser check found this browser unsupported, its notice chunk takes the page.
  if (!entryMayStart()) return;
  // Errors before the error reporting SDK loads wait for it.
  queueUnhandledErrors(window, reporter);
  // The one control of the page that needs a script: the header's menu on narrow screens.
  enhanceMenuButton();
  // The browser can be idle before it has presented the first frame: a fetch started then is
  // one the first paint counts as waiting for (Lighthouse's simulated LCP does).
  await afterFirstPaint();
  await whenIdle();
  performance.mark('content-idle');
  const prefetch = document.querySelector<HTMLScriptElement>('script[data-prefetch]')?.dataset.prefetch;
  if (prefetch) prefetchFiles(prefetch.split(' '));
  // The same layers as the app's entry (src/entry-client.tsx), each chunk evaluated in a task of its own.
  await loadAppLayers({ render: false });
  const { startContentPage } = await import('./app/content/start');
  await startContentPage();
}

void start();
