// How account insights read on the page: where a stage comes from, what changed on an account, and
// the score's figures in plain words.
import {
  type AccountHighlight,
  type AccountInsight,
  DEFAULT_MIN_CONTRIBUTORS,
  type InsightExplanation,
  SURGE_END,
  SURGE_START,
} from "@common/account-insights";
import { stageLabel } from "./cycle-labels";

/** "declared", "from a meeting", "inferred, 72% sure". */
export function stageSourceLabel(insight: Pick<AccountInsight, "stageSource" | "stageConfidence">): string {
  if (insight.stageSource === "declared") return "declared";
  if (insight.stageSource === "meeting") return "from a meeting";
  return `inferred, ${Math.round(insight.stageConfidence * 100)}% sure`;
}

/** How the stage was learnt, in a sentence for the "why" panel. */
export function stageSourceSentence(insight: AccountInsight): string {
  if (insight.stageSource === "declared") return "declared in a decision cycle shared with you";
  if (insight.stageSource === "meeting") return "from a meeting accepted with you";
  return `inferred from what its people do, ${Math.round(insight.stageConfidence * 100)}% sure`;
}

/**
 * The change of score over the last four weeks, as the "trend" sort counts it (a week without a
 * score counts as 0).
 */
export function riseOverFourWeeks(trend: readonly (number | null)[]): number {
  return (trend.at(-1) ?? 0) - (trend.at(-5) ?? 0);
}

export const signedNumber = (value: number) => (value > 0 ? `+${value}` : String(value));

/** What the points of an account were about: the kinds of item a topic can be. */
const TOPIC_KIND_LABELS: Record<string, string> = {
  article: "Article",
  video: "Video",
  event: "Event",
  event_session: "Event session",
  company: "Company page",
  product: "Product page",
};

export const topicKindLabel = (kind: string) => TOPIC_KIND_LABELS[kind] ?? kind;

/** One highlight as a sentence: "Acme started surging on Observability (score 77)". */
export function highlightSentence(highlight: AccountHighlight): string {
  const account = highlight.account.name;
  const on = highlight.intentType ? ` on ${highlight.intentType}` : "";
  const score = highlight.score === null ? "" : ` (score ${highlight.score})`;
  // A name reaches the vendor only where the leader gave it to them; otherwise it is the account's.
  const who = highlight.person ? `${highlight.person.name} of ${account}` : `A leader at ${account}`;
  switch (highlight.kind) {
    case "surgeStarted":
      return `${account} started surging${on}${score}`;
    case "surgeEnded":
      return `${account} stopped surging${on}${score}`;
    case "stageChanged":
      if (!highlight.stage) return `${account} changed stage${on}`;
      return highlight.previousStage
        ? `${account} moved from ${stageLabel(highlight.previousStage)} to ${stageLabel(highlight.stage)}${on}`
        : `${account} reached the ${stageLabel(highlight.stage)} stage${on}`;
    case "cycleShared":
      return `${who} shared a decision cycle${highlight.intentType ? ` for ${highlight.intentType}` : ""}${
        highlight.person ? " with you" : ""
      }${highlight.stage ? ` at the ${stageLabel(highlight.stage)} stage` : ""}`;
    case "meetingAccepted":
      return `${who} accepted a meeting with you`;
    case "follower":
      return `${who} started following your company`;
  }
}

const oneDecimal = new Intl.NumberFormat("en", { maximumFractionDigits: 1 });
const points = (value: number) => `${oneDecimal.format(value)} ${value === 1 ? "point" : "points"} a week`;

/** The market's change (G) as people say it: 1.1 -> "up 10%", 0.8 -> "down 20%". */
function marketChangeWords(change: number): string {
  const percent = Math.round(Math.abs(change - 1) * 100);
  if (percent === 0) return "level with";
  return `${change > 1 ? "up" : "down"} ${percent}% on`;
}

export interface ScoreFigure {
  term: string;
  value: string;
  meaning: string;
}

/** The formula's figures (docs/decisions/0019, "The score"), each with what it means here. */
export function scoreFigures(why: InsightExplanation): ScoreFigure[] {
  const { insight } = why;
  const topic = insight.intentType;
  const intensity = Math.round(why.intensity);
  const recomputed = Math.round(why.momentum * Math.sqrt(why.intensity / 100));
  return [
    {
      term: "Recent pace",
      value: points(why.recentPerWeek),
      meaning: insight.isNew
        ? `Over the last 3 weeks. ${insight.account.name} is new on ${topic}: first active less than 15 weeks ago, so it has no usual pace to compare with yet.`
        : `Over the last 3 weeks, against its usual ${points(why.baselinePerWeek)} over the 12 weeks before.`,
    },
    {
      term: "Market",
      value: points(why.marketMedian),
      meaning: `What a typical account active on ${topic} adds (the median). Across all accounts, activity on ${topic} is ${marketChangeWords(why.marketChange)} its usual pace.`,
    },
    {
      term: "Momentum",
      value: `${Math.round(why.momentum)} of 100`,
      meaning:
        "Its pace against its own usual pace, relative to the market: 50 is keeping pace with the market, 67 twice as fast, 33 half as fast.",
    },
    {
      term: "Activity",
      value: `${intensity} of 100`,
      meaning:
        intensity === 0
          ? "No points in the last 3 weeks."
          : `How busy it is among the accounts active on ${topic}: in the top ${Math.max(1, 100 - intensity)}%.`,
    },
    {
      term: "Score",
      value: `${insight.score} of 100`,
      meaning: `Momentum × √(activity ÷ 100) = ${Math.round(why.momentum)} × √(${intensity} ÷ 100) ≈ ${recomputed}. A score of ${SURGE_START} or more starts a surge, which ends below ${SURGE_END}; a busy account that merely keeps its pace stays at 50 or below.`,
    },
    {
      term: "People",
      value: String(insight.people),
      meaning: `Distinct people behind the last 3 weeks' points. An account shows only with at least ${DEFAULT_MIN_CONTRIBUTORS}, and its score never says who they are.`,
    },
  ];
}
