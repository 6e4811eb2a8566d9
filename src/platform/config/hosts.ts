/**
 * Base URLs of the services the client calls (ARCHITECTURE.md §1). All of them point at the
 * serving origin by default; a deployment may move any of them elsewhere.
 */
const hosts = {
  searchEngine: '/api/search',
  suggest: '/api/suggest',
} as const;

export type HostName = keyof typeof hosts;

export function host(name: HostName): string {
  const url = hosts[name];
  if (url === undefined) throw new Error(`Config ${name} not found`);
  return url;
}
