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
   * Runs `work` in one transaction on one connection: it commits when `work` resolves and rolls
   * back when it throws. Limits use it to decide and record a send or a try under one lock;
   * start-up to migrate and seed under one lock.
   */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Serialises the transactions that lock the same keys until they end (PostgreSQL advisory locks;
 * PGlite has one connection, so its transactions never overlap anyway). Callers lock keys in one
 * fixed order, so two transactions never wait on each other.
 */
export async function lockKeys(tx: Queryable, keys: readonly string[]): Promise<void> {
  for (const key of keys) await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
}
