import { quarterOf } from "@common/decision-cycles";
import { companies } from "@server/platform/database/schema/companies";
import { createUser, leaderSignUp, setUpTestApp, type TestUser, vendorSignUp } from "@server/test/app";
import { makePlatformAdmin } from "@server/test/company-cast";
import { addContributors, addPoints, createAccount, createInsightVendor, range } from "@server/test/insights";
import { tablesReadBy, tablesThatDoNotNotify } from "@server/test/kept-reads";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { publishInsights, rollUpAll, todayUtc } from "./insights.jobs";
import { INSIGHTS_CHANGED_CHANNEL } from "./insights.service";

const t = setUpTestApp();
const asOf = todayUtc();
const publish = () => publishInsights(t.context.db, { minContributors: 3 }, asOf);

const insights = (user: TestUser | undefined, query = "") =>
  t.request({ method: "GET", url: `/api/account-insights${query}`, cookie: user?.cookie });
const highlights = (user: TestUser | undefined, query = "") =>
  t.request({ method: "GET", url: `/api/account-highlights${query}`, cookie: user?.cookie });
const explain = (user: TestUser | undefined, companyId: string, intentType: string) =>
  t.request({
    method: "GET",
    url: `/api/account-insights/${companyId}/${encodeURIComponent(intentType)}`,
    cookie: user?.cookie,
  });

/**
 * A new account whose `people` each add `recent` points yesterday and `weekly` points one day a week
 * over the 12 weeks before the last 3. With 3 people, its points a week are `recent` over the last 3
 * weeks (R) and 3 × `weekly` / 3 = `weekly` over the 12 before (B).
 */
async function accountWith(intentType: string, recent: number, weekly: number, people = 3, name?: string) {
  const companyId = await createAccount(t, name);
  const userIds = await addContributors(t, companyId, people);
  if (recent > 0) await addPoints(t, { companyId, intentType, userIds, asOf, daysAgo: [1], points: recent });
  if (weekly > 0) {
    const daysAgo = range(0, 11).map((week) => 22 + 7 * week);
    await addPoints(t, { companyId, intentType, userIds, asOf, daysAgo, points: weekly / 3 });
  }
  return { companyId, userIds };
}

const names = (response: { json(): { items: { account: { name: string } }[] } }) =>
  response.json().items.map((item) => item.account.name);

