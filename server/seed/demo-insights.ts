// Demo decision insights: accounts whose people have researched the demo vendors' match points for
// twenty weeks, some of them surging now, the vendors' tracked accounts, and a shared decision
// cycle; then one publish a week ago and one today, so that /decisions opens on scores with a trend
// and a timeline of highlights. The history is made up with a fixed seed, the same on every start.

import type { IntentType } from "@common/intent-types";
import { SIGNAL_DAILY_CAP, SIGNAL_WEIGHTS, type SignalKind } from "@common/signals";
import type { AppContext } from "@server/app-context";
import { declareCycle } from "@server/features/decisions/decision-cycles.service";
import { publishInsights, todayUtc } from "@server/features/insights/insights.jobs";
import { users } from "@server/platform/database/schema/auth";
import { companies, trackedAccounts } from "@server/platform/database/schema/companies";
import { contentItems } from "@server/platform/database/schema/content";
import { eventSessions } from "@server/platform/database/schema/events";
import { accountHighlights, insightDirty } from "@server/platform/database/schema/insights";
import { signals } from "@server/platform/database/schema/signals";
import { eq, inArray, sql } from "drizzle-orm";

const HISTORY_DAYS = 140;
const DAY_MS = 86_400_000;

/** What an account's people do in the last 3 weeks: read, compare vendors, or meet them. */
type Phase = "research" | "evaluation" | "engagement";

interface Interest {
  intentType: IntentType;
  /** Points a week before the last 3 weeks, and in them (from `since` days ago). */
  before: number;
  recent: number;
  since?: number;
  phase?: Phase;
}

interface DemoAccount {
  name: string;
  /** The demo leader who works there, if any (the companies of demo-companies.ts). */
  existing?: boolean;
  industry?: string;
  size?: string;
  revenueBand?: string;
  people: number;
  interests: Interest[];
}

const ACCOUNTS: DemoAccount[] = [
  {
    name: "Meridian Bank",
    existing: true,
    people: 6,
    interests: [
      { intentType: "Data Platforms", before: 6, recent: 30, phase: "evaluation" },
      { intentType: "Identity & Access", before: 10, recent: 10 },
    ],
  },
  {
    name: "Harbor Mutual Insurance",
    existing: true,
    people: 5,
    interests: [
      { intentType: "Cloud Security", before: 4, recent: 25, phase: "engagement" },
      { intentType: "Application Security", before: 8, recent: 8 },
    ],
  },
  {
    name: "Cartwell Retail",
    existing: true,
    people: 5,
    interests: [
      { intentType: "Analytics & BI", before: 12, recent: 12 },
      { intentType: "Data Governance", before: 2, recent: 12, phase: "evaluation" },
    ],
  },
  {
    name: "Freightline Logistics",
    existing: true,
    people: 4,
    interests: [
      { intentType: "ERP & Finance Systems", before: 9, recent: 10 },
      { intentType: "Data Platforms", before: 2, recent: 2 },
    ],
  },
  {
    name: "Saint Aubin Health",
    existing: true,
    people: 5,
    interests: [
      { intentType: "Identity & Access", before: 0, recent: 18, phase: "evaluation" },
      { intentType: "Data Governance", before: 5, recent: 5 },
    ],
  },
  {
    name: "Parcelwise",
    existing: true,
    people: 4,
    interests: [{ intentType: "AI & Machine Learning", before: 3, recent: 36, phase: "evaluation" }],
  },
  {
    name: "Northgate Energy",
    industry: "Oil & Energy",
    size: "5001-10,000 employees",
    revenueBand: "$1 billion +",
    people: 6,
    interests: [
      { intentType: "Network Security", before: 15, recent: 15 },
      { intentType: "AI & Machine Learning", before: 6, recent: 7 },
    ],
  },
  {
    name: "Lumen Telecom",
    industry: "Telecommunications",
    size: "10,001+ employees",
    revenueBand: "$1 billion +",
    people: 6,
    interests: [
      { intentType: "Analytics & BI", before: 15, recent: 4 },
      { intentType: "Cloud Security", before: 7, recent: 7 },
      { intentType: "Network Security", before: 3, recent: 3 },
    ],
  },
  {
    name: "Verdant Foods",
    industry: "Food Production",
    size: "1001-5000 employees",
    revenueBand: "$500m-$1 billion",
    people: 4,
    interests: [
      { intentType: "Data Platforms", before: 5, recent: 6 },
      { intentType: "Application Security", before: 2, recent: 2 },
      { intentType: "Network Security", before: 1, recent: 1 },
    ],
  },
  {
    name: "Kestrel Airlines",
    industry: "Airlines/Aviation",
    size: "5001-10,000 employees",
    revenueBand: "$1 billion +",
    people: 5,
    interests: [
      // A surge that began this week: it becomes a highlight, and a notification, today.
      { intentType: "Network Security", before: 2, recent: 100, since: 5, phase: "engagement" },
      { intentType: "Identity & Access", before: 4, recent: 4 },
    ],
  },
  {
    name: "Orchid Pharma",
    industry: "Pharmaceuticals",
    size: "1001-5000 employees",
    revenueBand: "$500m-$1 billion",
    people: 5,
    interests: [
      { intentType: "AI & Machine Learning", before: 10, recent: 10 },
      { intentType: "Data Governance", before: 1, recent: 28, phase: "evaluation" },
    ],
  },
  {
    name: "Brightwater Utilities",
    industry: "Utilities",
    size: "501-1000 employees",
    revenueBand: "$200-$500 million",
    people: 3,
    interests: [
      { intentType: "Cloud Security", before: 3, recent: 3 },
      { intentType: "Network Security", before: 2, recent: 2 },
    ],
  },
  {
    // Two people only: below the privacy minimum, so no vendor ever sees it.
    name: "Tiny Studio",
    industry: "Design",
    size: "11-50 employees",
    revenueBand: "$1-$10 million",
    people: 2,
    interests: [{ intentType: "Analytics & BI", before: 2, recent: 20 }],
  },
];

