import type { DiscoverResult, DiscoverSearchResult, DiscoverTrending, Highlight } from "@common/discover";
import { users } from "@server/platform/database/schema/auth";
import { posts } from "@server/platform/database/schema/community";
import { companies } from "@server/platform/database/schema/companies";
import { contentItems } from "@server/platform/database/schema/content";
import { events } from "@server/platform/database/schema/events";
import { courses } from "@server/platform/database/schema/learning";
import { createUser, leaderSignUp, setUpTestApp, type TestUser, vendorSignUp } from "@server/test/app";
import { companyIdOf } from "@server/test/company-cast";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

const t = setUpTestApp();
let member: TestUser;
let pageOwner: TestUser;
let pageCompanyId: string;
let privateOwner: TestUser;
let privateCompanyId: string;

beforeAll(async () => {
  member = await createUser(t, leaderSignUp({ name: "Morgan Reyes", role: "CISO", jobTitle: "CISO" }));
  pageOwner = await createUser(t, vendorSignUp({ companyName: "Zephyrine Quantum Labs" }));
  pageCompanyId = await companyIdOf(t, pageOwner);
  await t.context.db.update(companies).set({ isPage: true }).where(eq(companies.id, pageCompanyId));
  privateOwner = await createUser(t, vendorSignUp({ companyName: "Zephyrine Hidden Works" }));
  privateCompanyId = await companyIdOf(t, privateOwner);
});

async function discover(query: string, cookie?: string) {
  return t.request({ method: "GET", url: `/api/discover?${query}`, cookie });
}

async function search(query: string, cookie?: string): Promise<DiscoverSearchResult> {
  const response = await discover(query, cookie);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as DiscoverResult;
  if (body.mode !== "search") throw new Error(`not a search: ${response.body}`);
  return body;
}

async function trending(query: string, cookie?: string): Promise<DiscoverTrending> {
  const response = await discover(query, cookie);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as DiscoverResult;
  if (body.mode !== "trending") throw new Error(`not trending: ${response.body}`);
  return body;
}

const text = (segments: Highlight) => segments.map((segment) => segment.text).join("");
const marked = (segments: Highlight) =>
  segments.filter((segment) => segment.match).map((segment) => segment.text);

async function insertPost(values: {
  body: string;
  companyId?: string | null;
  authorId?: string;
  hub?: string;
  hidden?: boolean;
  daysAgo?: number;
  comments?: number;
  reactions?: number;
}) {
  const [row] = await t.context.db
    .insert(posts)
    .values({
      authorId: values.authorId ?? member.id,
      companyId: values.companyId ?? null,
      hub: values.hub ?? "cio",
      body: values.body,
      hiddenAt: values.hidden ? new Date() : null,
      createdAt: sql`now() - ${values.daysAgo ?? 0}::float * interval '1 day'`,
      commentCount: values.comments ?? 0,
      reactionCount: values.reactions ?? 0,
    })
    .returning({ id: posts.id });
  if (!row) throw new Error("no post");
  return row.id;
}

async function insertContent(values: {
  kind: "video" | "article";
  title: string;
  summary?: string;
  body?: string;
  visibility?: "public" | "members";
  hidden?: boolean;
  hubs?: string[];
  views?: number;
  companyId?: string | null;
}) {
  const [row] = await t.context.db
    .insert(contentItems)
    .values({
      kind: values.kind,
      title: values.title,
      summary: values.summary ?? "",
      body: values.body ?? "",
      visibility: values.visibility ?? "public",
      hiddenAt: values.hidden ? new Date() : null,
      hubs: values.hubs ?? ["cio"],
      intentTypes: [],
      viewCount: values.views ?? 0,
      companyId: values.companyId ?? null,
    })
    .returning({ id: contentItems.id });
  if (!row) throw new Error("no content");
  return row.id;
}

const DAY = 24 * 3600_000;

async function insertEvent(values: {
  title: string;
  description?: string;
  inDays?: number;
  hubs?: string[];
  cancelled?: boolean;
  hostCompanyId?: string | null;
}) {
  const startsAt = new Date(Date.now() + (values.inDays ?? 10) * DAY);
  const [row] = await t.context.db
    .insert(events)
    .values({
      title: values.title,
      description: values.description ?? "",
      format: "in_person",
      venue: "The Shard",
      location: "London",
      timeZone: "Europe/London",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * 3600_000),
      hubs: values.hubs ?? ["ciso"],
      hostCompanyId: values.hostCompanyId ?? null,
      cancelledAt: values.cancelled ? new Date() : null,
    })
    .returning({ id: events.id });
  if (!row) throw new Error("no event");
  return row.id;
}

