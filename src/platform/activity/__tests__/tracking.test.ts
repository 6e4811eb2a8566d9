import { describe, expect, test, vi } from 'vitest';
import { ACTIVITY_TRACKING_ERROR, activityTiming } from '../tracking';

describe('activity tracking needs integer timings (spec §5)', () => {
  test.each([
    [10, 10, { minimumVisitLengthMs: 10_000, heartbeatDelayMs: 10_000 }],
    [0, 30, { minimumVisitLengthMs: 0, heartbeatDelayMs: 30_000 }],
    [5, 1, { minimumVisitLengthMs: 5_000, heartbeatDelayMs: 1_000 }],
  ])('%d s and %d s are accepted', (minimumVisitLength, heartbeatDelay, timing) => {
    const log = vi.fn();
    expect(activityTiming({ minimumVisitLength, heartbeatDelay }, log)).toEqual(timing);
    expect(log).not.toHaveBeenCalled();
  });

  test.each([
    [1.5, 10],
    [10, 0.5],
    [Number.NaN, 10],
    [10, Number.POSITIVE_INFINITY],
    ['10' as unknown as number, 10],
  ])('%s s and %s s are rejected with the error logged', (minimumVisitLength, heartbeatDelay) => {
    const log = vi.fn();
    expect(activityTiming({ minimumVisitLength, heartbeatDelay }, log)).toBeNull();
    expect(log).toHaveBeenCalledWith(ACTIVITY_TRACKING_ERROR);
  });

  test('the error goes to console.error by default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    activityTiming({ minimumVisitLength: 1.1, heartbeatDelay: 1 });
    expect(error).toHaveBeenCalledWith('Activity tracking minimumVisitLength & heartbeatDelay must be integers');
    error.mockRestore();
  });
});
