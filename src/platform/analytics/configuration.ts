import type { TrackerConfiguration } from '@snowplow/browser-tracker';
import type { Logger } from '../logger';
import { analyticsConstants as constants } from './constants';

export interface TrackerSetup {
  trackerId: string;
  appId: string;
  endpoint: string;
  /** `post` sends batches to `/a/j`; `get` one event per `/i` request. */
  eventMethod?: 'post' | 'get';
  /** A URL the tracker GETs once before its first send (e.g. to set a cookie on the collector's domain). */
  preflightUrl?: string | null;
}

/** The failure the tracker reports after a send. */
export interface SendFailure {
  status?: number;
  message?: string;
  willRetry: boolean;
}

/** `Failed to send analytics - {message}`: an error once the events are dropped, a warning while they are retried. */
export function reportSendFailure({ status, message, willRetry }: SendFailure, log: Pick<Logger, 'error' | 'warning'>) {
  // An HTTP failure's message is its status text, which may be empty.
  const text = `Failed to send analytics - ${message || (status === undefined ? 'unknown error' : `Status ${status}`)}`;
  const details = { status: status ?? null, willRetry };
  if (willRetry) log.warning(text, details);
  else log.error(text, details);
}

/**
 * The Snowplow tracker's configuration with spec §9's constants. The tracker itself keeps the
 * delivery rules: no retry after 400, 401, 403, 410 or 422 (`Status N, will not retry.`), a
 * request aborted after the timeout (`Request timed out`), an event over the POST limit sent
 * alone (`Event (nB) too big, max is m`), the offline queue in local storage.
 */
export function trackerConfiguration(setup: TrackerSetup, log: Pick<Logger, 'error' | 'warning'>): TrackerConfiguration {
  return {
    appId: setup.appId,
    platform: 'web',
    eventMethod: setup.eventMethod ?? 'post',
    postPath: constants.postPath,
    bufferSize: constants.bufferSize,
    // The tracker adds the payload-data wrapper's 88 bytes to each batch before comparing.
    maxPostBytes: constants.maxPostBytes,
    connectionTimeout: constants.requestTimeoutMs,
    maxLocalStorageQueueSize: constants.offlineQueueSize,
    sessionCookieTimeout: constants.sessionCookieTimeoutS,
    cookieLifetime: constants.cookieLifetimeS,
    cookieName: constants.cookiePrefix,
    cookieSameSite: constants.cookieSameSite,
    cookieSecure: constants.cookieSecure,
    credentials: constants.credentials,
    respectDoNotTrack: constants.respectDoNotTrack,
    dontRetryStatusCodes: [...constants.doNotRetryStatuses],
    // Events sent as the page is hidden (web vitals) must outlive it.
    keepalive: true,
    contexts: { webPage: true, session: true },
    ...(setup.preflightUrl ? { idService: setup.preflightUrl } : {}),
    onRequestFailure: (failure) => reportSendFailure(failure, log),
  };
}
