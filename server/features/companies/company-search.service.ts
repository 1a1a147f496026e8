// The company type-ahead (/search/company): typo tolerant, and quick because it asks as little as
// it can. One statement answers most terms: names starting with the term ("kim nas" finds "Kim &
// Nash Labs"), for a single word also names having a word that starts with it, and what the words
// of company names say of the term's spelling. Names having several words in another order take
// a second; a misspelt term is corrected ("securty" -> "security") and asked once more.
import type { CompanySummary } from "@common/companies";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database } from "@server/platform/database/client";
import type { CompanySummaryRow } from "./companies.repository";
import { toCompanySummary } from "./companies.service";
import { correctTerm, nameWords, searchWords, spellingVariants } from "./company-name-speller";
import { findNameCandidates, findNamesByWords, type SearchOptions } from "./company-search.repository";

export async function searchCompanyNames(
  db: Database,
  user: SessionUser | null,
  term: string | undefined,
  limit: number,
): Promise<CompanySummary[]> {
  const words = searchWords(term ?? "");
  if (words.length === 0) return [];
  const rows = await matchNames(db, words, { limit, pagesOnly: !user }, true);
  return rows.map(toCompanySummary);
}

async function matchNames(
  db: Database,
  words: string[],
  options: SearchOptions,
  correct: boolean,
): Promise<CompanySummaryRow[]> {
  const term = words.join(" ");
  const spelled = nameWords(term);
  const candidates = await findNameCandidates(
    db,
    words,
    [...new Set(spelled.flatMap(spellingVariants))],
    options,
  );
  const starting = candidates.matches.filter((match) => match.tier === 0);
  // Enough names, a whole name typed or pasted, or the start of a name of several words: the
  // member knows which company they mean.
  if (
    starting.length >= options.limit ||
    (starting[0] && searchWords(starting[0].name).join(" ") === term) ||
    (starting.length > 0 && words.length > 1)
  ) {
    return starting.slice(0, options.limit);
  }
  const found = words.length === 1 ? distinct(candidates.matches, options.limit) : [];
  if (found.length > 0) return found;

  // Several words: names having them all, unless a whole word is on no name (then none can).
  const wholeWordsKnown = nameWords(words.slice(0, -1).join(" ")).every((word) =>
    candidates.knownWords.includes(word),
  );
  if (words.length > 1 && wholeWordsKnown && candidates.lastWordIsKnown) {
    const byWords = await findNamesByWords(db, words, { ...options, limit: options.limit * 2 });
    const merged = distinct([...starting, ...byWords], options.limit);
    if (merged.length > 0) return merged;
  }
  if (!correct) return starting;
  const corrected = searchWords(correctTerm(term, candidates.knownWords));
  return corrected.join(" ") === term ? starting : matchNames(db, corrected, options, false);
}

/** The rows without repeats, in order, up to the limit. */
function distinct(rows: CompanySummaryRow[], limit: number): CompanySummaryRow[] {
  return [...new Map(rows.map((row) => [row.id, row] as const)).values()].slice(0, limit);
}
