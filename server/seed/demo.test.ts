import { sessionCookie, setUpTestApp } from "@server/test/app";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, seedDemoData } from "./demo";

const t = setUpTestApp();

beforeAll(async () => {
  await seedDemoData(t.context, pino({ level: "silent" }));
}, 60_000);

async function signIn(local: string): Promise<string> {
  const response = await t.request({
    method: "POST",
    url: "/api/auth/sign-in/email",
    payload: { email: `${local}@${DEMO_EMAIL_DOMAIN}`, password: DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return sessionCookie(response);
}

describe("demo data", () => {
  it("gives the demo leader a course in progress, a completed one with its certificate, and a streak", async () => {
    const progress = (
      await t.request({ method: "GET", url: "/api/progress", cookie: await signIn("ana.ruiz") })
    ).json();
    expect(progress.inProgress.map((course: { title: string }) => course.title)).toEqual([
      "Leading a data platform migration",
    ]);
    expect(progress.inProgress[0].nextLesson).toMatchObject({ number: 2 });
    expect(progress.completed.map((course: { title: string }) => course.title)).toEqual([
      "Running platforms people want to use",
    ]);
    expect(progress.certificates).toHaveLength(1);
    expect(progress.suggestions.map((course: { title: string }) => course.title)).toContain(
      "Phishing-resistant sign-in for executives",
    );
    expect(progress.activity.streakWeeks).toBeGreaterThanOrEqual(2);
  });

  it("gives the demo vendors their companies' match points", async () => {
    const grace = await t.request({
      method: "GET",
      url: "/api/decisions/intent-types",
      cookie: await signIn("grace.lin"),
    });
    expect(grace.json().items).toEqual([
      "All",
      "AI & Machine Learning",
      "Analytics & BI",
      "Data Governance",
      "Data Platforms",
    ]);
    const omar = await t.request({
      method: "GET",
      url: "/api/decisions/intent-types",
      cookie: await signIn("omar.farouk"),
    });
    expect(omar.json().items).toEqual(["ERP & Finance Systems"]);
  });

  it("gives each demo vendor company an active plan with its first invoice, Bastion Security's paid", async () => {
    for (const [owner, plan, status] of [
      ["grace.lin", "Growth", "open"],
      ["hannah.weiss", "Enterprise", "paid"],
      ["omar.farouk", "Starter", "open"],
    ] as const) {
      const cookie = await signIn(owner);
      const companyId = (await t.request({ method: "GET", url: "/api/profile", cookie })).json().company.id;
      const billing = await t.request({ method: "GET", url: `/api/companies/${companyId}/billing`, cookie });
      expect(billing.json().subscription).toMatchObject({ status: "active", plan: { name: plan } });
      const invoices = await t.request({
        method: "GET",
        url: `/api/companies/${companyId}/invoices`,
        cookie,
      });
      expect(invoices.json().items.map((invoice: { status: string }) => invoice.status)).toEqual([status]);
    }
  });

  it("offers the demo CISO upcoming events with an agenda and sponsors, and a past one", async () => {
    const cookie = await signIn("tomas.berg");
    const upcoming = await t.request({ method: "GET", url: "/api/events?hub=ciso", cookie });
    const breakfast = upcoming
      .json()
      .items.find((item: { title: string }) => item.title.startsWith("Zero Trust"));
    expect(breakfast).toMatchObject({ host: { name: "Bastion Security" }, viewerStatus: "registered" });
    const detail = await t.request({ method: "GET", url: `/api/events/${breakfast.id}`, cookie });
    expect(detail.json().sessions).toHaveLength(2);
    expect(detail.json().sponsors).toEqual([expect.objectContaining({ name: "Northwind Analytics" })]);
    const past = await t.request({ method: "GET", url: "/api/events?hub=ciso&when=past", cookie });
    expect(past.json().items).toHaveLength(1);
    const summit = await t.request({ method: "GET", url: "/api/events?hub=cio", cookie });
    expect(summit.json().items.some((item: { host: unknown }) => item.host === null)).toBe(true);
  });

  it("gives the demo CIO a feed of conversations with comments and likes, and followed companies' posts", async () => {
    const cookie = await signIn("ana.ruiz");
    const feed = await t.request({ method: "GET", url: "/api/feed?hub=cio", cookie });
    expect(feed.statusCode).toBe(200);
    const items: { body: string; commentCount: number; reactionCount: number; company: unknown }[] =
      feed.json().items;
    const consolidation = items.find((post) => post.body.includes("service management"));
    expect(consolidation).toMatchObject({ commentCount: 4, reactionCount: 3, company: null });
    expect(items.some((post) => post.company !== null)).toBe(true);
  });

  it("threads replies under the comment they answer, in the order they were written", async () => {
    const cookie = await signIn("priya.nair");
    const feed = await t.request({ method: "GET", url: "/api/feed?hub=cio", cookie });
    const post = feed.json().items.find((item: { body: string }) => item.body.includes("service management"));
    const comments = await t.request({ method: "GET", url: `/api/posts/${post.id}/comments`, cookie });
    const [first] = comments.json().items;
    expect(first.replies.map((reply: { body: string }) => reply.body.slice(0, 20))).toEqual([
      "Six weeks is about w",
      "Only until they saw ",
    ]);
  });

  it("loads only into an empty database", async () => {
    await seedDemoData(t.context, pino({ level: "silent" }));
    const cookie = await signIn("ana.ruiz");
    const feed = await t.request({ method: "GET", url: "/api/feed?hub=cio", cookie });
    const matches = feed
      .json()
      .items.filter((post: { body: string }) => post.body.includes("service management"));
    expect(matches).toHaveLength(1);
  });
});

describe("demo content", () => {
  it("gives Read a handful of articles, newest first, each saying it is demo data", async () => {
    const cookie = await signIn("ana.ruiz");
    const response = await t.request({ method: "GET", url: "/api/content?kind=article", cookie });
    expect(response.statusCode).toBe(200);
    const articles: { id: string; title: string; company: { name: string } | null; publishedAt: string }[] =
      response.json().items;
    expect(articles.length).toBeGreaterThanOrEqual(5);
    const times = articles.map((article) => article.publishedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(articles.map((article) => article.company?.name ?? "Summit"))).toEqual(
      new Set(["Summit", "Northwind Analytics", "Bastion Security", "Ledgerly"]),
    );
    for (const { id } of articles) {
      const article = await t.request({ method: "GET", url: `/api/content/${id}`, cookie });
      expect(article.json().body).toMatch(/^> Demo article: loaded with Summit's demo data\./);
    }
  });

  it("lets a vendor's owner edit their company's article and not Summit's", async () => {
    const cookie = await signIn("grace.lin");
    const { items } = (
      await t.request({ method: "GET", url: "/api/content?kind=article&limit=50", cookie })
    ).json();
    const canEdit = async (id: string) =>
      (await t.request({ method: "GET", url: `/api/content/${id}`, cookie })).json().viewerCanEdit;
    const own = items.find(
      (item: { company: { name: string } | null }) => item.company?.name === "Northwind Analytics",
    );
    const summit = items.find((item: { company: unknown }) => item.company === null);
    expect(await canEdit(own.id)).toBe(true);
    expect(await canEdit(summit.id)).toBe(false);
  });

  it("gives Watch a short video that is served for playing, a range at a time", async () => {
    const cookie = await signIn("tomas.berg");
    const response = await t.request({ method: "GET", url: "/api/content?kind=video", cookie });
    const [video] = response.json().items;
    expect(video).toMatchObject({
      title: "Zero trust, step by step",
      company: { name: "Bastion Security" },
      video: { contentType: "video/webm", durationSeconds: 15 },
    });
    const file = await t.request({
      method: "GET",
      url: video.video.url,
      cookie,
      headers: { range: "bytes=0-3" },
    });
    expect(file.statusCode).toBe(206);
    expect(file.rawPayload).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
  });

  it("opens /decisions on accounts surging on the demo vendors' match points, with a trend and highlights", async () => {
    const grace = await signIn("grace.lin");
    const insights = await t.request({
      method: "GET",
      url: "/api/account-insights?limit=100",
      cookie: grace,
    });
    expect(insights.statusCode).toBe(200);
    const items = insights.json().items as {
      account: { name: string };
      intentType: string;
      surging: boolean;
      stage: string;
      stageSource: string;
      trend: (number | null)[];
    }[];
    const meridian = items.find(
      (item) => item.account.name === "Meridian Bank" && item.intentType === "Data Platforms",
    );
    expect(meridian).toMatchObject({ surging: true, stage: "consideration", stageSource: "declared" });
    expect(meridian?.trend.filter((score) => score !== null).length).toBeGreaterThan(10);
    expect(items.filter((item) => item.surging).length).toBeGreaterThanOrEqual(2);
    // Two people are below the privacy minimum: Tiny Studio is tracked but never shown.
    expect(items.some((item) => item.account.name === "Tiny Studio")).toBe(false);
    const highlights = await t.request({ method: "GET", url: "/api/account-highlights", cookie: grace });
    expect(highlights.json().items.map((item: { kind: string }) => item.kind)).toEqual(
      expect.arrayContaining(["cycleShared", "surgeStarted", "follower"]),
    );

    const hannah = await signIn("hannah.weiss");
    const bastion = await t.request({ method: "GET", url: "/api/account-highlights", cookie: hannah });
    expect(bastion.json().items).toContainEqual(
      expect.objectContaining({
        kind: "surgeStarted",
        account: expect.objectContaining({ name: "Kestrel Airlines" }),
      }),
    );
    const notified = await t.request({ method: "GET", url: "/api/notifications", cookie: hannah });
    expect(notified.json().items).toContainEqual(
      expect.objectContaining({
        kind: "account_surge",
        subject: "Kestrel Airlines",
        detail: "Network Security",
      }),
    );

    const omar = await t.request({
      method: "GET",
      url: "/api/account-insights",
      cookie: await signIn("omar.farouk"),
    });
    expect(omar.statusCode).toBe(403);
  });

  it("opens the Performance and Dashboard tabs on four months of a demo vendor's figures, growing", async () => {
    const grace = await signIn("grace.lin");
    const performance = await t.request({ method: "GET", url: "/api/performance", cookie: grace });
    expect(performance.statusCode).toBe(200);
    const { totals, current, countedAt } = performance.json();
    expect(countedAt).not.toBeNull();
    for (const metric of ["profileViews", "contentViews", "engagedAccounts", "meetingsRequested"]) {
      expect(totals[metric].current, metric).toBeGreaterThan(0);
    }
    // The last 90 days against the 30 before the history began and the 60 after: more now.
    expect(totals.profileViews.change).toBeGreaterThan(0);
    expect(current.figures.profileViews.filter((views: number) => views > 0).length).toBeGreaterThan(60);
    const companyId = (await t.request({ method: "GET", url: "/api/profile", cookie: grace })).json().company
      .id;
    const splits = await t.request({
      method: "GET",
      url: `/api/decisions/customer/dashboard/distribution-cards/${companyId}`,
      cookie: grace,
    });
    expect(splits.json().engagedAccounts).toBeGreaterThanOrEqual(3);
  });
});