/** Which accounts each demo vendor tracks (Bastion's Enterprise plan also sees untracked surges). */
const TRACKED: Record<string, string[]> = {
  "Northwind Analytics": [
    "Meridian Bank",
    "Cartwell Retail",
    "Freightline Logistics",
    "Parcelwise",
    "Lumen Telecom",
    "Verdant Foods",
    "Orchid Pharma",
    "Northgate Energy",
    "Tiny Studio",
  ],
  "Bastion Security": [
    "Harbor Mutual Insurance",
    "Northgate Energy",
    "Kestrel Airlines",
    "Brightwater Utilities",
    "Lumen Telecom",
  ],
  Ledgerly: ["Freightline Logistics"],
};

const FIRST_NAMES = [
  "Alex",
  "Bea",
  "Chen",
  "Dara",
  "Elif",
  "Femi",
  "Gita",
  "Hugo",
  "Ines",
  "Jonas",
  "Kaito",
  "Lena",
];
const LAST_NAMES = [
  "Moreau",
  "Novak",
  "Osei",
  "Park",
  "Quinn",
  "Rossi",
  "Silva",
  "Tan",
  "Ueda",
  "Varga",
  "Weber",
  "Young",
];

/** Kinds by phase, with how often each is picked. */
const MIX: Record<Phase, [SignalKind, number][]> = {
  research: [
    ["contentView", 6],
    ["videoWatched", 3],
    ["bookmark", 1],
  ],
  evaluation: [
    ["contentView", 3],
    ["videoWatched", 1],
    ["bookmark", 2],
    ["companyPageView", 3],
  ],
  engagement: [
    ["contentView", 2],
    ["companyPageView", 2],
    ["eventSessionAttended", 2],
  ],
};

/** mulberry32: a small seeded generator, so that every start makes the same history. */
export function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function pick<T>(random: () => number, entries: [T, number][]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries[0]?.[0] as T;
}