async function insertCourse(values: {
  title: string;
  summary?: string;
  status?: "draft" | "published";
  hubs?: string[];
  companyId?: string | null;
  daysAgo?: number;
}) {
  const published = (values.status ?? "published") === "published";
  const [row] = await t.context.db
    .insert(courses)
    .values({
      title: values.title,
      summary: values.summary ?? "",
      level: "intermediate",
      hubs: values.hubs ?? ["cio"],
      intentTypes: [],
      companyId: values.companyId ?? null,
      status: published ? "published" : "draft",
      lessonCount: 4,
      totalMinutes: 95,
      publishedAt: published ? sql`now() - ${values.daysAgo ?? 0}::float * interval '1 day'` : null,
    })
    .returning({ id: courses.id });
  if (!row) throw new Error("no course");
  return row.id;
}

describe("companies", () => {
  it("shows visitors company pages only, with the matching start of the name marked", async () => {
    const result = await search("search=zephyrine");
    expect(result.companies?.items.map((company) => company.id)).toEqual([pageCompanyId]);
    expect(result.companies?.items[0]?.name).toEqual([
      { text: "Zephyrine", match: true },
      { text: " Quantum Labs", match: false },
    ]);
    expect(result.companies?.total).toEqual({ count: 1, more: false });
  });

  it("shows members every company", async () => {
    const result = await search("search=zephyrine", member.cookie);
    expect(result.companies?.items.map((company) => company.id).sort()).toEqual(
      [pageCompanyId, privateCompanyId].sort(),
    );
  });

  it("pages through companies alone with a cursor", async () => {
    const first = await search("search=zephyrine&type=companies&limit=1", member.cookie);
    expect(first.companies?.items).toHaveLength(1);
    expect(first.posts).toBeUndefined();
    expect(first.companies?.nextCursor).toEqual(expect.any(String));
    const second = await search(
      `search=zephyrine&type=companies&limit=1&cursor=${first.companies?.nextCursor}`,
      member.cookie,
    );
    expect(second.companies?.items).toHaveLength(1);
    expect(second.companies?.items[0]?.id).not.toBe(first.companies?.items[0]?.id);
    expect(second.companies?.nextCursor).toBeNull();
  });
});

describe("people", () => {
  it("never shows people to visitors", async () => {
    const result = await search("search=morgan");
    expect(result.people).toBeUndefined();
    const response = await discover("search=morgan&type=people");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ reason: "AccessDenied", messages: ["Sign in to continue."] });
  });

  it("finds members by name, typos forgiven, with job title and company", async () => {
    const result = await search("search=morgn%20reyes", member.cookie);
    const person = result.people?.items.find((item) => item.id === member.id);
    expect(person && text(person.name)).toBe("Morgan Reyes");
    expect(person && marked(person.name)).toEqual(["Reyes"]);
    expect(person?.jobTitle && text(person.jobTitle)).toBe("CISO");
    expect(person?.company).toBeNull();
  });

  it("finds the people of the companies a search names", async () => {
    const result = await search("search=zephyrine&type=people", member.cookie);
    const ids = result.people?.items.map((item) => item.id);
    expect(ids).toContain(pageOwner.id);
    expect(ids).toContain(privateOwner.id);
    const owner = result.people?.items.find((item) => item.id === pageOwner.id);
    expect(owner?.company?.id).toBe(pageCompanyId);
    expect(owner?.company && marked(owner.company.name)).toEqual(["Zephyrine"]);
  });
});