describe("scores", () => {
  it("compare an account's last 3 weeks with its own baseline and the market, and explain themselves", async () => {
    const type = "Observability";
    // R (points a week over 3 weeks) and B (over the 12 before): a surge from nothing, a steady
    // account and a quiet one. The market's median R is 3 (k), and with fewer than 20 active
    // accounts its change G is 1 and intensity is 100 R / (R + k).
    const rising = await accountWith(type, 14, 0, 3, "Rising Bank");
    const steady = await accountWith(type, 3, 3, 3, "Steady Retail");
    const quiet = await accountWith(type, 1, 3, 3, "Quiet Telco");
    const vendor = await createInsightVendor(t, {
      matchPoints: [type],
      tracks: [rising.companyId, steady.companyId, quiet.companyId],
    });
    await publish();

    const response = await insights(vendor);
    expect(response.statusCode).toBe(200);
    // Rising: x = (14 + 3) / (0 + 3) = 5.67, M = 85, I = 82.4, score = 85 × √0.824 = 77.
    // Steady: x = 1, M = 50, I = 50, score = 35. Quiet: x = 0.67, M = 40, I = 25, score = 20.
    expect(response.json().items).toEqual([
      expect.objectContaining({
        account: expect.objectContaining({ id: rising.companyId, name: "Rising Bank", industry: "Banking" }),
        intentType: type,
        score: 77,
        surging: true,
        isNew: true,
        stage: "awareness",
        stageSource: "inferred",
        people: 3,
        tracked: true,
        asOf,
      }),
      expect.objectContaining({
        account: expect.objectContaining({ name: "Steady Retail" }),
        score: 35,
        surging: false,
      }),
      expect.objectContaining({
        account: expect.objectContaining({ name: "Quiet Telco" }),
        score: 20,
        surging: false,
      }),
    ]);
    const [first, second] = response.json().items;
    expect(first.trend).toHaveLength(15);
    expect(first.trend.at(-1)).toBe(77);
    // The steady account had points every week before, so its past weeks have scores.
    expect(second.trend.slice(0, 14).filter((score: number | null) => score !== null).length).toBeGreaterThan(
      5,
    );

    const why = await explain(vendor, rising.companyId, type);
    expect(why.statusCode).toBe(200);
    expect(why.json()).toMatchObject({
      recentPerWeek: 14,
      baselinePerWeek: 0,
      marketMedian: 3,
      marketChange: 1,
      momentum: 85,
      intensity: 82.4,
    });
    expect(why.json().weeks).toHaveLength(15);
    const points = why
      .json()
      .weeks.flatMap((week: { points: { kind: string; points: number }[] }) => week.points);
    expect(points).toEqual([{ kind: "contentView", points: 42 }]);
  });

  it("show an account only once at least 3 people contributed, counting no paused leader", async () => {
    const type = "Procurement";
    const account = await accountWith(type, 12, 0, 2, "Two People Inc");
    const vendor = await createInsightVendor(t, { matchPoints: [type], tracks: [account.companyId] });
    await publish();
    expect(names(await insights(vendor))).toEqual([]);
    expect((await explain(vendor, account.companyId, type)).statusCode).toBe(404);

    const [third] = await addContributors(t, account.companyId, 1);
    await addPoints(t, {
      companyId: account.companyId,
      intentType: type,
      userIds: [third ?? ""],
      asOf,
      daysAgo: [2],
      points: 4,
    });
    await publish();
    expect(names(await insights(vendor))).toEqual(["Two People Inc"]);

    // A pause hides what the leader added before it too, as soon as the recount has run.
    await t.context.db.execute(sql`UPDATE users SET insights_paused_at = now() WHERE id = ${third}`);
    await t.context.db.execute(sql`
      INSERT INTO insight_dirty SELECT company_id, intent_type, (created_at AT TIME ZONE 'UTC')::date
      FROM signals WHERE user_id = ${third} ON CONFLICT DO NOTHING`);
    await publish();
    expect(names(await insights(vendor))).toEqual([]);
  });

  it("leave a vendor's own company out, and accounts it does not track unless its plan reaches the market", async () => {
    const type = "Cloud Security";
    // Two quiet accounts keep the market's median (k) at 1, so that 20 points a week is a surge.
    const surging = await accountWith(type, 20, 0, 3, "Untracked Surge");
    await accountWith(type, 1, 0, 3, "Quiet Other");
    const growth = await createInsightVendor(t, { plan: "Growth", matchPoints: [type], tracks: [] });
    const enterprise = await createInsightVendor(t, { plan: "Enterprise", matchPoints: [type], tracks: [] });
    // The Enterprise vendor's own people research its match point too.
    const own = await addContributors(t, enterprise.companyId, 3);
    await addPoints(t, {
      companyId: enterprise.companyId,
      intentType: type,
      userIds: own,
      asOf,
      daysAgo: [1],
      points: 1,
    });
    await t.context.db.execute(sql`INSERT INTO tracked_accounts (vendor_company_id, account_company_id)
      VALUES (${enterprise.companyId}, ${enterprise.companyId})`);
    await publish();

    expect(names(await insights(growth))).toEqual([]);
    const reached = await insights(enterprise);
    expect(reached.json().items).toEqual([
      expect.objectContaining({
        account: expect.objectContaining({ id: surging.companyId }),
        surging: true,
        tracked: false,
      }),
    ]);
  });
});

describe("the vendor's ranking", () => {
  it("follows the vendor's match points and tracked accounts at once, without waiting for the next publish", async () => {
    const account = await accountWith("Analytics & BI", 9, 0, 3, "Ranked Bank");
    await addPoints(t, {
      companyId: account.companyId,
      intentType: "Data Platforms",
      userIds: account.userIds,
      asOf,
      daysAgo: [1],
      points: 4,
    });
    const vendor = await createInsightVendor(t, {
      matchPoints: ["Analytics & BI"],
      tracks: [account.companyId],
    });
    await publish();
    const rows = async () =>
      (await insights(vendor)).json().items.map((item: { intentType: string }) => item.intentType);
    expect(await rows()).toEqual(["Analytics & BI"]);

    const changed = await t.request({
      method: "PUT",
      url: `/api/companies/${vendor.companyId}/match-points`,
      cookie: vendor.cookie,
      payload: { intentTypes: ["Analytics & BI", "Data Platforms"] },
    });
    expect(changed.statusCode).toBe(200);
    expect((await rows()).sort()).toEqual(["Analytics & BI", "Data Platforms"]);

    const untracked = await t.request({
      method: "DELETE",
      url: `/api/companies/${vendor.companyId}/tracked-accounts/${account.companyId}`,
      cookie: vendor.cookie,
    });
    expect(untracked.statusCode).toBeLessThan(300);
    expect(await rows()).toEqual([]);
  });
});

