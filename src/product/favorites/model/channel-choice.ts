import { attach, createEvent, createStore, sample } from 'effector';
import type { PriceChannel } from '../../../contracts/favorites';
import { $browserNotifications, requestNotificationsFx } from '../../../platform/notifications';
import { isHttp } from '../../../platform/request';
import { $user, activeEmail, userReset } from '../../../platform/user';
import { channelMutation } from './api';

// Where a watched search's price alerts go (spec §3 `notification_channels.price_alert`), chosen in
// the favorites list: saved only where the alerts can arrive. E-mail needs a confirmed address (the
// list then offers to add one), the browser's notifications need its permission, asked when chosen.

export type ChannelProblem = 'email_needed' | 'denied' | 'unsupported';

/** The person chose a channel for one subscription. */
export const channelChosen = createEvent<{ id: string; channel: PriceChannel }>();

const checkFx = attach({
  source: { user: $user, browser: $browserNotifications },
  async effect(
    { user, browser },
    choice: { id: string; channel: PriceChannel },
  ): Promise<{ id: string; channel: PriceChannel; problem: ChannelProblem | null }> {
    // Before the account is read the server decides (a 422 says the same).
    if (choice.channel === 'email' && user && !activeEmail(user.user_info.email_info)) return { ...choice, problem: 'email_needed' };
    if (choice.channel === 'web_push') {
      // The browser's prompt, in answer to the choice.
      const permission = browser === 'granted' ? browser : await requestNotificationsFx();
      if (permission !== 'granted') return { ...choice, problem: permission === 'unsupported' ? 'unsupported' : 'denied' };
    }
    return { ...choice, problem: null };
  },
});

/** The subscription whose channel could not be chosen, which channel and why; a saved choice clears it. */
export const $channelProblem = createStore<{ id: string; channel: PriceChannel; problem: ChannelProblem } | null>(null, { serialize: 'ignore' })
  .on(checkFx.doneData, (_, { id, channel, problem }) => (problem ? { id, channel, problem } : null))
  .on(channelMutation.finished.failure, (state, { params, error }) =>
    isHttp(error) && error.status === 422 ? { id: params.id, channel: params.channel, problem: 'email_needed' as const } : state,
  )
  .reset(channelMutation.finished.success, userReset);

sample({ clock: channelChosen, target: checkFx });
sample({ clock: checkFx.doneData, filter: ({ problem }) => problem === null, fn: ({ id, channel }) => ({ id, channel }), target: channelMutation.start });
