import type { DataReport } from '../../../../contracts/data-report';
import { savedSearchesLimit } from '../../../../contracts/user-searches';
import type { PersonalData } from '../../../plugins/personal-data';
import { emailInfo, settingsOf, socialsOf, subscriptionOf } from '../account';
import type { UserRow, UserStore } from '../store';

/**
 * Everything kept about the user at `at`: the user service's own records (account, logins,
 * settings, documents, searches, the newsletter) and the other modules' parts through
 * `app.personalData` (orders, payments, price watches).
 */
export async function collectReport(user: UserRow, { store, personalData, at }: { store: UserStore; personalData: PersonalData; at: Date }): Promise<DataReport> {
  const [socials, sessions, documents, searches, subscription, provided] = await Promise.all([
    store.socials(user.id),
    store.sessions(user.id),
    store.passengers(user.id),
    store.searches(user.id, savedSearchesLimit),
    store.subscription(user.id),
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
