import { describe, expect, it, vi } from 'vitest';
import type { MetricName } from '../events';
import { observeFirstInput, rateMetric, vitalThresholds, type MeasuredVital } from '../web-vitals';

describe('web vital ratings (spec §9 good / poor thresholds)', () => {
  it.each<[MetricName, number, number]>([
    ['LCP', 2500, 4000],
    ['FCP', 1800, 3000],
    ['CLS', 0.1, 0.25],
    ['INP', 200, 500],
    ['FID', 100, 300],
    ['TTFB', 800, 1800],
  ])('%s is good up to %s and poor above %s', (name, good, poor) => {
    expect(vitalThresholds[name]).toEqual({ good, poor });
    expect(rateMetric(name, 0)).toBe('good');
    expect(rateMetric(name, good)).toBe('good');
    expect(rateMetric(name, good * 1.01)).toBe('needs-improvement');
    expect(rateMetric(name, poor)).toBe('needs-improvement');
    expect(rateMetric(name, poor * 1.01)).toBe('poor');
  });
});

describe('first input delay', () => {
  function fakeObserver(supported: string[]) {
    const instances: { callback: (list: { getEntries(): unknown[] }) => void; disconnect: ReturnType<typeof vi.fn>; options?: unknown }[] = [];
    class Observer {
      static supportedEntryTypes = supported;
      disconnect = vi.fn();
      options: unknown;
      constructor(readonly callback: (list: { getEntries(): unknown[] }) => void) {
        instances.push(this);
      }
      observe(options: unknown) {
        this.options = options;
      }
    }
    return { Observer: Observer as unknown as typeof PerformanceObserver, instances };
  }

  it('is the wait between the first input and its handlers, reported once', () => {
    const { Observer, instances } = fakeObserver(['first-input', 'largest-contentful-paint']);
    const reports: MeasuredVital[] = [];
    observeFirstInput((vital) => reports.push(vital), { PerformanceObserver: Observer });
    expect(instances[0]!.options).toEqual({ type: 'first-input', buffered: true });
    instances[0]!.callback({ getEntries: () => [{ startTime: 1000, processingStart: 1042.5 }] });
    expect(reports).toEqual([{ name: 'FID', value: 42.5, id: 'fid-1000', navigationType: 'navigate' }]);
    expect(instances[0]!.disconnect).toHaveBeenCalled();
  });

  it('is not measured where the browser does not report first inputs', () => {
    const { Observer, instances } = fakeObserver(['paint']);
    observeFirstInput(() => undefined, { PerformanceObserver: Observer });
    observeFirstInput(() => undefined, {});
    expect(instances).toHaveLength(0);
  });
});