describe("the stage", () => {
  it("is a cycle's when a leader shared it with the vendor and has not paused, else inferred", async () => {
    const type = "Data Governance";
    const leader = await createUser(t, leaderSignUp());
    const account = await accountWith(type, 10, 0, 3, "Declaring Corp");
    await t.context.db.execute(
      sql`UPDATE users SET company_id = ${account.companyId} WHERE id = ${leader.id}`,
    );
    const vendor = await createInsightVendor(t, { matchPoints: [type], tracks: [account.companyId] });
    const other = await createInsightVendor(t, { matchPoints: [type], tracks: [account.companyId] });
    await publish();
    const stageOf = async (who: TestUser) => {
      const [item] = (await insights(who)).json().items;
      return [item.stage, item.stageSource];
    };
    expect(await stageOf(vendor)).toEqual(["awareness", "inferred"]);

    const declare = (visibility: string, vendorIds: string[] = []) =>
      t.request({
        method: "POST",
        url: "/api/decisions/cycles",
        cookie: leader.cookie,
        payload: {
          intentType: type,
          stage: "decision",
          budgetBand: "undecided",
          timeline: quarterOf(new Date()),
          peopleInvolved: 4,
          visibility,
          vendorIds,
        },
      });
    expect((await declare("private")).statusCode).toBe(201);
    expect(await stageOf(vendor)).toEqual(["awareness", "inferred"]);

    expect((await declare("named", [other.companyId])).statusCode).toBe(201);
    expect(await stageOf(vendor)).toEqual(["awareness", "inferred"]);
    expect(await stageOf(other)).toEqual(["decision", "declared"]);
    const named = (await highlights(other)).json().items;
    expect(named).toContainEqual(
      expect.objectContaining({
        kind: "cycleShared",
        stage: "decision",
        person: { id: leader.id, name: expect.any(String) },
      }),
    );
    expect((await highlights(vendor)).json().items).not.toContainEqual(
      expect.objectContaining({ kind: "cycleShared" }),
    );

    const matched = await declare("matched");
    expect(matched.statusCode).toBe(201);
    expect(await stageOf(vendor)).toEqual(["decision", "declared"]);
    expect(names(await insights(vendor, "?stage=decision"))).toEqual(["Declaring Corp"]);
    expect(names(await insights(vendor, "?stage=awareness"))).toEqual([]);
    const moved = await t.request({
      method: "PATCH",
      url: `/api/decisions/cycles/${matched.json().id}`,
      cookie: leader.cookie,
      payload: { stage: "purchase" },
    });
    expect(moved.statusCode).toBe(200);
    expect(await stageOf(vendor)).toEqual(["purchase", "declared"]);
    expect((await highlights(vendor)).json().items[0]).toMatchObject({
      kind: "stageChanged",
      previousStage: "decision",
      stage: "purchase",
      person: null,
      account: { id: account.companyId },
    });
    expect((await highlights(vendor)).json().items).toContainEqual(
      expect.objectContaining({
        kind: "cycleShared",
        person: null,
        account: expect.objectContaining({ id: account.companyId }),
      }),
    );

    const paused = await t.request({
      method: "PUT",
      url: "/api/decisions/privacy",
      cookie: leader.cookie,
      payload: { contributing: false },
    });
    expect(paused.statusCode).toBe(200);
    expect(await stageOf(vendor)).toEqual(["awareness", "inferred"]);
    expect((await highlights(vendor)).json().items).not.toContainEqual(
      expect.objectContaining({ kind: "cycleShared" }),
    );
  });
});

