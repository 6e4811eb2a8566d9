/** Severity of a reported message, as Sentry names them. */
export type ReportLevel = 'fatal' | 'error' | 'warning' | 'info';

export interface ReportBreadcrumb {
  category: string;
  message: string;
  level: ReportLevel;
  data?: Record<string, unknown>;
}

/** What the loaded SDK does; before it loads, the reporter keeps the calls. */
export interface ReportingApi {
  captureException(error: unknown, context?: Record<string, unknown>): void;
  captureMessage(message: string, level: ReportLevel, context?: Record<string, unknown>): void;
  addBreadcrumb(breadcrumb: ReportBreadcrumb): void;
}

type Pending =
  | { kind: 'exception'; error: unknown; context?: Record<string, unknown> }
  | { kind: 'message'; message: string; level: ReportLevel; context?: Record<string, unknown> }
  | { kind: 'breadcrumb'; breadcrumb: ReportBreadcrumb };

export interface Reporter extends ReportingApi {
  /** Hands the queued calls to the loaded SDK, in order, and sends the next ones straight to it. */
  connect(api: ReportingApi): void;
  readonly connected: boolean;
  /** Calls waiting for the SDK. */
  pending(): readonly Pending[];
}

/** Calls kept before the SDK loads; older ones give way to newer. */
export const pendingLimit = 50;

/**
 * Error reporting with a queue in front: the SDK loads lazily after hydration, and what happens
 * before (errors, messages, breadcrumbs) reaches it once it is there.
 */
export function createReporter(limit = pendingLimit): Reporter {
  let api: ReportingApi | null = null;
  const queue: Pending[] = [];
  const keep = (call: Pending) => {
    queue.push(call);
    if (queue.length > limit) queue.shift();
  };
  const run = (target: ReportingApi, call: Pending) => {
    if (call.kind === 'exception') target.captureException(call.error, call.context);
    else if (call.kind === 'message') target.captureMessage(call.message, call.level, call.context);
    else target.addBreadcrumb(call.breadcrumb);
  };
  const dispatch = (call: Pending) => (api ? run(api, call) : keep(call));
  return {
    captureException: (error, context) => dispatch({ kind: 'exception', error, ...(context ? { context } : {}) }),
    captureMessage: (message, level, context) => dispatch({ kind: 'message', message, level, ...(context ? { context } : {}) }),
    addBreadcrumb: (breadcrumb) => dispatch({ kind: 'breadcrumb', breadcrumb }),
    connect(next) {
      api = next;
      for (const call of queue.splice(0)) run(next, call);
    },
    get connected() {
      return api !== null;
    },
    pending: () => [...queue],
  };
}

interface ErrorTarget {
  addEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void;
  removeEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void;
}

/**
 * Until the SDK is connected, uncaught errors and unhandled rejections go to the reporter's queue;
 * once it is, the SDK's own handlers take over. Returns a function removing the listeners.
 */
export function queueUnhandledErrors(target: ErrorTarget, reporter: Reporter): () => void {
  const onError = (event: Event) => {
    if (reporter.connected) return;
    const { error, message } = event as ErrorEvent;
    reporter.captureException(error ?? new Error(message || 'Unknown error'), { mechanism: 'onerror' });
  };
  const onRejection = (event: Event) => {
    if (reporter.connected) return;
    reporter.captureException((event as PromiseRejectionEvent).reason, { mechanism: 'onunhandledrejection' });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** The page's reporter: the browser has one per visit, the server never connects it. */
export const reporter = createReporter();

/** Reports an error (the error boundary, failed effects). */
export const reportError = (error: unknown, context?: Record<string, unknown>) => {
  if (typeof window !== 'undefined') reporter.captureException(error, context);
};
