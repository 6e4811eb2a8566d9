import type { Breadcrumb, BrowserOptions, ErrorEvent } from '@sentry/react';
import type { Environment } from '../env';

/** Error reporting and tracing constants of spec §9. */
export const tracingConstants = {
  /** Share of errors sent. */
  errorSampleRate: 1,
  maxBreadcrumbs: 20,
  breadcrumbUrlLength: 120,
  normalizeDepth: 8,
  /** Share of errors kept whose stack never touches our code. */
  thirdPartyErrorRate: 0.25,
  /** Back-off after a 429 without `Retry-After` (Sentry's transport default, relied on). */
  rateLimitDefaultMs: 60_000,
  tracesProduction: 0.01,
  tracesClick: 0.5,
  tracesElsewhere: 1,
  replaysProduction: 0.01,
  replaysOnErrorProduction: 0.1,
  replaysElsewhere: 1,
  idleTimeoutMs: 1000,
  finalTimeoutMs: 30_000,
  childSpanTimeoutMs: 15_000,
  /** How long a previous trace is linked (Sentry's in-memory link, fixed at one hour). */
  previousTraceLinkMs: 3_600_000,
  transportBufferSize: 64,
} as const;

/**
 * Noisy errors never reported (spec §8): network, fetch or load failures, aborts, map and
 * tag-manager noise, browser extensions' messages.
 */
export const ignoreErrors: (string | RegExp)[] = [
  /^(TypeError: )?Failed to fetch/,
  /^(TypeError: )?NetworkError when attempting to fetch resource/,
  /^(TypeError: )?Load failed$/,
  /^(TypeError: )?(cancelled|annulé|abgebrochen|отменено)$/i,
  /Network ?Error/i,
  /network request failed/i,
  /Failed to load (resource|script|module)/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Failed to fetch dynamically imported module/i,
  /^AbortError/,
  /The (user|operation) aborted/i,
  /signal is aborted/i,
  /aborted a request/i,
  /ResizeObserver loop/,
  /google\.?maps|ymaps|mapbox|leaflet/i,
  /gtm\.js|googletagmanager|dataLayer|fbq is not defined|_AutofillCallbackHandler/i,
  'Non-Error promise rejection captured',
];

/** Copies a breadcrumb with URLs (`data.url`, `data.from`, `data.to`, navigation) cut to 120 characters. */
export function truncateBreadcrumbUrls(breadcrumb: Breadcrumb): Breadcrumb {
  const limit = tracingConstants.breadcrumbUrlLength;
  if (!breadcrumb.data) return breadcrumb;
  const data: Record<string, unknown> = { ...breadcrumb.data };
  for (const key of ['url', 'from', 'to']) {
    const value = data[key];
    if (typeof value === 'string' && value.length > limit) data[key] = value.slice(0, limit);
  }
  return { ...breadcrumb, data };
}

/** The SDK's wrappers of browser callbacks (setTimeout, addEventListener, requestAnimationFrame…). */
const callbackWrapper = /^auto\.browser\.browserapierrors\./;

/**
 * Stack frame file names of an event, outermost exception first. An error a wrapped callback
 * threw has the wrapper as its first frame: a file of ours, which says nothing about whose
 * callback it was, so it is left out.
 */
const frameFiles = (event: ErrorEvent) =>
  (event.exception?.values ?? []).flatMap((value) => {
    const frames = value.stacktrace?.frames ?? [];
    const own = callbackWrapper.test(value.mechanism?.type ?? '') ? frames.slice(1) : frames;
    return own.map((frame) => frame.filename ?? frame.abs_path ?? '');
  });

/**
 * An error from someone else's code: it has stack frames with files, and none of them is ours
 * (our origin's scripts, e.g. `/assets/...`).
 */
export function isThirdPartyEvent(event: ErrorEvent, origin: string): boolean {
  const files = frameFiles(event).filter(Boolean);
  if (files.length === 0) return false;
  return !files.some((file) => file.startsWith(`${origin}/`) || file.startsWith('/') || file.startsWith('app://'));
}

/** Keeps every error of ours and 25 % of third-party ones. */
export const createBeforeSend =
  (origin: string, random: () => number = Math.random) =>
  (event: ErrorEvent): ErrorEvent | null =>
    isThirdPartyEvent(event, origin) && random() >= tracingConstants.thirdPartyErrorRate ? null : event;

const clickPage = /(^|\/)click(\/|$)/;

