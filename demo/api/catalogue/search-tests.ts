import type { Database } from '../db/database';
import { toSearchWords } from './search-words';

export interface SearchSuggestion {
  _id: string;
  name: string;
  category: string;
  price: number;
}

export const maxSuggestions = 10;
const maxQueryWords = 6;

/**
 * Ranked suggestions for what someone typed. Each query word meets indexed words that start with
 * it or, from three letters on, that look like it (trigram similarity, so 'thyriod' finds
 * 'thyroid'). Tests matching more of the query words come first, then better matches, then the
 * catalogue's own order.
 */
export async function searchTests(db: Database, query: string): Promise<SearchSuggestion[]> {
  const words = [...new Set(toSearchWords(query.slice(0, 100)))].slice(0, maxQueryWords);
  if (words.length === 0 || query.trim().length < 2) return [];
  return db.query<SearchSuggestion>(
    `WITH query_words AS (SELECT unnest($1::text[]) AS qw),
     hits AS (
       SELECT sw.test_id, q.qw, max(sw.weight * CASE
           WHEN sw.word = q.qw THEN 1.0
           WHEN sw.word LIKE q.qw || '%' THEN 0.8
           ELSE similarity(sw.word, q.qw) END) AS score
       FROM query_words q
       JOIN search_words sw
         ON sw.word LIKE q.qw || '%' OR (length(q.qw) >= 3 AND sw.word % q.qw)
       GROUP BY sw.test_id, q.qw
     )
     SELECT t.id AS "_id", t.name, t.category, t.price
     FROM hits h JOIN tests t ON t.id = h.test_id
     GROUP BY t.id, t.name, t.category, t.price, t.display_order
     ORDER BY count(*) DESC, sum(h.score) DESC, t.display_order
     LIMIT $2`,
    [words, maxSuggestions],
  );
}
