import { LOG, LOG_LEVEL, newEmitter, newInMemoryEventStore, type Payload } from '@snowplow/tracker-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportSendFailure, trackerConfiguration, type TrackerSetup } from '../configuration';
import { analyticsConstants } from '../constants';

const setup: TrackerSetup = { trackerId: 'as-web', appId: 'aviasmart-web', endpoint: 'https://collector.test' };
const log = () => ({ error: vi.fn(), warning: vi.fn() });

describe('tracker configuration (spec §9)', () => {
  it('carries every delivery constant', () => {
    expect(trackerConfiguration(setup, log())).toMatchObject({
      appId: 'aviasmart-web',
      eventMethod: 'post',
      postPath: '/a/j',
      bufferSize: 1,
      maxPostBytes: 40_000,
      connectionTimeout: 5000,
      maxLocalStorageQueueSize: 1000,
      sessionCookieTimeout: 1800,
      cookieLifetime: 63_072_000,
      cookieName: '_sp_',
      cookieSameSite: 'Lax',
      cookieSecure: true,
      credentials: 'include',
      respectDoNotTrack: false,
      dontRetryStatusCodes: [400, 401, 403, 410, 422],
      contexts: { webPage: true, session: true },
    });
    expect(analyticsConstants.payloadOverheadBytes).toBe(88);
    expect(analyticsConstants.flushDelayMs).toBe(2000);
  });

  it('sends one event per GET in GET mode and calls a preflight URL when given one', () => {
    const config = trackerConfiguration({ ...setup, eventMethod: 'get', preflightUrl: 'https://collector.test/preflight' }, log());
    expect(config.eventMethod).toBe('get');
    expect(config.idService).toBe('https://collector.test/preflight');
    expect(trackerConfiguration(setup, log())).not.toHaveProperty('idService');
  });

  it('logs a failed send: an error once dropped, a warning while retried', () => {
    const sink = log();
    reportSendFailure({ status: 400, willRetry: false }, sink);
    reportSendFailure({ message: 'Request timed out', willRetry: true }, sink);
    reportSendFailure({ status: 503, message: 'Service Unavailable', willRetry: true }, sink);
    expect(sink.error).toHaveBeenCalledWith('Failed to send analytics - Status 400', { status: 400, willRetry: false });
    expect(sink.warning).toHaveBeenCalledWith('Failed to send analytics - Request timed out', { status: null, willRetry: true });
    expect(sink.warning).toHaveBeenCalledWith('Failed to send analytics - Service Unavailable', { status: 503, willRetry: true });
  });
});

