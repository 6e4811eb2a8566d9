import { eq, sql } from 'drizzle-orm';
import type { UserSettings } from '../../../../contracts/user-settings';
import type { Database } from '../../../db';
import { queryable, type Db } from '../../../db/query';
import { users } from '../schema';

/** The settings of an account (spec §3), kept as one JSON value. */
export class SettingsStore {
  private readonly db: Db;

  constructor(database: Database) {
    this.db = queryable(database);
  }

  async save(userId: string, settings: UserSettings): Promise<void> {
    await this.db.update(users).set({ settings }).where(eq(users.id, userId));
  }

  /** Merges keys into the stored settings in one statement, so two patches never lose each other's keys. */
  async patch(userId: string, patch: UserSettings): Promise<UserSettings> {
    const [row] = await this.db
      .update(users)
      .set({ settings: sql`${users.settings} || ${JSON.stringify(patch)}::jsonb` })
      .where(eq(users.id, userId))
      .returning({ settings: users.settings });
    return (row?.settings ?? {}) as UserSettings;
  }
}