describe("posts", () => {
  let hubPost: string;
  let companyPost: string;
  let privateCompanyPost: string;

  beforeAll(async () => {
    hubPost = await insertPost({ body: "Our quarkonium rollout in the hub" });
    companyPost = await insertPost({
      body: "Quarkonium rollout notes from the vendor",
      companyId: pageCompanyId,
      authorId: pageOwner.id,
    });
    privateCompanyPost = await insertPost({
      body: "Quarkonium rollout notes for members",
      companyId: privateCompanyId,
      authorId: privateOwner.id,
    });
    await insertPost({ body: "A hidden quarkonium rollout", hidden: true });
    await insertPost({
      body: "A hidden quarkonium rollout of the vendor",
      companyId: pageCompanyId,
      authorId: pageOwner.id,
      hidden: true,
    });
  });

  it("shows visitors only posts written for a company page, never hub posts or hidden ones", async () => {
    const result = await search("search=quarkonium");
    expect(result.posts?.items.map((post) => post.id)).toEqual([companyPost]);
    expect(result.posts?.items[0]?.company?.id).toBe(pageCompanyId);
    expect(result.posts?.total).toEqual({ count: 1, more: false });
  });

  it("shows members every post that is not hidden", async () => {
    const result = await search("search=quarkonium&type=posts", member.cookie);
    expect(result.posts?.items.map((post) => post.id).sort()).toEqual(
      [hubPost, companyPost, privateCompanyPost].sort(),
    );
  });

  it("drops a post hidden since the same search was answered", async () => {
    const id = await insertPost({ body: "Vanadium batteries at the edge" });
    const before = await search("search=vanadium&type=posts", member.cookie);
    expect(before.posts?.items.map((post) => post.id)).toEqual([id]);
    await t.context.db.update(posts).set({ hiddenAt: new Date() }).where(eq(posts.id, id));
    const after = await search("search=vanadium&type=posts", member.cookie);
    expect(after.posts?.items).toEqual([]);
    expect(after.posts?.total).toEqual({ count: 0, more: false });
  });

  it("stops showing visitors what a company made members-only since the same search", async () => {
    const owner = await createUser(t, vendorSignUp({ companyName: "Tungstenite Works" }));
    const companyId = await companyIdOf(t, owner);
    await t.context.db.update(companies).set({ isPage: true }).where(eq(companies.id, companyId));
    const postId = await insertPost({ body: "Tungstenite supply news", companyId, authorId: owner.id });
    const before = await search("search=tungstenite");
    expect(before.companies?.items.map((company) => company.id)).toEqual([companyId]);
    expect(before.posts?.items.map((post) => post.id)).toEqual([postId]);
    await t.context.db.update(companies).set({ isPage: false }).where(eq(companies.id, companyId));
    const after = await search("search=tungstenite");
    expect(after.companies?.items).toEqual([]);
    expect(after.posts?.items).toEqual([]);
  });

  it("marks the matching words of the excerpt as segments", async () => {
    const result = await search("search=quarkonium%20rollout&type=posts", member.cookie);
    const post = result.posts?.items.find((item) => item.id === hubPost);
    expect(post?.excerpt).toEqual([
      { text: "Our ", match: false },
      { text: "quarkonium", match: true },
      { text: " ", match: false },
      { text: "rollout", match: true },
      { text: " in the hub", match: false },
    ]);
    expect(post?.author).toMatchObject({ id: member.id, name: "Morgan Reyes" });
  });

  it("keeps markup and marker characters of a post as plain text", async () => {
    const id = await insertPost({
      body: "<b>xylophonic</b> <script>alert(1)</script> \u0002 fake \u0003 end",
    });
    const result = await search("search=xylophonic", member.cookie);
    const excerpt = result.posts?.items.find((item) => item.id === id)?.excerpt ?? [];
    expect(marked(excerpt)).toEqual(["xylophonic"]);
    expect(text(excerpt)).toContain("<script>alert(1)</script>");
    expect(text(excerpt)).not.toContain("\u0002");
    expect(text(excerpt)).not.toContain("\u0003");
  });

  it("corrects a misspelt word to the nearest word posts use and says so", async () => {
    const id = await insertPost({ body: "Kubernetes upgrades without downtime" });
    const result = await search("search=kubernetis%20upgrades", member.cookie);
    expect(result.correctedQuery).toBe("kubernetes upgrades");
    expect(result.posts?.items.map((post) => post.id)).toContain(id);
    expect(marked(result.posts?.items.find((post) => post.id === id)?.excerpt ?? [])).toEqual([
      "Kubernetes",
      "upgrades",
    ]);
  });

  it("leaves a search of known words as typed", async () => {
    const result = await search("search=quarkonium", member.cookie);
    expect(result.correctedQuery).toBeNull();
  });

  it("shows 5 in the all view with the total, and pages a single type to its end", async () => {
    for (let index = 0; index < 12; index++) {
      await insertPost({ body: `Paginarium note number ${index}`, daysAgo: index });
    }
    const all = await search("search=paginarium", member.cookie);
    expect(all.posts?.items).toHaveLength(5);
    expect(all.posts?.total).toEqual({ count: 12, more: false });
    expect(all.posts?.nextCursor).toBeNull();

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: DiscoverSearchResult = await search(
        `search=paginarium&type=posts&limit=5${cursor ? `&cursor=${cursor}` : ""}`,
        member.cookie,
      );
      seen.push(...(page.posts?.items.map((post) => post.id) ?? []));
      cursor = page.posts?.nextCursor ?? null;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(12);
  });
});

