// The user of the user service (spec §3–§7): the account, its settings, searches and passengers,
// and the rules for e-mail activation, data report, notification channels, premium and private access.
// Its calls (./api/) are one module per area; the request wrapper sends the JWT, and a 401 ends the
// session (spec §8). The calls only the account's pages make (login, e-mail, newsletters) are not
// exported here but imported from their module, nor are the saved passengers (`./passengers`), which
// only the documents and booking pages use: every page's header imports this index, and what it
// exports is built at every page's start (README: Performance).
export type { ActivationStatus, EmailInfo } from './email';
export { activeEmail, emailActivationStatus } from './email';
export type { DataReportOptions, DataReportOutcome } from './data-report';
export { createDataReport, dataReportLocked, DATA_REPORT_LOCK_MS, NO_ACTIVE_EMAIL } from './data-report';
export type { NotificationChannels, NotificationChannelType } from './notification-channels';
export { notificationChannelsFor, notificationChannelType, notificationChannelTypes } from './notification-channels';
export type { PremiumStatus } from './premium';
export { $premiumStatus, premiumStatuses } from './premium';
export { defaultStaffDomains, hasPrivateAccess } from './private-access';
export { checkSettingsPatch, isSettingKey, parseLocalSettings } from './settings-keys';
export { deleteUserMutation, userQuery } from './api/account';
export { $privateAccess, $staffDomains, $user, $userStatus, logoutRequested, userRequired, userReset } from './account';
export type { SettingsState } from './settings';
export { $settings, $settingsState, $settingsStorage, changeSettingsFx, LOCAL_SETTINGS_KEY, settingsChanged, SETTINGS_SYNC_NEEDS } from './settings';
export { $savedSearches, localSearches, searchMade, uploadLocalSearchesFx } from './searches';
