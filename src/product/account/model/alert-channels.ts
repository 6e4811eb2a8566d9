import { attach, createEvent, createStore, sample } from 'effector';
import { $browserNotifications, browserNotificationsChecked, requestNotificationsFx } from '../../../platform/notifications';
import { $user, activeEmail, notificationChannelsFor, settingsChanged, userReset, type NotificationChannelType } from '../../../platform/user';

// The price-alert channels of the notifications page (spec §3 `notification_channels`, §4 types):
// a choice is saved only where its alerts can arrive. E-mail needs a confirmed address (the page
// then offers to add one); the browser's notifications need its permission, asked when chosen.

/** Why a choice was not saved: no confirmed e-mail, notifications refused, or a browser without them. */
export type AlertChannelsProblem = 'email_needed' | 'denied' | 'unsupported';

/** The notifications page opened for a logged-in person: what the browser allows is read. */
export const alertChannelsOpened = createEvent();
/** The person chose a type of channels (all, push, email or none). */
export const channelTypeChosen = createEvent<NotificationChannelType>();

export const needsEmail = (type: NotificationChannelType) => type === 'all' || type === 'email';
export const needsBrowser = (type: NotificationChannelType) => type === 'all' || type === 'push';

const chooseFx = attach({
  source: { user: $user, browser: $browserNotifications },
  async effect({ user, browser }, type: NotificationChannelType): Promise<{ type: NotificationChannelType; problem: AlertChannelsProblem | null }> {
    if (needsEmail(type) && !activeEmail(user?.user_info.email_info)) return { type, problem: 'email_needed' };
    if (needsBrowser(type)) {
      // The browser's prompt, in answer to the click that chose the channel.
      const permission = browser === 'granted' ? browser : await requestNotificationsFx();
      if (permission !== 'granted') return { type, problem: permission === 'unsupported' ? 'unsupported' : 'denied' };
    }
    return { type, problem: null };
  },
});

/** The choice that could not be saved, and why; cleared by a choice that was. */
export const $alertChannelsProblem = createStore<{ type: NotificationChannelType; problem: AlertChannelsProblem } | null>(null, { serialize: 'ignore' })
  .on(chooseFx.doneData, (_, { type, problem }) => (problem ? { type, problem } : null))
  .reset(alertChannelsOpened, userReset);
/** A choice waiting for the browser's answer. */
export const $alertChannelsPending = chooseFx.pending;

sample({ clock: alertChannelsOpened, target: browserNotificationsChecked });
sample({ clock: channelTypeChosen, target: chooseFx });
sample({
  clock: chooseFx.doneData,
  filter: ({ problem }) => problem === null,
  fn: ({ type }) => ({ notification_channels: notificationChannelsFor(type) }),
  target: settingsChanged,
});