describe("videos and articles", () => {
  let publicVideo: string;
  let membersVideo: string;

  beforeAll(async () => {
    publicVideo = await insertContent({ kind: "video", title: "Holographic storage explained" });
    membersVideo = await insertContent({
      kind: "video",
      title: "Holographic storage for members",
      visibility: "members",
    });
    await insertContent({ kind: "video", title: "Holographic storage hidden", hidden: true });
  });

  it("shows visitors public content only, and nobody hidden content", async () => {
    const visitor = await search("search=holographic");
    expect(visitor.videos?.items.map((video) => video.id)).toEqual([publicVideo]);
    const members = await search("search=holographic", member.cookie);
    expect(members.videos?.items.map((video) => video.id).sort()).toEqual([publicVideo, membersVideo].sort());
    expect(members.articles?.items).toEqual([]);
  });

  it("ranks title matches before body matches, however often the body says it", async () => {
    const inBody = await insertContent({
      kind: "article",
      title: "Notes from the field",
      body: "Telemetrics here, telemetrics there, telemetrics everywhere: telemetrics telemetrics.",
    });
    const inTitle = await insertContent({
      kind: "article",
      title: "Telemetrics for leaders",
      body: "A short guide.",
    });
    const result = await search("search=telemetrics&type=articles");
    expect(result.articles?.items.map((article) => article.id)).toEqual([inTitle, inBody]);
    expect(result.articles?.items[0]?.title).toEqual([
      { text: "Telemetrics", match: true },
      { text: " for leaders", match: false },
    ]);
    expect(marked(result.articles?.items[1]?.excerpt ?? [])).toContain("Telemetrics");
  });
});

describe("events", () => {
  it("never shows events to visitors, who are asked to sign in for them", async () => {
    await insertEvent({ title: "Orichalcum roundtable" });
    const result = await search("search=orichalcum");
    expect(result.events).toBeUndefined();
    const response = await discover("search=orichalcum&type=events");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ reason: "AccessDenied", messages: ["Sign in to continue."] });
  });

  it("shows members events with the title and description matches marked, host and times", async () => {
    const id = await insertEvent({
      title: "Basaltic storage roundtable",
      description: "A **frank** talk about basaltic archives at scale.",
      hostCompanyId: pageCompanyId,
    });
    await insertEvent({ title: "Basaltic storage, cancelled", cancelled: true });
    const result = await search("search=basaltic", member.cookie);
    expect(result.events?.total).toEqual({ count: 1, more: false });
    const [event] = result.events?.items ?? [];
    expect(event).toMatchObject({
      id,
      format: "in_person",
      venue: "The Shard",
      location: "London",
      timeZone: "Europe/London",
      host: { id: pageCompanyId, name: "Zephyrine Quantum Labs" },
      startsAt: expect.stringMatching(/Z$/),
    });
    expect(event?.title).toEqual([
      { text: "Basaltic", match: true },
      { text: " storage roundtable", match: false },
    ]);
    expect(marked(event?.excerpt ?? [])).toEqual(["basaltic"]);
    expect(text(event?.excerpt ?? [])).not.toContain("**");
  });

  it("ranks title matches first, then upcoming events soonest first before past ones", async () => {
    const inDescription = await insertEvent({
      title: "Evening drinks",
      description: "Peridotite peridotite peridotite, all evening long.",
      inDays: 1,
    });
    const later = await insertEvent({ title: "Peridotite forum", inDays: 30 });
    const past = await insertEvent({ title: "Peridotite forum", inDays: -3 });
    const sooner = await insertEvent({ title: "Peridotite forum", inDays: 2 });
    const longPast = await insertEvent({ title: "Peridotite forum", inDays: -40 });
    const result = await search("search=peridotite&type=events", member.cookie);
    expect(result.events?.items.map((event) => event.id)).toEqual([
      sooner,
      later,
      past,
      longPast,
      inDescription,
    ]);
  });

  it("corrects a misspelt word to one events use", async () => {
    const id = await insertEvent({ title: "Serpentinite supply briefing" });
    const result = await search("search=serpentinitte&type=events", member.cookie);
    expect(result.correctedQuery).toBe("serpentinite");
    expect(result.events?.items.map((event) => event.id)).toEqual([id]);
  });

  it("pages through events with a cursor", async () => {
    for (let index = 0; index < 3; index++) await insertEvent({ title: `Dolomitic night ${index}` });
    const first = await search("search=dolomitic&type=events&limit=2", member.cookie);
    expect(first.events?.items).toHaveLength(2);
    const second = await search(
      `search=dolomitic&type=events&limit=2&cursor=${first.events?.nextCursor}`,
      member.cookie,
    );
    expect(second.events?.items).toHaveLength(1);
    expect(second.events?.nextCursor).toBeNull();
  });

  it("drops an event cancelled or deleted since the same search was answered", async () => {
    const cancelled = await insertEvent({ title: "Obsidianite forum" });
    const deleted = await insertEvent({ title: "Obsidianite dinner" });
    const before = await search("search=obsidianite", member.cookie);
    expect(before.events?.items.map((event) => event.id).sort()).toEqual([cancelled, deleted].sort());
    await t.context.db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, cancelled));
    const afterCancel = await search("search=obsidianite", member.cookie);
    expect(afterCancel.events?.items.map((event) => event.id)).toEqual([deleted]);
    await t.context.db.delete(events).where(eq(events.id, deleted));
    const afterDelete = await search("search=obsidianite", member.cookie);
    expect(afterDelete.events?.items).toEqual([]);
  });
});

