/**
 * The app logger (spec §8, §9): four levels, sinks that other layers add (error reporting,
 * analytics), and sampling where the spec asks for it.
 */
export const logLevels = ['critical', 'error', 'warning', 'info'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface LogRecord {
  level: LogLevel;
  message: string;
  details?: Record<string, unknown>;
}

export type LogSink = (record: LogRecord) => void;

/** Sampling rates of spec §9; a rate is the share of records kept. */
export const logSampling = {
  seoPages: 0.05,
  currency: 0.1,
  geoip: 0.1,
  flagMismatch: 0.05,
  translationMissing: 0.0003,
} as const;

export interface Logger {
  critical(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
  warning(message: string, details?: Record<string, unknown>): void;
  info(message: string, details?: Record<string, unknown>): void;
  /** The same logger keeping only `rate` of its records. */
  sampled(rate: number): Logger;
}

/** The share of records the current page keeps, shared by a logger and its sampled copies. */
interface PageRate {
  value: number;
}

const consoleMethod: Record<LogLevel, 'error' | 'warn' | 'info'> = { critical: 'error', error: 'error', warning: 'warn', info: 'info' };
export const consoleSink: LogSink = ({ level, message, details }) =>
  details === undefined ? console[consoleMethod[level]](message) : console[consoleMethod[level]](message, details);

export interface LoggerOptions {
  sinks?: LogSink[];
  random?: () => number;
  rate?: number;
}

export interface AppLogger extends Logger {
  addSink(sink: LogSink): () => void;
  /** Keeps only `rate` of every record from now on, sampled copies included (the page being shown decides). */
  setPageRate(rate: number): void;
}

export function createLogger({ sinks = [consoleSink], random = Math.random, rate = 1 }: LoggerOptions = {}, page: PageRate = { value: 1 }): AppLogger {
  const write = (level: LogLevel) => (message: string, details?: Record<string, unknown>) => {
    const kept = rate * page.value;
    if (kept < 1 && random() >= kept) return;
    for (const sink of sinks) sink({ level, message, ...(details === undefined ? {} : { details }) });
  };
  return {
    critical: write('critical'),
    error: write('error'),
    warning: write('warning'),
    info: write('info'),
    sampled: (next) => createLogger({ sinks, random, rate: rate * next }, page),
    addSink(sink) {
      sinks.push(sink);
      return () => sinks.splice(sinks.indexOf(sink), 1);
    },
    setPageRate(next) {
      page.value = next;
    },
  };
}

/** The process-wide logger; error reporting and analytics add their sinks at start. */
export const logger = createLogger();

/** SEO pages log 5 % of their records (spec §9): they are many and alike. */
export const pageLogRate = (pageKind: string | null) => (pageKind === 'seo' ? logSampling.seoPages : 1);
