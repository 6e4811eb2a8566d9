import type { LogLevel, LogSink } from '../logger';
import type { ReportingApi, ReportLevel } from './reporter';

const levels: Record<LogLevel, ReportLevel> = { critical: 'fatal', error: 'error', warning: 'warning', info: 'info' };

/**
 * The app logger's error-reporting sink: critical and error records are reported (as the error
 * they carry in `details.error`, or as a message), warnings become breadcrumbs of the next report.
 */
export const reportingSink =
  (api: ReportingApi): LogSink =>
  ({ level, message, details }) => {
    if (level === 'critical' || level === 'error') {
      const { error, ...rest } = details ?? {};
      const context = { log: message, level: levels[level], ...rest };
      if (error instanceof Error) api.captureException(error, context);
      else api.captureMessage(message, levels[level], details);
    } else if (level === 'warning') {
      api.addBreadcrumb({ category: 'log', message, level: 'warning', ...(details ? { data: details } : {}) });
    }
  };