describe("highlights and notifications", () => {
  it("tell the vendors tracking an account that it started surging on their match point", async () => {
    const type = "Identity & Access";
    const account = await accountWith(type, 15, 0, 3, "Surging Airline");
    await accountWith(type, 1, 0, 3, "Quiet One");
    await accountWith(type, 1, 0, 3, "Quiet Two");
    const vendor = await createInsightVendor(t, { matchPoints: [type], tracks: [account.companyId] });
    const elsewhere = await createInsightVendor(t, {
      matchPoints: ["Procurement"],
      tracks: [account.companyId],
    });
    const changes = await publish();
    expect(changes).toContainEqual({ companyId: account.companyId, intentType: type, kind: "surgeStarted" });

    const response = await highlights(vendor);
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toContainEqual(
      expect.objectContaining({
        kind: "surgeStarted",
        intentType: type,
        account: expect.objectContaining({ name: "Surging Airline" }),
        person: null,
      }),
    );
    expect((await highlights(elsewhere)).json().items).toEqual([]);

    const notifications = await t.request({
      method: "GET",
      url: "/api/notifications",
      cookie: vendor.cookie,
    });
    expect(notifications.json().items).toContainEqual(
      expect.objectContaining({
        kind: "account_surge",
        subject: "Surging Airline",
        detail: type,
        link: `/decisions?${new URLSearchParams({ matchPoint: type, account: account.companyId })}`,
      }),
    );
    const other = await t.request({ method: "GET", url: "/api/notifications", cookie: elsewhere.cookie });
    expect(other.json().items).toEqual([]);

    // A second publish of the same day is no new surge.
    expect(await publish()).not.toContainEqual(expect.objectContaining({ companyId: account.companyId }));
  });

  it("show a leader's follow of the vendor's company with the leader's name", async () => {
    const vendor = await createInsightVendor(t, { matchPoints: ["HR Technology"], tracks: [] });
    const account = await createAccount(t, "Following Insurer");
    const leader = await createUser(t, leaderSignUp());
    await t.context.db.execute(sql`UPDATE users SET company_id = ${account} WHERE id = ${leader.id}`);
    await t.context.db.execute(sql`INSERT INTO tracked_accounts (vendor_company_id, account_company_id)
      VALUES (${vendor.companyId}, ${account})`);
    const followed = await t.request({
      method: "POST",
      url: `/api/companies/${vendor.companyId}/follow`,
      cookie: leader.cookie,
    });
    expect(followed.statusCode).toBeLessThan(300);
    const [item] = (await highlights(vendor)).json().items;
    expect(item).toMatchObject({
      kind: "follower",
      intentType: null,
      account: { id: account, name: "Following Insurer" },
      person: { id: leader.id },
    });
  });
});