describe("courses", () => {
  it("never shows courses to visitors, who are asked to sign in for them", async () => {
    await insertCourse({ title: "Gabbroic foundations" });
    const result = await search("search=gabbroic");
    expect(result.courses).toBeUndefined();
    const response = await discover("search=gabbroic&type=courses");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ reason: "AccessDenied", messages: ["Sign in to continue."] });
  });

  it("shows members a published course with the matches of title and summary marked, never a draft", async () => {
    const id = await insertCourse({
      title: "Anorthosite archives for leaders",
      summary: "How **anorthosite** archives scale, and what troctolite teaches us.",
      companyId: pageCompanyId,
    });
    await insertCourse({ title: "Anorthosite archives, a draft", status: "draft" });
    const result = await search("search=anorthosite", member.cookie);
    expect(result.courses?.total).toEqual({ count: 1, more: false });
    const [course] = result.courses?.items ?? [];
    expect(course).toMatchObject({
      id,
      company: { id: pageCompanyId, name: "Zephyrine Quantum Labs" },
      coverUrl: null,
      level: "intermediate",
      lessonCount: 4,
      minutes: 95,
      publishedAt: expect.stringMatching(/Z$/),
    });
    expect(course?.title).toEqual([
      { text: "Anorthosite", match: true },
      { text: " archives for leaders", match: false },
    ]);
    expect(marked(course?.excerpt ?? [])).toEqual(["anorthosite"]);
    expect(text(course?.excerpt ?? [])).not.toContain("**");
  });

  it("finds a course by a word of its summary alone", async () => {
    const id = await insertCourse({
      title: "Layered intrusions",
      summary: "A guided tour of norite outcrops.",
    });
    const result = await search("search=norite&type=courses", member.cookie);
    const [course] = result.courses?.items ?? [];
    expect(course?.id).toBe(id);
    expect(marked(course?.title ?? [])).toEqual([]);
    expect(marked(course?.excerpt ?? [])).toEqual(["norite"]);
    expect(course?.company).toBeNull();
  });

  it("ranks title matches first, then the newest", async () => {
    const inSummary = await insertCourse({
      title: "Evening reading",
      summary: "Komatiite komatiite komatiite, all evening long.",
    });
    const older = await insertCourse({ title: "Komatiite basics", daysAgo: 10 });
    const newer = await insertCourse({ title: "Komatiite basics", daysAgo: 1 });
    const result = await search("search=komatiite&type=courses", member.cookie);
    expect(result.courses?.items.map((course) => course.id)).toEqual([newer, older, inSummary]);
  });

  it("pages through courses with a cursor", async () => {
    for (let index = 0; index < 3; index++) await insertCourse({ title: `Pegmatitic week ${index}` });
    const first = await search("search=pegmatitic&type=courses&limit=2", member.cookie);
    expect(first.courses?.items).toHaveLength(2);
    expect(first.courses?.total).toEqual({ count: 3, more: false });
    const second = await search(
      `search=pegmatitic&type=courses&limit=2&cursor=${first.courses?.nextCursor}`,
      member.cookie,
    );
    expect(second.courses?.items).toHaveLength(1);
    expect(second.courses?.nextCursor).toBeNull();
    const seen = [...(first.courses?.items ?? []), ...(second.courses?.items ?? [])].map(
      (course) => course.id,
    );
    expect(new Set(seen).size).toBe(3);
  });

  it("drops a course unpublished or deleted since the same search was answered", async () => {
    const unpublished = await insertCourse({ title: "Eclogitic forum" });
    const deleted = await insertCourse({ title: "Eclogitic dinner" });
    const before = await search("search=eclogitic", member.cookie);
    expect(before.courses?.items.map((course) => course.id).sort()).toEqual([unpublished, deleted].sort());
    await t.context.db.update(courses).set({ status: "draft" }).where(eq(courses.id, unpublished));
    const afterUnpublish = await search("search=eclogitic", member.cookie);
    expect(afterUnpublish.courses?.items.map((course) => course.id)).toEqual([deleted]);
    await t.context.db.delete(courses).where(eq(courses.id, deleted));
    const afterDelete = await search("search=eclogitic", member.cookie);
    expect(afterDelete.courses?.items).toEqual([]);
  });

  it("corrects a misspelt word to one posts use, and finds courses with it", async () => {
    await insertPost({ body: "Kimberlite pipes in the field" });
    const id = await insertCourse({ title: "Kimberlite exploration" });
    const result = await search("search=kimberlitte&type=courses", member.cookie);
    expect(result.correctedQuery).toBe("kimberlite");
    expect(result.courses?.items.map((course) => course.id)).toEqual([id]);
  });

  it("keeps a word of a published course as typed, though posts use a similar one", async () => {
    await insertPost({ body: "Zirconia coatings for turbines" });
    const id = await insertCourse({ title: "Zircon dating" });
    const result = await search("search=zircon", member.cookie);
    expect(result.correctedQuery).toBeNull();
    expect(result.courses?.items.map((course) => course.id)).toEqual([id]);
  });

  it("corrects a misspelt word to a published course's own", async () => {
    const id = await insertCourse({
      title: "Tourmaline provenance",
      summary: "Reading serpentinite fabrics",
    });
    const result = await search("search=serpentinitte&type=courses", member.cookie);
    expect(result.correctedQuery).toBe("serpentinite");
    expect(result.courses?.items.map((course) => course.id)).toEqual([id]);
  });

  it("takes no word from a draft, which stays unknown to everyone but its authors", async () => {
    await insertPost({ body: "Hafnium alloys at altitude" });
    await insertCourse({ title: "Hafnia basics", status: "draft" });
    const result = await search("search=hafnia", member.cookie);
    expect(result.correctedQuery).toBe("hafnium");
    expect(result.courses?.items).toEqual([]);
  });
});

