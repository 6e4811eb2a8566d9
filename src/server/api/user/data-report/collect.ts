import type { DataReport } from '../../../../contracts/data-report';
import { savedSearchesLimit } from '../../../../contracts/user-searches';
import type { PersonalData } from '../../../plugins/personal-data';
import { emailInfo, settingsOf, socialsOf, subscriptionOf } from '../account';
import type { UserStores } from '../stores';
import type { UserRow } from '../stores/accounts';

/**
 * Everything kept about the user at `at`: the user service's own records (account, logins,
 * settings, documents, searches, the newsletter) and the other modules' parts through
 * `app.personalData` (orders, payments, price watches).
 */
export async function collectReport(
  user: UserRow,
  { stores, personalData, at }: { stores: UserStores; personalData: PersonalData; at: Date },
): Promise<DataReport> {
  const [socials, sessions, documents, searches, subscription, provided] = await Promise.all([
    stores.accounts.socials(user.id),
    stores.sessions.ofUser(user.id),
    stores.passengers.list(user.id),
    stores.searches.list(user.id, savedSearchesLimit),
    stores.marketing.find(user.id),
    personalData.collect(user.id),
  ]);
  return {
    created_at: at.toISOString(),
    account: {
      id: user.id,
      phone: user.phone,
      email_info: emailInfo(user),
      last_login_method: user.lastLoginMethod,
      marketing_accepted: user.marketingAccepted,
      created_at: user.createdAt.toISOString(),
      data_requested_at: user.dataRequestedAt?.toISOString() ?? null,
    },
    socials: socialsOf(socials),
    sessions: sessions.map((session) => ({ method: session.method, created_at: session.createdAt.toISOString(), expires_at: session.expiresAt.toISOString() })),
    settings: settingsOf(user),
    documents,
    searches,
    marketing_subscription: subscription ? subscriptionOf(subscription, user) : null,
    ...provided,
  };
}
