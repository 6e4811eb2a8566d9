import { allSettled, createEffect, fork, serialize } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { createMutation, createQuery, sameParams, type OperationStatus } from '../operation';

/** An effect answering `{ id }` with its name, failing for id 0. */
const lookup = () => vi.fn(async ({ id }: { id: number }) => (id === 0 ? Promise.reject(new Error('none')) : `item ${id}`));

function statusesOf(status: { updates: { watch: (fn: (value: OperationStatus) => void) => unknown } }) {
  const seen: OperationStatus[] = [];
  status.updates.watch((value) => seen.push(value));
  return seen;
}

describe('queries', () => {
  test('go initial → pending → done, keep the answer and clear the error (spec §8)', async () => {
    const handler = lookup();
    const query = createQuery(createEffect(handler));
    const scope = fork();
    expect(scope.getState(query.$status)).toBe('initial');
    const started = vi.fn();
    query.started.watch(started);
    await allSettled(query.start, { scope, params: { id: 1 } });
    expect(started).toHaveBeenCalledWith({ params: { id: 1 } });
    expect(scope.getState(query.$status)).toBe('done');
    expect(scope.getState(query.$data)).toBe('item 1');
    expect(scope.getState(query.$error)).toBeNull();
    expect(scope.getState(query.$succeeded)).toBe(true);
  });

  test('a failure clears the data and keeps the error; a success after it clears the error', async () => {
    const query = createQuery(createEffect(lookup()));
    const scope = fork();
    await allSettled(query.start, { scope, params: { id: 1 } });
    await allSettled(query.start, { scope, params: { id: 0 } });
    expect(scope.getState(query.$status)).toBe('fail');
    expect(scope.getState(query.$failed)).toBe(true);
    expect(scope.getState(query.$data)).toBeNull();
    expect(scope.getState(query.$error)).toEqual(new Error('none'));
    await allSettled(query.start, { scope, params: { id: 2 } });
    expect(scope.getState(query.$error)).toBeNull();
    expect(scope.getState(query.$data)).toBe('item 2');
  });

  test('the status passes through pending on every call', async () => {
    const query = createQuery(createEffect(lookup()));
    const seen = statusesOf(query.$status);
    await allSettled(query.start, { scope: fork(), params: { id: 1 } });
    expect(seen).toEqual(['pending', 'done']);
  });

  test('refresh calls only when the data is stale or the params differ; reset makes it stale again', async () => {
    const handler = lookup();
    const query = createQuery(createEffect(handler));
    const scope = fork();
    await allSettled(query.refresh, { scope, params: { id: 1 } });
    await allSettled(query.refresh, { scope, params: { id: 1 } });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(scope.getState(query.$stale)).toBe(false);
    await allSettled(query.refresh, { scope, params: { id: 2 } });
    expect(handler).toHaveBeenCalledTimes(2);
    await allSettled(query.reset, { scope });
    expect(scope.getState(query.$status)).toBe('initial');
    expect(scope.getState(query.$data)).toBeNull();
    expect(scope.getState(query.$stale)).toBe(true);
    await allSettled(query.refresh, { scope, params: { id: 2 } });
    expect(handler).toHaveBeenCalledTimes(3);
  });

  test('the page carries the answer: a browser scope made from it has the data, and refresh without params does not call again', async () => {
    const handler = vi.fn(async () => 'rates');
    const query = createQuery(createEffect(handler));
    const server = fork();
    await allSettled(query.start, { scope: server });
    const client = fork({ values: serialize(server) });
    expect(client.getState(query.$data)).toBe('rates');
    expect(client.getState(query.$status)).toBe('done');
    await allSettled(query.refresh, { scope: client });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  test('the page carries the params too: the browser’s refresh with the server’s params does not call again, unless the server’s call failed', async () => {
    const handler = lookup();
    const query = createQuery(createEffect(handler));
    const server = fork();
    await allSettled(query.refresh, { scope: server, params: { id: 1 } });
    const client = fork({ values: serialize(server) });
    await allSettled(query.refresh, { scope: client, params: { id: 1 } });
    expect(handler).toHaveBeenCalledTimes(1);
    await allSettled(query.refresh, { scope: client, params: { id: 2 } });
    expect(handler).toHaveBeenCalledTimes(2);

    const failing = fork();
    await allSettled(query.refresh, { scope: failing, params: { id: 0 } });
    const retried = fork({ values: serialize(failing) });
    await allSettled(query.refresh, { scope: retried, params: { id: 0 } });
    expect(handler).toHaveBeenCalledTimes(4);
  });

  test('each call ends on its own: finished events carry the params', async () => {
    const query = createQuery(createEffect(lookup()));
    const success = vi.fn();
    const failure = vi.fn();
    const ended = vi.fn();
    query.finished.success.watch(success);
    query.finished.failure.watch(failure);
    query.finished.finally.watch(ended);
    const scope = fork();
    await Promise.all([allSettled(query.start, { scope, params: { id: 3 } }), allSettled(query.start, { scope, params: { id: 0 } })]);
    expect(success).toHaveBeenCalledWith({ params: { id: 3 }, result: 'item 3' });
    expect(failure).toHaveBeenCalledWith({ params: { id: 0 }, error: new Error('none') });
    expect(ended.mock.calls.map(([{ status }]) => status).sort()).toEqual(['done', 'fail']);
  });
});

describe('mutations', () => {
  test('call on every start and report each end; reset goes back to initial', async () => {
    const handler = lookup();
    const mutation = createMutation(createEffect(handler));
    const scope = fork();
    await allSettled(mutation.start, { scope, params: { id: 1 } });
    await allSettled(mutation.start, { scope, params: { id: 1 } });
    expect(handler).toHaveBeenCalledTimes(2);
    expect(scope.getState(mutation.$status)).toBe('done');
    await allSettled(mutation.start, { scope, params: { id: 0 } });
    expect(scope.getState(mutation.$status)).toBe('fail');
    await allSettled(mutation.reset, { scope });
    expect(scope.getState(mutation.$status)).toBe('initial');
    expect(scope.getState(mutation.$pending)).toBe(false);
  });

  test('two operations over one effect report only their own calls', async () => {
    const shared = createEffect(lookup());
    const first = createMutation(shared);
    const second = createMutation(shared);
    const done = vi.fn();
    second.finished.success.watch(done);
    await allSettled(first.start, { scope: fork(), params: { id: 1 } });
    expect(done).not.toHaveBeenCalled();
  });
});

describe('params compared as data', () => {
  test.each([
    [undefined, undefined, true],
    [{ id: 1, kinds: ['city'] }, { kinds: ['city'], id: 1 }, true],
    [{ id: 1 }, { id: 2 }, false],
    [{ id: 1 }, { id: 1, extra: undefined }, false],
    [['a'], { 0: 'a' }, false],
    [null, {}, false],
  ])('%j and %j: %s', (a, b, same) => expect(sameParams(a, b)).toBe(same));
});
