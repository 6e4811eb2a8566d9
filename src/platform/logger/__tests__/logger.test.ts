import { describe, expect, test } from 'vitest';
import { createLogger, logSampling, pageLogRate, type LogRecord } from '..';

describe('app logger', () => {
  test('writes every level with its details to every sink', () => {
    const records: LogRecord[] = [];
    const logger = createLogger({ sinks: [(record) => records.push(record)] });
    logger.critical('Feature flags request failed', { status: 500 });
    logger.error('boom');
    logger.warning('app initialization took too long', { took: 5200 });
    logger.info('ready');
    expect(records).toEqual([
      { level: 'critical', message: 'Feature flags request failed', details: { status: 500 } },
      { level: 'error', message: 'boom' },
      { level: 'warning', message: 'app initialization took too long', details: { took: 5200 } },
      { level: 'info', message: 'ready' },
    ]);
  });

  test('a sampled logger keeps records only below its rate, and rates multiply', () => {
    const records: LogRecord[] = [];
    const draws = [0.04, 0.06, 0.0049, 0.0051];
    const logger = createLogger({ sinks: [(record) => records.push(record)], random: () => draws.shift()! });
    const seo = logger.sampled(0.05);
    seo.info('kept');
    seo.info('dropped');
    const currency = seo.sampled(0.1);
    currency.warning('kept too');
    currency.warning('dropped too');
    expect(records.map((record) => record.message)).toEqual(['kept', 'kept too']);
  });

  test('the page rate applies to the logger and its sampled copies until the page changes', () => {
    const records: LogRecord[] = [];
    const draws = [0.04, 0.06, 0.004, 0.006];
    const logger = createLogger({ sinks: [(record) => records.push(record)], random: () => draws.shift()! });
    const currency = logger.sampled(logSampling.currency);
    logger.setPageRate(pageLogRate('seo'));
    logger.error('seo page, kept');
    logger.error('seo page, dropped');
    currency.warning('seo page currency, kept');
    currency.warning('seo page currency, dropped');
    logger.setPageRate(pageLogRate('search'));
    logger.error('search page, always kept');
    expect(records.map((record) => record.message)).toEqual(['seo page, kept', 'seo page currency, kept', 'search page, always kept']);
    expect(draws).toEqual([]);
  });

  test('sinks can be added and removed', () => {
    const seen: string[] = [];
    const logger = createLogger({ sinks: [] });
    const remove = logger.addSink((record) => seen.push(record.message));
    logger.error('one');
    remove();
    logger.error('two');
    expect(seen).toEqual(['one']);
  });

  test('the spec §9 sampling rates', () => {
    expect(logSampling).toEqual({ seoPages: 0.05, currency: 0.1, geoip: 0.1, flagMismatch: 0.05, translationMissing: 0.0003 });
    expect(pageLogRate('seo')).toBe(0.05);
    expect(pageLogRate('search')).toBe(1);
    expect(pageLogRate(null)).toBe(1);
  });
});
