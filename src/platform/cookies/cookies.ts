/** A cookie to set (or, with `maxAge: 0`, to remove); without `maxAge` it lasts the session. */
export interface CookieWrite {
  name: string;
  value: string;
  /** Seconds. */
  maxAge?: number;
  /** Kept from page scripts; only the server can set it. */
  httpOnly?: boolean;
}

export const daySeconds = 24 * 3600;

/** `a=1; b=two` → `{ a: '1', b: 'two' }`; the first of repeated names wins, as servers read it. */
export function parseCookies(header: string): Record<string, string> {
  // No prototype: a cookie named `__proto__` or `constructor` is a cookie like any other.
  const cookies: Record<string, string> = Object.create(null);
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    if (!name || Object.hasOwn(cookies, name)) continue;
    const raw = part
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

/** The `document.cookie` form of a write: path `/`, SameSite Lax, Secure on https. */
export function serializeCookie(write: CookieWrite, secure: boolean): string {
  const parts = [`${write.name}=${encodeURIComponent(write.value)}`, 'Path=/', 'SameSite=Lax'];
  if (write.maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(write.maxAge))}`);
  if (write.maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
