import { randomUUID } from "node:crypto";
import type { AdminCompany, AdminCompanyPage, MergePreview, MergeResult } from "@common/admin-companies";
import type { AdminActionPage } from "@common/audit-log";
import { billingEvents, invoices, subscriptions } from "@server/platform/database/schema/accounts";
import { adminActions } from "@server/platform/database/schema/audit-log";
import { users } from "@server/platform/database/schema/auth";
import { posts } from "@server/platform/database/schema/community";
import {
  companies,
  companyAdmins,
  companyFollowers,
  companyRedirects,
  products,
  trackedAccounts,
} from "@server/platform/database/schema/companies";
import { insightDirty } from "@server/platform/database/schema/insights";
import { signals } from "@server/platform/database/schema/signals";
import { createUser, leaderSignUp, setUpTestApp, type TestUser } from "@server/test/app";
import {
  cookieOf,
  makePlatformAdmin,
  platformAdminMatrix,
  setUpCompanyCast,
} from "@server/test/company-cast";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { MERGE_RULES } from "./admin-companies.repository";

const t = setUpTestApp();
const cast = setUpCompanyCast(t, "file");
const ORIGIN = "http://localhost:3000";
let operator: TestUser;

beforeAll(async () => {
  operator = await createUser(t, leaderSignUp({ name: "Olive Operator" }));
  await makePlatformAdmin(t, operator);
});

const tag = () => randomUUID().slice(0, 8);

const asOperator = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.request({
    method,
    url,
    cookie: operator.cookie,
    headers: { origin: ORIGIN },
    ...(payload === undefined ? {} : { payload }),
  });

async function newCompany(
  name: string,
  values: Partial<typeof companies.$inferInsert> = {},
): Promise<string> {
  const [row] = await t.context.db
    .insert(companies)
    .values({ name, ...values })
    .returning({ id: companies.id });
  if (!row) throw new Error("no company");
  return row.id;
}

/** Someone written straight to the database, working at `companyId` (if any); their id. */
async function newPerson(companyId: string | null, name = `Person ${tag()}`): Promise<string> {
  const id = randomUUID();
  await t.context.db.insert(users).values({ id, name, email: `${id}@example.com`, companyId });
  return id;
}

const makeAdmin = (companyId: string, userId: string, privilege: "owner" | "admin") =>
  t.context.db.insert(companyAdmins).values({ companyId, userId, privilege });

const follow = (companyId: string, ...userIds: string[]) =>
  t.context.db.insert(companyFollowers).values(userIds.map((userId) => ({ companyId, userId })));

const track = (pairs: [string, string][]) =>
  t.context.db
    .insert(trackedAccounts)
    .values(pairs.map(([vendorCompanyId, accountCompanyId]) => ({ vendorCompanyId, accountCompanyId })));

async function companyRow(id: string) {
  const [row] = await t.context.db.select().from(companies).where(eq(companies.id, id));
  return row ?? null;
}

const auditCount = async () =>
  (await t.context.db.select({ n: sql<number>`count(*)::int` }).from(adminActions))[0]?.n;

