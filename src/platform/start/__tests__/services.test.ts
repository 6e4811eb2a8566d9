import { allSettled, createEffect, createEvent, createStore, fork, serialize } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoute, createRouter } from '../../router';
import { locationChanged } from '../../router/navigation';
import { $started, appStarted } from '../app';
import { $pendingServices, $startedServices, slowStartMs, startAppFx } from '../model';
import { createService, startOrder, type Service, type ServiceOptions } from '../service';
import { logger } from '../../logger';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** A service whose start is recorded in `log`; its effect waits `ms` when given. */
function recorded(log: string[], name: string, options: { team?: string; requires?: Service[]; runs?: ServiceOptions['runs']; ms?: number } = {}) {
  const startFx = createEffect(async () => {
    log.push(`start ${name}`);
    if (options.ms) await new Promise((done) => setTimeout(done, options.ms));
    log.push(`done ${name}`);
  });
  return createService({ name, start: startFx, ...options });
}

describe('createService', () => {
  it('declares a service with its requirements', () => {
    const base = createService({ name: 'base', start: createEvent() });
    const service = createService({ name: 'history', team: 'search', start: createEffect(() => {}), requires: [base] });
    expect(service).toMatchObject({ kind: 'service', name: 'history', team: 'search', requires: [base], runs: 'once' });
    expect(base.team).toBeNull();
  });

  it.each([
    [{ name: '', start: createEvent() }, 'Service name is required and must be a string'],
    [{ name: 'a', start: () => {} }, 'Service a must start with an effect or an event'],
    [{ name: 'a', start: createStore(0) }, 'Service a must start with an effect or an event'],
    [{ name: 'a', team: '', start: createEvent() }, 'Team of service a must be a string'],
    [{ name: 'a', start: createEvent(), runs: 'sometimes' }, 'Service a runs once, client or both'],
    [{ name: 'a', start: createEvent(), requires: [{ name: 'b' }] }, 'Service a requires something that is not a service at position 0'],
  ])('rejects %j', (options, message) => {
    expect(() => createService(options as never)).toThrow(message);
  });
});

describe('startOrder', () => {
  const start = createEvent();
  const config = createService({ name: 'config', start });
  const marker = createService({ name: 'marker', start, requires: [config] });
  const rates = createService({ name: 'rates', start });
  const history = createService({ name: 'history', team: 'search', start, requires: [rates] });
  const filters = createService({ name: 'filters', team: 'search', start, requires: [history, marker] });

  it('starts platform services, then product services, each after what it requires', () => {
    expect(startOrder([filters, marker]).map((service) => service.name)).toEqual(['rates', 'config', 'marker', 'history', 'filters']);
  });

  it('starts a service required twice once', () => {
    expect(startOrder([marker, marker, config]).map((service) => service.name)).toEqual(['config', 'marker']);
  });

  it('rejects services that require each other', () => {
    const a = createService({ name: 'a', start, requires: [] });
    const b = createService({ name: 'b', start, requires: [a] });
    (a.requires as Service[]).push(b);
    expect(() => startOrder([a])).toThrow('Services require each other: a → b → a');
  });
});