interface Subjects {
  content: Map<string, { kind: string; id: string }[]>;
  sessions: Map<string, string[]>;
  vendors: Map<string, string[]>;
}

async function loadSubjects({ db }: AppContext): Promise<Subjects> {
  const subjects: Subjects = { content: new Map(), sessions: new Map(), vendors: new Map() };
  const add = <T>(map: Map<string, T[]>, key: string, value: T) =>
    map.set(key, [...(map.get(key) ?? []), value]);
  for (const item of await db
    .select({ id: contentItems.id, kind: contentItems.kind, intentTypes: contentItems.intentTypes })
    .from(contentItems)) {
    for (const type of item.intentTypes) add(subjects.content, type, { kind: item.kind, id: item.id });
  }
  for (const session of await db
    .select({ id: eventSessions.id, intentTypes: eventSessions.intentTypes })
    .from(eventSessions)) {
    for (const type of session.intentTypes) add(subjects.sessions, type, session.id);
  }
  const vendors = await db.execute<{ company_id: string; intent_type: string }>(
    sql`SELECT company_id, intent_type FROM company_match_points`,
  );
  for (const row of vendors.rows) add(subjects.vendors, row.intent_type, row.company_id);
  return subjects;
}

/** What a signal of this kind is about, from the demo's content, sessions and vendors. */
function subjectOf(random: () => number, subjects: Subjects, kind: SignalKind, intentType: string) {
  const choose = <T>(list: T[] | undefined) =>
    list && list.length > 0 ? list[Math.floor(random() * list.length)] : undefined;
  if (kind === "companyPageView") {
    const vendor = choose(subjects.vendors.get(intentType));
    if (vendor) return { subjectKind: "company", subjectId: vendor };
  }
  if (kind === "eventSessionAttended") {
    const session = choose(subjects.sessions.get(intentType));
    if (session) return { subjectKind: "event_session", subjectId: session };
  }
  const item = choose(subjects.content.get(intentType));
  return item
    ? { subjectKind: item.kind, subjectId: item.id }
    : { subjectKind: "article", subjectId: crypto.randomUUID() };
}

