import { createEffect, createStore } from 'effector';
import { serializeCookie, type CookieWrite } from './cookies';

/**
 * The visit's cookies as the app started with them (server: the request's; browser: the page's),
 * then as the app wrote them. Set when a scope is forked.
 */
export const $cookies = createStore<Record<string, string>>({}, { serialize: 'ignore' });

/**
 * Sets a cookie. In the browser it writes `document.cookie`; the server renders with its own
 * handler, which turns writes into `Set-Cookie` headers of the page's response.
 */
export const writeCookieFx = createEffect((write: CookieWrite) => {
  if (write.httpOnly) throw new Error(`Cookie ${write.name} is HttpOnly: only the server sets it`);
  document.cookie = serializeCookie(write, window.location.protocol === 'https:');
});

$cookies.on(writeCookieFx, (cookies, { name, value, maxAge }) => {
  if (maxAge !== 0) return { ...cookies, [name]: value };
  const { [name]: _removed, ...rest } = cookies;
  return rest;
});

/** The write that removes a cookie. */
export const cookieRemoval = (name: string): CookieWrite => ({ name, value: '', maxAge: 0 });