describe('startAppFx', () => {
  it('starts platform services, then product services, then marks the app started in the browser', async () => {
    const log: string[] = [];
    const platform = recorded(log, 'platform', { ms: 5 });
    const product = recorded(log, 'product', { team: 'search' });
    appStarted.watch(() => log.push('app started'));
    const scope = fork();
    await allSettled(startAppFx, { scope, params: { services: [product, platform], side: 'client' } });
    expect(log).toEqual(['start platform', 'done platform', 'start product', 'done product', 'app started']);
    expect(scope.getState($started)).toBe(true);
    expect(scope.getState($startedServices)).toEqual(['platform', 'search/product']);
    expect(scope.getState($pendingServices)).toEqual([]);
  });

  it('starts only what is required', async () => {
    const log: string[] = [];
    const needed = recorded(log, 'needed');
    recorded(log, 'unused');
    await allSettled(startAppFx, { scope: fork(), params: { services: [needed], side: 'client' } });
    expect(log).toEqual(['start needed', 'done needed']);
  });

  it('on the server: awaits every start, keeps browser services for the browser, leaves `$started` to it', async () => {
    const log: string[] = [];
    const marker = recorded(log, 'marker', { ms: 20 });
    const rates = recorded(log, 'rates', { runs: 'client' });
    const scope = fork();
    const pending: string[][] = [];
    $pendingServices.watch((list) => pending.push(list));
    await allSettled(startAppFx, { scope, params: { services: [marker, rates], side: 'server' } });
    expect(log).toEqual(['start marker', 'done marker']);
    expect(scope.getState($started)).toBe(false);
    expect(pending).toContainEqual(['marker']);
    expect(scope.getState($pendingServices)).toEqual([]);
  });

  it('the browser does not start again what the server started for the page', async () => {
    const log: string[] = [];
    const marker = recorded(log, 'marker');
    const rates = recorded(log, 'rates', { runs: 'client' });
    const server = fork();
    await allSettled(startAppFx, { scope: server, params: { services: [marker, rates], side: 'server' } });
    const client = fork({ values: serialize(server) });
    await allSettled(startAppFx, { scope: client, params: { services: [marker, rates], side: 'client' } });
    expect(log).toEqual(['start marker', 'done marker', 'start rates', 'done rates']);
  });

  it('a service that runs on both sides starts again in the browser, once there', async () => {
    const log: string[] = [];
    const device = recorded(log, 'device', { runs: 'both' });
    const server = fork();
    await allSettled(startAppFx, { scope: server, params: { services: [device], side: 'server' } });
    await allSettled(startAppFx, { scope: server, params: { services: [device], side: 'server' } });
    const client = fork({ values: serialize(server) });
    await allSettled(startAppFx, { scope: client, params: { services: [device], side: 'client' } });
    await allSettled(startAppFx, { scope: client, params: { services: [device], side: 'client' } });
    expect(log).toEqual(['start device', 'done device', 'start device', 'done device']);
  });

  it('an event starts a service too', async () => {
    const start = createEvent();
    const $count = createStore(0).on(start, (count) => count + 1);
    const service = createService({ name: 'counter', start });
    const scope = fork();
    await allSettled(startAppFx, { scope, params: { services: [service], side: 'client' } });
    expect(scope.getState($count)).toBe(1);
  });

  it('a failing service is reported and the others still start', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const log: string[] = [];
    const broken = createService({ name: 'broken', start: createEffect<void, void>(async () => Promise.reject(new Error('down'))) });
    const after = recorded(log, 'after', { team: 'search' });
    const scope = fork();
    await allSettled(startAppFx, { scope, params: { services: [broken, after], side: 'client' } });
    expect(log).toEqual(['start after', 'done after']);
    expect(error).toHaveBeenCalledWith('Service broken failed to start', { error: expect.objectContaining({ message: 'down' }) });
    expect(scope.getState($started)).toBe(true);
  });

  it(`warns when start-up takes over ${slowStartMs} ms`, async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(logger, 'warning').mockImplementation(() => {});
    const slow = recorded([], 'slow', { ms: slowStartMs + 1 });
    const started = allSettled(startAppFx, { scope: fork(), params: { services: [slow], side: 'client' } });
    await vi.advanceTimersByTimeAsync(slowStartMs + 1);
    await started;
    expect(warn).toHaveBeenCalledWith('app initialization took too long', expect.objectContaining({ took: expect.any(Number) }));
  });

  it('does not warn for a quick start', async () => {
    const warn = vi.spyOn(logger, 'warning').mockImplementation(() => {});
    await allSettled(startAppFx, { scope: fork(), params: { services: [recorded([], 'quick')], side: 'client' } });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('services of routes', () => {
  it('a route opened after start starts the services it requires, once', async () => {
    const log: string[] = [];
    const rates = recorded(log, 'rates', { runs: 'client' });
    const screen = async () => ({ default: () => null });
    const main = createRoute({ name: 'main', team: 'explore', path: '/', load: screen });
    const results = createRoute({ name: 'results', team: 'search', path: '/search/:params', load: screen, services: [rates] });
    const router = createRouter({ routes: [main, results], $context: createStore({ brand: 'AS' as const, market: 'ru', language: 'ru' }) });
    const scope = fork();
    await allSettled(locationChanged, { scope, params: { pathname: '/', search: '' } });
    await allSettled(startAppFx, { scope, params: { services: [], side: 'client' } });
    await allSettled(router.started, { scope });
    expect(log).toEqual([]);
    await allSettled(locationChanged, { scope, params: { pathname: '/search/MOW1012IST1', search: '' } });
    await allSettled(locationChanged, { scope, params: { pathname: '/', search: '' } });
    await allSettled(locationChanged, { scope, params: { pathname: '/search/MOW1012LED1', search: '' } });
    expect(log).toEqual(['start rates', 'done rates']);
  });

  it('createRoute rejects a service list holding something else', () => {
    expect(() => createRoute({ name: 'x', team: 't', path: '/x', services: [{} as Service] })).toThrow('Invalid service at position 0');
  });
});
