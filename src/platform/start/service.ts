import { is, type Effect, type EventCallable } from 'effector';

/** What starts a service: an effect (awaited) or an event. */
// Effects are invariant in their result and error types: any effect taking nothing will do.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ServiceStart = Effect<void, any, any> | EventCallable<void>;

export interface ServiceOptions {
  /** The service's folder name: `platform/services/{name}` or `product/{team}/services/{name}`. */
  name: string;
  /** The owning team for a product service; platform services have none and start first. */
  team?: string;
  start: ServiceStart;
  /** Services that must have started before this one. */
  requires?: Service[];
  /**
   * Where it starts. `once` (default): once per visit, on the server when it renders the page,
   * the results reaching the browser in the serialized state. `client`: only in the browser
   * (network calls to same-origin hosts, browser APIs). `both`: on the server, then again in
   * the browser, which knows more (client hints, the real window).
   */
  runs?: ServiceRuns;
}

export type ServiceRuns = 'once' | 'client' | 'both';

export interface Service {
  readonly kind: 'service';
  readonly name: string;
  readonly team: string | null;
  readonly start: ServiceStart;
  readonly requires: readonly Service[];
  readonly runs: ServiceRuns;
}

export const isService = (value: unknown): value is Service => typeof value === 'object' && value !== null && (value as Service).kind === 'service';

/**
 * Declares a service. Declare it only in `platform/services/{name}/index.ts` or
 * `product/{team}/services/{name}/index.ts` (spec §5; the `services/location` lint rule checks).
 */
export function createService({ name, team, start, requires = [], runs = 'once' }: ServiceOptions): Service {
  if (typeof name !== 'string' || !name) throw new Error('Service name is required and must be a string');
  if (team !== undefined && (typeof team !== 'string' || !team)) throw new Error(`Team of service ${name} must be a string`);
  if (!is.effect(start) && !is.event(start)) throw new Error(`Service ${name} must start with an effect or an event`);
  if (!['once', 'client', 'both'].includes(runs)) throw new Error(`Service ${name} runs once, client or both`);
  requires.forEach((required, position) => {
    if (!isService(required)) throw new Error(`Service ${name} requires something that is not a service at position ${position}`);
  });
  return { kind: 'service', name, team: team ?? null, start, requires: [...requires], runs };
}

/**
 * The services to start for what is required, each after the services it requires: platform
 * services first, then product services (spec §4). A service required twice starts once.
 */
export function startOrder(required: readonly Service[]): Service[] {
  const closure: Service[] = [];
  const collect = (service: Service) => {
    if (closure.includes(service)) return;
    closure.push(service);
    service.requires.forEach(collect);
  };
  required.forEach(collect);

  const ordered: Service[] = [];
  const visiting: Service[] = [];
  const visit = (service: Service) => {
    if (ordered.includes(service)) return;
    if (visiting.includes(service)) {
      const cycle = [...visiting.slice(visiting.indexOf(service)), service].map((entry) => entry.name);
      throw new Error(`Services require each other: ${cycle.join(' → ')}`);
    }
    visiting.push(service);
    service.requires.forEach(visit);
    visiting.pop();
    ordered.push(service);
  };
  // Platform services never require product ones (the layers rule), so this keeps both orders.
  closure.filter((service) => service.team === null).forEach(visit);
  closure.filter((service) => service.team !== null).forEach(visit);
  return ordered;
}
