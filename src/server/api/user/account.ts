import type { EmailInfo, Socials, UserInfo, UserSettings } from '../../../contracts/user';
import type { UserRow } from './store';

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
