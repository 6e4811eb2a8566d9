/** `notification_channels` of the user settings (spec §3). */
export interface NotificationChannels {
  price_alert?: { mob_push?: boolean; web_push?: boolean; email?: boolean } | null;
}

/** Spec §4: all (push and email), push, email or none. */
export const notificationChannelTypes = ['all', 'push', 'email', 'none'] as const;
export type NotificationChannelType = (typeof notificationChannelTypes)[number];

/** Push is either a mobile or a web push. */
export function notificationChannelType(channels: NotificationChannels | null | undefined): NotificationChannelType {
  const alert = channels?.price_alert;
  const push = Boolean(alert?.mob_push || alert?.web_push);
  const email = Boolean(alert?.email);
  if (push && email) return 'all';
  if (push) return 'push';
  if (email) return 'email';
  return 'none';
}

/** The settings that choose a type: push turns on both mobile and web push. */
export function notificationChannelsFor(type: NotificationChannelType): Required<NotificationChannels> {
  const push = type === 'all' || type === 'push';
  const email = type === 'all' || type === 'email';
  return { price_alert: { mob_push: push, web_push: push, email } };
}