describe("trending", () => {
  let other: TestUser;

  beforeAll(async () => {
    other = await createUser(t, leaderSignUp());
  });

  it("shows a hub's most discussed posts of the week, newest first among equals", async () => {
    const quiet = await insertPost({ body: "Quiet", hub: "chro", daysAgo: 1 });
    const busy = await insertPost({ body: "Busy", hub: "chro", daysAgo: 2, comments: 4, reactions: 3 });
    const tiedOlder = await insertPost({ body: "Tied older", hub: "chro", daysAgo: 3, comments: 5 });
    const tiedNewer = await insertPost({ body: "Tied newer", hub: "chro", daysAgo: 2.5, reactions: 5 });
    await insertPost({ body: "Old news", hub: "chro", daysAgo: 8, comments: 50 });
    await insertPost({ body: "Hidden", hub: "chro", comments: 60, hidden: true });
    await insertPost({ body: "Elsewhere", hub: "cfo", comments: 70 });

    const result = await trending("hub=chro", member.cookie);
    expect(result.hub).toBe("chro");
    expect(result.posts.map((post) => post.id)).toEqual([busy, tiedNewer, tiedOlder, quiet]);
    expect(result.posts[0]?.excerpt).toEqual([{ text: "Busy", match: false }]);
  });

  it("shows visitors only the trending posts of company pages", async () => {
    const hubPost = await insertPost({ body: "Hub talk", hub: "cco", comments: 9 });
    const pagePost = await insertPost({
      body: "Vendor talk",
      hub: "cco",
      companyId: pageCompanyId,
      authorId: pageOwner.id,
      comments: 1,
    });
    await insertPost({
      body: "Members vendor talk",
      hub: "cco",
      companyId: privateCompanyId,
      authorId: privateOwner.id,
      comments: 5,
    });
    expect((await trending("hub=cco")).posts.map((post) => post.id)).toEqual([pagePost]);
    expect((await trending("hub=cco", member.cookie)).posts.map((post) => post.id)).toContain(hubPost);
  });

  it("takes the hub from the parameter, then the community cookie, then the member's own hub", async () => {
    expect((await trending("", member.cookie)).hub).toBe("ciso");
    expect((await trending("", `${member.cookie}; community=cfo`)).hub).toBe("cfo");
    expect((await trending("hub=devops", `${member.cookie}; community=cfo`)).hub).toBe("devops");
    expect((await trending("")).hub).toBe("cio");
    expect((await trending("", "community=chro")).hub).toBe("chro");
    expect((await trending("", "community=nowhere")).hub).toBe("cio");
  });

  it("shows the hub's most viewed newest videos and articles, public ones to visitors", async () => {
    const popular = await insertContent({ kind: "video", title: "Popular", hubs: ["csco"], views: 90 });
    const lesser = await insertContent({ kind: "video", title: "Lesser", hubs: ["csco", "cio"], views: 10 });
    const membersOnly = await insertContent({
      kind: "video",
      title: "Members",
      hubs: ["csco"],
      views: 50,
      visibility: "members",
    });
    await insertContent({ kind: "video", title: "Hidden", hubs: ["csco"], views: 99, hidden: true });
    await insertContent({ kind: "video", title: "Elsewhere", hubs: ["cfo"], views: 99 });
    const article = await insertContent({ kind: "article", title: "Read me", hubs: ["csco"] });

    const visitor = await trending("hub=csco");
    expect(visitor.videos.map((video) => video.id)).toEqual([popular, lesser]);
    expect(visitor.articles.map((item) => item.id)).toEqual([article]);
    const members = await trending("hub=csco", member.cookie);
    expect(members.videos.map((video) => video.id)).toEqual([popular, membersOnly, lesser]);
  });

  it("shows members the hub's next events, soonest first, and visitors none", async () => {
    const later = await insertEvent({ title: "Later", hubs: ["cdo"], inDays: 20 });
    const soon = await insertEvent({
      title: "Soon",
      hubs: ["cdo", "cio"],
      inDays: 1,
      description: "Join us.",
    });
    await insertEvent({ title: "Over", hubs: ["cdo"], inDays: -2 });
    await insertEvent({ title: "Cancelled", hubs: ["cdo"], inDays: 3, cancelled: true });
    await insertEvent({ title: "Elsewhere", hubs: ["cfo"], inDays: 2 });

    const members = await trending("hub=cdo", member.cookie);
    expect(members.events?.map((event) => event.id)).toEqual([soon, later]);
    expect(members.events?.[0]?.title).toEqual([{ text: "Soon", match: false }]);
    expect(members.events?.[0]?.excerpt).toEqual([{ text: "Join us.", match: false }]);
    expect((await trending("hub=cdo")).events).toBeUndefined();
  });

  it("drops a trending event cancelled since", async () => {
    const id = await insertEvent({ title: "Soon cancelled", hubs: ["hybrid-workplace"], inDays: 1 });
    expect((await trending("hub=hybrid-workplace", member.cookie)).events?.map((event) => event.id)).toEqual([
      id,
    ]);
    await t.context.db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, id));
    expect((await trending("hub=hybrid-workplace", member.cookie)).events).toEqual([]);
  });

  it("shows members the hub's newest published courses, and visitors none", async () => {
    const older = await insertCourse({ title: "Older", hubs: ["field-service"], daysAgo: 5 });
    const newer = await insertCourse({
      title: "Newer",
      summary: "Start here.",
      hubs: ["field-service", "cio"],
      daysAgo: 1,
    });
    await insertCourse({ title: "Draft", hubs: ["field-service"], status: "draft" });
    await insertCourse({ title: "Elsewhere", hubs: ["cfo"] });

    const members = await trending("hub=field-service", member.cookie);
    expect(members.courses?.map((course) => course.id)).toEqual([newer, older]);
    expect(members.courses?.[0]?.title).toEqual([{ text: "Newer", match: false }]);
    expect(members.courses?.[0]?.excerpt).toEqual([{ text: "Start here.", match: false }]);
    expect((await trending("hub=field-service")).courses).toBeUndefined();
  });

  it("drops a new course deleted since", async () => {
    const id = await insertCourse({ title: "Soon gone", hubs: ["contact-centre"] });
    expect((await trending("hub=contact-centre", member.cookie)).courses?.map((course) => course.id)).toEqual(
      [id],
    );
    await t.context.db.delete(courses).where(eq(courses.id, id));
    expect((await trending("hub=contact-centre", member.cookie)).courses).toEqual([]);
  });

  it("shows the company pages with the most followers", async () => {
    const follow = (user: TestUser, companyId: string) =>
      t.request({ method: "POST", url: `/api/companies/${companyId}/follow`, cookie: user.cookie });
    const runnerUp = await createUser(t, vendorSignUp({ companyName: "Runner Up Pages" }));
    const runnerUpId = await companyIdOf(t, runnerUp);
    await t.context.db.update(companies).set({ isPage: true }).where(eq(companies.id, runnerUpId));
    for (const user of [member, other]) expect((await follow(user, pageCompanyId)).statusCode).toBe(200);
    expect((await follow(member, runnerUpId)).statusCode).toBe(200);
    for (const user of [member, other, runnerUp]) await follow(user, privateCompanyId);

    const result = await trending("hub=ai");
    expect(result.companies.slice(0, 2).map((company) => [company.id, company.followerCount])).toEqual([
      [pageCompanyId, 2],
      [runnerUpId, 1],
    ]);
    expect(result.companies.map((company) => company.id)).not.toContain(privateCompanyId);
  });
});

