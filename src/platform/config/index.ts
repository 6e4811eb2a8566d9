export type { BrandHostName, HostName, HostTable, HostValue } from './hosts';
export { host, hosts, resolveHost } from './hosts';
