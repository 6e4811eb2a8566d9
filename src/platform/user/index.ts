// User rules of the platform (spec §3–§5): email activation, data report, notification channels, premium status.
export type { ActivationStatus, EmailInfo } from './email';
export { activeEmail, emailActivationStatus } from './email';
export type { DataReportOptions, DataReportOutcome } from './data-report';
export { createDataReport, dataReportLocked, DATA_REPORT_LOCK_MS, NO_ACTIVE_EMAIL } from './data-report';
export type { NotificationChannels, NotificationChannelType } from './notification-channels';
export { notificationChannelsFor, notificationChannelType, notificationChannelTypes } from './notification-channels';
export type { PremiumStatus } from './premium';
export { $premiumStatus, premiumStatuses } from './premium';
export { $jwt, sessionRejected } from './session';