export async function seedDemoInsights(
  context: AppContext,
  emailOf: (local: string) => string,
): Promise<void> {
  const { db } = context;
  const random = generator(20_261_125);
  const subjects = await loadSubjects(context);
  const now = Date.now();
  const today = Date.parse(`${todayUtc()}T00:00:00Z`);
  const accountIds = new Map<string, string>();

  for (const [index, account] of ACCOUNTS.entries()) {
    let companyId: string;
    if (account.existing) {
      const [row] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.name, account.name));
      if (!row) throw new Error(`demo company ${account.name} is missing`);
      companyId = row.id;
    } else {
      const [row] = await db
        .insert(companies)
        .values({
          name: account.name,
          industry: account.industry,
          size: account.size,
          revenueBand: account.revenueBand,
        })
        .returning({ id: companies.id });
      if (!row) throw new Error(`demo company ${account.name} was not created`);
      companyId = row.id;
    }
    accountIds.set(account.name, companyId);

    const people = Array.from({ length: account.people }, (_, person) => {
      const first = FIRST_NAMES[(index + person) % FIRST_NAMES.length] ?? "Alex";
      const last = LAST_NAMES[(index * 5 + person) % LAST_NAMES.length] ?? "Moreau";
      return {
        id: crypto.randomUUID(),
        name: `${first} ${last}`,
        email: emailOf(`${first}.${last}.${index}`.toLowerCase()),
        emailVerified: true,
        companyId,
        jobTitle: "IT Director",
        memberData: { demo: true },
        insightsConsentedAt: new Date(now - HISTORY_DAYS * DAY_MS),
        createdAt: new Date(now - HISTORY_DAYS * DAY_MS),
      };
    });
    await db.insert(users).values(people);

    const rows: (typeof signals.$inferInsert)[] = [];
    for (const interest of account.interests) {
      const recentFrom = interest.since ?? 21;
      const used = new Map<string, number>();
      for (let daysAgo = HISTORY_DAYS; daysAgo >= 1; daysAgo--) {
        const recent = daysAgo <= recentFrom;
        const mix = MIX[recent ? (interest.phase ?? "research") : "research"];
        let budget = ((recent ? interest.recent : interest.before) / 7) * (0.5 + random());
        while (budget > 0) {
          const kind = pick(random, mix);
          const person = people[Math.floor(random() * people.length)];
          if (!person) break;
          const key = `${person.id}:${daysAgo}`;
          const points = Math.max(0, Math.min(SIGNAL_WEIGHTS[kind], SIGNAL_DAILY_CAP - (used.get(key) ?? 0)));
          used.set(key, (used.get(key) ?? 0) + points);
          // A fraction of a point left is spent with that probability, so small rates still add up.
          if (budget < 1 && random() > budget) break;
          budget -= Math.max(points, 1);
          rows.push({
            userId: person.id,
            companyId,
            intentType: interest.intentType,
            kind,
            weight: SIGNAL_WEIGHTS[kind],
            points,
            ...subjectOf(random, subjects, kind, interest.intentType),
            createdAt: new Date(today - daysAgo * DAY_MS + Math.floor(random() * DAY_MS)),
          });
        }
      }
    }
    for (let start = 0; start < rows.length; start += 1_000) {
      await db.insert(signals).values(rows.slice(start, start + 1_000));
    }
    const days = new Set(rows.map((row) => `${row.intentType}|${row.createdAt?.toISOString().slice(0, 10)}`));
    const dirty = [...days].map((entry) => {
      const [intentType = "", day = ""] = entry.split("|");
      return { companyId, intentType, day };
    });
    if (dirty.length > 0) await db.insert(insightDirty).values(dirty).onConflictDoNothing();
  }

  for (const [vendorName, tracked] of Object.entries(TRACKED)) {
    const [vendor] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, vendorName));
    if (!vendor) throw new Error(`demo vendor ${vendorName} is missing`);
    const ids = tracked.map((name) => accountIds.get(name)).filter((id): id is string => id !== undefined);
    await db
      .insert(trackedAccounts)
      .values(ids.map((accountCompanyId) => ({ vendorCompanyId: vendor.id, accountCompanyId })));
  }

  // A week ago's publish makes the surges that began before it; its highlights are dated then.
  const settings = { minContributors: context.config.INSIGHTS_MIN_CONTRIBUTORS };
  const weekAgo = new Date(today - 7 * DAY_MS);
  await publishInsights(db, settings, weekAgo.toISOString().slice(0, 10));
  await db
    .update(accountHighlights)
    .set({ createdAt: new Date(weekAgo.getTime() + 2 * 60 * 60 * 1000) })
    .where(inArray(accountHighlights.kind, ["surgeStarted", "surgeEnded", "stageChanged"]));
  await publishInsights(db, settings);

  // Ana shares her bank's data platform project with the vendors matched to it.
  const [ana] = await db
    .select()
    .from(users)
    .where(eq(users.email, emailOf("ana.ruiz")));
  if (ana) {
    await declareCycle(
      db,
      { id: ana.id, email: ana.email, isPlatformAdmin: false, twoFactorEnabled: false, sessionId: null },
      {
        intentType: "Data Platforms",
        stage: "consideration",
        budgetBand: "250k-1m",
        timeline: quarterAhead(now, 2),
        peopleInvolved: 6,
        needs: "Replace our warehouse with a governed lakehouse; must run in an EU region.",
        visibility: "matched",
        vendorIds: [],
      },
    );
  }
}

/** The quarter `ahead` quarters after the one `time` is in, as 2027-Q1. */
function quarterAhead(time: number, ahead: number): string {
  const date = new Date(time);
  const index = date.getUTCFullYear() * 4 + Math.floor(date.getUTCMonth() / 3) + ahead;
  return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;
}
