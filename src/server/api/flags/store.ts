import { readFileSync } from 'node:fs';
import { desc, eq } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from '../../db';
import { FlagSeed, prepareFlag, type FlagDefinition, type PreparedFlag } from '../../engines/flags';
import { flagChanges, flagSnapshots, flags } from './schema';

type FlagRow = typeof flags.$inferSelect;
export type FlagChange = typeof flagChanges.$inferSelect;
/** Who changes a flag: how they reached the admin, and their address. */
export interface FlagChangeActor {
  actor: string;
  address: string;
}
/** Both engines' databases share this type; their union has no callable `transaction`. */
type Db = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;
type Tx = PgTransaction<PgQueryResultHKT, Record<string, unknown>>;

const toDefinition = (row: FlagRow): FlagDefinition => ({
  id: row.id,
  key: row.key,
  description: row.description,
  enabled: row.enabled,
  dataRecordsEnabled: row.dataRecordsEnabled,
  ...row.definition,
});

/** Reads and checks the seed file; a bad file stops start-up with the reason. */
export function readSeed(path: string): FlagDefinition[] {
  const result = FlagSeed.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`Invalid flags seed ${path}: ${issue.path.join('.')}: ${issue.message}`);
  }
  return result.data.flags;
}

/**
 * Flag definitions in the database, with an in-memory copy that evaluation reads. Every change
 * writes a snapshot (the whole flag as it now is) and points the flag at it, so an evaluation's
 * `flagSnapshotID` tells which version decided it. Other processes pick changes up on `refresh`.
 */
export class FlagStore {
  private byId = new Map<number, PreparedFlag>();
  private byKey = new Map<string, PreparedFlag>();

  private readonly db: Db;

  constructor(db: Database) {
    this.db = db as Db;
  }

  /** Adds the flags the database does not have yet (by key); existing flags are left as edited. */
  async seed(definitions: FlagDefinition[]): Promise<string[]> {
    const existing = new Set((await this.db.select({ key: flags.key }).from(flags)).map((row) => row.key));
    const added: string[] = [];
    for (const flag of definitions) {
      if (existing.has(flag.key)) continue;
      const inserted = await this.db.transaction(async (tx) => {
        const { id, key, description, enabled, dataRecordsEnabled, entityType, tags, variants, segments } = flag;
        const rows = await tx
          .insert(flags)
          .values({ id, key, description, enabled, dataRecordsEnabled, definition: { entityType, tags, variants, segments }, snapshotId: 0 })
          .onConflictDoNothing()
          .returning({ id: flags.id });
        if (!rows.length) return false;
        await this.snapshot(tx, flag);
        return true;
      });
      if (inserted) added.push(flag.key);
    }
    return added;
  }

  /** Reloads every flag from the database. */
  async refresh(): Promise<void> {
    const rows = await this.db.select().from(flags);
    const prepared = rows.map((row) => prepareFlag(toDefinition(row), row.snapshotId));
    this.byId = new Map(prepared.map((flag) => [flag.definition.id, flag]));
    this.byKey = new Map(prepared.map((flag) => [flag.definition.key, flag]));
  }

  get(id: number | undefined, key: string | undefined): PreparedFlag | undefined {
    return (id !== undefined ? this.byId.get(id) : undefined) ?? (key !== undefined ? this.byKey.get(key) : undefined);
  }

  /** Flags carrying any (or all) of the tags, by id. */
  byTags(tags: string[], operator: 'ANY' | 'ALL' = 'ANY'): PreparedFlag[] {
    const test = operator === 'ALL' ? 'every' : 'some';
    return this.list().filter((flag) => tags[test]((tag) => flag.definition.tags.includes(tag)));
  }

  list(): PreparedFlag[] {
    return [...this.byId.values()].sort((a, b) => a.definition.id - b.definition.id);
  }

  /**
   * Turns a flag on or off, recording who did it with the state before and after in the same
   * transaction; undefined when there is no such flag.
   */
  async setEnabled(id: number, enabled: boolean, by: FlagChangeActor): Promise<PreparedFlag | undefined> {
    const changed = await this.db.transaction(async (tx) => {
      const [current] = await tx.select({ enabled: flags.enabled }).from(flags).where(eq(flags.id, id)).for('update');
      if (!current) return false;
      const [row] = await tx.update(flags).set({ enabled, updatedAt: new Date() }).where(eq(flags.id, id)).returning();
      if (!row) return false;
      await this.snapshot(tx, toDefinition(row));
      await tx
        .insert(flagChanges)
        .values({ flagId: id, flagKey: row.key, actor: by.actor, address: by.address, before: { enabled: current.enabled }, after: { enabled } });
      return true;
    });
    await this.refresh();
    return changed ? this.byId.get(id) : undefined;
  }

  /** The latest changes made through the admin, newest first. */
  changes(limit: number): Promise<FlagChange[]> {
    return this.db.select().from(flagChanges).orderBy(desc(flagChanges.changedAt), desc(flagChanges.id)).limit(limit);
  }

  private async snapshot(tx: Tx, flag: FlagDefinition) {
    const [snapshot] = await tx.insert(flagSnapshots).values({ flagId: flag.id, flag }).returning({ id: flagSnapshots.id });
    await tx.update(flags).set({ snapshotId: snapshot!.id }).where(eq(flags.id, flag.id));
  }
}
