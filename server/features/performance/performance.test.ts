import { randomUUID } from "node:crypto";
import { PERFORMANCE_METRICS, type PerformanceMetric } from "@common/performance-metrics";
import { INSIGHTS_CHANGED_CHANNEL } from "@server/features/insights/insights.service";
import { users } from "@server/platform/database/schema/auth";
import { companies, trackedAccounts } from "@server/platform/database/schema/companies";
import { contentItems } from "@server/platform/database/schema/content";
import { events, meetingSlots, meetings } from "@server/platform/database/schema/events";
import { vendorActivity } from "@server/platform/database/schema/performance";
import { createUser, leaderSignUp, setUpTestApp, type TestUser, vendorSignUp } from "@server/test/app";
import { makeCompanyAdmin, makePlatformAdmin } from "@server/test/company-cast";
import { addContributors, createAccount, createInsightVendor } from "@server/test/insights";
import { tablesReadBy, tablesThatDoNotNotify } from "@server/test/kept-reads";
import { createEmployedLeader } from "@server/test/leaders";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { flushViews } from "./activity.service";
import { rollUpPerformance } from "./performance.jobs";
import { PERFORMANCE_CHANGED_CHANNEL } from "./performance.service";

const t = setUpTestApp();

const DAY = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10);
/** Noon UTC `days` ago, plus `minutes`. */
const at = (days: number, minutes = 0) =>
  new Date(Date.parse(`${daysAgo(days)}T12:00:00Z`) + minutes * 60_000);

const get = (user: TestUser | undefined, url: string) =>
  t.request({ method: "GET", url, cookie: user?.cookie });

type Row = typeof vendorActivity.$inferInsert;

async function activityOf(vendorCompanyId: string) {
  await flushViews(t.context.db);
  return t.context.db
    .select({
      kind: vendorActivity.kind,
      intentTypes: vendorActivity.intentTypes,
      userId: vendorActivity.userId,
      accountCompanyId: vendorActivity.accountCompanyId,
      contentId: vendorActivity.contentId,
      amount: vendorActivity.amount,
    })
    .from(vendorActivity)
    .where(eq(vendorActivity.vendorCompanyId, vendorCompanyId))
    .orderBy(vendorActivity.id);
}

async function vendorContent(
  companyId: string,
  kind: "video" | "article",
  intentTypes: string[],
  title?: string,
) {
  const [row] = await t.context.db
    .insert(contentItems)
    .values({
      kind,
      title: title ?? `${kind} ${randomUUID().slice(0, 6)}`,
      companyId,
      hubs: ["cio"],
      intentTypes,
      visibility: "members",
      durationSeconds: kind === "video" ? 600 : null,
    })
    .returning({ id: contentItems.id });
  if (!row) throw new Error("no content");
  return row.id;
}

