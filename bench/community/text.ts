// Posts' text from the word lists: sentences of a few shapes whose slots are filled by power laws,
// so word frequencies look like a real community's (see words.ts). Comments are assembled in SQL
// from the COMMENT_* lists instead: they are not searched, so they need no variety of words.
import { HUB_IDS, type HubId } from "@common/hubs";
import { pickRanked, type Random } from "../lib/random";
import {
  AUDIENCES,
  COMMENT_CLOSINGS,
  COMMENT_OPENINGS,
  COMMENT_REMARKS,
  COMMON_NOUNS,
  HUB_TERMS,
  PEOPLE,
  PERIODS,
  POST_SENTENCES,
  RARE_TERMS,
  SCOPES,
  VERBS,
} from "./words";

const NUMBERS = ["3", "5", "8", "10", "12", "15", "20", "25", "30", "40", "50", "100", "200", "500"];

/** How often a sentence borrows a term from another hub (AI comes up everywhere). */
const OTHER_HUB_TERM = 0.12;
const MAX_SENTENCES = 8;

function hubTerm(random: Random, hub: HubId): string {
  const from = random() < OTHER_HUB_TERM ? (random() < 0.5 ? "ai" : pickRanked(random, HUB_IDS)) : hub;
  return pickRanked(random, HUB_TERMS[from], 1.6);
}

function sentence(random: Random, hub: HubId): string {
  const template = pickRanked(random, POST_SENTENCES);
  const term = hubTerm(random, hub);
  let term2 = hubTerm(random, hub);
  for (let tries = 0; term2 === term && tries < 5; tries++) term2 = hubTerm(random, hub);
  const noun = pickRanked(random, COMMON_NOUNS, 2);
  let noun2 = pickRanked(random, COMMON_NOUNS, 2);
  for (let tries = 0; noun2 === noun && tries < 5; tries++) noun2 = pickRanked(random, COMMON_NOUNS, 2);
  const text = template.replace(/\{(\w+)\}/g, (_slot, name: string) => {
    switch (name) {
      case "term":
        return term;
      case "term2":
        return term2;
      case "noun":
        return noun;
      case "noun2":
        return noun2;
      case "rare":
        return pickRanked(random, RARE_TERMS, 1.5);
      case "verb":
        return pickRanked(random, VERBS, 1.5);
      case "n":
        return pickRanked(random, NUMBERS);
      case "period":
        return pickRanked(random, PERIODS, 1.5);
      case "people":
        return pickRanked(random, PEOPLE, 1.5);
      case "scope":
        return pickRanked(random, SCOPES);
      case "audience":
        return pickRanked(random, AUDIENCES);
      default:
        throw new Error(`unknown slot {${name}} in "${template}"`);
    }
  });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A post of one to eight sentences (two or three most often), in a paragraph or two. */
export function postBody(random: Random, hub: HubId): string {
  const count = 1 + Math.floor(MAX_SENTENCES * random() ** 2.2);
  const sentences = Array.from({ length: count }, () => sentence(random, hub));
  if (count < 4) return sentences.join(" ");
  const split = Math.ceil(count / 2);
  return `${sentences.slice(0, split).join(" ")}\n\n${sentences.slice(split).join(" ")}`;
}

/** Every word a generated post or comment can contain: Discover's spelling vocabulary is built from it. */
export function vocabularyText(): string {
  return [
    POST_SENTENCES,
    COMMON_NOUNS,
    VERBS,
    PERIODS,
    PEOPLE,
    SCOPES,
    AUDIENCES,
    RARE_TERMS,
    ...Object.values(HUB_TERMS),
    COMMENT_OPENINGS,
    COMMENT_REMARKS,
    COMMENT_CLOSINGS,
  ]
    .flat()
    .join(" ")
    .replace(/\{\w+\}/g, " ");
}
