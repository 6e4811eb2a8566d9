import { afterFirstIdle, prefetchFiles } from './app/content/entry-idle';
import { entryMayStart } from './platform/browser-support/entry';
// The queue alone: the tracing index would bring the SDK's loader and effector into this entry.
import { queueUnhandledErrors, reporter } from './platform/tracing/reporter';

// The entry of content pages (src/product/README.md: Content pages). The page is complete and
// works without JavaScript: links are links and forms reach the server. This entry only keeps
// the page's errors for the error SDK and, once the page is idle, fetches the app and starts its
// services (page view, error reporting) in small steps; the app then takes over navigation.

async function start() {
  // Where the browser check found this browser unsupported, its notice chunk takes the page.
  if (!entryMayStart()) return;
  // Errors before the error reporting SDK loads wait for it.
  queueUnhandledErrors(window, reporter);
  await afterFirstIdle();
  performance.mark('content-idle');
  const prefetch = document.querySelector<HTMLScriptElement>('script[data-prefetch]')?.dataset.prefetch;
  if (prefetch) prefetchFiles(prefetch.split(' '));
  const { startContentPage } = await import('./app/content/start');
  await startContentPage();
}

void start();
