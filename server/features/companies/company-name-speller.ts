// Spelling correction for company search ("securty" -> "security"), by symmetric deletion: the
// database keeps every word of company names with each of its one-letter deletions
// (company_name_variants, filled by a trigger), a search word is looked up by the same variants,
// and the closest candidate by edit distance wins. One indexed lookup, whatever the number of
// companies.
import { distance } from "fastest-levenshtein";

/** Words shorter than this are left as typed: too many names share them to guess. */
const MIN_WORD_LENGTH = 3;

/**
 * The words of a term, lowercased, split as the database splits names (migration 0003: runs of
 * ASCII letters and digits).
 */
export function searchWords(term: string): string[] {
  return term
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "");
}

/** The words of a term long enough to correct. */
export function nameWords(term: string): string[] {
  return [...new Set(searchWords(term).filter((word) => word.length >= MIN_WORD_LENGTH))];
}

/** The word and each of its one-letter deletions. */
export function spellingVariants(word: string): string[] {
  const letters = Array.from(word);
  return [
    word,
    ...letters.map((_letter, index) => [...letters.slice(0, index), ...letters.slice(index + 1)].join("")),
  ];
}

/** How many edits a word of this length may be from its correction. */
const allowedEdits = (word: string) => (word.length <= 4 ? 1 : 2);

/**
 * The candidate the word most likely meant: fewest edits, then the same first letter (people
 * rarely mistype it), then the closest length; null when none is close enough.
 */
export function closestWord(word: string, candidates: readonly string[]): string | null {
  let best: { word: string; score: [number, number, number] } | null = null;
  for (const candidate of candidates) {
    const edits = distance(word, candidate);
    if (edits > allowedEdits(word)) continue;
    const score: [number, number, number] = [
      edits,
      candidate[0] === word[0] ? 0 : 1,
      Math.abs(candidate.length - word.length),
    ];
    const better =
      !best ||
      score[0] < best.score[0] ||
      (score[0] === best.score[0] &&
        (score[1] < best.score[1] ||
          (score[1] === best.score[1] &&
            (score[2] < best.score[2] || (score[2] === best.score[2] && candidate < best.word)))));
    if (better) best = { word: candidate, score };
  }
  return best?.word ?? null;
}

/** The term with each unknown word replaced by its correction; `known` are the looked-up candidates. */
export function correctTerm(term: string, known: readonly string[]): string {
  const vocabulary = new Set(known);
  let corrected = term.toLowerCase();
  for (const word of nameWords(term)) {
    if (vocabulary.has(word)) continue;
    const correction = closestWord(word, known);
    if (correction) corrected = corrected.replace(word, correction);
  }
  return corrected;
}
