import { createEffect, createStore, sample } from 'effector';
import type { RateCheck } from '../../../contracts/hotels';
import { $language } from '../../../platform/market';
import { $marker } from '../../../platform/marker';
import { $location } from '../../../platform/router';
import { $started } from '../../../platform/start';
import { hotelsClickRoute } from '../routes';
import { rateCheckFx } from './api';

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

export const $clickState = createStore<ClickState>({ kind: 'checking' }, { serialize: 'ignore' });

/** Leaves for the site in place of this page, so Back returns to the hotel, not to a page that hands over again. */
export const leaveFx = createEffect(async (url: string) => {
  await new Promise((resolve) => setTimeout(resolve, handOverDelayMs));
  window.location.replace(url);
});

// Checked from the browser only: the server renders the waiting page.
const wanted = sample({
  clock: hotelsClickRoute.opened,
  source: { location: $location, client: $started, locale: $language },
  fn: ({ location, client, locale }) => ({ choice: parseClick(location.search), client, locale }),
});
$clickState.on(wanted, (_, { choice }) => (choice ? { kind: 'checking' } : { kind: 'none' }));
sample({
  clock: wanted,
  filter: ({ choice, client }) => client && choice !== null,
  fn: ({ choice, locale }) => ({ ...choice!, locale }),
  target: rateCheckFx,
});
$clickState.on(
  sample({ clock: rateCheckFx.doneData, source: $marker, fn: (marker, check) => ({ check, url: siteUrl(check, marker) }) }),
  (_, { check, url }) => ({ kind: 'checked', check, url }),
);
$clickState.on(rateCheckFx.fail, () => ({ kind: 'failed' }));

// An unchanged price hands over by itself; a changed one is shown and waits for the visitor's click.
sample({
  clock: $clickState.updates,
  filter: (state) => state.kind === 'checked' && !state.check.changed && state.url !== null,
  fn: (state) => (state as Extract<ClickState, { kind: 'checked' }>).url!,
  target: leaveFx,
});
