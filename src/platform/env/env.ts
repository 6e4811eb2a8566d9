export const environments = ['local', 'beta', 'production'] as const;
export type Environment = (typeof environments)[number];

export const isEnvironment = (value: unknown): value is Environment => environments.includes(value as Environment);

/** Domains of the company's own network: a host under one of them is a beta stand. */
export const internalDomains = ['.internal', '.corp', '.intra', '.lan'] as const;

/** A host of this machine or of a private network (`localhost`, `*.localhost`, loopback, RFC 1918). */
export function isLocalHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name.endsWith('.local') ||
    name === '::1' ||
    name === '0.0.0.0' ||
    /^127\./.test(name) ||
    /^10\./.test(name) ||
    /^192\.168\./.test(name) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(name)
  );
}

/**
 * The environment (spec §3): the configured one when there is one, else guessed from the host:
 * local hosts are local; hosts containing `helb` or `beta`, or under an internal domain, are
 * beta; everything else is production.
 */
export function detectEnvironment(host: string, configured?: string | null): Environment {
  if (isEnvironment(configured)) return configured;
  const name = host.toLowerCase().replace(/:\d+$/, '');
  if (isLocalHost(name)) return 'local';
  if (name.includes('helb') || name.includes('beta') || internalDomains.some((domain) => name.endsWith(domain))) return 'beta';
  return 'production';
}
