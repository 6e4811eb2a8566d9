import type { MetricName, MetricRating } from './events';

/** Good and poor thresholds of spec §9 (milliseconds; CLS is a score). */
export const vitalThresholds: Record<MetricName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  FCP: { good: 1800, poor: 3000 },
  CLS: { good: 0.1, poor: 0.25 },
  INP: { good: 200, poor: 500 },
  FID: { good: 100, poor: 300 },
  TTFB: { good: 800, poor: 1800 },
};

/** Up to the good threshold is good, above the poor one poor, between them needs improvement. */
export function rateMetric(name: MetricName, value: number): MetricRating {
  const { good, poor } = vitalThresholds[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

export interface MeasuredVital {
  name: MetricName;
  value: number;
  id: string;
  navigationType: string;
}

interface FirstInputEntry {
  startTime: number;
  processingStart: number;
}

interface FirstInputSource {
  PerformanceObserver?: typeof PerformanceObserver;
}

/**
 * First input delay: the web-vitals library no longer measures it, the browser still reports the
 * first input; its delay is the wait before its handlers ran.
 */
export function observeFirstInput(report: (vital: MeasuredVital) => void, source: FirstInputSource = globalThis): void {
  const Observer = source.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('first-input')) return;
  const observer = new Observer((list) => {
    const entry = list.getEntries()[0] as unknown as FirstInputEntry | undefined;
    if (!entry) return;
    observer.disconnect();
    report({ name: 'FID', value: entry.processingStart - entry.startTime, id: `fid-${Math.round(entry.startTime)}`, navigationType: 'navigate' });
  });
  observer.observe({ type: 'first-input', buffered: true });
}

/**
 * Measures LCP, FCP, CLS, INP and TTFB with the web-vitals library (loaded as a chunk of its own)
 * and FID from the first input. LCP, CLS and INP are final when the page is hidden, so they
 * arrive then.
 */
export async function observeWebVitals(report: (vital: MeasuredVital) => void): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const forward = (metric: { name: string; value: number; id: string; navigationType: string }) =>
    report({ name: metric.name as MetricName, value: metric.value, id: metric.id, navigationType: metric.navigationType });
  for (const observe of [onLCP, onFCP, onCLS, onINP, onTTFB]) observe(forward);
  observeFirstInput(report);
}
