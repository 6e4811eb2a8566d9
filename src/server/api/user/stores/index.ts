import type { Database } from '../../../db';
import { AccountStore } from './accounts';
import { EmailStore } from './email';
import { LoginStore } from './logins';
import { MarketingStore } from './marketing';
import { OutboxStore } from './outbox';
import { PassengerStore } from './passengers';
import { SearchStore } from './searches';
import { SessionRows } from './sessions';
import { SettingsStore } from './settings';

/** The user service's data, one store per kind of record. */
export function userStores(database: Database) {
  return {
    accounts: new AccountStore(database),
    settings: new SettingsStore(database),
    emails: new EmailStore(database),
    sessions: new SessionRows(database),
    passengers: new PassengerStore(database),
    searches: new SearchStore(database),
    marketing: new MarketingStore(database),
    logins: new LoginStore(database),
    outbox: new OutboxStore(database),
  };
}

export type UserStores = ReturnType<typeof userStores>;
