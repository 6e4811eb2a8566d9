/**
 * Activity tracking (page pings) settings, spec §5: the minimum visit length and the heartbeat delay,
 * in seconds, must be integers, else an error is logged and tracking stays off. The wording is the
 * analytics tracker's own, so the log reads the same whichever layer catches it.
 */
export const ACTIVITY_TRACKING_ERROR = 'Activity tracking minimumVisitLength & heartbeatDelay must be integers';

export interface ActivityTrackingOptions {
  /** Seconds before the first ping. */
  minimumVisitLength: number;
  /** Seconds between pings. */
  heartbeatDelay: number;
}

export interface ActivityTiming {
  minimumVisitLengthMs: number;
  heartbeatDelayMs: number;
}

/** The timing in milliseconds, or `null` (with the error logged) when a value is not an integer. */
export function activityTiming(options: ActivityTrackingOptions, log: (message: string) => void = console.error): ActivityTiming | null {
  const { minimumVisitLength, heartbeatDelay } = options;
  if (!Number.isInteger(minimumVisitLength) || !Number.isInteger(heartbeatDelay)) {
    log(ACTIVITY_TRACKING_ERROR);
    return null;
  }
  return { minimumVisitLengthMs: minimumVisitLength * 1000, heartbeatDelayMs: heartbeatDelay * 1000 };
}
