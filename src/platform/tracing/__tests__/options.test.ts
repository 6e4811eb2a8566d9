import type { ErrorEvent } from '@sentry/react';
import { describe, expect, test } from 'vitest';
import {
  browserTracingOptions,
  createBeforeSend,
  createTracesSampler,
  ignoreErrors,
  isThirdPartyEvent,
  propagationTargets,
  replayPlan,
  replayRates,
  sentryOptions,
  tracesSampleRate,
  tracingConstants,
  truncateBreadcrumbUrls,
} from '../options';

const origin = 'https://aviasmart.example';
const eventWithFrames = (...files: string[]): ErrorEvent => ({
  type: undefined,
  exception: { values: [{ type: 'TypeError', value: 'x', stacktrace: { frames: files.map((filename) => ({ filename })) } }] },
});
const matchesIgnored = (message: string) => ignoreErrors.some((pattern) => (typeof pattern === 'string' ? message.includes(pattern) : pattern.test(message)));

describe('error reporting options (spec §9)', () => {
  test('constants', () => {
    const options = sentryOptions({
      dsn: 'https://public@aviasmart.example/1',
      environment: 'production',
      origin,
      tunnel: '/api/relay/envelope',
      random: () => 0.05,
    });
    expect(options).toMatchObject({
      sampleRate: 1,
      maxBreadcrumbs: 20,
      normalizeDepth: 8,
      tunnel: '/api/relay/envelope',
      environment: 'production',
      transportOptions: { bufferSize: 64 },
      // A page with the recorder (one in ten in production): every error replayed, a session one time in ten.
      replaysOnErrorSampleRate: 1,
    });
    expect(options.replaysSessionSampleRate).toBeCloseTo(0.1, 12);
    expect(browserTracingOptions).toMatchObject({
      idleTimeout: 1000,
      finalTimeout: 30_000,
      childSpanTimeout: 15_000,
      markBackgroundSpan: true,
      linkPreviousTrace: 'in-memory',
      enableLongTask: false,
      enableLongAnimationFrame: false,
    });
    // The API's calls are http.client spans; as resource spans they would be there twice.
    expect(browserTracingOptions.ignoreResourceSpans).toEqual(['resource.fetch', 'resource.xmlhttprequest', 'resource.script', 'resource.link']);
    expect(tracingConstants.previousTraceLinkMs).toBe(3_600_000);
  });

  test('breadcrumb URLs are cut to 120 characters, other data kept', () => {
    const url = `https://aviasmart.example/search/${'x'.repeat(200)}`;
    const crumb = truncateBreadcrumbUrls({ category: 'fetch', data: { url, method: 'GET', status_code: 200 } });
    expect(crumb.data).toEqual({ url: url.slice(0, 120), method: 'GET', status_code: 200 });
    expect(truncateBreadcrumbUrls({ category: 'navigation', data: { from: url, to: '/' } }).data).toEqual({ from: url.slice(0, 120), to: '/' });
    expect(truncateBreadcrumbUrls({ category: 'ui.click', message: 'button' })).toEqual({ category: 'ui.click', message: 'button' });
  });

  test('noisy errors are ignored, ours are not', () => {
    for (const noise of [
      'TypeError: Failed to fetch',
      'NetworkError when attempting to fetch resource.',
      'Load failed',
      'AbortError: The user aborted a request.',
      'Failed to fetch dynamically imported module: https://x/assets/a.js',
      'ymaps is not defined',
      'googletagmanager script error',
    ])
      expect(matchesIgnored(noise), noise).toBe(true);
    expect(matchesIgnored('Cannot read properties of undefined (reading "price")')).toBe(false);
    expect(matchesIgnored('e2e boom')).toBe(false);
  });

  test('third-party errors: frames with files, none of them ours', () => {
    expect(isThirdPartyEvent(eventWithFrames('https://cdn.example/widget.js'), origin)).toBe(true);
    expect(isThirdPartyEvent(eventWithFrames('https://cdn.example/widget.js', `${origin}/assets/index-1.js`), origin)).toBe(false);
    expect(isThirdPartyEvent(eventWithFrames(), origin)).toBe(false);
    expect(isThirdPartyEvent({ type: undefined, message: 'no stack' }, origin)).toBe(false);
  });

  test("in a callback the SDK wrapped, its wrapper's frame is neither ours nor theirs", () => {
    const wrapped = (...files: string[]): ErrorEvent => ({
      type: undefined,
      exception: {
        values: [
          {
            type: 'Error',
            value: 'x',
            mechanism: { type: 'auto.browser.browserapierrors.setTimeout', handled: false },
            stacktrace: { frames: [`${origin}/assets/sentry-1.js`, ...files].map((filename) => ({ filename })) },
          },
        ],
      },
    });
    expect(isThirdPartyEvent(wrapped('https://www.googletagmanager.com/gtm.js'), origin)).toBe(true);
    expect(isThirdPartyEvent(wrapped(`${origin}/assets/index-1.js`), origin)).toBe(false);
    // Code without a file (evaluated, inline) tells nothing either: kept.
    expect(isThirdPartyEvent(wrapped(''), origin)).toBe(false);
    // Only the SDK's wrapper is left out: a first frame of ours elsewhere still counts.
    expect(isThirdPartyEvent(eventWithFrames(`${origin}/assets/index-1.js`, 'https://cdn.example/widget.js'), origin)).toBe(false);
  });

  test('third-party errors are kept 25 % of the time, ours always', () => {
    const thirdParty = eventWithFrames('chrome-extension://abc/content.js');
    expect(createBeforeSend(origin, () => 0.24)(thirdParty)).toBe(thirdParty);
    expect(createBeforeSend(origin, () => 0.25)(thirdParty)).toBeNull();
    const ours = eventWithFrames(`${origin}/assets/index.js`);
    expect(createBeforeSend(origin, () => 0.99)(ours)).toBe(ours);
  });

  test('traces: 1 % in production, 50 % on /click, everything elsewhere; a parent decides for its children', () => {
    expect(tracesSampleRate('production', '/')).toBe(0.01);
    expect(tracesSampleRate('production', '/click')).toBe(0.5);
    expect(tracesSampleRate('production', '/hotels/click')).toBe(0.5);
    expect(tracesSampleRate('production', '/clicks')).toBe(0.01);
    expect(tracesSampleRate('beta', '/')).toBe(1);
    expect(tracesSampleRate('local', '/click')).toBe(1);
    const sampler = createTracesSampler('production', () => '/click');
    expect(sampler({})).toBe(0.5);
    expect(sampler({ parentSampled: false })).toBe(0);
    expect(sampler({ parentSampled: true })).toBe(1);
  });

  test('replays: 1 % and 10 % on error in production, all elsewhere', () => {
    expect(replayRates('production')).toEqual({ replaysSessionSampleRate: 0.01, replaysOnErrorSampleRate: 0.1 });
    expect(replayRates('beta')).toEqual({ replaysSessionSampleRate: 1, replaysOnErrorSampleRate: 1 });
  });

  test('the page decides whether it carries the recorder; the rates over all pages stay those of the spec', () => {
    const production = replayRates('production');
    expect(replayPlan(production, () => 0.0999)).toEqual({ replaysSessionSampleRate: expect.closeTo(0.1, 12), replaysOnErrorSampleRate: 1 });
    expect(replayPlan(production, () => 0.1)).toBeNull();
    expect(replayPlan(replayRates('local'), () => 0.999)).toEqual({ replaysSessionSampleRate: 1, replaysOnErrorSampleRate: 1 });
    expect(replayPlan({ replaysSessionSampleRate: 0, replaysOnErrorSampleRate: 0 }, () => 0)).toBeNull();
    // Over an even spread of 10,000 pages: 1 % of sessions and 10 % of errors replayed.
    let sessions = 0;
    let errors = 0;
    for (let page = 0; page < 10_000; page++) {
      const plan = replayPlan(production, () => (page + 0.5) / 10_000);
      sessions += plan?.replaysSessionSampleRate ?? 0;
      errors += plan?.replaysOnErrorSampleRate ?? 0;
    }
    expect(sessions / 10_000).toBeCloseTo(0.01, 6);
    expect(errors / 10_000).toBeCloseTo(0.1, 6);
    // Without the recorder the SDK is told so, and loads no replay.
    expect(sentryOptions({ dsn: 'https://public@aviasmart.example/1', environment: 'production', origin, tunnel: '/t', random: () => 0.5 })).toMatchObject({
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 0,
    });
  });

  test('trace headers only on same-origin calls', () => {
    const targets = propagationTargets(origin);
    const propagates = (url: string) => targets.some((target) => (typeof target === 'string' ? url.includes(target) : target.test(url)));
    expect(propagates('/api/search')).toBe(true);
    expect(propagates(`${origin}/api/flags`)).toBe(true);
    expect(propagates('//cdn.example/x')).toBe(false);
    expect(propagates('https://aviasmart.example.evil.com/x')).toBe(false);
    expect(propagates('https://maps.example/tiles')).toBe(false);
  });

  test('a 429 without Retry-After backs off 60 s, as the transport does', async () => {
    const { updateRateLimits } = await import('@sentry/core');
    const now = 1_000_000;
    expect(updateRateLimits({}, { statusCode: 429, headers: { 'x-sentry-rate-limits': null, 'retry-after': null } }, now)).toEqual({
      all: now + tracingConstants.rateLimitDefaultMs,
    });
  });
});