describe("what is counted", () => {
  it("counts views of a vendor's pages and content by anyone outside it, and never its own people", async () => {
    const vendor = await createInsightVendor(t, {
      matchPoints: ["Observability", "Cloud Security"],
      tracks: [],
    });
    const colleague = await createUser(t, vendorSignUp({ plan: "Starter" }));
    await t.context.db.update(users).set({ companyId: vendor.companyId }).where(eq(users.id, colleague.id));
    // An admin of the page who works elsewhere is one of its own people too.
    const admin = await createEmployedLeader(t);
    await makeCompanyAdmin(t, vendor.companyId, admin);
    const leader = await createEmployedLeader(t);
    const undecided = await createEmployedLeader(t, {}, { insightsConsent: false });
    const article = await vendorContent(vendor.companyId, "article", ["Cloud Security"]);
    // A public page, so that visitors see it too.
    await t.context.db.update(companies).set({ isPage: true }).where(eq(companies.id, vendor.companyId));

    for (const viewer of [leader, undecided, undefined, colleague, admin]) {
      expect((await get(viewer, `/api/companies/${vendor.companyId}`)).statusCode).toBe(200);
    }
    expect((await get(leader, `/api/content/${article}`)).statusCode).toBe(200);

    const rows = await activityOf(vendor.companyId);
    expect(rows).toEqual([
      // The vendor's match points, as it sells into them; only a leader who shares their interest
      // brings their account.
      expect.objectContaining({ kind: "profileView", userId: leader.id, accountCompanyId: leader.companyId }),
      expect.objectContaining({ kind: "profileView", userId: undecided.id, accountCompanyId: null }),
      expect.objectContaining({ kind: "profileView", userId: null, accountCompanyId: null }),
      expect.objectContaining({
        kind: "contentView",
        intentTypes: ["Cloud Security"],
        contentId: article,
        accountCompanyId: leader.companyId,
      }),
    ]);
    expect(rows[0]?.intentTypes).toEqual(["Cloud Security", "Observability"]);
  });

  it("counts forward play of a vendor's video as watched time, never more than the time since the last save", async () => {
    const vendor = await createInsightVendor(t, { matchPoints: ["Observability"], tracks: [] });
    const leader = await createEmployedLeader(t);
    const video = await vendorContent(vendor.companyId, "video", ["Observability"]);
    const save = (position: number) =>
      t.request({
        method: "PUT",
        url: `/api/content/${video}/progress`,
        cookie: leader.cookie,
        payload: { position, completed: false },
      });
    const rewind = (seconds: number) =>
      t.context.db.execute(sql`
        UPDATE content_progress SET updated_at = now() - make_interval(secs => ${seconds})
        WHERE user_id = ${leader.id} AND content_id = ${video}::uuid`);

    expect((await get(leader, `/api/content/${video}`)).statusCode).toBe(200);
    await rewind(60);
    expect((await save(60)).statusCode).toBe(200); // watched a minute
    await rewind(10);
    expect((await save(400)).statusCode).toBe(200); // skipped ahead: 10 s passed, 15 s at most count
    await rewind(30);
    expect((await save(100)).statusCode).toBe(200); // went back: nothing

    const watched = (await activityOf(vendor.companyId)).filter((row) => row.kind === "watchSeconds");
    expect(watched.map((row) => row.amount)).toEqual([60, 15]);
  });

  it("counts follows, registrations and check-ins at its events, and its meetings' requests and outcomes", async () => {
    const vendor = await createInsightVendor(t, { matchPoints: ["Identity & Access"], tracks: [] });
    const leader = await createEmployedLeader(t);
    expect(
      (
        await t.request({
          method: "POST",
          url: `/api/companies/${vendor.companyId}/follow`,
          cookie: leader.cookie,
        })
      ).statusCode,
    ).toBe(200);
    const [event] = await t.context.db
      .insert(events)
      .values({
        title: "Identity Day",
        format: "virtual",
        onlineUrl: "https://example.com/live",
        timeZone: "UTC",
        startsAt: new Date(Date.now() - 3_600_000),
        endsAt: new Date(Date.now() + 30 * DAY),
        hubs: ["cio"],
        hostCompanyId: vendor.companyId,
      })
      .returning({ id: events.id });
    if (!event) throw new Error("no event");
    const session = await t.request({
      method: "POST",
      url: `/api/events/${event.id}/sessions`,
      cookie: vendor.cookie,
      payload: {
        title: "Passkeys at scale",
        startsAt: new Date(Date.now() - 1_800_000).toISOString(),
        endsAt: new Date(Date.now() + 1_800_000).toISOString(),
        intentTypes: ["Identity & Access"],
      },
    });
    expect(session.statusCode).toBe(201);
    const sessionId = session.json().id;
    expect(
      (await t.request({ method: "PUT", url: `/api/events/${event.id}/registration`, cookie: leader.cookie }))
        .statusCode,
    ).toBe(200);
    const checkIn = await t.request({
      method: "PUT",
      url: `/api/events/${event.id}/sessions/${sessionId}/attendance/${leader.id}`,
      cookie: vendor.cookie,
    });
    expect(checkIn.statusCode).toBe(204);

    const [slot] = await t.context.db
      .insert(meetingSlots)
      .values({
        eventId: event.id,
        sponsorCompanyId: vendor.companyId,
        representativeId: vendor.id,
        startsAt: new Date(Date.now() + 2 * DAY),
        endsAt: new Date(Date.now() + 2 * DAY + 1_800_000),
      })
      .returning({ id: meetingSlots.id });
    const requested = await t.request({
      method: "POST",
      url: "/api/meetings",
      cookie: vendor.cookie,
      payload: { slotId: slot?.id, leaderId: leader.id, intentTypes: ["Identity & Access"] },
    });
    expect(requested.statusCode).toBe(201);
    const accepted = await t.request({
      method: "PUT",
      url: `/api/meetings/${requested.json().id}`,
      cookie: leader.cookie,
      payload: { status: "accepted" },
    });
    expect(accepted.statusCode).toBe(200);

    const rows = await activityOf(vendor.companyId);
    expect(rows.map((row) => [row.kind, row.intentTypes, row.userId])).toEqual([
      ["follow", ["Identity & Access"], leader.id],
      ["registration", ["Identity & Access"], leader.id],
      ["attendance", ["Identity & Access"], leader.id],
      ["meetingRequested", ["Identity & Access"], leader.id],
      ["meetingAccepted", ["Identity & Access"], leader.id],
    ]);
    // A request is the vendor's doing; accepting it is the leader's, which engages their account.
    expect(rows.map((row) => row.accountCompanyId)).toEqual([
      leader.companyId,
      leader.companyId,
      leader.companyId,
      null,
      leader.companyId,
    ]);
  });
});

