/**
 * Why a request failed, as data (spec §8 request-layer categories). Screens decide what to offer
 * from the kind: a retry helps after a timeout, a network failure or a 5xx, never after a 4xx.
 */
export type RequestFailure =
  | { kind: 'invalid-data'; problems: string[] }
  | { kind: 'timeout'; timeoutMs: number }
  | { kind: 'abort' }
  | {
      kind: 'http';
      status: number;
      statusText: string;
      /** The server's message (`ApiError.message`), or the status text when the body has none. */
      message: string;
      /** The server's machine-readable reason (`ApiError.code`), for a translated message. */
      code: string | null;
      /** The input field the reason is about (`ApiError.field`, e.g. `passengers.0.birth_date`), when the server named one. */
      field?: string;
      /** Seconds the server asked to wait (`Retry-After`), when it said. */
      retryAfterSeconds: number | null;
    }
  | { kind: 'network'; message: string }
  | { kind: 'configuration'; message: string }
  | { kind: 'preparation'; message: string };

export type RequestFailureKind = RequestFailure['kind'];
export type FailureOf<Kind extends RequestFailureKind> = Extract<RequestFailure, { kind: Kind }>;
export type HttpFailure = FailureOf<'http'>;

export const invalidDataFailure = (problems: string[]): RequestFailure => ({ kind: 'invalid-data', problems });
export const timeoutFailure = (timeoutMs: number): RequestFailure => ({ kind: 'timeout', timeoutMs });
export const abortFailure = (): RequestFailure => ({ kind: 'abort' });
export const httpFailure = ({
  status,
  statusText = '',
  message = `HTTP error, status: ${status}`,
  code = null,
  field,
  retryAfterSeconds = null,
}: {
  status: number;
  statusText?: string;
  message?: string;
  code?: string | null;
  field?: string;
  retryAfterSeconds?: number | null;
}): RequestFailure => ({
  kind: 'http',
  status,
  statusText,
  message,
  code,
  ...(field ? { field } : {}),
  retryAfterSeconds,
});
export const networkFailure = (message: string): RequestFailure => ({ kind: 'network', message });
export const configurationFailure = (message: string): RequestFailure => ({ kind: 'configuration', message });
export const preparationFailure = (message: string): RequestFailure => ({ kind: 'preparation', message });

const kinds: readonly RequestFailureKind[] = ['invalid-data', 'timeout', 'abort', 'http', 'network', 'configuration', 'preparation'];

export const isRequestFailure = (value: unknown): value is RequestFailure =>
  typeof value === 'object' && value !== null && kinds.includes((value as { kind?: RequestFailureKind }).kind!);

const isKind =
  <Kind extends RequestFailureKind>(kind: Kind) =>
  (failure: RequestFailure | null | undefined): failure is FailureOf<Kind> =>
    failure?.kind === kind;

export const isInvalidData = isKind('invalid-data');
export const isTimeout = isKind('timeout');
export const isAbort = isKind('abort');
export const isHttp = isKind('http');
export const isNetwork = isKind('network');
export const isConfiguration = isKind('configuration');
export const isPreparation = isKind('preparation');

/** The account's session is gone (spec §8: a 401 of the user service clears the JWT). */
export const isUnauthorized = (failure: RequestFailure | null | undefined): failure is HttpFailure => isHttp(failure) && failure.status === 401;
export const isRateLimited = (failure: RequestFailure | null | undefined): failure is HttpFailure => isHttp(failure) && failure.status === 429;

/** Whether sending the same request again may succeed: not after the server has refused it. */
export function isRetryable(failure: RequestFailure): boolean {
  switch (failure.kind) {
    case 'timeout':
    case 'network':
      return true;
    case 'http':
      return failure.status >= 500 || failure.status === 429 || failure.status === 408;
    default:
      return false;
  }
}

/** `Retry-After` in seconds: delta seconds or an HTTP date, relative to `now`. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** One line for logs and error reports. */
export function describeFailure(failure: RequestFailure): string {
  switch (failure.kind) {
    case 'invalid-data':
      return `Invalid data: ${failure.problems.join('; ')}`;
    case 'timeout':
      return `Request timed out after ${failure.timeoutMs} ms`;
    case 'abort':
      return 'Request aborted';
    case 'http':
      return `HTTP error, status: ${failure.status}${failure.message ? ` (${failure.message})` : ''}`;
    default:
      return failure.message;
  }
}