/** The tracker's own emitter with our configuration, sending through a fake fetch. */
describe('delivery by the tracker with this configuration', () => {
  let requests: Request[];
  let answer: (request: Request) => Promise<Response>;
  let sink: ReturnType<typeof log>;
  let warn: ReturnType<typeof vi.spyOn>;
  let error: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    requests = [];
    answer = async () => new Response('ok', { status: 200 });
    sink = log();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    LOG.setLogLevel(LOG_LEVEL.warn);
  });

  function emitter(overrides: Partial<TrackerSetup> = {}, eventStore = newInMemoryEventStore({ maxSize: analyticsConstants.offlineQueueSize })) {
    const config = trackerConfiguration({ ...setup, ...overrides }, sink);
    return {
      eventStore,
      emitter: newEmitter({
        ...config,
        endpoint: setup.endpoint,
        eventStore,
        customFetch: (request) => {
          requests.push(request);
          return answer(request);
        },
      }),
    };
  }
  // The tracker reports failures on the next turn of the event loop.
  const reported = () => new Promise((resolve) => setTimeout(resolve, 0));
  const event = (extra: Payload = {}): Payload => ({ e: 'pv', p: 'web', tv: 'js-4', url: 'https://www.aviasmart.example/', ...extra });

  it('posts each event at once to /a/j in the payload-data wrapper, with credentials', async () => {
    const { emitter: sender } = emitter();
    await sender.input(event());
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('https://collector.test/a/j');
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.credentials).toBe('include');
    const body = await requests[0]!.json();
    expect(body.schema).toBe('iglu:com.snowplowanalytics.snowplow/payload_data/jsonschema/1-0-4');
    expect(body.data).toHaveLength(1);
  });

  it.each([400, 401, 403, 410, 422])('drops a batch answered %i without retrying', async (status) => {
    answer = async () => new Response('no', { status });
    const { emitter: sender, eventStore } = emitter();
    await sender.input(event());
    await sender.flush();
    await reported();
    expect(requests).toHaveLength(1);
    expect(await eventStore.count()).toBe(0);
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`Status ${status}, will not retry.`));
    expect(sink.error).toHaveBeenCalledWith(`Failed to send analytics - Status ${status}`, { status, willRetry: false });
  });

  it.each([500, 503, 429])('keeps a batch answered %i and sends it again', async (status) => {
    answer = async () => new Response('busy', { status });
    const { emitter: sender, eventStore } = emitter();
    await sender.input(event());
    expect(await eventStore.count()).toBe(1);
    answer = async () => new Response('ok', { status: 200 });
    await sender.flush();
    await reported();
    expect(requests).toHaveLength(2);
    expect(await eventStore.count()).toBe(0);
    expect(sink.warning).toHaveBeenCalledWith(`Failed to send analytics - Status ${status}`, { status, willRetry: true });
  });

  it('keeps events across a network failure', async () => {
    answer = async () => {
      throw new TypeError('Failed to fetch');
    };
    const { emitter: sender, eventStore } = emitter();
    await sender.input(event());
    await reported();
    expect(await eventStore.count()).toBe(1);
    expect(sink.warning).toHaveBeenCalledWith(expect.stringMatching(/^Failed to send analytics - /), expect.objectContaining({ willRetry: true }));
  });

  it('sends an event over 40000 bytes (plus 88 for the wrapper) alone, with the warning', async () => {
    const { emitter: sender, eventStore } = emitter();
    const big = event({ co: 'x'.repeat(analyticsConstants.maxPostBytes) });
    await sender.input(big);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/Event \(\d+B\) too big, max is 40000/));
    expect(requests).toHaveLength(1);
    expect((await requests[0]!.json()).data).toHaveLength(1);
    expect(await eventStore.count()).toBe(0);
  });

  it('lets an event just under the limit through the store as usual', async () => {
    const { emitter: sender } = emitter();
    await sender.input(event({ co: 'x'.repeat(analyticsConstants.maxPostBytes - 400) }));
    expect(warn).not.toHaveBeenCalledWith(expect.stringMatching(/too big/));
    expect(requests).toHaveLength(1);
  });

  it('aborts a request after 5000 ms: Request timed out', async () => {
    vi.useFakeTimers();
    answer = (request) => new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason ?? new Error('aborted'))));
    const { emitter: sender, eventStore } = emitter();
    const sent = sender.input(event());
    await vi.advanceTimersByTimeAsync(analyticsConstants.requestTimeoutMs - 1);
    expect(sink.warning).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await sent;
    await vi.advanceTimersByTimeAsync(1);
    expect(sink.warning).toHaveBeenCalledWith('Failed to send analytics - Request timed out', expect.objectContaining({ willRetry: true }));
    expect(await eventStore.count()).toBe(1);
  });

  it('keeps at most 1000 events while the collector cannot be reached, the oldest given up first', async () => {
    answer = async () => new Response('down', { status: 503 });
    const { emitter: sender, eventStore } = emitter();
    LOG.setLogLevel(0);
    // Tracked as a page does, without waiting for each other: one send at a time is in flight and
    // the others queue. (Awaiting each makes every input send the whole queue again, seconds of
    // serialising on a busy machine.)
    const indices = Array.from({ length: analyticsConstants.offlineQueueSize + 5 }, (_, index) => index);
    await Promise.all(indices.map((index) => sender.input(event({ eid: String(index) }))));
    expect(await eventStore.count()).toBe(1000);
    const first = await eventStore.iterator().next();
    expect(first.value?.payload.eid).toBe('5');
  });

  it('asks the preflight URL once before the first send', async () => {
    const { emitter: sender } = emitter({ preflightUrl: 'https://collector.test/preflight' });
    await sender.input(event());
    await sender.input(event());
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET https://collector.test/preflight',
      'POST https://collector.test/a/j',
      'POST https://collector.test/a/j',
    ]);
  });

  it('sends one GET per event to /i in GET mode', async () => {
    const { emitter: sender } = emitter({ eventMethod: 'get' });
    await sender.input(event());
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.url).toMatch(/^https:\/\/collector\.test\/i\?/);
  });
});
