import { createHash } from 'node:crypto';
import { isConnectionLoss } from '../db/connection-loss';
import type { Queryable } from '../db/database';
import type { TabGroup } from '../seed/catalogue-types';
import { testColumns, toApiTest } from './test-records';
import type { ApiTest, TestRow } from './test-records';

/** One JSON answer, serialised once, with the strong ETag of its bytes. */
export interface CachedAnswer {
  /** What it answers (`category:Vitamins`), the key it is kept under in its copy. */
  key: string;
  body: string;
  etag: string;
}

/** The whole catalogue as read at one version: every catalogue read is answered from it. */
interface Snapshot {
  version: string;
  loadedAt: number;
  tests: (ApiTest & { selection: string | null })[];
  tabs: Map<string, { _id: string; name: string }[]>;
  /** Answers serialised so far, by request (the keys are the catalogue's own names and ids). */
  answers: Map<string, CachedAnswer>;
}

export interface CatalogueSnapshotSettings {
  /** How often an instance asks the database for the catalogue's version. */
  checkIntervalMs: number;
  /** The oldest a copy may get before it is read again, whatever the version says. */
  maxAgeMs: number;
}

export const defaultSnapshotSettings: CatalogueSnapshotSettings = { checkIntervalMs: 1000, maxAgeMs: 60_000 };

/**
 * The catalogue in memory. A spike of catalogue reads costs the database nothing: the answers
 * are built once per catalogue version and sent as the same bytes. The version (bumped by a
 * trigger on every change, `008_catalogue_version.sql`) is checked at most once a second, in the
 * background, while requests keep being answered from the copy in hand; a copy is also read
 * again after `maxAgeMs` whatever happens, so instances never disagree for long.
 */
export function createCatalogueSnapshot(db: Queryable, settings = defaultSnapshotSettings, now = () => performance.now()) {
  let current: Snapshot | undefined;
  let loading: Promise<Snapshot> | undefined;
  let checking = false;
  let checkedAt = 0;

  const load = (): Promise<Snapshot> => {
    loading ??= readSnapshot(db, now()).finally(() => {
      loading = undefined;
    });
    return loading.then((snapshot) => (current = snapshot));
  };

  const checkVersion = async (snapshot: Snapshot) => {
    checking = true;
    try {
      const [row] = await db.query<{ version: string }>('SELECT version::text AS version FROM catalogue_version');
      if (row?.version !== snapshot.version || now() - snapshot.loadedAt > settings.maxAgeMs) await load();
    } catch (error) {
      // The copy in hand stays good; the next request checks again. A lost database has its own
      // log line (`database-availability.ts`), not one a second here.
      if (!isConnectionLoss(error)) {
        console.error('Checking the catalogue version failed:', error instanceof Error ? error.message : error);
      }
    } finally {
      checkedAt = now();
      checking = false;
    }
  };

  /** Asks the database for the version in the background, at most once per interval. */
  const checkWhenDue = (inHand: Snapshot) => {
    if (!checking && now() - checkedAt >= settings.checkIntervalMs) {
      checkedAt = now();
      void checkVersion(inHand);
    }
  };

  /** The current copy; the first call waits for it, later ones never do. */
  async function snapshot(): Promise<Snapshot> {
    const inHand = current ?? (await load());
    checkWhenDue(inHand);
    return inHand;
  }

  /**
   * The answer for `key`, built from the copy once and then kept with it. Whether to keep it is
   * only asked on a miss: a kept answer costs a request one map lookup.
   */
  async function answer(
    key: string,
    build: (snapshot: Snapshot) => unknown,
    keep: (snapshot: Snapshot) => boolean = () => true,
  ): Promise<CachedAnswer> {
    const inHand = await snapshot();
    const kept = inHand.answers.get(key);
    if (kept) return kept;
    const made = cachedAnswer(key, build(inHand));
    if (keep(inHand)) inHand.answers.set(key, made);
    return made;
  }

  return {
    /** Reads the first copy now, so reads are answered from memory even if the database goes first. */
    preload: async (): Promise<void> => {
      await snapshot();
    },
    /**
     * Whether `answer` is one the copy in hand keeps (a catalogue name's, not a made-up one's),
     * so that it may be sent again as it is; it checks the version as a read does.
     */
    isCurrent: (answer: CachedAnswer): boolean => {
      if (!current) return false;
      checkWhenDue(current);
      return current.answers.get(answer.key) === answer;
    },
    tabs: (group: TabGroup) => answer(`tabs:${group}`, (s) => ({ success: true, data: s.tabs.get(group) ?? [] })),
    byCategory: (name: string) =>
      answer(`category:${name}`, (s) => ({ success: true, data: publicTests(s.tests.filter((test) => test.category === name)) }),
        // Only names of the catalogue are kept: made-up ones must not fill the memory.
        (s) => s.tests.some((test) => test.category === name)),
    bySelection: (name: string) =>
      answer(`selection:${name}`, (s) => ({ success: true, data: publicTests(s.tests.filter((test) => test.selection === name)) }),
        (s) => s.tests.some((test) => test.selection === name)),
    /** One test's answer, or undefined for an id the catalogue does not have. */
    async test(id: string): Promise<CachedAnswer | undefined> {
      const inHand = await snapshot();
      const kept = inHand.answers.get(`test:${id}`);
      if (kept) return kept;
      const found = inHand.tests.find((test) => test._id === id);
      if (!found) return undefined;
      return answer(`test:${id}`, () => ({ success: true, data: publicTests([found])[0] }));
    },
  };
}

export type CatalogueSnapshot = ReturnType<typeof createCatalogueSnapshot>;

async function readSnapshot(db: Queryable, loadedAt: number): Promise<Snapshot> {
  // The version first: a change landing between the reads makes the copy look older, never newer.
  const [row] = await db.query<{ version: string }>('SELECT version::text AS version FROM catalogue_version');
  const rows = await db.query<TestRow & { selection: string | null }>(
    `SELECT ${testColumns}, selection FROM tests ORDER BY display_order`,
  );
  const tabRows = await db.query<{ tab_group: string; _id: string; name: string }>(
    'SELECT tab_group, id AS "_id", name FROM tab_categories ORDER BY tab_group, position',
  );
  const tabs = new Map<string, { _id: string; name: string }[]>();
  for (const { tab_group: group, _id, name } of tabRows) tabs.set(group, [...(tabs.get(group) ?? []), { _id, name }]);
  return {
    version: row?.version ?? '',
    loadedAt,
    tests: rows.map((test) => ({ ...toApiTest(test), selection: test.selection })),
    tabs,
    answers: new Map(),
  };
}

function publicTests(tests: (ApiTest & { selection: string | null })[]): ApiTest[] {
  return tests.map(({ selection: _selection, ...test }) => test);
}

function cachedAnswer(key: string, value: unknown): CachedAnswer {
  const body = JSON.stringify(value);
  return { key, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
}
