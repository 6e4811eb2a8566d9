/** Analytics delivery constants of spec §9, as the tracker is configured with them. */
export const analyticsConstants = {
  /** Events wait for the common fields at most this long before they are sent anyway. */
  flushDelayMs: 2000,
  postPath: '/a/j',
  /** Events sent one by one: a page that closes loses nothing waiting in a buffer. */
  bufferSize: 1,
  requestTimeoutMs: 5000,
  maxPostBytes: 40_000,
  /** The payload-data wrapper the tracker adds around a batch, counted on top of `maxPostBytes`. */
  payloadOverheadBytes: 88,
  offlineQueueSize: 1000,
  sessionCookieTimeoutS: 1800,
  cookieLifetimeS: 63_072_000,
  cookiePrefix: '_sp_',
  cookieSameSite: 'Lax',
  cookieSecure: true,
  credentials: 'include',
  respectDoNotTrack: false,
  /** Statuses after which a batch is dropped instead of retried. */
  doNotRetryStatuses: [400, 401, 403, 410, 422],
  /** Local-storage key that turns debugging on: the dev collector and every event in the console. */
  debugStorageKey: 'analytics_debug',
} as const;