const A = "Observability";
const B = "Cloud Security";

interface KnownRow {
  kind: string;
  intentTypes: string[];
  userId: string | null;
  accountCompanyId: string | null;
  hub: string | null;
  contentId?: string;
  amount: number;
  daysAgo: number;
}

/**
 * A vendor with twenty days of known activity (ten in the range asked for, ten in the period before)
 * from four accounts, written as the recorder writes it, and counted by the roll-up.
 */
async function knownHistory() {
  const vendor = await createInsightVendor(t, { matchPoints: [A, B], tracks: [] });
  const accounts: { companyId: string; userId: string; hub: string; cookie?: string }[] = [];
  for (const [name, industry, hub] of [
    ["Acme Bank", "Banking", "cio"],
    ["Globex Bank", "Banking", "ciso"],
    ["Hooli Bank", "Banking", "cio"],
    ["Initech Retail", "Retail", "cfo"],
  ] as const) {
    // The first account's leader signs in (the privacy centre needs a session); the others never do.
    const leader = accounts.length === 0 ? await createEmployedLeader(t) : null;
    const companyId = leader?.companyId ?? (await createAccount(t));
    await t.context.db
      .update(companies)
      .set({ name: `${name} ${randomUUID().slice(0, 6)}`, industry, size: "1001-5000 employees" })
      .where(eq(companies.id, companyId));
    const userId = leader?.id ?? (await addContributors(t, companyId, 1))[0];
    if (!userId) throw new Error("no contributor");
    await t.context.db.update(users).set({ hub }).where(eq(users.id, userId));
    accounts.push({ companyId, userId, hub, cookie: leader?.cookie });
  }
  const article = await vendorContent(vendor.companyId, "article", [A], "The observability primer");
  const video = await vendorContent(vendor.companyId, "video", [B], "Cloud posture in ten minutes");
  const rows: KnownRow[] = [];
  const by = (index: number | null) => {
    const account = index === null ? null : accounts[index % accounts.length];
    return {
      userId: account?.userId ?? null,
      accountCompanyId: account?.companyId ?? null,
      hub: account?.hub ?? null,
    };
  };
  for (let day = 0; day < 20; day++) {
    for (let view = 0; view < (day % 3) + 1; view++) {
      rows.push({
        kind: "profileView",
        intentTypes: [B, A],
        amount: 1,
        daysAgo: day,
        ...by(view === 2 ? null : day + view),
      });
    }
    if (day % 2 === 0)
      rows.push({
        kind: "contentView",
        intentTypes: [A],
        contentId: article,
        amount: 1,
        daysAgo: day,
        ...by(day),
      });
    if (day % 4 === 0)
      rows.push({
        kind: "watchSeconds",
        intentTypes: [B],
        contentId: video,
        amount: 90,
        daysAgo: day,
        ...by(day + 1),
      });
  }
  const once = (kind: string, day: number, intentTypes: string[], who: number | null, engages = true) => {
    const person = by(who);
    rows.push({
      kind,
      intentTypes,
      amount: 1,
      daysAgo: day,
      ...person,
      accountCompanyId: engages ? person.accountCompanyId : null,
    });
  };
  once("follow", 5, [B, A], 2);
  once("registration", 2, [A], 3);
  once("registration", 12, [A], 0);
  once("attendance", 2, [A], 3);
  once("meetingRequested", 3, [B, A], 1, false);
  once("meetingRequested", 13, [B, A], 1, false);
  once("meetingAccepted", 3, [B, A], 1);
  once("meetingCompleted", 1, [B], 2);
  once("meetingNoShow", 14, [A], 0, false);
  once("productView", 8, [B, A], null);

  await t.context.db.insert(vendorActivity).values(
    rows.map(
      (row, index): Row => ({
        vendorCompanyId: vendor.companyId,
        kind: row.kind,
        intentTypes: row.intentTypes,
        userId: row.userId,
        accountCompanyId: row.accountCompanyId,
        hub: row.hub,
        contentId: row.contentId ?? null,
        amount: row.amount,
        occurredAt: at(row.daysAgo, index % 60),
      }),
    ),
  );
  await rollUpPerformance(t.context.db, { since: daysAgo(20) });
  return { vendor, accounts, rows, article, video };
}

