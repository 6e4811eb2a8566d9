import { allSettled, scopeBind, type Scope } from 'effector';
import { tracingService } from '../../platform/services';
import { startAppFx, yieldToBrowser } from '../../platform/start';
import { reporter, startTracingFx } from '../../platform/tracing';
import { clientScope } from '../client-scope';
import { appServices } from '../services';
import { takeOverOnUse } from './links';

/**
 * The error SDK, the heaviest of the services, loads on a content page only when there is
 * something to report (an error queued since the first line of the entry, or a later one) or when
 * the app takes over; until then the reporter's queue keeps every call.
 */
function startErrorReportingWhenNeeded(scope: Scope): void {
  const start = () => {
    window.removeEventListener('error', start);
    window.removeEventListener('unhandledrejection', start);
    void allSettled(startTracingFx, { scope });
  };
  if (reporter.pending().length > 0) return start();
  window.addEventListener('error', start);
  window.addEventListener('unhandledrejection', start);
}

/**
 * Runs once a content page is idle: the services every page requires start in the browser (the
 * page view among them, its tracker loading as a chunk of its own), then in-app links are taken
 * over. Each step is a task of its own.
 */
export async function startContentPage(): Promise<void> {
  const scope = await clientScope();
  await yieldToBrowser();
  const services = appServices.filter((service) => service !== tracingService);
  await scopeBind(startAppFx, { scope })({ services, side: 'client' });
  await yieldToBrowser();
  startErrorReportingWhenNeeded(scope);
  takeOverOnUse(scope);
  // Links and the search form are the app's from here on: tests wait for this.
  document.documentElement.dataset.appReady = 'true';
}
