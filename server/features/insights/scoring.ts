// The constants of the score (docs/decisions/0019, "The score"), in one place.
import { SURGE_END, SURGE_START } from "@common/account-insights";

/** The last 3 weeks (R) are measured against the 12 before (B): 15 weeks in all. */
export const RECENT_DAYS = 21;
export const WINDOW_DAYS = 105;

export const SCORING = {
  surgeStart: SURGE_START,
  surgeEnd: SURGE_END,
  /** Below this many active accounts an intent type's market change (G) is 1 and intensity is R / (R + k). */
  minMarketAccounts: 20,
  /** G is clamped, so that a market-wide dip does not make every steady account surge. */
  minMarketChange: 0.5,
  maxMarketChange: 2,
  /** A stage group with this share of the last 3 weeks' weight decides the inferred stage. */
  stageShare: 0.3,
  /** People behind the points at which an inferred stage's confidence is no longer discounted. */
  confidentPeople: 5,
  /** An inferred stage change becomes a highlight only this sure. */
  highlightConfidence: 0.4,
  /** Topics kept per account and intent type. */
  topics: 5,
  /** Per-person data and the trend's history are kept 29 weeks: the oldest trend week reads 15 before it. */
  retentionDays: 203,
} as const;
