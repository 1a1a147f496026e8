// The sign-in timing benchmark (npm run bench:auth): can a stranger tell from how long Summit takes
// to answer whether an address has an account? For each call that takes an address (sign-up,
// sign-in with a wrong password, a password reset request, a new confirmation link) it sends pairs
// of requests one at a time, one for an address with a confirmed account and one for an address without, in a seeded
// random order, and compares the two answers' statuses and bodies and the two medians.
//
// Each request carries its own X-Forwarded-For (the server runs with TRUST_PROXY), so the limits
// per client address, which answer 429 whoever asks, do not end the run; every address is used
// once, so the per-address limits of failed sign-ins never start either.
//
// Writes bench/results/auth-<time>.json and .md, prints them, and exits 1 when the answers differ
// or a median differs by more than the goal (BENCH_AUTH_TOLERANCE, 10%).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { SignUpInput } from "@common/auth";
import { ensureMember, openBenchDatabase } from "../lib/database";
import { latencyStats } from "../lib/measure";
import { seededRandom } from "../lib/random";
import { machineReport, round, writeResults } from "../lib/report";
import { startServerProcess, stopServerProcess } from "../lib/server-process";
import {
  BENCH_EMAIL_DOMAIN,
  positiveIntegerFromEnv,
  positiveNumberFromEnv,
  RESULTS_DIR,
} from "../lib/settings";

const settings = {
  pairs: positiveIntegerFromEnv("BENCH_AUTH_PAIRS", 40),
  tolerance: positiveNumberFromEnv("BENCH_AUTH_TOLERANCE", 0.1),
};
const WARM_UP_PAIRS = 5;
const PASSWORD = "timing-bench-password";

const log = (message: string) => console.log(`[bench] ${message}`);

const member = (index: number): SignUpInput => ({
  accountType: "leader",
  role: "CIO",
  name: `Timing Member ${index}`,
  email: `timing-${index}@${BENCH_EMAIL_DOMAIN}`,
  password: PASSWORD,
  jobTitle: "CIO",
  industry: "Banking",
  revenueBand: "$1 billion +",
});

interface Call {
  key: string;
  label: string;
  url: string;
  body: (email: string) => unknown;
}

const CALLS: Call[] = [
  {
    key: "sign-up",
    label: "sign-up (POST /api/auth/sign-up/email)",
    url: "/api/auth/sign-up/email",
    body: (email) => ({ ...member(0), name: "Someone New", email, password: "another-timing-password" }),
  },
  {
    key: "sign-in",
    label: "sign-in with a wrong password (POST /api/auth/sign-in/email)",
    url: "/api/auth/sign-in/email",
    body: (email) => ({ email, password: "not-the-password" }),
  },
  {
    key: "password-reset",
    label: "password reset request (POST /api/auth/request-password-reset)",
    url: "/api/auth/request-password-reset",
    body: (email) => ({ email, redirectTo: "/reset-password" }),
  },
  {
    key: "confirmation-link",
    label: "a new confirmation link (POST /api/auth/send-verification-email)",
    url: "/api/auth/send-verification-email",
    body: (email) => ({ email, callbackURL: "/" }),
  },
];

interface Answer {
  status: number;
  body: string;
  ms: number;
}

let nextAddress = 0;
/** A client address of its own for each request, from the private 10.0.0.0/8 range. */
function clientAddress(): string {
  nextAddress++;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

/** One timed call; the e-mail address in the answer (sign-up repeats it) is masked, since it differs by design. */
async function send(baseUrl: string, call: Call, email: string): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${call.url}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, "x-forwarded-for": clientAddress() },
    body: JSON.stringify(call.body(email)),
  });
  const body = (await response.text()).replaceAll(email, "<address>");
  return { status: response.status, body, ms: performance.now() - started };
}

/** What a stranger sees of an answer: its status and body. */
const shapeOf = (answer: Answer) => `${answer.status} ${answer.body}`;

