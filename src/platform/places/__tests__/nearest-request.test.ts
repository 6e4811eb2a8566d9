import { allSettled, fork, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nearestPlacesQuery } from '..';
import { logger } from '../../logger';
import { fetchFx } from '../../request';

// Requests use paths relative to the page's origin.
beforeEach(() => {
  vi.stubGlobal('location', { href: 'http://test/' });
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const almaty = [
  {
    code: 'ALA',
    name: 'Алматы',
    type: 'city',
    city_code: 'ALA',
    city_name: 'Алматы',
    country_code: 'KZ',
    country_name: 'Казахстан',
    coordinates: { lat: 43.35, lon: 77.01 },
  },
  {
    code: 'ALA',
    name: 'Алматы',
    type: 'airport',
    city_code: 'ALA',
    city_name: 'Алматы',
    country_code: 'KZ',
    country_name: 'Казахстан',
    coordinates: { lat: 43.35, lon: 77.01 },
  },
];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Warnings of the logger, with the sampling rate each was written at. */
function watchWarnings() {
  const warnings: { message: string; rate: number }[] = [];
  vi.spyOn(logger, 'sampled').mockImplementation((rate) => ({ ...logger, warning: (message: string) => void warnings.push({ message, rate }) }));
  return warnings;
}

type Answer = (request: Request) => Promise<Response>;

/** A scope whose fetch gives these answers in turn (the last one again when they run out). */
function scopeAnswering(answers: Answer[]) {
  const fetchMock = vi.fn((request: Request) => answers[Math.min(fetchMock.mock.calls.length - 1, answers.length - 1)]!(request));
  const scope = fork({ handlers: [[fetchFx, fetchMock]] });
  return { scope, fetchMock };
}

/** Starts the query and lets its timers run until it ends. */
async function run(scope: Scope, { stepMs = 50, maxMs = 60_000 } = {}) {
  let done = false;
  const settled = allSettled(nearestPlacesQuery.start, { scope, params: { locale: 'ru' } }).then(() => void (done = true));
  for (let elapsed = 0; !done && elapsed < maxMs; elapsed += stepMs) await vi.advanceTimersByTimeAsync(stepMs);
  await settled;
}

const networkDown: Answer = async () => {
  throw new TypeError('Failed to fetch');
};
/** A server that never answers: the request ends only when its signal aborts it. */
const hanging: Answer = (request) =>
  new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))));

describe('the nearest places request (spec §4, §8, §9)', () => {
  it('asks the suggest host in the page language and maps the answer', async () => {
    const { scope, fetchMock } = scopeAnswering([async () => json(almaty)]);
    await run(scope);
    expect(fetchMock.mock.calls[0]![0].url).toBe('http://test/api/suggest/v2/nearest_places.json?locale=ru');
    expect(scope.getState(nearestPlacesQuery.$data)).toEqual([
      expect.objectContaining({ iata: 'ALA', type: 'city', inMetropolis: false }),
      expect.objectContaining({ iata: 'ALA', type: 'airport', inMetropolis: true }),
    ]);
  });

  it('is tried 4 times after network failures, 100 ms apart, quiet until the last, then warns `Nearest places request failed`', async () => {
    const warnings = watchWarnings();
    const { scope, fetchMock } = scopeAnswering([networkDown]);
    const settled = allSettled(nearestPlacesQuery.start, { scope, params: { locale: 'ru' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(warnings).toEqual([]);
    expect(scope.getState(nearestPlacesQuery.$status)).toBe('pending');
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await settled;
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(warnings).toEqual([{ message: 'Nearest places request failed', rate: 0.1 }]);
    expect(scope.getState(nearestPlacesQuery.$status)).toBe('fail');
    expect(scope.getState(nearestPlacesQuery.$error)).toMatchObject({ kind: 'network' });
  });

  it('is tried again after a server fault, and a success after it is quiet', async () => {
    const warnings = watchWarnings();
    const { scope, fetchMock } = scopeAnswering([
      async () => json({ statusCode: 503, error: 'Service Unavailable', message: 'Something went wrong' }, 503),
      async () => json(almaty),
    ]);
    await run(scope);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(warnings).toEqual([]);
    expect(scope.getState(nearestPlacesQuery.$data)).toHaveLength(2);
  });

  it('gives each try 10 s: a server that never answers times out 4 times, then the warning', async () => {
    const warnings = watchWarnings();
    const { scope, fetchMock } = scopeAnswering([hanging]);
    const settled = allSettled(nearestPlacesQuery.start, { scope, params: { locale: 'ru' } });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 100);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3 * 10_100);
    await settled;
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(scope.getState(nearestPlacesQuery.$error)).toEqual({ kind: 'timeout', timeoutMs: 10_000 });
    expect(warnings).toEqual([{ message: 'Nearest places request failed', rate: 0.1 }]);
  });

  it.each([
    ['a refusal (400)', async () => json({ statusCode: 400, error: 'Bad Request', message: 'locale is invalid' }, 400), 'http'],
    ['an answer that is not an array of place records', async () => json({ places: almaty }), 'invalid-data'],
    ['a record of the wrong shape', async () => json([{ ...almaty[0], coordinates: 'here' }]), 'invalid-data'],
  ])('is not tried again after %s, and warns at once', async (_name, answer, kind) => {
    const warnings = watchWarnings();
    const { scope, fetchMock } = scopeAnswering([answer]);
    await run(scope);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(scope.getState(nearestPlacesQuery.$error)).toMatchObject({ kind });
    expect(scope.getState(nearestPlacesQuery.$data)).toBeNull();
    expect(warnings).toEqual([{ message: 'Nearest places request failed', rate: 0.1 }]);
  });
});
