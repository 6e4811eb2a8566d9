import { createEffect, createEvent, sample } from 'effector';
import type { SearchToSave } from './history';

/**
 * A search finished with its cheapest ticket (spec §3 saved search). Where it is kept, in this
 * browser or in the account, is the user model's business; that model is a chunk of its own,
 * loaded the first time a search finishes, so the results page starts without it. It takes the
 * search from `searchKeptFx`'s success.
 */
export const searchFinished = createEvent<SearchToSave>();

export const searchKeptFx = createEffect(async (search: SearchToSave) => {
  await import('../user/searches');
  return search;
});
sample({ clock: searchFinished, target: searchKeptFx });