const METRIC_OF_KIND: Record<string, PerformanceMetric> = {
  profileView: "profileViews",
  productView: "productViews",
  follow: "followersGained",
  contentView: "contentViews",
  watchSeconds: "watchMinutes",
  registration: "eventRegistrations",
  attendance: "sessionAttendance",
  meetingRequested: "meetingsRequested",
  meetingAccepted: "meetingsAccepted",
  meetingCompleted: "meetingsCompleted",
  meetingNoShow: "meetingNoShows",
};

/** What each figure should be, counted here from the rows written, for days `from` to `to` ago. */
function expectedDays(rows: KnownRow[], matchPoint: string | null, from: number, to: number) {
  const onIt = rows.filter((row) => matchPoint === null || row.intentTypes.includes(matchPoint));
  const days = [];
  for (let day = from; day >= to; day--) {
    const that = onIt.filter((row) => row.daysAgo === day);
    const figures: Record<string, number | string> = { date: daysAgo(day) };
    for (const metric of PERFORMANCE_METRICS) figures[metric] = 0;
    for (const row of that) {
      const metric = METRIC_OF_KIND[row.kind];
      if (metric) figures[metric] = (figures[metric] as number) + row.amount;
    }
    figures.watchMinutes = Math.round(((figures.watchMinutes as number) / 60) * 10) / 10;
    figures.engagedAccounts = new Set(that.map((row) => row.accountCompanyId).filter(Boolean)).size;
    days.push(figures);
  }
  return days;
}

/** Days as the API answers them: the dates, and a column of values per figure. */
const asPeriod = (days: Record<string, number | string>[]) => ({
  dates: days.map((day) => day.date),
  figures: Object.fromEntries(PERFORMANCE_METRICS.map((metric) => [metric, days.map((day) => day[metric])])),
});

const engagedIn = (rows: KnownRow[], matchPoint: string | null, from: number, to: number) =>
  new Set(
    rows
      .filter((row) => row.daysAgo <= from && row.daysAgo >= to)
      .filter((row) => matchPoint === null || row.intentTypes.includes(matchPoint))
      .map((row) => row.accountCompanyId)
      .filter(Boolean),
  ).size;