async function main() {
  const startedAt = new Date();
  const loadAverageBefore = os.loadavg();
  const dataDir = process.env.BENCH_DATA_DIR || path.join(RESULTS_DIR, "auth-timing");
  fs.mkdirSync(dataDir, { recursive: true });
  const perCall = settings.pairs + WARM_UP_PAIRS;
  const accounts = CALLS.length * perCall;

  log(`making ${accounts} confirmed members in ${dataDir} (once; kept for later runs)`);
  const database = await openBenchDatabase(dataDir);
  try {
    for (let index = 0; index < accounts; index++) await ensureMember(database, dataDir, member(index));
  } finally {
    await database.stop();
  }

  const runId = startedAt.getTime().toString(36);
  const server = await startServerProcess(dataDir, { TRUST_PROXY: "true" });
  const random = seededRandom(20261128);
  const rows = [];
  try {
    for (const [callIndex, call] of CALLS.entries()) {
      const existing: Answer[] = [];
      const unknown: Answer[] = [];
      const shapes = { existing: new Set<string>(), unknown: new Set<string>() };
      for (let pair = 0; pair < perCall; pair++) {
        const known = member(callIndex * perCall + pair).email;
        const stranger = `nobody-${runId}-${call.key}-${pair}@${BENCH_EMAIL_DOMAIN}`;
        const knownFirst = random() < 0.5;
        const [first, second] = knownFirst ? [known, stranger] : [stranger, known];
        const firstAnswer = await send(server.url, call, first);
        const secondAnswer = await send(server.url, call, second);
        const [forKnown, forStranger] = knownFirst
          ? [firstAnswer, secondAnswer]
          : [secondAnswer, firstAnswer];
        if (pair < WARM_UP_PAIRS) continue;
        existing.push(forKnown);
        unknown.push(forStranger);
        shapes.existing.add(shapeOf(forKnown));
        shapes.unknown.add(shapeOf(forStranger));
      }
      const withAccount = latencyStats(existing.map((answer) => answer.ms));
      const without = latencyStats(unknown.map((answer) => answer.ms));
      const ratio = withAccount.p50 / without.p50;
      const sameAnswers =
        shapes.existing.size === 1 &&
        shapes.unknown.size === 1 &&
        [...shapes.existing][0] === [...shapes.unknown][0];
      const row = {
        key: call.key,
        label: call.label,
        pairs: settings.pairs,
        answer: [...shapes.existing].join(" | ").slice(0, 120),
        answerWithout: [...shapes.unknown].join(" | ").slice(0, 120),
        sameAnswers,
        withAccountMs: {
          p10: round(withAccount.p10),
          p50: round(withAccount.p50),
          p90: round(withAccount.p90),
        },
        withoutAccountMs: {
          p10: round(without.p10),
          p50: round(without.p50),
          p90: round(without.p90),
        },
        medianRatio: round(ratio, 3),
        verdict: sameAnswers && Math.abs(ratio - 1) <= settings.tolerance ? "met" : "missed",
      };
      log(
        `${call.label}: median ${row.withAccountMs.p50} ms with an account, ${row.withoutAccountMs.p50} ms without (${row.medianRatio}x); answers ${sameAnswers ? "the same" : "differ"}`,
      );
      rows.push(row);
    }
  } finally {
    await stopServerProcess(server.child);
  }

  const report = {
    benchmark: "auth",
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    goal: `the same status and body, and medians within ${settings.tolerance * 100}% of each other`,
    settings,
    machine: machineReport(loadAverageBefore, "embedded"),
    rows,
  };
  const markdown = [
    `# Sign-in timing, ${report.startedAt}`,
    "",
    `${settings.pairs} pairs per call, one request at a time, after ${WARM_UP_PAIRS} pairs of warm-up. Goal: ${report.goal}.`,
    "",
    "| call | answer (both) | with an account: p10 / p50 / p90 ms | without: p10 / p50 / p90 ms | median ratio | goal |",
    "|---|---|--:|--:|--:|---|",
    ...rows.map(
      (row) =>
        `| ${row.label} | ${row.sameAnswers ? `\`${row.answer.slice(0, 60)}\`` : "**differ**"} | ${row.withAccountMs.p10} / ${row.withAccountMs.p50} / ${row.withAccountMs.p90} | ${row.withoutAccountMs.p10} / ${row.withoutAccountMs.p50} / ${row.withoutAccountMs.p90} | ${row.medianRatio}x | ${row.verdict} |`,
    ),
    "",
  ].join("\n");
  const base = writeResults("auth", startedAt, report, markdown);
  console.log(`\n${markdown}`);
  log(`wrote ${base}.json and .md`);
  const missed = rows.filter((row) => row.verdict !== "met");
  if (missed.length > 0) {
    for (const row of missed) log(`NOT MET: ${row.label}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
