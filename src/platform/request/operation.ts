import { attach, createEvent, createStore, sample, type Effect, type Event, type EventCallable, type Store } from 'effector';

// Queries and mutations are built on the effect that makes the call, with the few units the app
// reads. The request library that came before built several hundred units for each (3–6 ms apiece
// on a fast machine), and a page builds 15–25 of them at start: most of its start-up time
// (README: Performance). The states and their order are the ones spec §8 names.

/** `initial → pending → done | fail` (spec §8). */
export type OperationStatus = 'initial' | 'pending' | 'done' | 'fail';

/** What a call's end says, by how it ended: the effect's own `done`, `fail` and `finally`. */
export interface Finished<Params, Data, Failure> {
  success: Event<{ params: Params; result: Data }>;
  failure: Event<{ params: Params; error: Failure }>;
  finally: Event<{ params: Params; status: 'done'; result: Data } | { params: Params; status: 'fail'; error: Failure }>;
}

/** A write: every start is a call, and each call ends on its own. */
export interface Mutation<Params, Data, Failure> {
  start: EventCallable<Params>;
  started: Event<{ params: Params }>;
  finished: Finished<Params, Data, Failure>;
  /** Back to `initial`. */
  reset: EventCallable<void>;
  $status: Store<OperationStatus>;
  $pending: Store<boolean>;
  $failed: Store<boolean>;
  $succeeded: Store<boolean>;
}

/** A read: it keeps its latest answer or failure. */
export interface Query<Params, Data, Failure> extends Mutation<Params, Data, Failure> {
  /** Starts the call unless the data is fresh: answered for the same params and not reset since. */
  refresh: EventCallable<Params>;
  /** The latest answer; a failure clears it. */
  $data: Store<Data | null>;
  $error: Store<Failure | null>;
  /** True until a call ends, and again after `reset`. */
  $stale: Store<boolean>;
}

/** Params compared as data: `refresh` with equal params does not call again. */
export function sameParams(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && sameParams((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

export function createMutation<Params, Data, Failure>(effect: Effect<Params, Data, Failure>): Mutation<Params, Data, Failure> {
  // An effect of its own: its `done` and `fail` are this operation's calls only.
  const call = attach({ effect });
  const start = createEvent<Params>();
  const reset = createEvent();
  sample({ clock: start, target: call });
  const $status = createStore<OperationStatus>('initial')
    .on(call, () => 'pending')
    .on(call.done, () => 'done')
    .on(call.fail, () => 'fail')
    .reset(reset);
  return {
    start,
    started: call.map((params) => ({ params })),
    finished: { success: call.done, failure: call.fail, finally: call.finally },
    reset,
    $status,
    $pending: $status.map((status) => status === 'pending'),
    $failed: $status.map((status) => status === 'fail'),
    $succeeded: $status.map((status) => status === 'done'),
  };
}

export function createQuery<Params, Data, Failure>(effect: Effect<Params, Data, Failure>): Query<Params, Data, Failure> {
  const operation = createMutation(effect);
  const { finished, reset } = operation;
  const refresh = createEvent<Params>();
  const $data = createStore<Data | null>(null, { skipVoid: false })
    .on(finished.success, (_, { result }) => result)
    .reset(finished.failure, reset);
  const $error = createStore<Failure | null>(null, { skipVoid: false })
    .on(finished.failure, (_, { error }) => error)
    .reset(finished.success, reset);
  const $stale = createStore(true)
    .on(finished.finally, () => false)
    .reset(reset);
  // The params of the latest call, for `refresh`, sent with the page: the browser's `refresh` with the
  // params of the server's call does not call again once the page is there, unless that call failed.
  const $latestParams = createStore<Params | undefined>(undefined, { skipVoid: false })
    .on(operation.started, (_, { params }) => params)
    .reset(reset);
  sample({
    clock: refresh,
    source: { stale: $stale, latest: $latestParams, error: $error },
    filter: ({ stale, latest, error }, params) => stale || error !== null || !sameParams(latest, params),
    fn: (_, params) => params,
    target: operation.start,
  });
  return { ...operation, refresh, $data, $error, $stale };
}
