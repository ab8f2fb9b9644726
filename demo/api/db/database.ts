/**
 * The one seam between the server and SQL. PGlite and node-postgres both sit behind it, so every
 * query in the server is written once, with `$1` parameters, and runs on either engine.
 */
export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Transaction extends Queryable {
  /** Runs a script of several statements without parameters (a migration). */
  execScript(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /**
   * Whether other processes may use the same data (PostgreSQL: any number of instances). PGlite
   * lives inside this one process, so what it keeps in memory is already the whole truth.
   */
  readonly sharedByProcesses: boolean;
  /**
   * Runs `work` in one transaction on one connection: it commits when `work` resolves and rolls
   * back when it throws. Limits use it to decide and record a send or a try under one lock;
   * start-up to migrate and seed under one lock.
   */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Takes the lock of `key` for the rest of the transaction if it is free, and says whether it did.
 * A caller that finds it taken refuses at once (429) instead of queueing behind the holder: the
 * holder is deciding the very same thing (PGlite has one connection, so it is always free).
 */
export async function tryLockKey(tx: Queryable, key: string): Promise<boolean> {
  const [row] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS locked', [key]);
  return row?.locked === true;
}
