import { createStore } from 'effector';
import { daySeconds } from './cookies';

/** The anonymous visitor id (spec §3): issued by the server when the request has none. */
export const anonymousIdCookie = 'auid';
/** Two years, like the analytics cookies (spec §9). */
export const anonymousIdMaxAge = 730 * daySeconds;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isAnonymousId = (value: unknown): value is string => typeof value === 'string' && uuid.test(value);

/**
 * The visitor's anonymous id, rendered into the page's state. The client needs it (flags'
 * entityID, analytics), so the cookie is not HttpOnly either: it identifies a browser for
 * bucketing and counting and opens nothing (SECURITY.md).
 */
export const $anonymousId = createStore<string | null>(null);
