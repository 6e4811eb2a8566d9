// Cookies of the visit: reading, writing (browser or server response), identity and A/B cookies.
export type { CookieWrite } from './cookies';
export { daySeconds, parseCookies, serializeCookie } from './cookies';
export { $cookies, cookieRemoval, writeCookieFx } from './model';
export { $anonymousId, anonymousIdCookie, anonymousIdMaxAge, isAnonymousId } from './identity';
export type { AbReading, AbValues } from './ab';
export { $abValues, abCookies, readAbCookies } from './ab';
