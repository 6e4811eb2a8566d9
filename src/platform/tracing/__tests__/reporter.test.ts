import { describe, expect, test, vi } from 'vitest';
import { createReporter, queueUnhandledErrors, type ReportingApi } from '../reporter';
import { reportingSink } from '../sink';
import { createLogger } from '../../logger';

const fakeApi = () => ({ captureException: vi.fn(), captureMessage: vi.fn(), addBreadcrumb: vi.fn() }) satisfies ReportingApi;

describe('reporter queue before the SDK loads', () => {
  test('queued calls reach the SDK in order once it connects, later ones go straight through', () => {
    const reporter = createReporter();
    const order: string[] = [];
    const api: ReportingApi = {
      captureException: (error) => order.push(`exception ${(error as Error).message}`),
      captureMessage: (message) => order.push(`message ${message}`),
      addBreadcrumb: ({ message }) => order.push(`breadcrumb ${message}`),
    };
    reporter.addBreadcrumb({ category: 'log', message: 'slow', level: 'warning' });
    reporter.captureException(new Error('early'));
    reporter.captureMessage('Failed to init analytics', 'error');
    expect(reporter.pending()).toHaveLength(3);
    reporter.connect(api);
    reporter.captureException(new Error('late'));
    expect(order).toEqual(['breadcrumb slow', 'exception early', 'message Failed to init analytics', 'exception late']);
    expect(reporter.pending()).toEqual([]);
  });

  test('keeps only the newest calls', () => {
    const reporter = createReporter(2);
    for (const n of [1, 2, 3]) reporter.captureMessage(`m${n}`, 'info');
    expect(reporter.pending().map((call) => (call.kind === 'message' ? call.message : ''))).toEqual(['m2', 'm3']);
  });

  test('uncaught errors and rejections are queued until connected', () => {
    const target = new EventTarget();
    const reporter = createReporter();
    const stop = queueUnhandledErrors(target, reporter);
    const boom = new Error('boom');
    target.dispatchEvent(Object.assign(new Event('error'), { error: boom, message: 'boom' }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'nope' }));
    expect(reporter.pending()).toEqual([
      { kind: 'exception', error: boom, context: { mechanism: 'onerror' } },
      { kind: 'exception', error: 'nope', context: { mechanism: 'onunhandledrejection' } },
    ]);
    const api = fakeApi();
    reporter.connect(api);
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('after') }));
    expect(api.captureException).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('logger sink', () => {
  test('errors and critical records are reported, warnings become breadcrumbs, info is left out', () => {
    const api = fakeApi();
    const logger = createLogger({ sinks: [reportingSink(api)] });
    const error = new Error('HTTP error, status: 500');
    logger.critical('Feature flags request failed', { error, url: '/api/flags' });
    logger.error('Failed to init analytics');
    logger.warning('app initialization took too long', { took: 5200 });
    logger.info('ready');
    expect(api.captureException).toHaveBeenCalledWith(error, { log: 'Feature flags request failed', level: 'fatal', url: '/api/flags' });
    expect(api.captureMessage).toHaveBeenCalledWith('Failed to init analytics', 'error', undefined);
    expect(api.addBreadcrumb).toHaveBeenCalledWith({ category: 'log', message: 'app initialization took too long', level: 'warning', data: { took: 5200 } });
    expect(api.addBreadcrumb).toHaveBeenCalledTimes(1);
  });
});