describe("paging, filters and the export", () => {
  it("pages by cursor without repeats, filters, and exports the view as CSV with formulas neutralised", async () => {
    const type = "Supply Chain Planning";
    const accounts = [];
    for (const index of range(1, 7)) {
      accounts.push(await accountWith(type, index * 3, 12, 3, `=Paged ${index}`));
    }
    await t.context.db
      .update(companies)
      .set({ industry: "Retail" })
      .where(eq(companies.id, accounts[0]?.companyId ?? ""));
    const vendor = await createInsightVendor(t, {
      matchPoints: [type, "Procurement"],
      tracks: accounts.map((a) => a.companyId),
    });
    await publish();

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await insights(
        vendor,
        `?matchPoint=${encodeURIComponent(type)}&limit=3${cursor ? `&cursor=${cursor}` : ""}`,
      );
      expect(page.statusCode).toBe(200);
      seen.push(...names(page));
      cursor = page.json().nextCursor;
    } while (cursor);
    expect(seen).toEqual(
      range(1, 7)
        .reverse()
        .map((index) => `=Paged ${index}`),
    );

    const byName = await insights(vendor, `?matchPoint=${encodeURIComponent(type)}&sort=name&limit=2`);
    expect(names(byName)).toEqual(["=Paged 1", "=Paged 2"]);
    expect(names(await insights(vendor, "?industry=retail"))).toEqual(["=Paged 1"]);
    expect(names(await insights(vendor, "?surging=true"))).toEqual([]);
    expect(names(await insights(vendor, "?surging=false&limit=100"))).toHaveLength(7);

    const csv = await t.request({
      method: "GET",
      url: `/api/account-insights/export.csv?matchPoint=${encodeURIComponent(type)}`,
      cookie: vendor.cookie,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body.trim().split("\n");
    expect(lines[0]).toContain("account,industry,size");
    expect(lines).toHaveLength(8);
    expect(lines[1]).toMatch(/^'=Paged 7,/);
  });

  it("refuse what is not the caller's: another company's match point, a forged cursor, an unknown sort", async () => {
    const vendor = await createInsightVendor(t, { matchPoints: ["Observability"], tracks: [] });
    for (const query of [
      "?matchPoint=Procurement",
      "?cursor=bm90LWEtY3Vyc29y",
      "?sort=size",
      "?stage=done",
      "?limit=0",
    ]) {
      const response = await insights(vendor, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ reason: "Invalid", messages: [expect.any(String)] });
    }
    expect((await highlights(vendor, "?cursor=bm90")).statusCode).toBe(400);
    expect((await explain(vendor, "not-a-uuid", "Observability")).statusCode).toBe(400);
    expect((await explain(vendor, crypto.randomUUID(), "Observability")).statusCode).toBe(404);
  });
});

describe("pages kept in memory", () => {
  it("show a change made outside the request path, by a job or another instance, on the very next read", async () => {
    const type = "Contact Centre";
    const account = await accountWith(type, 9, 0, 3, "Before The Rename");
    const vendor = await createInsightVendor(t, { matchPoints: [type], tracks: [account.companyId] });
    await publish();
    expect(names(await insights(vendor))).toEqual(["Before The Rename"]);
    expect(names(await insights(vendor))).toEqual(["Before The Rename"]);

    await t.context.db
      .update(companies)
      .set({ name: "After The Rename" })
      .where(eq(companies.id, account.companyId));
    expect(names(await insights(vendor))).toEqual(["After The Rename"]);

    await t.context.db.execute(
      sql`UPDATE users SET insights_paused_at = now() WHERE id = ${account.userIds[0]}`,
    );
    await t.context.db.execute(
      sql`DELETE FROM vendor_rankings WHERE vendor_company_id = ${vendor.companyId}`,
    );
    expect(names(await insights(vendor))).toEqual([]);
  });

  it("read only tables that tell every instance when they change", async () => {
    const type = "Customer Experience";
    const account = await accountWith(type, 9, 0, 3, "Explained Tables Inc");
    const vendor = await createInsightVendor(t, {
      plan: "Enterprise",
      matchPoints: [type],
      tracks: [account.companyId],
    });
    await publish();
    await insights(vendor); // the session is read, and kept, before the queries are recorded
    const read = await tablesReadBy(t, [INSIGHTS_CHANGED_CHANNEL], async () => {
      for (const query of [
        "",
        "?stage=decision",
        "?sort=name&surging=true",
        "?sort=trend&industry=Banking",
      ]) {
        expect((await insights(vendor, query)).statusCode).toBe(200);
      }
      expect((await highlights(vendor)).statusCode).toBe(200);
    });
    expect(read).toContain("vendor_rankings");
    expect(read).toContain("account_highlights");
    expect(await tablesThatDoNotNotify(t, [INSIGHTS_CHANGED_CHANNEL], read)).toEqual([]);
  });
});

describe("who may read account insights", () => {
  it.each([
    ["visitor", 401],
    ["leader", 403],
    ["platform admin who is a leader", 403],
    ["vendor on Starter", 403],
    ["vendor on Growth", 200],
    ["vendor employee who is not an admin", 200],
    ["vendor company admin on Enterprise", 200],
  ] as const)("%s: %i", async (role, status) => {
    let user: TestUser | undefined;
    if (role === "leader" || role === "platform admin who is a leader") {
      user = await createUser(t, leaderSignUp());
      if (role === "platform admin who is a leader") await makePlatformAdmin(t, user);
    } else if (role === "vendor employee who is not an admin") {
      const owner = await createInsightVendor(t, { matchPoints: ["Observability"], tracks: [] });
      user = await createUser(t, vendorSignUp({ plan: "Starter" }));
      await t.context.db.execute(sql`UPDATE users SET company_id = ${owner.companyId} WHERE id = ${user.id}`);
    } else if (role !== "visitor") {
      const plan =
        role === "vendor on Starter" ? "Starter" : role === "vendor on Growth" ? "Growth" : "Enterprise";
      user = await createInsightVendor(t, { plan, matchPoints: ["Observability"], tracks: [] });
    }
    for (const response of [
      await insights(user),
      await highlights(user),
      await t.request({ method: "GET", url: "/api/account-insights/export.csv", cookie: user?.cookie }),
    ]) {
      expect(response.statusCode).toBe(status);
      if (status !== 200) expect(response.json()).toMatchObject({ reason: "AccessDenied" });
    }
  });

  it("a vendor of another company sees nothing of accounts it does not track, and cannot open their why", async () => {
    const type = "Network Security";
    const account = await accountWith(type, 9, 0, 3, "Someone Else's Account");
    await createInsightVendor(t, { matchPoints: [type], tracks: [account.companyId] });
    const other = await createInsightVendor(t, { matchPoints: [type], tracks: [] });
    await publish();
    expect(names(await insights(other))).toEqual([]);
    expect((await explain(other, account.companyId, type)).statusCode).toBe(404);
  });
});

describe("the roll-up", () => {
  it("counts recorded signals per account, intent type, day and kind, and a withdrawal takes them out", async () => {
    const type = "HR Technology";
    const leader = await createUser(t, leaderSignUp());
    const account = await createAccount(t, "Withdrawing Co");
    await t.context.db.execute(sql`UPDATE users SET company_id = ${account} WHERE id = ${leader.id}`);
    const share = await t.request({
      method: "POST",
      url: "/api/decisions/cycles",
      cookie: leader.cookie,
      payload: {
        intentType: type,
        stage: "awareness",
        budgetBand: "undecided",
        timeline: quarterOf(new Date()),
        peopleInvolved: 2,
        visibility: "matched",
      },
    });
    expect(share.statusCode).toBe(201);
    await rollUpAll(t.context.db);
    const rows = () =>
      t.context.db.execute<{ kind: string; points: number; weight: number }>(
        sql`SELECT kind, points, weight FROM account_day_kinds WHERE company_id = ${account}`,
      );
    // A declared cycle weighs 10, capped at 6 points a day.
    expect((await rows()).rows).toEqual([{ kind: "decisionCycleDeclared", points: 6, weight: 10 }]);

    const withdrawn = await t.request({
      method: "DELETE",
      url: "/api/decisions/privacy/contributions",
      cookie: leader.cookie,
    });
    expect(withdrawn.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await rows()).rows).toEqual([]), { timeout: 10_000, interval: 200 });
  });

  it("counts a leader's views of a vendor's company and product pages once a day, towards what it sells", async () => {
    const vendor = await createInsightVendor(t, {
      matchPoints: ["Observability", "DevOps & Platform Engineering"],
      tracks: [],
    });
    const [product] = (
      await t.context.db.execute<{ id: string }>(sql`INSERT INTO products (company_id, name)
        VALUES (${vendor.companyId}, 'Tracer') RETURNING id`)
    ).rows;
    const leader = await createUser(t, leaderSignUp());
    const account = await createAccount(t);
    await t.context.db.execute(sql`UPDATE users SET company_id = ${account} WHERE id = ${leader.id}`);
    const open = (who: TestUser, url: string) => t.request({ method: "GET", url, cookie: who.cookie });
    for (const who of [leader, leader, vendor]) {
      expect((await open(who, `/api/companies/${vendor.companyId}`)).statusCode).toBe(200);
      expect(
        (await open(who, `/api/factor/companies/${vendor.companyId}/products/${product?.id}`)).statusCode,
      ).toBe(200);
    }
    const views = await t.context.db.execute<{
      user_id: string;
      subject_kind: string;
      intent_type: string;
      points: number;
    }>(
      sql`SELECT user_id, subject_kind, intent_type, points FROM signals
        WHERE kind = 'companyPageView' AND subject_id IN (${vendor.companyId}, ${product?.id}) ORDER BY 2, 3`,
    );
    expect(views.rows).toEqual([
      {
        user_id: leader.id,
        subject_kind: "company",
        intent_type: "DevOps & Platform Engineering",
        points: 3,
      },
      { user_id: leader.id, subject_kind: "company", intent_type: "Observability", points: 3 },
      {
        user_id: leader.id,
        subject_kind: "product",
        intent_type: "DevOps & Platform Engineering",
        points: 3,
      },
      { user_id: leader.id, subject_kind: "product", intent_type: "Observability", points: 3 },
    ]);
  });
});