describe("kept results", () => {
  it("shows a kept result again: what is new appears only when it expires", async () => {
    const first = await insertPost({ body: "Ytterbium clocks in the data centre" });
    const before = await search("search=ytterbium&type=posts", member.cookie);
    expect(before.posts?.items.map((post) => post.id)).toEqual([first]);
    await insertPost({ body: "More ytterbium clocks" });
    const after = await search("search=ytterbium&type=posts", member.cookie);
    expect(after.posts?.items.map((post) => post.id)).toEqual([first]);
  });

  // Each change below takes what it names out of a result kept a moment before.
  const forgets: {
    change: string;
    term: string;
    type: "posts" | "videos" | "events" | "courses" | "people";
    make: () => Promise<() => Promise<unknown>>;
  }[] = [
    {
      change: "a post deleted",
      term: "scandium",
      type: "posts",
      make: async () => {
        const id = await insertPost({ body: "Scandium alloys for racks" });
        return () => t.context.db.delete(posts).where(eq(posts.id, id));
      },
    },
    {
      change: "a video hidden",
      term: "praseodymium",
      type: "videos",
      make: async () => {
        const id = await insertContent({ kind: "video", title: "Praseodymium magnets explained" });
        return () =>
          t.context.db.update(contentItems).set({ hiddenAt: new Date() }).where(eq(contentItems.id, id));
      },
    },
    {
      change: "an event cancelled",
      term: "gadolinium",
      type: "events",
      make: async () => {
        const id = await insertEvent({ title: "Gadolinium summit" });
        return () => t.context.db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, id));
      },
    },
    {
      change: "a course unpublished",
      term: "neodymium",
      type: "courses",
      make: async () => {
        const id = await insertCourse({ title: "Neodymium supply chains" });
        return () => t.context.db.update(courses).set({ status: "draft" }).where(eq(courses.id, id));
      },
    },
    {
      change: "a member deleted",
      term: "thulium",
      type: "people",
      make: async () => {
        const person = await createUser(t, leaderSignUp({ name: "Thulium Okafor" }));
        return () => t.context.db.delete(users).where(eq(users.id, person.id));
      },
    },
  ];

  for (const { change, term, type, make } of forgets) {
    it(`forgets kept results at once when ${change}`, async () => {
      const apply = await make();
      const before = await search(`search=${term}&type=${type}`, member.cookie);
      expect(before[type]?.items).toHaveLength(1);
      await apply();
      const after = await search(`search=${term}&type=${type}`, member.cookie);
      expect(after[type]?.items).toEqual([]);
    });
  }
});