describe("the figures", () => {
  it("count every figure per day and match point, against the period before, as the test counts them", async () => {
    const { vendor, rows } = await knownHistory();
    for (const matchPoint of [null, A, B]) {
      const query = `startDate=${daysAgo(9)}&endDate=${today}${matchPoint ? `&matchPoint=${encodeURIComponent(matchPoint)}` : ""}`;
      const response = await get(vendor, `/api/performance?${query}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.matchPoint).toBe(matchPoint ?? "All");
      expect(body.range).toEqual({
        startDate: daysAgo(9),
        endDate: today,
        previousStartDate: daysAgo(19),
        previousEndDate: daysAgo(10),
        days: 10,
      });
      expect(body.current).toEqual(asPeriod(expectedDays(rows, matchPoint, 9, 0)));
      expect(body.previous).toEqual(asPeriod(expectedDays(rows, matchPoint, 19, 10)));
      for (const metric of PERFORMANCE_METRICS) {
        const sum = (list: Record<string, number | string>[]) =>
          Math.round(list.reduce((total, day) => total + (day[metric] as number), 0) * 10) / 10;
        const current =
          metric === "engagedAccounts"
            ? engagedIn(rows, matchPoint, 9, 0)
            : sum(expectedDays(rows, matchPoint, 9, 0));
        const previous =
          metric === "engagedAccounts"
            ? engagedIn(rows, matchPoint, 19, 10)
            : sum(expectedDays(rows, matchPoint, 19, 10));
        expect(body.totals[metric], `${metric} on ${matchPoint ?? "All"}`).toEqual({
          current,
          previous,
          change: previous > 0 ? Math.round((current / previous - 1) * 1000) / 1000 : null,
        });
      }
    }
  });
});

const monday = (date: string) => {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return new Date(ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY).toISOString().slice(0, 10);
};

describe("days", () => {
  it("counts an action on the UTC day it happened, to the last millisecond", async () => {
    const vendor = await createInsightVendor(t, { matchPoints: [A], tracks: [] });
    const instants = [
      `${daysAgo(4)}T23:59:59.999Z`,
      `${daysAgo(3)}T00:00:00.000Z`,
      `${daysAgo(3)}T23:59:59.999Z`,
      `${daysAgo(2)}T00:00:00.000Z`,
    ];
    await t.context.db.insert(vendorActivity).values(
      instants.map(
        (instant): Row => ({
          vendorCompanyId: vendor.companyId,
          kind: "profileView",
          intentTypes: [A],
          amount: 1,
          occurredAt: new Date(instant),
        }),
      ),
    );
    await rollUpPerformance(t.context.db, { since: daysAgo(5) });
    const response = await get(vendor, `/api/performance?startDate=${daysAgo(3)}&endDate=${daysAgo(3)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().current.figures.profileViews).toEqual([2]);
    expect(response.json().previous.figures.profileViews).toEqual([1]);
  });
});

describe("the customer dashboard", () => {
  it("gives the headline figures, weekly counts, engaged accounts split five ways and the top content, as the test counts them", async () => {
    const { vendor, rows, accounts, article, video } = await knownHistory();
    const query = `?startDate=${daysAgo(9)}&endDate=${today}`;
    const dashboard = (path: string) =>
      get(vendor, `/api/decisions/customer/dashboard/${path}/${vendor.companyId}${query}`);

    const performance = (await get(vendor, `/api/performance${query}`)).json();
    const overview = await dashboard("overview");
    expect(overview.statusCode).toBe(200);
    expect(overview.json().figures).toEqual(
      PERFORMANCE_METRICS.map((metric) => ({
        metric,
        ...performance.totals[metric],
        series: expectedDays(rows, null, 9, 0).map((day) => day[metric]),
      })),
    );

    const counts = await dashboard("counts-overview");
    expect(counts.statusCode).toBe(200);
    const weeks = [...new Set(expectedDays(rows, null, 9, 0).map((day) => monday(day.date as string)))];
    expect(counts.json().weeks).toEqual(weeks);
    for (const { kind, counts: perWeek } of counts.json().kinds) {
      expect(perWeek, kind).toEqual(
        weeks.map((week) => {
          const sum = expectedDays(rows, null, 9, 0)
            .filter((day) => monday(day.date as string) === week)
            .reduce((total, day) => total + (day[kind] as number), 0);
          return Math.round(sum * 10) / 10;
        }),
      );
    }

    const splits = await dashboard("distribution-cards");
    expect(splits.statusCode).toBe(200);
    const engaged = accounts.filter((account) =>
      rows.some((row) => row.daysAgo <= 9 && row.accountCompanyId === account.companyId),
    );
    expect(splits.json().engagedAccounts).toBe(engaged.length);
    const industries: Record<string, string> = {};
    for (const [index, account] of accounts.entries())
      industries[account.companyId] = index < 3 ? "Banking" : "Retail";
    const hubNames: Record<string, string> = { cio: "CIO", ciso: "CISO", cfo: "Finance/CFO" };
    // Buckets below three accounts join "Other", which shows only when it reaches three itself.
    const folded = (labels: string[]) => {
      const counts = new Map<string, number>();
      for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
      const big = [...counts].filter(([, n]) => n >= 3).map(([label, n]) => ({ label, accounts: n }));
      const other = [...counts].filter(([, n]) => n < 3).reduce((total, [, n]) => total + n, 0);
      return [
        ...big.sort((a, b) => b.accounts - a.accounts),
        ...(other >= 3 ? [{ label: "Other", accounts: other }] : []),
      ];
    };
    const split = (by: string) =>
      splits.json().distributions.find((entry: { by: string }) => entry.by === by).buckets;
    expect(split("industry")).toEqual(folded(engaged.map((account) => industries[account.companyId] ?? "")));
    expect(split("hub")).toEqual(folded(engaged.map((account) => hubNames[account.hub] ?? "")));
    expect(split("stage")).toEqual(folded(engaged.map(() => "Not known")));
    expect(split("size")).toEqual(folded(engaged.map(() => "1001-5000 employees")));

    const cards = await dashboard("cards");
    expect(cards.statusCode).toBe(200);
    const inRange = rows.filter((row) => row.daysAgo <= 9);
    const views = inRange.filter((row) => row.kind === "contentView").length;
    const seconds = inRange
      .filter((row) => row.kind === "watchSeconds")
      .reduce((total, row) => total + row.amount, 0);
    expect(cards.json().topContent).toEqual([
      {
        id: article,
        kind: "article",
        title: "The observability primer",
        views,
        watchMinutes: 0,
        series: expectedDays(rows, null, 9, 0).map((day) => day.contentViews),
      },
      {
        id: video,
        kind: "video",
        title: "Cloud posture in ten minutes",
        views: 0,
        watchMinutes: Math.round((seconds / 60) * 10) / 10,
        series: expectedDays(rows, null, 9, 0).map(() => 0),
      },
    ]);
  });

  it("funnels the meeting requests made in the range by week and by representative", async () => {
    const vendor = await createInsightVendor(t, { matchPoints: [A], tracks: [] });
    const colleague = await createUser(t, vendorSignUp({ plan: "Starter", name: "Rita Rep" }));
    await t.context.db.update(users).set({ companyId: vendor.companyId }).where(eq(users.id, colleague.id));
    const leader = await createEmployedLeader(t);
    const [event] = await t.context.db
      .insert(events)
      .values({
        title: "Funnel Forum",
        format: "virtual",
        onlineUrl: "https://example.com/live",
        timeZone: "UTC",
        startsAt: at(30),
        endsAt: new Date(Date.now() + 30 * DAY),
        hubs: ["cio"],
      })
      .returning({ id: events.id });
    if (!event) throw new Error("no event");
    const made: { status: string; daysAgo: number; rep: TestUser; rescheduled?: boolean }[] = [
      { status: "requested", daysAgo: 1, rep: vendor },
      { status: "accepted", daysAgo: 2, rep: vendor },
      { status: "declined", daysAgo: 8, rep: colleague },
      { status: "completed", daysAgo: 9, rep: colleague },
      { status: "no_show", daysAgo: 3, rep: colleague },
      { status: "rescheduled", daysAgo: 4, rep: vendor },
      { status: "accepted", daysAgo: 4, rep: vendor, rescheduled: true },
      { status: "accepted", daysAgo: 12, rep: vendor },
    ];
    let original: string | undefined;
    for (const [index, meeting] of made.entries()) {
      const [slot] = await t.context.db
        .insert(meetingSlots)
        .values({
          eventId: event.id,
          sponsorCompanyId: vendor.companyId,
          representativeId: meeting.rep.id,
          startsAt: at(-1, index * 30),
          endsAt: at(-1, index * 30 + 30),
        })
        .returning({ id: meetingSlots.id });
      if (!slot) throw new Error("no slot");
      const [row] = await t.context.db
        .insert(meetings)
        .values({
          eventId: event.id,
          slotId: slot.id,
          vendorCompanyId: vendor.companyId,
          representativeId: meeting.rep.id,
          requestedBy: meeting.rep.id,
          leaderId: leader.id,
          status: meeting.status,
          startsAt: at(-1, index * 30),
          endsAt: at(-1, index * 30 + 30),
          createdAt: at(meeting.daysAgo),
          rescheduledFromId: meeting.rescheduled ? original : null,
        })
        .returning({ id: meetings.id });
      if (meeting.status === "rescheduled") original = row?.id;
    }
    const response = await get(
      vendor,
      `/api/decisions/customer/dashboard/meetings/${vendor.companyId}?startDate=${daysAgo(9)}&endDate=${today}`,
    );
    expect(response.statusCode).toBe(200);
    const counted = made.filter((meeting) => meeting.daysAgo <= 9 && !meeting.rescheduled);
    const steps = (list: typeof made) => ({
      requested: list.length,
      accepted: list.filter((m) => ["accepted", "completed", "no_show", "rescheduled"].includes(m.status))
        .length,
      declined: list.filter((m) => m.status === "declined").length,
      completed: list.filter((m) => m.status === "completed").length,
      noShow: list.filter((m) => m.status === "no_show").length,
    });
    expect(response.json().total).toEqual(steps(counted));
    const weeks = [...new Set(expectedDays([], null, 9, 0).map((day) => monday(day.date as string)))];
    expect(response.json().byWeek).toEqual(
      weeks.map((week) => ({ week, ...steps(counted.filter((m) => monday(daysAgo(m.daysAgo)) === week)) })),
    );
    const byRep = (rep: TestUser) => steps(counted.filter((m) => m.rep === rep));
    expect(response.json().byRepresentative).toEqual(
      expect.arrayContaining([
        { representative: { id: vendor.id, name: expect.any(String) }, ...byRep(vendor) },
        { representative: { id: colleague.id, name: "Rita Rep" }, ...byRep(colleague) },
      ]),
    );
    expect(response.json().byRepresentative).toHaveLength(2);
  });
});

describe("kept figures", () => {
  const CHANNELS = [INSIGHTS_CHANGED_CHANNEL, PERFORMANCE_CHANGED_CHANNEL];
  it("read only tables that tell every instance when they change", async () => {
    const { vendor } = await knownHistory();
    const account = await createAccount(t);
    await t.context.db
      .insert(trackedAccounts)
      .values({ vendorCompanyId: vendor.companyId, accountCompanyId: account });
    await get(vendor, "/api/performance"); // the session is read, and kept, before the queries are recorded
    const read = await tablesReadBy(t, CHANNELS, async () => {
      for (const url of [
        `/api/performance?matchPoint=${encodeURIComponent(A)}`,
        ...["overview", "cards", "distribution-cards", "counts-overview", "meetings"].map(
          (part) => `/api/decisions/customer/dashboard/${part}/${vendor.companyId}`,
        ),
      ]) {
        expect((await get(vendor, url)).statusCode, url).toBe(200);
      }
    });
    for (const table of ["vendor_activity_days", "vendor_account_spans", "vendor_content_days", "meetings"]) {
      expect(read).toContain(table);
    }
    expect(await tablesThatDoNotNotify(t, CHANNELS, read)).toEqual([]);
  });
});

describe("who may read performance and the dashboard", () => {
  const calls = (companyId: string) => [
    "/api/performance",
    "/api/portal/customers/experience",
    ...["overview", "cards", "distribution-cards", "counts-overview", "meetings"].map(
      (path) => `/api/decisions/customer/dashboard/${path}/${companyId}`,
    ),
  ];

  it.each([
    ["visitor", 401, 401, 401],
    ["leader", 403, 403, 403],
    ["vendor of another company", 200, 200, 403],
    ["vendor employee who is not an admin", 200, 200, 200],
    ["company admin who is a leader", 403, 403, 200],
    ["owner", 200, 200, 200],
    ["owner on Starter", 403, 200, 403],
    ["platform admin", 403, 403, 200],
  ] as const)(
    "%s: own performance %i, plan use %i, the company's dashboard %i",
    async (role, ownFigures, experience, companyDashboard) => {
      const owner = await createInsightVendor(t, {
        plan: role === "owner on Starter" ? "Starter" : "Growth",
        matchPoints: [A],
        tracks: [],
      });
      let user: TestUser | undefined;
      if (role === "owner" || role === "owner on Starter") user = owner;
      else if (role === "vendor of another company")
        user = await createInsightVendor(t, { matchPoints: [A], tracks: [] });
      else if (role === "vendor employee who is not an admin") {
        user = await createUser(t, vendorSignUp({ plan: "Starter" }));
        await t.context.db.update(users).set({ companyId: owner.companyId }).where(eq(users.id, user.id));
      } else if (role !== "visitor") {
        user = await createUser(t, leaderSignUp());
        if (role === "company admin who is a leader") await makeCompanyAdmin(t, owner.companyId, user);
        if (role === "platform admin") await makePlatformAdmin(t, user);
      }
      const [performanceUrl, experienceUrl, ...dashboardUrls] = calls(owner.companyId);
      const expectStatus = async (url: string | undefined, status: number) => {
        const response = await get(user, url ?? "");
        expect(response.statusCode, url).toBe(status);
        if (status !== 200) {
          expect(response.json()).toMatchObject({ reason: "AccessDenied", messages: [expect.any(String)] });
        }
      };
      await expectStatus(performanceUrl, ownFigures);
      await expectStatus(experienceUrl, experience);
      for (const url of dashboardUrls) await expectStatus(url, companyDashboard);
    },
  );

  it("says 404 for a company that does not exist and 400 for an id that is not one", async () => {
    const owner = await createInsightVendor(t, { matchPoints: [A], tracks: [] });
    const unknown = await get(owner, `/api/decisions/customer/dashboard/overview/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ reason: "NotFound" });
    const malformed = await get(owner, "/api/decisions/customer/dashboard/cards/not-an-id");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ reason: "Invalid" });
  });

  it("refuses ranges that are reversed, longer than two years, in the future or malformed, and unknown match points", async () => {
    const owner = await createInsightVendor(t, { matchPoints: [A], tracks: [] });
    const tomorrowPlusOne = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10);
    for (const [query, message] of [
      [`startDate=${today}&endDate=${daysAgo(1)}`, /after endDate/],
      [`startDate=${daysAgo(731)}&endDate=${today}`, /732 days; it can be at most 731/],
      [`endDate=${tomorrowPlusOne}`, /in the future/],
      ["startDate=2026-02-30", /startDate/],
      ["startDate=27/11/2026", /startDate/],
      ["endDate=yesterday", /endDate/],
      ["matchPoint=Procurement", /not one of/],
      ["startDate=2026-01-01&startDate=2026-02-01", /startDate/],
    ] as const) {
      for (const url of [
        `/api/performance?${query}`,
        `/api/decisions/customer/dashboard/overview/${owner.companyId}?${query}`,
      ]) {
        const response = await get(owner, url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().reason).toBe("Invalid");
        expect(response.json().messages.join(" "), url).toMatch(message);
      }
    }
    const twoYears = await get(owner, `/api/performance?startDate=${daysAgo(730)}&endDate=${today}`);
    expect(twoYears.statusCode).toBe(200);
    expect(twoYears.json().current.dates).toHaveLength(731);
    expect(twoYears.json().previous.figures.profileViews).toHaveLength(731);
    const byDefault = (await get(owner, "/api/performance")).json();
    expect(byDefault.range).toMatchObject({ startDate: daysAgo(89), endDate: today, days: 90 });
  });
});

describe("privacy and plans", () => {
  it("counts a leader's account nowhere while they pause, and forgets it for good when they withdraw", async () => {
    const { vendor, accounts } = await knownHistory();
    const leader = accounts[0];
    if (!leader?.cookie) throw new Error("no signed-in leader");
    const engaged = async () =>
      (await get(vendor, `/api/performance?startDate=${daysAgo(19)}&endDate=${today}`)).json().totals
        .engagedAccounts.current;
    const privacy = (method: "PUT" | "DELETE", url: string, payload?: object) =>
      t.request({ method, url: `/api/decisions/privacy${url}`, cookie: leader.cookie, payload });
    expect(await engaged()).toBe(4);

    // Each change of sharing queues a recount of the days the account counted on.
    expect((await privacy("PUT", "", { contributing: false })).statusCode).toBe(200);
    await expect.poll(engaged, { timeout: 15_000 }).toBe(3);
    expect((await privacy("PUT", "", { contributing: true })).statusCode).toBe(200);
    await expect.poll(engaged, { timeout: 15_000 }).toBe(4);

    expect((await privacy("DELETE", "/contributions")).statusCode).toBe(200);
    await expect.poll(engaged, { timeout: 15_000 }).toBe(3);
    const kept = await t.context.db
      .select({ id: vendorActivity.id })
      .from(vendorActivity)
      .where(
        and(eq(vendorActivity.userId, leader.userId), sql`${vendorActivity.accountCompanyId} IS NOT NULL`),
      );
    expect(kept).toEqual([]);
    // Withdrawing takes the account out of what was, not out of what comes: the counts of views stay.
    const views = (await get(vendor, `/api/performance?startDate=${daysAgo(19)}&endDate=${today}`)).json()
      .totals.profileViews.current;
    expect(views).toBeGreaterThan(0);
  });

  it("forgets a deleted member's account in every period it counted in", async () => {
    const { vendor, accounts } = await knownHistory();
    const leader = accounts[0];
    if (!leader) throw new Error("no leader");
    const operator = await createUser(t, leaderSignUp());
    await makePlatformAdmin(t, operator);
    const engaged = async () =>
      (await get(vendor, `/api/performance?startDate=${daysAgo(19)}&endDate=${today}`)).json().totals
        .engagedAccounts.current;
    expect(await engaged()).toBe(4);

    const deleted = await t.request({
      method: "DELETE",
      url: `/api/user/${leader.userId}`,
      cookie: operator.cookie,
    });
    expect(deleted.statusCode).toBe(200);
    await expect.poll(engaged, { timeout: 15_000 }).toBe(3);
    const kept = await t.context.db
      .select({ id: vendorActivity.id })
      .from(vendorActivity)
      .where(eq(vendorActivity.userId, leader.userId));
    expect(kept).toEqual([]);
  });

  it("shows how the plan is used: seats, this month's meeting requests, match points and tracked accounts", async () => {
    const account = await createAccount(t);
    const owner = await createInsightVendor(t, { plan: "Growth", matchPoints: [A, B], tracks: [account] });
    const colleague = await createUser(t, vendorSignUp({ plan: "Starter" }));
    await t.context.db.update(users).set({ companyId: owner.companyId }).where(eq(users.id, colleague.id));
    const response = await get(owner, "/api/portal/customers/experience");
    expect(response.statusCode).toBe(200);
    const [plan] = await t.context.db
      .execute<{ seats: number; meeting_quota: number; match_points: number; tracked_accounts: number }>(
        sql`SELECT seats, meeting_quota, match_points, tracked_accounts FROM plans WHERE name = 'Growth'`,
      )
      .then((result) => result.rows);
    // The owner's sign-up started a 14-day trial: its end is the renewal day.
    const trialEnd = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect(response.json()).toMatchObject({
      company: { id: owner.companyId },
      plan: { name: "Growth" },
      seats: { used: 2, limit: plan?.seats },
      meetingRequests: { used: 0, limit: plan?.meeting_quota, monthStart: `${today.slice(0, 7)}-01` },
      matchPoints: { used: 2, limit: plan?.match_points },
      trackedAccounts: { used: 1, limit: plan?.tracked_accounts },
      insightsReach: "tracked",
      renewsAt: trialEnd,
    });
    expect(plan?.match_points).toBe(10);
    expect(plan?.tracked_accounts).toBe(500);
  });
});
