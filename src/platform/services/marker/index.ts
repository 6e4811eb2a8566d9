import { attach, createEffect, sample } from 'effector';
import type { BrandCode } from '../../brand';
import { $cookies, writeCookieFx } from '../../cookies';
import { $host } from '../../env';
import { $brand } from '../../market';
import { $marker, $referrer, chooseMarker, markerCookie, markerCookieMaxAge, type MarkerSources } from '../../marker';
import { $location } from '../../router';
import { createService } from '../../start';

/**
 * Chooses the visit's marker at start (spec §4) and saves one that arrived now in the `marker`
 * cookie (30 days, 60 for 174432, the session for the flight brand's test markers).
 */
const chooseFx = attach({
  source: { location: $location, referrer: $referrer, cookies: $cookies, host: $host, brand: $brand },
  mapParams: (_: void, { location, referrer, cookies, host, brand }) => ({
    sources: { search: location.search, referrer, cookie: cookies[markerCookie], host } satisfies MarkerSources,
    brand,
  }),
  effect: createEffect(async ({ sources, brand }: { sources: MarkerSources; brand: BrandCode }) => {
    const { marker, save } = chooseMarker(sources);
    if (save) await writeCookieFx({ name: markerCookie, value: marker, maxAge: markerCookieMaxAge(marker, brand) });
    return marker;
  }),
});
sample({ clock: chooseFx.doneData, target: $marker });

export const markerService = createService({ name: 'marker', start: chooseFx });
