import { describe, expect, test } from 'vitest';
import {
  abortFailure,
  configurationFailure,
  describeFailure,
  httpFailure,
  invalidDataFailure,
  isHttp,
  isRateLimited,
  isRequestFailure,
  isRetryable,
  isUnauthorized,
  networkFailure,
  preparationFailure,
  retryAfterSeconds,
  timeoutFailure,
} from '..';

describe('request failures', () => {
  test('a retry may help after a timeout, a lost connection, a rate limit or a server fault, never after a refusal', () => {
    expect(isRetryable(timeoutFailure(5000))).toBe(true);
    expect(isRetryable(networkFailure('Failed to fetch'))).toBe(true);
    expect(isRetryable(httpFailure({ status: 503 }))).toBe(true);
    expect(isRetryable(httpFailure({ status: 429 }))).toBe(true);
    expect(isRetryable(httpFailure({ status: 400, code: 'same_place' }))).toBe(false);
    expect(isRetryable(httpFailure({ status: 404 }))).toBe(false);
    expect(isRetryable(invalidDataFailure(['id: expected int']))).toBe(false);
    expect(isRetryable(abortFailure())).toBe(false);
    expect(isRetryable(configurationFailure('Config x not found'))).toBe(false);
    expect(isRetryable(preparationFailure('Response is not JSON'))).toBe(false);
  });

  test('guards tell the kinds and the statuses that matter apart', () => {
    expect(isHttp(httpFailure({ status: 500 }))).toBe(true);
    expect(isHttp(networkFailure('x'))).toBe(false);
    expect(isHttp(null)).toBe(false);
    expect(isUnauthorized(httpFailure({ status: 401 }))).toBe(true);
    expect(isUnauthorized(httpFailure({ status: 403 }))).toBe(false);
    expect(isRateLimited(httpFailure({ status: 429 }))).toBe(true);
    expect(isRequestFailure(timeoutFailure(1))).toBe(true);
    expect(isRequestFailure(new Error('x'))).toBe(false);
    expect(isRequestFailure({ kind: 'other' })).toBe(false);
  });

  test('Retry-After is read as seconds or as a date', () => {
    const now = Date.parse('2026-03-02T09:00:00Z');
    expect(retryAfterSeconds('30', now)).toBe(30);
    expect(retryAfterSeconds('Mon, 02 Mar 2026 09:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('Mon, 02 Mar 2026 08:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeNull();
    expect(retryAfterSeconds(null, now)).toBeNull();
  });

  test('each failure has one line for logs, in the spec’s words for HTTP', () => {
    expect(describeFailure(httpFailure({ status: 502 }))).toBe('HTTP error, status: 502 (HTTP error, status: 502)');
    expect(describeFailure(httpFailure({ status: 400, message: 'Origin and destination must differ' }))).toBe(
      'HTTP error, status: 400 (Origin and destination must differ)',
    );
    expect(describeFailure(timeoutFailure(5000))).toBe('Request timed out after 5000 ms');
    expect(describeFailure(invalidDataFailure(['a', 'b']))).toBe('Invalid data: a; b');
    expect(describeFailure(networkFailure('Failed to fetch'))).toBe('Failed to fetch');
  });
});
