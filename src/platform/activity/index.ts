// Activity tracking (page pings): the spec §5 integer checks.
export type { ActivityTiming, ActivityTrackingOptions } from './tracking';
export { ACTIVITY_TRACKING_ERROR, activityTiming } from './tracking';
