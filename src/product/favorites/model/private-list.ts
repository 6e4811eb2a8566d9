import { createEvent, createStore, sample } from 'effector';
import { $sessionState } from '../../../platform/session';
import { userReset } from '../../../platform/user';
import type { Mutation, Query } from '../../../platform/request';

type ListState = 'loading' | 'ready' | 'failed';

type ItemChange = Pick<Mutation<{ id: string }, unknown, unknown>, 'started' | 'finished'>;

/**
 * What the favorites lists (flights, hotels, places) keep alike: how the reading of the list
 * stands, the items a change is under way for, the one whose last change failed, and `read`,
 * when to read the list: the page was opened by a logged-in user, or the visitor logged in on it.
 * Each list reads and fills itself on `read` (the calls' params differ). A factory of the babel
 * plugin's (vite.config.ts): each list's stores have sids of their own.
 */
export function createPrivateList<Params, Data, Failure>({ query, changes }: { query: Query<Params, Data, Failure>; changes: ItemChange[] }) {
  /** The page was opened (or asked to try again). */
  const opened = createEvent();
  const $state = createStore<ListState>('loading', { serialize: 'ignore' })
    .on(query.started, () => 'loading')
    .on(query.finished.success, () => 'ready')
    .on(query.finished.failure, () => 'failed')
    .reset(userReset);
  const $busy = createStore<readonly string[]>([], { serialize: 'ignore' })
    .on(
      changes.map((change) => change.started),
      (ids, { params }) => [...ids, params.id],
    )
    .on(
      changes.map((change) => change.finished.finally),
      (ids, { params }) => ids.filter((id) => id !== params.id),
    );
  const $failed = createStore<string | null>(null, { serialize: 'ignore' })
    .on(
      changes.map((change) => change.finished.failure),
      (_, { params }) => params.id,
    )
    .reset(changes.map((change) => change.started));
  const $opened = createStore(false, { serialize: 'ignore' }).on(opened, () => true);
  const read = sample({
    clock: [opened, $sessionState.updates],
    source: { state: $sessionState, opened: $opened },
    filter: ({ state, opened }) => opened && state === 'authorized',
    fn: () => undefined,
  });
  return { opened, $state, $busy, $failed, read };
}