describe("validation", () => {
  it("rejects a search over 200 characters", async () => {
    const response = await discover(`search=${"a".repeat(201)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      reason: "Invalid",
      messages: ["search: search must be at most 200 characters"],
    });
  });

  it("rejects an unknown type", async () => {
    const response = await discover("search=cloud&type=webinars");
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe("Invalid");
    expect(response.json().messages[0]).toContain("type must be one of all, companies, people");
  });

  it.each([
    ["a cursor that is not one", "search=cloud&type=posts&cursor=nonsense"],
    [
      "a forged cursor",
      `search=cloud&type=posts&cursor=${Buffer.from('["posts",-1]').toString("base64url")}`,
    ],
    [
      "a cursor past the end",
      `search=cloud&type=posts&cursor=${Buffer.from('["posts",501]').toString("base64url")}`,
    ],
    [
      "another type's cursor",
      `search=cloud&type=posts&cursor=${Buffer.from('["videos",5]').toString("base64url")}`,
    ],
    ["a cursor on the all view", `search=cloud&cursor=${Buffer.from('["posts",5]').toString("base64url")}`],
    ["a cursor without a search", `type=posts&cursor=${Buffer.from('["posts",5]').toString("base64url")}`],
    ["a limit of 0", "search=cloud&type=posts&limit=0"],
    ["a limit over 50", "search=cloud&type=posts&limit=51"],
    ["an unknown hub", "hub=atlantis"],
  ])("rejects %s", async (_name, query) => {
    const response = await discover(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ reason: "Invalid", messages: [expect.any(String)] });
  });

  it("answers a search of stop words or punctuation with nothing, not an error", async () => {
    for (const term of ["the", "%22%22", "-", "or", "!!!", "%27"]) {
      const result = await search(`search=${term}&type=posts`, member.cookie);
      expect(result.posts?.items).toEqual([]);
    }
  });

  it("treats a blank search as no search", async () => {
    const result = await trending("search=%20%20");
    expect(result.mode).toBe("trending");
  });

  it("ignores a member who was deleted meanwhile", async () => {
    const gone = await createUser(t, leaderSignUp());
    await t.context.db.delete(users).where(eq(users.id, gone.id));
    expect((await trending("", gone.cookie)).hub).toBe("cio");
  });
});
