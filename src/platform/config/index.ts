export type { HostName } from './hosts';
export { host } from './hosts';
