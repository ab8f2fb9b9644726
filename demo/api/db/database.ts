/**
 * The one seam between the server and SQL. PGlite and node-postgres both sit behind it, so every
 * query in the server is written once, with `$1` parameters, and runs on either engine.
 */
export interface Database {
  /** Runs one parameterised statement and returns its rows. */
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /**
   * Runs a script of several statements without parameters (migrations). Both engines run a
   * multi-statement script as one implicit transaction, so a failing migration leaves nothing.
   */
  execScript(sql: string): Promise<void>;
  close(): Promise<void>;
}
