import type { MarketingSubscription } from '../../../contracts/marketing';
import type { EmailInfo, Socials, UserInfo } from '../../../contracts/user';
import type { UserSettings } from '../../../contracts/user-settings';
import type { UserRow } from './stores/accounts';
import type { SubscriptionRow } from './stores/marketing';

/** Spec §4: an active e-mail makes the status active (a newer candidate may wait); a candidate alone is pending. */
export function emailInfo(user: UserRow): EmailInfo {
  return {
    active_email: user.activeEmail,
    candidate_email: user.candidateEmail,
    activation_status: user.activeEmail ? 'active' : user.candidateEmail ? 'pending' : 'not_active',
  };
}

export const userInfo = (user: UserRow): UserInfo => ({
  id: user.id,
  email_info: emailInfo(user),
  phone: user.phone,
  last_login_method: user.lastLoginMethod,
});

export const settingsOf = (user: UserRow): UserSettings => (user.settings ?? {}) as UserSettings;

export const socialsOf = (links: { provider: string; email: string | null }[]): Socials => {
  const socials: Socials = {};
  for (const link of links) socials[link.provider] = { email: link.email };
  return socials;
};

/** A subscription is active once it goes to the account's active e-mail, pending while that e-mail waits for its link. */
export const subscriptionOf = (row: Omit<SubscriptionRow, 'updatedAt'>, user: UserRow): MarketingSubscription => ({
  market: row.market,
  language: row.language,
  email: row.email,
  topics: row.topics as string[],
  status: !row.subscribed ? 'not_active' : row.email !== null && row.email === user.activeEmail ? 'active' : 'pending',
});