/** Trace sampling (spec §9): 1 % in production, 50 % on `/click` pages; everything elsewhere. */
export function tracesSampleRate(environment: Environment, pathname: string): number {
  if (environment !== 'production') return tracingConstants.tracesElsewhere;
  return clickPage.test(pathname) ? tracingConstants.tracesClick : tracingConstants.tracesProduction;
}

/** A sampler for the current page; a span continuing a sampled trace keeps its parent's decision. */
export const createTracesSampler =
  (environment: Environment, currentPath: () => string) =>
  (context: { parentSampled?: boolean }): number =>
    context.parentSampled !== undefined ? Number(context.parentSampled) : tracesSampleRate(environment, currentPath());

export const replayRates = (environment: Environment): ReplayRates =>
  environment === 'production'
    ? { replaysSessionSampleRate: tracingConstants.replaysProduction, replaysOnErrorSampleRate: tracingConstants.replaysOnErrorProduction }
    : { replaysSessionSampleRate: tracingConstants.replaysElsewhere, replaysOnErrorSampleRate: tracingConstants.replaysElsewhere };

export interface ReplayRates {
  replaysSessionSampleRate: number;
  replaysOnErrorSampleRate: number;
}

/**
 * Whether this page carries the replay recorder at all, and its rates when it does. The recorder
 * buffers every page it runs on (a replay on error needs what came before the error) and its first
 * snapshot of the page is a long task, so the page decides first: it records with the probability
 * of the larger rate and then with both rates divided by it. A session is still replayed at the
 * session rate and an error at the error rate (spec §9), and in production nine pages in ten
 * carry no recorder.
 */
export function replayPlan(rates: ReplayRates, random: () => number = Math.random): ReplayRates | null {
  const most = Math.max(rates.replaysSessionSampleRate, rates.replaysOnErrorSampleRate);
  if (most <= 0 || random() >= most) return null;
  return { replaysSessionSampleRate: rates.replaysSessionSampleRate / most, replaysOnErrorSampleRate: rates.replaysOnErrorSampleRate / most };
}

/** Trace headers go to our own origin only (relative URLs and the origin's absolute ones). */
export const propagationTargets = (origin: string): (string | RegExp)[] => [/^\/(?!\/)/, new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/|$)`)];

export interface TracingSetup {
  dsn: string;
  environment: Environment;
  origin: string;
  tunnel: string;
  release?: string;
  random?: () => number;
  currentPath?: () => string;
}

/** The SDK's options without integrations (spec §9). */
export function sentryOptions({ dsn, environment, origin, tunnel, release, random = Math.random, currentPath = () => '/' }: TracingSetup): BrowserOptions {
  return {
    dsn,
    tunnel,
    environment,
    ...(release ? { release } : {}),
    sampleRate: tracingConstants.errorSampleRate,
    maxBreadcrumbs: tracingConstants.maxBreadcrumbs,
    normalizeDepth: tracingConstants.normalizeDepth,
    ignoreErrors,
    beforeBreadcrumb: truncateBreadcrumbUrls,
    beforeSend: createBeforeSend(origin, random),
    tracesSampler: createTracesSampler(environment, currentPath),
    tracePropagationTargets: propagationTargets(origin),
    transportOptions: { bufferSize: tracingConstants.transportBufferSize },
    ...(replayPlan(replayRates(environment), random) ?? { replaysSessionSampleRate: 0, replaysOnErrorSampleRate: 0 }),
  };
}

/** Options of `browserTracingIntegration`: idle span timings, background cancelling, trace links. */
export const browserTracingOptions = {
  idleTimeout: tracingConstants.idleTimeoutMs,
  finalTimeout: tracingConstants.finalTimeoutMs,
  childSpanTimeout: tracingConstants.childSpanTimeoutMs,
  // Pageload and navigation spans end as cancelled when the tab goes to the background (spec §4).
  markBackgroundSpan: true,
  linkPreviousTrace: 'in-memory',
  // The API's calls are spans of their own (http.client, with their timings): the same calls as
  // resource spans doubled them, and reading them at the end of a results page's pageload (a call
  // per streamed batch) was one long task. The app's scripts (a chunk per layer and route) as
  // spans were another; their timings are the bench's business (README: Performance).
  ignoreResourceSpans: ['resource.fetch', 'resource.xmlhttprequest', 'resource.script', 'resource.link'],
  // Long tasks and long animation frames as spans (a span for each, with its scripts, made while the
  // page still starts) are the same kind of cost: the bench measures them (README: Performance).
  enableLongTask: false,
  enableLongAnimationFrame: false,
} as const;
