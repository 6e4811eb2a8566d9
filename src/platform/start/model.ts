import { attach, createEffect, createEvent, createStore, is, sample, scopeBind } from 'effector';
import { routesOpened } from '../router';
import { appStarted } from './app';
import { yieldToBrowser } from './idle';
import { startOrder, type Service } from './service';
import { logger } from '../logger';

/** A start-up slower than this is reported (spec §8). */
export const slowStartMs = 5000;

export type AppSide = 'server' | 'client';

export interface StartAppParams {
  /** What the app and the first route require; what they require in turn starts too. */
  services: readonly Service[];
  side: AppSide;
}

const serviceKey = (service: Service) => (service.team ? `${service.team}/${service.name}` : service.name);

/**
 * Services started in this visit, by key (`name` or `team/name`). Serialized, so the client does
 * not start again what the server started while rendering the page.
 */
export const $startedServices = createStore<string[]>([]);
/** Services started in this runtime (the server's render or the browser). */
const $startedHere = createStore<string[]>([], { serialize: 'ignore' });
/** Services whose start is under way; the server awaits them before rendering. */
export const $pendingServices = createStore<string[]>([], { serialize: 'ignore' });
const $side = createStore<AppSide | null>(null, { serialize: 'ignore' });

const sideSet = createEvent<AppSide>();
const claimed = createEvent<string[]>();
const serviceStarting = createEvent<string>();
const serviceSettled = createEvent<string>();
/** A service's start failed; the others go on. */
export const serviceFailed = createEvent<{ name: string; error: unknown }>();

$side.on(sideSet, (_, side) => side);
const addKeys = (started: string[], keys: string[]) => [...started, ...keys.filter((key) => !started.includes(key))];
$startedServices.on(claimed, addKeys);
$startedHere.on(claimed, addKeys);
$pendingServices.on(serviceStarting, (pending, key) => [...pending, key]).on(serviceSettled, (pending, key) => pending.filter((entry) => entry !== key));

/** Starts what is required and not started yet, in order, each start awaited. */
const startServicesFx = attach({
  source: { started: $startedServices, here: $startedHere, side: $side },
  mapParams: (services: readonly Service[], states) => ({ services, ...states }),
  effect: createEffect(async ({ services, started, here, side }: { services: readonly Service[]; started: string[]; here: string[]; side: AppSide | null }) => {
    const due = startOrder(services).filter((service) => {
      const key = serviceKey(service);
      if (here.includes(key)) return false;
      if (service.runs === 'client') return side === 'client';
      // Started by the server for this page: only `both` services start again in the browser.
      return service.runs === 'both' || !started.includes(key);
    });
    if (due.length === 0) return;
    // Bound now: after the first await only bound units reach this scope.
    const claim = scopeBind(claimed, { safe: true });
    const starting = scopeBind(serviceStarting, { safe: true });
    const settled = scopeBind(serviceSettled, { safe: true });
    const failed = scopeBind(serviceFailed, { safe: true });
    const starts = due.map(({ start }): (() => unknown) => (is.effect(start) ? scopeBind(start, { safe: true }) : scopeBind(start, { safe: true })));
    // Claimed at once, so a route opening meanwhile does not start them a second time.
    claim(due.map(serviceKey));
    for (const [position, service] of due.entries()) {
      const key = serviceKey(service);
      starting(key);
      try {
        // An effect's start is awaited; an event's start is done once told.
        await starts[position]!();
      } catch (error) {
        failed({ name: key, error });
      } finally {
        settled(key);
      }
      // In the browser each start (and what it renders) is a task of its own.
      await yieldToBrowser();
    }
  }),
});

const reportFailureFx = createEffect(({ name, error }: { name: string; error: unknown }) => {
  logger.error(`Service ${name} failed to start`, { error });
});
sample({ clock: serviceFailed, target: reportFailureFx });

/**
 * App start (spec §4): platform services, then product services, then the app is marked
 * started (`appStarted`, in the browser only: `$started` means the client has taken over).
 */
export const startAppFx = createEffect(async ({ services, side }: StartAppParams) => {
  const began = Date.now();
  const markStarted = scopeBind(appStarted, { safe: true });
  scopeBind(sideSet, { safe: true })(side);
  await startServicesFx(services);
  const took = Date.now() - began;
  if (took > slowStartMs) logger.warning('app initialization took too long', { took });
  if (side === 'client') markStarted();
});

// A route opened later starts what it requires.
sample({
  clock: routesOpened,
  source: $side,
  filter: (side, matches) => side !== null && matches.some(({ route }) => route.services.length > 0),
  fn: (_, matches) => matches.flatMap(({ route }) => route.services),
  target: startServicesFx,
});
