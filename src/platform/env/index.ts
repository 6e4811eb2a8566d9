// Where the app runs (spec §3 Environment) and on which host.
export type { Environment } from './env';
export { detectEnvironment, environments, internalDomains, isEnvironment, isLocalHost } from './env';
export { $environment, $host, $publicOrigin } from './model';
