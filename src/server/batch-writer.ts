/**
 * Group commit for append-only tables: rows written while an insert is running wait for it and go
 * in together with the next one, so a burst of requests costs a few statements, not one each. A
 * write resolves only once its rows are stored: callers answer after that and lose nothing. When a
 * combined insert fails, each caller's rows are retried alone so one bad request fails only itself.
 */
export class BatchWriter<Row> {
  private pending: { rows: Row[]; settle: (error?: unknown) => void }[] = [];
  private running: Promise<void> | undefined;

  constructor(
    private readonly insert: (rows: Row[]) => Promise<unknown>,
    private readonly maxRows = 1000,
  ) {}

  write(rows: Row[]): Promise<void> {
    if (rows.length === 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ rows, settle: (error) => (error === undefined ? resolve() : reject(error)) });
      this.running ??= this.drain().finally(() => (this.running = undefined));
    });
  }

  /** Resolves when everything written so far is stored (or has failed). */
  async flush(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain() {
    while (this.pending.length) {
      let count = 0;
      let taken = 0;
      while (taken < this.pending.length && (taken === 0 || count + this.pending[taken]!.rows.length <= this.maxRows)) {
        count += this.pending[taken]!.rows.length;
        taken++;
      }
      const batch = this.pending.splice(0, taken);
      try {
        await this.insert(batch.flatMap((write) => write.rows));
        for (const write of batch) write.settle();
      } catch (error) {
        if (batch.length === 1) {
          batch[0]!.settle(error ?? new Error('insert failed'));
          continue;
        }
        for (const write of batch) {
          try {
            await this.insert(write.rows);
            write.settle();
          } catch (alone) {
            write.settle(alone ?? new Error('insert failed'));
          }
        }
      }
    }
  }
}

/**
 * Text as the database takes it: Postgres refuses NUL and lone surrogates in text and JSON, so NUL
 * becomes U+FFFD and every string is made well-formed (`toWellFormed`) before storage; plain
 * objects and arrays are walked, keys included.
 */
export function storable<T>(value: T): T {
  if (typeof value === 'string') return (value.includes('\0') ? value.replaceAll('\0', '\uFFFD') : value).toWellFormed() as T;
  if (Array.isArray(value)) return value.map(storable) as T;
  if (value && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [storable(key), storable(item)])) as T;
  }
  return value;
}
