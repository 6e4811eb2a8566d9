// Browser notifications (the `web_push` channel of price alerts, spec §3 `notification_channels`):
// whether this browser can show them, and asking its permission when a person chooses them.
export type { BrowserNotifications } from './permission';
export { $browserNotifications, browserNotificationsChecked, canNotifyInBrowser, readNotificationsFx, requestNotificationsFx } from './permission';
