// What the learning benchmark runs against: the scale of its data set and where that data lives.
// Both come from the environment, so a quick smoke run (BENCH_COURSES=200 BENCH_LESSONS=8000
// BENCH_COMPLETIONS=100000) uses its own directory and never mixes with the full-scale data set.
import path from "node:path";
import { positiveIntegerFromEnv, RESULTS_DIR } from "../lib/settings";

export interface Scale {
  /** Courses, published and drafts. */
  courses: number;
  /** Lessons over all courses: library videos and articles, and quizzes. */
  lessons: number;
  /** Lesson completions (lesson_completions rows) of the generated learners. */
  completions: number;
  /** Generated users, every one working at one of the companies; most of them learn. */
  learners: number;
  /** Companies of the company generator; their pages publish a share of the courses. */
  companies: number;
}

/** The scale of the issue: 5,000 courses, 200,000 lessons and 10,000,000 lesson completions. */
export const FULL_SCALE: Scale = {
  courses: 5_000,
  lessons: 200_000,
  completions: 10_000_000,
  learners: 200_000,
  companies: 5_000,
};

export function scaleFromEnv(): Scale {
  const courses = positiveIntegerFromEnv("BENCH_COURSES", FULL_SCALE.courses);
  const completions = positiveIntegerFromEnv("BENCH_COMPLETIONS", FULL_SCALE.completions);
  return {
    courses,
    lessons: positiveIntegerFromEnv("BENCH_LESSONS", FULL_SCALE.lessons),
    completions,
    // Fifty completions a learner and a company per course, as at full scale, unless asked otherwise.
    learners: positiveIntegerFromEnv(
      "BENCH_LEARNERS",
      Math.max(1000, Math.round((completions * FULL_SCALE.learners) / FULL_SCALE.completions)),
    ),
    companies: positiveIntegerFromEnv(
      "BENCH_COMPANIES",
      Math.max(100, Math.round((courses * FULL_SCALE.companies) / FULL_SCALE.courses)),
    ),
  };
}

/** BENCH_DATA_DIR, or a directory under bench/results (gitignored) named after the scale. */
export function dataDirFor(scale: Scale): string {
  return path.resolve(
    process.env.BENCH_DATA_DIR || path.join(RESULTS_DIR, `learning-${scale.courses}-${scale.completions}`),
  );
}
