// Demo vendor performance: four months of what leaders and visitors did on the demo vendors' pages,
// content, events and meetings, growing over time and quieter at weekends, counted per day as the
// five-minute job counts it, so that the Performance and Dashboard tabs of /decisions open on a
// trend. Made up with a fixed seed, the same on every start.

import type { AppContext } from "@server/app-context";
import { rollUpPerformance, rollUpRecent } from "@server/features/performance/performance.jobs";
import { users } from "@server/platform/database/schema/auth";
import { companies } from "@server/platform/database/schema/companies";
import { contentItems } from "@server/platform/database/schema/content";
import { companyMatchPoints } from "@server/platform/database/schema/decisions";
import { vendorActivity } from "@server/platform/database/schema/performance";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { generator, pick } from "./demo-insights";

const HISTORY_DAYS = 120;
const DAY_MS = 86_400_000;

/** Actions a day at the start of the history; each vendor grows towards twice that. */
const VENDORS: Record<string, number> = {
  "Northwind Analytics": 30,
  "Bastion Security": 22,
  Ledgerly: 8,
};

const KINDS: [string, number][] = [
  ["profileView", 30],
  ["productView", 14],
  ["contentView", 24],
  ["watchSeconds", 8],
  ["follow", 2],
  ["registration", 5],
  ["attendance", 4],
  ["meetingRequested", 5],
  ["meetingAccepted", 3],
  ["meetingCompleted", 3],
  ["meetingNoShow", 1],
];

/** Actions that are a leader's own doing, which engage their account. */
const ENGAGING = new Set([
  "profileView",
  "productView",
  "contentView",
  "watchSeconds",
  "follow",
  "registration",
  "attendance",
  "meetingAccepted",
  "meetingCompleted",
]);

export async function seedDemoPerformance(context: AppContext): Promise<void> {
  const { db } = context;
  const random = generator(20_261_127);
  const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const leaders = await db
    .select({
      id: users.id,
      companyId: users.companyId,
      hub: users.hub,
      consented: users.insightsConsentedAt,
    })
    .from(users)
    .where(and(eq(users.accountType, "leader"), isNotNull(users.companyId)));
  const vendors = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.name, Object.keys(VENDORS)));

  for (const vendor of vendors) {
    const matchPoints = (
      await db
        .select({ intentType: companyMatchPoints.intentType })
        .from(companyMatchPoints)
        .where(eq(companyMatchPoints.companyId, vendor.id))
    ).map((row) => row.intentType);
    const content = await db
      .select({ id: contentItems.id, kind: contentItems.kind, intentTypes: contentItems.intentTypes })
      .from(contentItems)
      .where(eq(contentItems.companyId, vendor.id));
    const base = VENDORS[vendor.name] ?? 5;
    const rows: (typeof vendorActivity.$inferInsert)[] = [];
    for (let daysAgo = HISTORY_DAYS; daysAgo >= 1; daysAgo--) {
      const start = today - daysAgo * DAY_MS;
      const weekend = [0, 6].includes(new Date(start).getUTCDay());
      const rate = base * (1 + (HISTORY_DAYS - daysAgo) / HISTORY_DAYS) * (weekend ? 0.35 : 1);
      const actions = Math.round(rate * (0.7 + 0.6 * random()));
      for (let action = 0; action < actions; action++) {
        let kind = pick(random, KINDS);
        const item = content[Math.floor(random() * content.length)];
        if ((kind === "contentView" || kind === "watchSeconds") && !item) kind = "profileView";
        if (kind === "watchSeconds" && item?.kind !== "video") kind = "contentView";
        const leader = random() < 0.65 ? leaders[Math.floor(random() * leaders.length)] : undefined;
        const aboutContent = kind === "contentView" || kind === "watchSeconds";
        rows.push({
          vendorCompanyId: vendor.id,
          kind,
          intentTypes:
            aboutContent && item
              ? item.intentTypes
              : kind.startsWith("meeting") || kind === "registration" || kind === "attendance"
                ? [matchPoints[Math.floor(random() * matchPoints.length)] ?? ""].filter(Boolean)
                : matchPoints,
          userId: leader?.id ?? null,
          accountCompanyId: leader?.consented && ENGAGING.has(kind) ? leader.companyId : null,
          hub: leader?.hub ?? null,
          contentId: aboutContent ? item?.id : null,
          amount: kind === "watchSeconds" ? 60 + Math.floor(random() * 540) : 1,
          occurredAt: new Date(start + Math.floor(random() * DAY_MS)),
        });
      }
    }
    for (let from = 0; from < rows.length; from += 1_000) {
      await db.insert(vendorActivity).values(rows.slice(from, from + 1_000));
    }
  }
  await rollUpPerformance(db, {
    since: new Date(today - (HISTORY_DAYS + 1) * DAY_MS).toISOString().slice(0, 10),
  });
  await rollUpRecent(db);
}
