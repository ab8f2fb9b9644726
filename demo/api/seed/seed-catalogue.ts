import type { Queryable } from '../db/database';
import { searchWordWeights, toSearchWords } from '../catalogue/search-words';
import { seedCatalogue } from './catalogue';
import type { SeedTest } from './catalogue-types';
import { tabsByGroup } from './tabs';

/** Bump when the seed data changes: a database seeded with an older version is updated once. */
const seedVersion = '2026-11-21.2';

/**
 * Loads the catalogue unless this seed version is already in. Rows are upserted by their stable
 * ids, so carts pointing at a test keep working, and the seed can safely run again after a crash.
 */
export async function seedCatalogueOnce(db: Queryable): Promise<boolean> {
  const done = await db.query('SELECT 1 FROM seed_runs WHERE version = $1', [seedVersion]);
  if (done.length > 0) return false;
  await upsertTests(db, seedCatalogue);
  await replaceTabs(db);
  await replaceSearchWords(db, seedCatalogue);
  await db.query('INSERT INTO seed_runs (version) VALUES ($1)', [seedVersion]);
  return true;
}

// One statement per table: the rows travel as a JSON parameter, never spliced into SQL.
async function upsertTests(db: Queryable, tests: SeedTest[]): Promise<void> {
  const rows = tests.map((test, index) => ({
    id: test.id, name: test.name, description: test.description, category: test.category,
    price: test.price, original_price: test.originalPrice, image_path: `/images/tests/${test.image}.svg`,
    sample_type: test.sampleType ?? null, fasting_required: test.fastingRequired,
    report_time: test.reportTime ?? null, included_tests: test.includedTests,
    selection: test.selection ?? null, display_order: index,
  }));
  await db.query(
    `INSERT INTO tests (id, name, description, category, price, original_price, image_path,
       sample_type, fasting_required, report_time, included_tests, selection, display_order)
     SELECT id, name, description, category, price, original_price, image_path, sample_type,
       fasting_required, report_time, included_tests, selection, display_order
     FROM jsonb_to_recordset($1::jsonb) AS r(id text, name text, description text, category text,
       price integer, original_price integer, image_path text, sample_type text,
       fasting_required boolean, report_time text, included_tests jsonb, selection text,
       display_order integer)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description,
       category = EXCLUDED.category, price = EXCLUDED.price, original_price = EXCLUDED.original_price,
       image_path = EXCLUDED.image_path, sample_type = EXCLUDED.sample_type,
       fasting_required = EXCLUDED.fasting_required, report_time = EXCLUDED.report_time,
       included_tests = EXCLUDED.included_tests, selection = EXCLUDED.selection,
       display_order = EXCLUDED.display_order`,
    [JSON.stringify(rows)],
  );
}

async function replaceTabs(db: Queryable): Promise<void> {
  const rows = Object.entries(tabsByGroup).flatMap(([group, names]) =>
    names.map((name, position) => ({ id: tabId(group, name), tab_group: group, name, position })),
  );
  await db.query('DELETE FROM tab_categories');
  await db.query(
    `INSERT INTO tab_categories (id, tab_group, name, position)
     SELECT id, tab_group, name, position
     FROM jsonb_to_recordset($1::jsonb) AS r(id text, tab_group text, name text, position integer)`,
    [JSON.stringify(rows)],
  );
}

function tabId(group: string, name: string): string {
  return `${group}-${toSearchWords(name).join('-')}`;
}

async function replaceSearchWords(db: Queryable, tests: SeedTest[]): Promise<void> {
  const weightByWord = new Map<string, { word: string; test_id: string; weight: number }>();
  const add = (testId: string, text: string, weight: number) => {
    for (const word of toSearchWords(text)) {
      const key = `${word} ${testId}`;
      const known = weightByWord.get(key);
      if (!known || known.weight < weight) weightByWord.set(key, { word, test_id: testId, weight });
    }
  };
  for (const test of tests) {
    add(test.id, test.name, searchWordWeights.name);
    for (const synonym of test.synonyms ?? []) add(test.id, synonym, searchWordWeights.synonym);
    add(test.id, test.category, searchWordWeights.category);
  }
  await db.query('DELETE FROM search_words');
  await db.query(
    `INSERT INTO search_words (word, test_id, weight)
     SELECT word, test_id, weight FROM jsonb_to_recordset($1::jsonb) AS r(word text, test_id text, weight real)`,
    [JSON.stringify([...weightByWord.values()])],
  );
}
