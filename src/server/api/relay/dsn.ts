/** A Sentry DSN taken apart: `{protocol}://{publicKey}@{host}{path}/{projectId}`. */
export interface Dsn {
  protocol: string;
  publicKey: string;
  /** Host with its port, if any. */
  host: string;
  /** Path before the project id, with a trailing slash (`/` mostly). */
  path: string;
  projectId: string;
}

/** Parses a DSN; undefined when it is not one. */
export function parseDsn(value: string): Dsn | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const match = /^(.*\/)(\d+)\/?$/.exec(url.pathname);
  if (!url.username || !match || (url.protocol !== 'https:' && url.protocol !== 'http:')) return undefined;
  return { protocol: url.protocol.slice(0, -1), publicKey: decodeURIComponent(url.username), host: url.host, path: match[1]!, projectId: match[2]! };
}

/** Where Sentry ingests envelopes for the DSN's project, with the key the browser SDK also adds. */
export const envelopeEndpoint = (dsn: Dsn) =>
  `${dsn.protocol}://${dsn.host}${dsn.path}api/${dsn.projectId}/envelope/?sentry_key=${encodeURIComponent(dsn.publicKey)}&sentry_version=7`;

/** Whether two DSNs name the same project on the same host (the key may differ). */
export const sameProject = (a: Dsn, b: Dsn) => a.host === b.host && a.path === b.path && a.projectId === b.projectId;
