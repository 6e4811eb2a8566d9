import { attach, createEffect, sample } from 'effector';
import { $abValues, $cookies, abCookies, cookieRemoval, readAbCookies, writeCookieFx } from '../../cookies';
import { createService } from '../../start';
import { logger } from '../../logger';

/**
 * Reads the A/B cookies `abg` and `crt` once (spec §3, §5): numeric values are kept in the
 * visit's state, a non-numeric `crt` is logged as `Invalid crt`, and both cookies are removed.
 */
const readFx = attach({
  source: $cookies,
  effect: createEffect(async (cookies: Record<string, string>) => {
    const reading = readAbCookies(cookies);
    if (reading.invalid.includes('crt')) logger.error('Invalid crt', { crt: cookies[abCookies.crt] });
    const present = Object.values(abCookies).filter((name) => Object.hasOwn(cookies, name));
    await Promise.all(present.map((name) => writeCookieFx(cookieRemoval(name))));
    return { group: reading.group, crt: reading.crt };
  }),
});
sample({ clock: readFx.doneData, target: $abValues });

export const abCookiesService = createService({ name: 'ab-cookies', start: readFx });