async function entriesAbout(targetId: string) {
  const response = await asOperator("GET", `/api/admin/audit-log?targetId=${targetId}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as AdminActionPage).items;
}

async function listCompanies(query: string): Promise<AdminCompanyPage> {
  const response = await asOperator("GET", `/api/admin/companies${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const merge = (duplicateId: string, intoId: string) =>
  asOperator("POST", `/api/admin/companies/${duplicateId}/merge`, { intoId });

describe("finding companies", () => {
  it("finds companies by a part of the name, with owners, people and followers, a page at a time", async () => {
    const word = `Quasar${tag()}`;
    const ids = await Promise.all(
      ["Alpha", "bravo", "Charlie", "Delta", "echo"].map((name) => newCompany(`${name} ${word}`)),
    );
    const [alpha] = ids as [string];
    const owner = await newPerson(alpha, "Zed Owner");
    await newPerson(alpha);
    await makeAdmin(alpha, owner, "owner");
    await follow(alpha, await newPerson(null), await newPerson(null), await newPerson(null));

    const first = await listCompanies(`?q=${word.toLowerCase()}&limit=2`);
    expect(first.items.map((company) => company.name)).toEqual([`Alpha ${word}`, `bravo ${word}`]);
    expect(first.items[0]).toMatchObject({
      id: alpha,
      isPage: false,
      verifiedAt: null,
      owners: [{ id: owner, name: "Zed Owner", email: `${owner}@example.com` }],
      peopleCount: 2,
      followerCount: 3,
      productCount: 0,
    } satisfies Partial<AdminCompany>);
    const names = [...first.items];
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await listCompanies(`?q=${word}&limit=2&cursor=${cursor}`);
      names.push(...next.items);
      cursor = next.nextCursor;
    }
    expect(names.map((company) => company.name)).toEqual(
      ["Alpha", "bravo", "Charlie", "Delta", "echo"].map((name) => `${name} ${word}`),
    );
    expect((await listCompanies(`?q=${alpha}`)).items.map((company) => company.id)).toEqual([alpha]);
  });

  it("keeps verified or unverified companies only", async () => {
    const word = `Verif${tag()}`;
    const verified = await newCompany(`Sure ${word}`, { verifiedAt: new Date() });
    const unverified = await newCompany(`Unsure ${word}`);
    const only = async (value: string) =>
      (await listCompanies(`?q=${word}&verified=${value}`)).items.map((company) => company.id);
    expect(await only("true")).toEqual([verified]);
    expect(await only("false")).toEqual([unverified]);
  });

  it("refuses bad filters and forged cursors with the error object", async () => {
    for (const query of [
      "?verified=maybe",
      "?limit=0",
      "?limit=101",
      "?cursor=abc",
      `?q=${"x".repeat(121)}`,
    ]) {
      const response = await asOperator("GET", `/api/admin/companies${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ reason: "Invalid", messages: expect.any(Array) });
    }
  });
});

describe("verifying a company page", () => {
  it("verifies and withdraws, shows it on the profile, and logs each change once", async () => {
    const id = await newCompany(`Verified ${tag()}`, { isPage: true });
    const verified = await asOperator("PUT", `/api/admin/companies/${id}/verification`);
    expect(verified.statusCode, verified.body).toBe(200);
    const { verifiedAt } = verified.json() as AdminCompany;
    expect(verifiedAt).toEqual(expect.any(String));
    const profile = await t.request({ method: "GET", url: `/api/companies/${id}` });
    expect(profile.json().verifiedAt).toBe(verifiedAt);

    // Again: nothing changes and nothing more is logged.
    const again = await asOperator("PUT", `/api/admin/companies/${id}/verification`);
    expect((again.json() as AdminCompany).verifiedAt).toBe(verifiedAt);
    expect(
      (await asOperator("DELETE", `/api/admin/companies/${id}/verification`)).json().verifiedAt,
    ).toBeNull();
    expect((await asOperator("DELETE", `/api/admin/companies/${id}/verification`)).statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: `/api/companies/${id}` })).json().verifiedAt).toBeNull();

    const entries = await entriesAbout(id);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ["company.unverified", { verifiedAt }, { verifiedAt: null }],
      ["company.verified", { verifiedAt: null }, { verifiedAt }],
    ]);
  });

  it("answers 404 for an unknown company and 400 for an id that is none", async () => {
    const unknown = await asOperator("PUT", `/api/admin/companies/${randomUUID()}/verification`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ reason: "NotFound", messages: ["Company not found."] });
    expect((await asOperator("PUT", "/api/admin/companies/not-an-id/verification")).statusCode).toBe(400);
  });
});

describe("handing a company to a new owner", () => {
  it("makes one of its people the owner; the previous owner stays on as an admin", async () => {
    const id = await newCompany(`Handover ${tag()}`);
    const previous = await newPerson(id, "Pat Previous");
    const next = await newPerson(id, "Nia Next");
    await makeAdmin(id, previous, "owner");

    const response = await asOperator("POST", `/api/admin/companies/${id}/owner`, { userId: next });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as AdminCompany).owners.map((owner) => owner.id)).toEqual([next]);
    const rights = await t.context.db
      .select({ userId: companyAdmins.userId, privilege: companyAdmins.privilege })
      .from(companyAdmins)
      .where(eq(companyAdmins.companyId, id));
    expect(rights.sort((a, b) => a.privilege.localeCompare(b.privilege))).toEqual([
      { userId: previous, privilege: "admin" },
      { userId: next, privilege: "owner" },
    ]);
    const [entry] = await entriesAbout(id);
    expect(entry).toMatchObject({
      action: "company.ownership-transferred",
      target: { kind: "company", ids: [id, next] },
      before: { owners: [{ id: previous, name: "Pat Previous" }] },
      after: { owners: [{ id: next, name: "Nia Next" }] },
    });
  });

  it("refuses someone who does not work there, or is suspended, with 422 and changes nothing", async () => {
    const id = await newCompany(`Refused handover ${tag()}`);
    const owner = await newPerson(id);
    await makeAdmin(id, owner, "owner");
    const elsewhere = await newPerson(await newCompany(`Elsewhere ${tag()}`), "Olaf Outsider");
    const suspended = await newPerson(id, "Sam Suspended");
    await t.context.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended));
    const before = await auditCount();

    for (const [userId, message] of [
      [elsewhere, /must be one of .*'s people: Olaf Outsider does not work there/],
      [randomUUID(), /no member has that id/],
      [suspended, /Sam Suspended is suspended/],
    ] as const) {
      const response = await asOperator("POST", `/api/admin/companies/${id}/owner`, { userId });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toEqual({ reason: "Failure", messages: [expect.stringMatching(message)] });
    }
    const bad = await asOperator("POST", `/api/admin/companies/${id}/owner`, { userId: "" });
    expect(bad.statusCode).toBe(400);
    expect((await listCompanies(`?q=${id}`)).items[0]?.owners.map((o) => o.id)).toEqual([owner]);
    expect(await auditCount()).toBe(before);
  });
});

describe("merging a duplicate", () => {
  it("moves people, admins, followers, products, posts and tracked accounts, once each, with the right counts", async () => {
    const name = `Acme ${tag()}`;
    const dup = await newCompany(`${name} (duplicate)`);
    const into = await newCompany(name);
    const [other, elsewhere, vendor, anotherVendor] = await Promise.all([
      newCompany(`Other ${tag()}`),
      newCompany(`Elsewhere ${tag()}`),
      newCompany(`Vendor ${tag()}`),
      newCompany(`Another vendor ${tag()}`),
    ]);
    const dupOwner = await newPerson(dup, "Dana Dup-owner");
    const dupAdmin = await newPerson(dup);
    const intoOwner = await newPerson(into, "Ivy Into-owner");
    await makeAdmin(dup, dupOwner, "owner");
    await makeAdmin(dup, dupAdmin, "admin");
    await makeAdmin(into, intoOwner, "owner");
    // Someone who is an admin of both keeps one right.
    await makeAdmin(dup, intoOwner, "admin");
    const [both, dupOnly, intoOnly] = [await newPerson(null), await newPerson(null), await newPerson(null)];
    await follow(dup, both, dupOnly);
    await follow(into, both, intoOnly);
    await t.context.db.insert(products).values([
      { companyId: dup, name: "Widget" },
      { companyId: into, name: "Gadget" },
    ]);
    const [post] = await t.context.db
      .insert(posts)
      .values({ authorId: dupAdmin, companyId: dup, hub: "cio", body: "News from the duplicate" })
      .returning({ id: posts.id });
    await track([
      [dup, other], // the company that stays tracks it too: kept once
      [into, other],
      [dup, elsewhere], // moves
      [dup, into], // would track itself: dropped
      [into, dup], // likewise
      [vendor, dup], // the vendor tracks both: kept once
      [vendor, into],
      [anotherVendor, dup], // moves
    ]);
    await t.context.db.insert(signals).values({
      userId: dupOwner,
      companyId: dup,
      intentType: "Cloud Security",
      kind: "contentView",
      weight: 1,
      points: 1,
      subjectKind: "content",
      subjectId: randomUUID(),
    });

    const response = await merge(dup, into);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as MergeResult;
    expect(result.moved).toEqual({
      people: 2,
      admins: 2,
      followers: 1,
      products: 1,
      posts: 1,
      resources: 0,
      trackedAccounts: 2,
      events: 0,
      content: 0,
      courses: 0,
      invoices: 0,
    });
    expect(result.into).toMatchObject({ id: into, peopleCount: 3, followerCount: 3, productCount: 2 });
    // The counts the triggers keep match the rows.
    expect(await companyRow(into)).toMatchObject({ employeeCount: 3, followerCount: 3, productCount: 2 });
    expect(await companyRow(dup)).toBeNull();

    const rights = await t.context.db
      .select({ userId: companyAdmins.userId, privilege: companyAdmins.privilege })
      .from(companyAdmins)
      .where(eq(companyAdmins.companyId, into));
    expect(new Map(rights.map((row) => [row.userId, row.privilege]))).toEqual(
      new Map([
        [intoOwner, "owner"],
        [dupOwner, "admin"],
        [dupAdmin, "admin"],
      ]),
    );
    const tracked = await t.context.db
      .select({ vendor: trackedAccounts.vendorCompanyId, account: trackedAccounts.accountCompanyId })
      .from(trackedAccounts)
      .where(
        or(
          inArray(trackedAccounts.vendorCompanyId, [dup, into, vendor, anotherVendor]),
          inArray(trackedAccounts.accountCompanyId, [dup, into]),
        ),
      );
    const pairs = tracked.map((row) => `${row.vendor}>${row.account}`).sort();
    expect(pairs).toEqual(
      [`${into}>${other}`, `${into}>${elsewhere}`, `${vendor}>${into}`, `${anotherVendor}>${into}`].sort(),
    );
    const [movedPost] = await t.context.db
      .select()
      .from(posts)
      .where(eq(posts.id, post?.id ?? ""));
    expect(movedPost?.companyId).toBe(into);
    const [signal] = await t.context.db.select().from(signals).where(eq(signals.userId, dupOwner));
    expect(signal?.companyId).toBe(into);
    const dirty = await t.context.db.select().from(insightDirty).where(eq(insightDirty.companyId, dup));
    expect(dirty).toEqual([]);
  });

  it("logs one entry naming both companies, what moved, and where the duplicate's address leads", async () => {
    const dup = await newCompany(`Logged dup ${tag()}`);
    const into = await newCompany(`Logged ${tag()}`);
    await newPerson(dup);
    const before = await auditCount();
    expect((await merge(dup, into)).statusCode).toBe(200);
    expect(await auditCount()).toBe((before ?? 0) + 1);
    const [entry] = await entriesAbout(dup);
    expect(entry).toMatchObject({
      action: "company.merged",
      target: { kind: "company", ids: [dup, into] },
      before: {
        duplicate: { id: dup, people: 1 },
        into: { id: into, people: 0 },
        moved: expect.objectContaining({ people: 1 }),
      },
      after: { into: { id: into, people: 1 }, redirect: { from: dup, to: into } },
    });
  });

  it("leads the duplicate's address to the company that stays, through a chain of merges", async () => {
    const a = await newCompany(`Chain A ${tag()}`, { isPage: true });
    const b = await newCompany(`Chain B ${tag()}`, { isPage: true });
    const c = await newCompany(`Chain C ${tag()}`, { isPage: true });
    expect((await merge(a, b)).statusCode).toBe(200);
    const once = await t.request({ method: "GET", url: `/api/companies/${a}` });
    expect(once.statusCode).toBe(308);
    expect(once.headers.location).toBe(`/api/companies/${b}`);
    expect((await merge(b, c)).statusCode).toBe(200);
    for (const old of [a, b]) {
      for (const prefix of ["/api/companies", "/api/factor/companies"]) {
        const moved = await t.request({ method: "GET", url: `${prefix}/${old}`, cookie: cast.member.cookie });
        expect(moved.statusCode).toBe(308);
        expect(moved.headers.location).toBe(`${prefix}/${c}`);
      }
    }
    const landed = await t.request({ method: "GET", url: `/api/companies/${c}` });
    expect(landed.json()).toMatchObject({ id: c });
    const redirects = await t.context.db
      .select({ from: companyRedirects.fromId, to: companyRedirects.toId })
      .from(companyRedirects)
      .where(inArray(companyRedirects.fromId, [a, b]));
    expect(redirects.sort((x, y) => x.from.localeCompare(y.from))).toEqual(
      [
        { from: a, to: c },
        { from: b, to: c },
      ].sort((x, y) => x.from.localeCompare(y.from)),
    );
    // An address that never named a company is still not found.
    expect((await t.request({ method: "GET", url: `/api/companies/${randomUUID()}` })).statusCode).toBe(404);
  });

  it("keeps the duplicate's owners as owners when the company that stays has none", async () => {
    const dup = await newCompany(`Owned dup ${tag()}`);
    const into = await newCompany(`Ownerless ${tag()}`);
    const owner = await newPerson(dup);
    const admin = await newPerson(into);
    await makeAdmin(dup, owner, "owner");
    await makeAdmin(into, admin, "admin");
    // The admin of the company that stays owns the duplicate: the higher right is kept.
    await makeAdmin(dup, admin, "owner");
    expect((await merge(dup, into)).statusCode).toBe(200);
    const rights = await t.context.db
      .select({ userId: companyAdmins.userId, privilege: companyAdmins.privilege })
      .from(companyAdmins)
      .where(eq(companyAdmins.companyId, into));
    expect(new Map(rights.map((row) => [row.userId, row.privilege]))).toEqual(
      new Map([
        [owner, "owner"],
        [admin, "owner"],
      ]),
    );
  });

  it("keeps the paid subscription, moves the invoices and copies the billing history", async () => {
    const dup = await newCompany(`Paying dup ${tag()}`);
    const into = await newCompany(`Trialling ${tag()}`);
    const now = Date.now();
    const period = { currentPeriodStart: new Date(now), currentPeriodEnd: new Date(now + 86_400_000) };
    await t.context.db.insert(subscriptions).values([
      { companyId: dup, planName: "Growth", status: "active", ...period },
      { companyId: into, planName: "Starter", status: "trialing", ...period },
    ]);
    const state = { planName: "Growth", seats: 10, status: "active" as const, cancelAtPeriodEnd: false };
    await t.context.db
      .insert(billingEvents)
      .values({ companyId: dup, kind: "started", after: { ...state, pendingPlanName: null } });
    await t.context.db.insert(invoices).values({
      number: `SUM-TEST-${tag()}`,
      companyId: dup,
      billedTo: "Paying dup",
      subtotalCents: 100,
      taxCents: 0,
      totalCents: 100,
      periodStart: new Date(now),
      periodEnd: new Date(now + 86_400_000),
      dueAt: new Date(now + 86_400_000),
    });

    const response = await merge(dup, into);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as MergeResult).moved.invoices).toBe(1);
    const [kept] = await t.context.db.select().from(subscriptions).where(eq(subscriptions.companyId, into));
    expect(kept).toMatchObject({ planName: "Growth", status: "active" });
    const history = await t.context.db.select().from(billingEvents).where(eq(billingEvents.companyId, into));
    expect(history.map((event) => event.kind)).toEqual(["started"]);
    const [invoice] = await t.context.db.select().from(invoices).where(eq(invoices.companyId, into));
    expect(invoice?.billedTo).toBe("Paying dup");
  });

  it("previews what would move, and why it would be refused", async () => {
    const dup = await newCompany(`Preview dup ${tag()}`);
    const into = await newCompany(`Preview ${tag()}`);
    await newPerson(dup);
    await follow(dup, await newPerson(null));
    await t.context.db.insert(products).values([
      { companyId: dup, name: "Ledger" },
      { companyId: into, name: "ledger" },
    ]);
    const response = await asOperator("GET", `/api/admin/companies/${dup}/merge-preview?intoId=${into}`);
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json() as MergePreview;
    expect(preview.duplicate.id).toBe(dup);
    expect(preview.into.id).toBe(into);
    expect(preview.moves).toMatchObject({ people: 1, followers: 1, products: 1 });
    expect(preview.refusals).toEqual([expect.stringContaining("Both companies list “Ledger”")]);
    const unknown = await asOperator(
      "GET",
      `/api/admin/companies/${dup}/merge-preview?intoId=${randomUUID()}`,
    );
    expect(unknown.json()).toEqual({ reason: "NotFound", messages: ["Company to merge into not found."] });
    const itself = await asOperator("GET", `/api/admin/companies/${dup}/merge-preview?intoId=${dup}`);
    expect(itself.statusCode).toBe(422);
  });

  it("refuses a merge into itself, into or of an unknown company, and two paid subscriptions, changing nothing", async () => {
    const dup = await newCompany(`Refused dup ${tag()}`);
    const into = await newCompany(`Refused ${tag()}`);
    const person = await newPerson(dup);
    const now = Date.now();
    const period = { currentPeriodStart: new Date(now), currentPeriodEnd: new Date(now + 86_400_000) };
    await t.context.db.insert(subscriptions).values([
      { companyId: dup, planName: "Growth", status: "active", ...period },
      { companyId: into, planName: "Enterprise", status: "past_due", ...period },
    ]);
    const before = await auditCount();

    const itself = await merge(dup, dup);
    expect(itself.statusCode).toBe(422);
    expect(itself.json()).toEqual({ reason: "Failure", messages: [expect.stringContaining("into itself")] });
    const unknownInto = await merge(dup, randomUUID());
    expect(unknownInto.statusCode).toBe(404);
    expect(unknownInto.json()).toEqual({
      reason: "NotFound",
      messages: ["Company to merge into not found."],
    });
    expect((await merge(randomUUID(), into)).statusCode).toBe(404);
    const paid = await merge(dup, into);
    expect(paid.statusCode).toBe(422);
    expect(paid.json().messages[0]).toMatch(/Both .* have a paid subscription/);

    expect(await companyRow(dup)).not.toBeNull();
    const [stillThere] = await t.context.db.select().from(users).where(eq(users.id, person));
    expect(stillThere?.companyId).toBe(dup);
    expect(
      await t.context.db.select().from(companyRedirects).where(eq(companyRedirects.fromId, dup)),
    ).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it("refuses bad input with 400 and the error object", async () => {
    const dup = await newCompany(`Bad input ${tag()}`);
    for (const [url, payload] of [
      [`/api/admin/companies/${dup}/merge`, { intoId: "not-a-company" }],
      [`/api/admin/companies/${dup}/merge`, {}],
      [`/api/admin/companies/${dup}/merge`, { intoId: randomUUID(), keep: "both" }],
      ["/api/admin/companies/not-an-id/merge", { intoId: randomUUID() }],
    ] as const) {
      const response = await asOperator("POST", url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ reason: "Invalid", messages: expect.any(Array) });
    }
    expect(await companyRow(dup)).not.toBeNull();
  });

  it("decides every foreign key to companies: a new one must be added to the merge", async () => {
    const result = await t.context.db.execute<{ name: string }>(sql`
      SELECT c.conrelid::regclass::text || '.' || a.attname AS name
      FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
      WHERE c.contype = 'f' AND c.confrelid = 'companies'::regclass`);
    expect(result.rows.map((row) => row.name).sort()).toEqual(Object.keys(MERGE_RULES).sort());
  });
});

describe("who may use the companies tools", () => {
  it.each(platformAdminMatrix(200))("the list and the preview: %s gets %i", async (role, status) => {
    for (const url of [
      "/api/admin/companies",
      `/api/admin/companies/${cast.otherCompanyId}/merge-preview?intoId=${cast.companyId}`,
    ]) {
      const response = await t.request({ method: "GET", url, cookie: cookieOf(cast, role) });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
      if (status !== 200) expect(response.json()).toMatchObject({ reason: "AccessDenied" });
    }
  });

  it.each(platformAdminMatrix(200).filter(([role]) => role !== "platformAdmin"))(
    "the writes: %s gets %i and changes nothing",
    async (role, status) => {
      const dup = await newCompany(`Guarded ${tag()}`);
      const person = await newPerson(dup);
      for (const [method, url, payload] of [
        ["PUT", `/api/admin/companies/${dup}/verification`, undefined],
        ["POST", `/api/admin/companies/${dup}/owner`, { userId: person }],
        ["POST", `/api/admin/companies/${dup}/merge`, { intoId: cast.companyId }],
      ] as const) {
        const response = await t.request({
          method,
          url,
          cookie: cookieOf(cast, role),
          headers: { origin: ORIGIN },
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(status);
      }
      expect(await companyRow(dup)).toMatchObject({ verifiedAt: null });
      const owners = await t.context.db
        .select()
        .from(companyAdmins)
        .where(and(eq(companyAdmins.companyId, dup), eq(companyAdmins.userId, person)));
      expect(owners).toEqual([]);
    },
  );
});
