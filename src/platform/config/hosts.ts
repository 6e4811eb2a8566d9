import type { BrandCode } from '../brand';

/** A base URL, or one per brand. */
export type HostValue = string | Partial<Record<BrandCode, string>>;
export type HostTable = Readonly<Record<string, HostValue>>;

/**
 * Base URLs of the services the client calls (spec §3 Config hosts, docs/architecture.md §1). All of
 * them point at the serving origin by default; a deployment may move any of them elsewhere.
 */
export const hosts = {
  /** `/api/v2/...`, `/auth/...`, `/api/user...` and the rest of spec §7, from the root. */
  userService: '',
  searchEngine: '/api/search',
  suggest: '/api/suggest',
  flags: '/api/flags',
  /** `/a/j` batches and `/i` pixels; each brand has its own production collector (spec §7). */
  collector: { AS: '', WA: '' },
  /** The collector of beta stands, local runs and debugging; the second brand keeps its own. */
  collectorDev: { AS: '', WA: '' },
  errorRelay: '/api/relay',
  myOrders: '/api/my-orders',
  payments: '/api/payments',
  /** Cashback programmes differ by brand. */
  loyalty: { AS: '/api/loyalty', WA: '/api/loyalty' },
  explore: '/api/explore',
  maps: '/api/maps',
  hotels: '/api/hotels',
  guidesWalks: '/api/guides-walks',
  travelRestrictions: '/api/travel-restrictions',
  userSubscriptions: '/api/user-subscriptions',
  support: '/api/support',
  faq: '/api/faq',
  favorites: '/api/favorites',
  feedback: '/api/feedback',
  flightApi: '/api/flight-api',
} as const satisfies HostTable;

export type HostName = keyof typeof hosts;
/** Hosts with one URL per brand: asking for one needs the brand. */
export type BrandHostName = { [Name in HostName]: (typeof hosts)[Name] extends string ? never : Name }[HostName];

/**
 * A host's base URL from a table, with the spec's errors (§5): `Config {name} not found` for a
 * name the table lacks, `Url {name} is not defined for brand {brand}` for a per-brand URL map
 * without the brand.
 */
export function resolveHost(table: HostTable, name: string, brand?: BrandCode): string {
  const value = Object.hasOwn(table, name) ? table[name] : undefined;
  if (value === undefined) throw new Error(`Config ${name} not found`);
  if (typeof value === 'string') return value;
  const url = brand === undefined ? undefined : value[brand];
  if (url === undefined) throw new Error(`Url ${name} is not defined for brand ${brand ?? 'unknown'}`);
  return url;
}

/** The base URL of a host; per-brand hosts need the brand. */
export function host(name: Exclude<HostName, BrandHostName>): string;
export function host(name: HostName, brand: BrandCode): string;
export function host(name: HostName, brand?: BrandCode): string {
  return resolveHost(hosts, name, brand);
}
