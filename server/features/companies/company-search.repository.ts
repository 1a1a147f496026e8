// SQL of the company type-ahead (/search/company). Every read is an index read in order that stops
// at its limit, so one plan fits every term: the statements are named (planned once per
// connection) and written as SQL text, since the ORM cannot prepare queries built on derived
// tables. Tables: companies.search_name (the name's words, single-spaced), company_name_words (each
// word of each name beside the directory's order) and company_name_variants (each word with its
// one-letter deletions), all kept by triggers (migration 0003).
import type { Database } from "@server/platform/database/client";
import {
  type CompanySummaryRow,
  nextPrefix,
  type SummaryRowText,
  toSummaryRow,
} from "./companies.repository";

export interface SearchOptions {
  limit: number;
  /** Visitors see public pages only. */
  pagesOnly: boolean;
}

export interface NameMatch extends CompanySummaryRow {
  /** 0: the name starts with the term; 1: the name has a word starting with the (single) word. */
  tier: number;
}

export interface NameCandidates {
  matches: NameMatch[];
  /** Words of company names that share a spelling variant with the term's words. */
  knownWords: string[];
  /** Whether some word of a name starts with the term's last word (the one being typed). */
  lastWordIsKnown: boolean;
}

const summaryColumns =
  "c.id, c.name, c.is_page, c.headquarter, c.industry, c.size, u.storage_key AS logo_key";

/**
 * The first question of every search, in one statement: names starting with the term; for a
 * single word, names having a word that starts with it; and what the words of company names say
 * of the term's spelling (for the corrections that follow when nothing matches).
 */
function candidatesStatement(oneWord: boolean, pagesOnly: boolean, limit: number): string {
  const byWord = oneWord
    ? `UNION ALL
       (SELECT w.company_id, 1, w.word || ' ' || w.not_page || ' ' || w.sort_name FROM company_name_words w
        WHERE w.word ~>=~ $4 AND w.word ~<~ $5 ${pagesOnly ? "AND NOT w.not_page" : ""}
        ORDER BY w.word USING ~<~, w.not_page, w.sort_name, w.company_id LIMIT ${limit * 2})`
    : "";
  return `WITH spelling AS (
            SELECT (SELECT array_agg(DISTINCT word) FROM company_name_variants WHERE variant = ANY ($3::text[])) AS known_words,
                   EXISTS (SELECT 1 FROM company_name_words WHERE word ~>=~ $4 AND word ~<~ $5) AS last_word_is_known
          ), matches (id, tier, position) AS (
            (SELECT c.id, 0, c.search_name FROM companies c
             WHERE c.search_name ~>=~ $1 AND c.search_name ~<~ $2 ${pagesOnly ? "AND c.is_page" : ""}
             ORDER BY c.search_name USING ~<~ LIMIT ${limit})
            ${byWord}
          )
          SELECT s.known_words, s.last_word_is_known, m.tier, ${summaryColumns}
          FROM spelling s
          LEFT JOIN (matches m JOIN companies c ON c.id = m.id LEFT JOIN uploads u ON u.id = c.logo_upload_id) ON true
          ORDER BY m.tier, m.position, c.id`;
}

export async function findNameCandidates(
  db: Database,
  words: string[],
  variants: string[],
  options: SearchOptions,
): Promise<NameCandidates> {
  const term = words.join(" ");
  const last = words.at(-1) ?? "";
  const limit = Math.trunc(options.limit);
  const oneWord = words.length === 1;
  const { rows } = await db.$client.query<
    Partial<SummaryRowText> & {
      known_words: string[] | null;
      last_word_is_known: boolean;
      tier: number | null;
    }
  >({
    name: `company_name_candidates_${oneWord ? "word" : "words"}_${options.pagesOnly ? "pages" : "all"}_${limit}`,
    text: candidatesStatement(oneWord, options.pagesOnly, limit),
    values: [term, nextPrefix(term), variants, last, nextPrefix(last)],
  });
  const matches = rows.flatMap((row) =>
    row.id && row.name !== undefined && row.tier !== null
      ? [{ ...toSummaryRow(row as SummaryRowText), tier: row.tier }]
      : [],
  );
  return {
    matches,
    knownWords: rows[0]?.known_words ?? [],
    lastWordIsKnown: Boolean(rows[0]?.last_word_is_known),
  };
}

/**
 * Names having every word of the term, the last one as a prefix ("nash lab" finds "Kim & Nash
 * Labs"), pages first then by name. They are read through the longest whole word, likely the
 * rarest; the others are checked on the name.
 */
export async function findNamesByWords(
  db: Database,
  words: string[],
  options: SearchOptions,
): Promise<CompanySummaryRow[]> {
  const last = words.at(-1);
  const whole = words.slice(0, -1);
  if (!last || whole.length === 0) return [];
  const anchor = whole.reduce((longest, word) => (word.length > longest.length ? word : longest));
  // Words hold letters and digits only, so they go into the patterns as they are.
  const patterns = [...whole.filter((word) => word !== anchor).map((word) => `\\m${word}\\M`), `\\m${last}`];
  const limit = Math.trunc(options.limit);
  const { rows } = await db.$client.query<SummaryRowText>({
    name: `company_names_by_words_${options.pagesOnly ? "pages" : "all"}_${limit}`,
    text: `SELECT ${summaryColumns}
           FROM (SELECT w.company_id AS id, w.not_page, w.sort_name FROM company_name_words w
                 WHERE w.word = $1 ${options.pagesOnly ? "AND NOT w.not_page" : ""} AND w.sort_name ~ ALL ($2::text[])
                 ORDER BY w.not_page, w.sort_name, w.company_id LIMIT ${limit}) m
           JOIN companies c ON c.id = m.id
           LEFT JOIN uploads u ON u.id = c.logo_upload_id
           ORDER BY m.not_page, m.sort_name, c.id`,
    values: [anchor, patterns],
  });
  return rows.map(toSummaryRow);
}
