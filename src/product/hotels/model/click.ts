import { createEffect, createStore, sample } from 'effector';
import type { HotelClick, HotelClickBody, RateCheck } from '../../../contracts/hotels';
import { flushAnalytics, trackEvent, type AnalyticsCall } from '../../../platform/analytics';
import { $language } from '../../../platform/market';
import { $marker } from '../../../platform/marker';
import { $location } from '../../../platform/router';
import { $started } from '../../../platform/start';
import { hotelsClickRoute } from '../routes';
import { hotelClickFx } from './api';

/** How long the page shows an unchanged price before it hands over (a changed one waits for the visitor). */
export const handOverDelayMs = 1500;

export type ClickState = { kind: 'none' } | { kind: 'checking' } | { kind: 'checked'; check: RateCheck; url: string | null } | { kind: 'failed' };

/** The chosen rate of an address: the search and the rate the list or the hotel page showed. */
export function parseClick(search: string): { search_id: string; rate_id: string } | null {
  const query = new URLSearchParams(search);
  const searchId = query.get('search_id') ?? '';
  const rateId = query.get('rate_id') ?? '';
  return /^[0-9a-f-]{36}$/i.test(searchId) && /^[A-Z]{3}-\d{1,3}\./.test(rateId) ? { search_id: searchId, rate_id: rateId } : null;
}

/**
 * The booking site's page for the rate, with the visit's marker (the sites are simulated: their
 * addresses are of the reserved `.example` domain).
 */
export function siteUrl(check: RateCheck, marker: string): string | null {
  if (!check.offer || !check.available) return null;
  const hotelId = check.rate_id.split('.')[0]!;
  const query = new URLSearchParams({ rate: check.rate_id, marker });
  return `https://${check.offer.site}.example/hotels/${hotelId}?${query.toString()}`;
}

/** The visit's marker as the click call takes it; one it would refuse is left out (the click counts as direct). */
export const clickMarker = (marker: string): string | undefined => (/^[A-Za-z0-9_.-]{1,64}$/.test(marker) ? marker : undefined);

/** The analytics event of a stored click (as the flights' `booking:click_out`). */
export function clickEvent(params: HotelClickBody, click: HotelClick): AnalyticsCall {
  const [hotelId = '', site = ''] = params.rate_id.split('.');
  return {
    name: 'hotels:click_out',
    fields: {
      label: click.offer?.site ?? site,
      clickId: click.click_id,
      searchId: params.search_id,
      hotelId,
      rateId: params.rate_id,
      price: click.total,
      shownPrice: click.previous_total,
      changed: click.changed,
    },
  };
}

export const $clickState = createStore<ClickState>({ kind: 'checking' }, { serialize: 'ignore' });

/** Leaves for the site in place of this page, so Back returns to the hotel, not to a page that hands over again. */
export const leaveFx = createEffect(async (url: string) => {
  await new Promise((resolve) => setTimeout(resolve, handOverDelayMs));
  window.location.replace(url);
});

// Checked from the browser only: the server renders the waiting page.
const wanted = sample({
  clock: hotelsClickRoute.opened,
  source: { location: $location, client: $started, locale: $language, marker: $marker },
  fn: ({ location, client, locale, marker }) => ({ choice: parseClick(location.search), client, locale, marker: clickMarker(marker) }),
});
$clickState.on(wanted, (_, { choice }) => (choice ? { kind: 'checking' } : { kind: 'none' }));
sample({
  clock: wanted,
  filter: ({ choice, client }) => client && choice !== null,
  fn: ({ choice, locale, marker }): HotelClickBody => ({ ...choice!, locale, ...(marker && { marker }) }),
  target: hotelClickFx,
});
$clickState.on(
  sample({ clock: hotelClickFx.doneData, source: $marker, fn: (marker, check) => ({ check, url: siteUrl(check, marker) }) }),
  (_, { check, url }) => ({ kind: 'checked', check, url }),
);
$clickState.on(hotelClickFx.fail, () => ({ kind: 'failed' }));

// The stored click goes to analytics, and leaves before the page does.
sample({ clock: hotelClickFx.done, fn: ({ params, result }) => clickEvent(params, result), target: trackEvent });
sample({ clock: hotelClickFx.done, target: flushAnalytics });

// An unchanged price hands over by itself; a changed one is shown and waits for the visitor's click.
sample({
  clock: $clickState.updates,
  filter: (state) => state.kind === 'checked' && !state.check.changed && state.url !== null,
  fn: (state) => (state as Extract<ClickState, { kind: 'checked' }>).url!,
  target: leaveFx,
});
