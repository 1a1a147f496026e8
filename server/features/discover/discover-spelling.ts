// Spelling correction for the full-text search: each word of the search that no post, content,
// event or published course uses (the search_terms vocabulary) is replaced by the most similar word
// of the vocabulary ("kubernetis" -> "kubernetes"). Answers are kept for a minute per
// word: the vocabulary only grows, and a word that just appeared in a post is found as typed
// meanwhile.
import type { Database } from "@server/platform/database/client";
import { findSpellings } from "./discover.repository";
import { discoverCaches } from "./discover-cache";

/** The vocabulary holds plain words of 3 to 30 letters (migration 0004); others are left as typed. */
const VOCABULARY_WORD = /^[a-z]{3,30}$/;
const TOKEN = /[\p{L}\p{N}]+/gu;

/** The words of a search that the vocabulary could hold. */
export function spellableWords(search: string): string[] {
  const words = Array.from(search.toLowerCase().matchAll(TOKEN), (found) => found[0]);
  return [...new Set(words.filter((word) => VOCABULARY_WORD.test(word)))];
}

/**
 * The search with its unknown words replaced by their nearest known terms, or null when no word
 * was replaced.
 */
export async function correctSearch(db: Database, search: string): Promise<string | null> {
  const words = spellableWords(search);
  if (words.length === 0) return null;
  const { spellings } = discoverCaches(db);
  const replacements = new Map<string, string | null>();
  const unknown: string[] = [];
  for (const word of words) {
    const kept = spellings.get(word);
    if (kept === undefined) unknown.push(word);
    else replacements.set(word, kept.replacement);
  }
  if (unknown.length > 0) {
    for (const spelling of await findSpellings(db, unknown)) {
      const replacement = spelling.known ? null : spelling.suggestion;
      replacements.set(spelling.word, replacement);
      spellings.set(spelling.word, { replacement });
    }
  }
  if (![...replacements.values()].some(Boolean)) return null;
  return search.replace(TOKEN, (token) => replacements.get(token.toLowerCase()) ?? token);
}
