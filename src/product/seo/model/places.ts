import { createEvent, createStore, sample } from 'effector';
import { $language } from '../../../platform/market';
import { answersCodes, placeholderChoice, placesByCodeQuery, type PlaceChoice } from '../../../platform/places';
import type { RouteParams } from '../../../platform/router';
import { $sentBack, destinationChanged, originChanged } from '../../search';

/** Names of the place codes SEO pages show; a code without a name is shown as the code. */
export const $places = createStore<Record<string, PlaceChoice>>({});

/** A page with place codes opened; `prefill` says which form fields the codes go to. */
export const placesWanted = createEvent<{ params: RouteParams; prefill: 'route' | 'destination' | 'none' }>();

const isPlaceCode = (value: string | undefined): value is string => !!value && /^[A-Z]{3}$/.test(value);

/** The codes of a page's parameters that name a city or an airport. */
export const placeCodes = (params: RouteParams) => [params.origin, params.destination, params.name].filter(isPlaceCode);

const wanted = sample({
  clock: placesWanted,
  source: $language,
  filter: (_, { params }) => placeCodes(params).length > 0,
  fn: (language, { params, prefill }) => ({ codes: placeCodes(params), language, prefill, params }),
});
sample({ clock: wanted, fn: ({ codes, language }) => ({ codes, language }), target: placesByCodeQuery.start });

// The search form starts from the page's places, by name when known, by code otherwise.
const $lastWanted = createStore<{ params: RouteParams; prefill: 'route' | 'destination' | 'none' } | null>(null).on(wanted, (_, { params, prefill }) => ({
  params,
  prefill,
}));
// Only answers to this page's codes: another screen may look up others.
const answered = sample({
  clock: placesByCodeQuery.finished.finally,
  source: $lastWanted,
  filter: (wanted, { params }) => wanted !== null && answersCodes(params, placeCodes(wanted.params)),
  fn: (_, finished) => (finished.status === 'done' ? finished.result : {}),
});
$places.on(answered, (known, found) => ({ ...known, ...found }));
// A form the server sent back to this page keeps what the traveller typed instead.
const settled = sample({ clock: answered, source: { wanted: $lastWanted, places: $places, sentBack: $sentBack }, filter: ({ sentBack }) => sentBack === null });
const choice = (places: Record<string, PlaceChoice>, code: string) => places[code] ?? placeholderChoice(code);
sample({
  clock: settled,
  filter: ({ wanted }) => wanted?.prefill === 'route' && isPlaceCode(wanted.params.origin),
  fn: ({ wanted, places }) => choice(places, wanted!.params.origin!),
  target: originChanged,
});
sample({
  clock: settled,
  filter: ({ wanted }) => {
    if (!wanted) return false;
    const code = wanted.prefill === 'route' ? wanted.params.destination : wanted.prefill === 'destination' ? wanted.params.name : undefined;
    return isPlaceCode(code);
  },
  fn: ({ wanted, places }) => choice(places, (wanted!.prefill === 'route' ? wanted!.params.destination : wanted!.params.name)!),
  target: destinationChanged,
});

/** A place's name for titles: its name when known, else its code. */
export const placeName = (places: Record<string, PlaceChoice>, code: string | undefined) => (code ? (places[code]?.name ?? code) : '');
