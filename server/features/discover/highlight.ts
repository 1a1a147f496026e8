// Highlights as segments ({ text, match }): the client marks the matching ones without ever reading
// text as markup, so a post that contains "<script>" shows exactly that.
import type { Highlight } from "@common/discover";
import { LESS_THAN, MATCH_END, MATCH_START } from "./discover.repository";

function push(segments: Highlight, text: string, match: boolean): void {
  if (text === "") return;
  const last = segments.at(-1);
  if (last && last.match === match) last.text += text;
  else segments.push({ text, match });
}

/** A ts_headline result, whose matches sit between MATCH_START and MATCH_END, as segments. */
export function markedSegments(marked: string): Highlight {
  const segments: Highlight = [];
  let match = false;
  let text = "";
  for (const character of marked) {
    if (character === MATCH_START || character === MATCH_END) {
      push(segments, text, match);
      text = "";
      match = character === MATCH_START;
    } else {
      text += character === LESS_THAN ? "<" : character;
    }
  }
  push(segments, text, match);
  return segments;
}

/** Text with nothing marked. */
export function plainSegments(text: string): Highlight {
  return text === "" ? [] : [{ text: text.replaceAll(LESS_THAN, "<"), match: false }];
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a search as names are matched: lowercased letters and digits, two or more. */
export function highlightWords(term: string): string[] {
  return [...new Set(Array.from(term.toLowerCase().matchAll(WORD), (found) => found[0]))].filter(
    (word) => word.length >= 2,
  );
}

/**
 * A name or a title with the start of each word marked where it begins with a word of the search
 * ("north" marks "North" in "Northwind Analytics"), as name searches match.
 */
export function highlightPrefixes(text: string, words: string[]): Highlight {
  const segments: Highlight = [];
  let position = 0;
  for (const found of text.matchAll(WORD)) {
    const token = found[0];
    const lower = token.toLowerCase();
    // A lowercase of another length (a few Unicode letters) cannot be mapped back; it stays unmarked.
    if (lower.length !== token.length) continue;
    const longest = words.reduce(
      (best, word) => (lower.startsWith(word) && word.length > best ? word.length : best),
      0,
    );
    if (longest === 0) continue;
    push(segments, text.slice(position, found.index), false);
    push(segments, text.slice(found.index, found.index + longest), true);
    position = found.index + longest;
  }
  push(segments, text.slice(position), false);
  return segments;
}

/** The start of a text, cut at a word and marked as cut: for excerpts that match nothing. */
export function truncated(text: string, maxLength: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
