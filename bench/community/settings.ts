// What the community benchmark runs against: the scale of its data set and where that data lives.
// Both come from the environment, so a quick smoke run (BENCH_POSTS=20000 BENCH_COMMENTS=100000)
// uses its own directory and never mixes with the full-scale data set.
import path from "node:path";
import { positiveIntegerFromEnv, RESULTS_DIR } from "../lib/settings";

export interface Scale {
  posts: number;
  comments: number;
  /** Likes on posts. */
  reactions: number;
  /** Generated users, spread over the hubs; every one works at one of the companies. */
  members: number;
  companies: number;
}

/** The scale of the issue: 1,000,000 posts and 5,000,000 comments across the hubs. */
export const FULL_SCALE: Scale = {
  posts: 1_000_000,
  comments: 5_000_000,
  reactions: 1_000_000,
  members: 20_000,
  companies: 5_000,
};

export function scaleFromEnv(): Scale {
  return {
    posts: positiveIntegerFromEnv("BENCH_POSTS", FULL_SCALE.posts),
    comments: positiveIntegerFromEnv("BENCH_COMMENTS", FULL_SCALE.comments),
    reactions: positiveIntegerFromEnv("BENCH_REACTIONS", FULL_SCALE.reactions),
    members: positiveIntegerFromEnv("BENCH_MEMBERS", FULL_SCALE.members),
    companies: positiveIntegerFromEnv("BENCH_COMPANIES", FULL_SCALE.companies),
  };
}

/** BENCH_DATA_DIR, or a directory under bench/results (gitignored) named after the scale. */
export function dataDirFor(scale: Scale): string {
  return path.resolve(
    process.env.BENCH_DATA_DIR || path.join(RESULTS_DIR, `community-${scale.posts}-${scale.comments}`),
  );
}
