import { randomUUID } from "node:crypto";
import type { AdminUserDetail, AdminUserPage } from "@common/admin-users";
import { searchWords } from "@server/features/admin-users/admin-users.repository";
import { sessions, users } from "@server/platform/database/schema/auth";
import { createUser, leaderSignUp, setUpTestApp, vendorSignUp } from "@server/test/app";
import { cookieOf, platformAdminMatrix, setUpCompanyCast } from "@server/test/company-cast";
import { eq, inArray, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setUpTestApp();
const cast = setUpCompanyCast(t, "file");

async function find(query: string, cookie = cast.platformAdmin.cookie): Promise<AdminUserPage> {
  const response = await t.request({ method: "GET", url: `/api/admin/users?${query}`, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const emailsOf = (page: AdminUserPage) => page.items.map((user) => user.email);

/** Members named with a word no other test uses, signed up and seen on known days. */
async function seedMembers(tag: string) {
  const rows = [
    {
      label: "alpha",
      accountType: "leader",
      hub: "cio",
      plan: "Member",
      signedUp: "2026-01-10",
      seen: "2026-11-01",
    },
    {
      label: "bravo",
      accountType: "leader",
      hub: "ciso",
      plan: "Member",
      signedUp: "2026-03-05",
      seen: null,
    },
    {
      label: "charlie",
      accountType: "vendor",
      hub: "cio",
      plan: "Growth",
      signedUp: "2026-06-20",
      seen: "2026-06-21",
    },
    {
      label: "delta",
      accountType: "vendor",
      hub: "cio",
      plan: "Starter",
      signedUp: "2026-09-01",
      seen: "2026-11-20",
    },
  ] as const;
  await t.context.db.insert(users).values(
    rows.map((row) => ({
      id: `${tag}-${row.label}`,
      name: `${row.label} ${tag}`,
      email: `${row.label}.${tag}@members.example`,
      accountType: row.accountType,
      hub: row.hub,
      planName: row.plan,
      createdAt: new Date(`${row.signedUp}T12:00:00Z`),
      lastSeenAt: row.seen ? new Date(`${row.seen}T08:00:00Z`) : null,
    })),
  );
  return Object.fromEntries(rows.map((row) => [row.label, `${row.label}.${tag}@members.example`]));
}

describe("GET /api/admin/users", () => {
  it.each(platformAdminMatrix(200))("answers %s with %i", async (role, status) => {
    const response = await t.request({
      method: "GET",
      url: "/api/admin/users",
      cookie: cookieOf(cast, role),
    });
    expect(response.statusCode).toBe(status);
    if (status !== 200)
      expect(response.json()).toMatchObject({ reason: expect.any(String), messages: expect.any(Array) });
  });

  it("finds people by any part of their name, e-mail address or company, newest sign-ups first", async () => {
    const tag = `q${randomUUID().slice(0, 8)}`;
    const seeded = await seedMembers(tag);
    expect(emailsOf(await find(`q=${tag}`))).toEqual([
      seeded.delta,
      seeded.charlie,
      seeded.bravo,
      seeded.alpha,
    ]);
    // A part of the address only: "arlie.q…" is in Charlie's address and nobody's name.
    expect(emailsOf(await find(`q=${encodeURIComponent(`ARLIE.${tag}@mem`)}`))).toEqual([seeded.charlie]);
    // Across the "@": the end of the mailbox and the start of the domain, contiguous.
    expect(emailsOf(await find(`q=${encodeURIComponent(`${tag}@MEMBERS.example`)}`))).toEqual([
      seeded.delta,
      seeded.charlie,
      seeded.bravo,
      seeded.alpha,
    ]);
    expect((await find(`q=${encodeURIComponent(`alpha.${tag.slice(0, 4)}@members`)}`)).items).toEqual([]);
    expect((await find(`q=${encodeURIComponent(`alpha.${tag}@other`)}`)).items).toEqual([]);
    expect(
      emailsOf(await find(`q=${encodeURIComponent(`@members.example`)}&signedUpTo=2026-01-10`)),
    ).toContain(seeded.alpha);

    const vendor = await createUser(t, vendorSignUp({ companyName: `Quillon ${tag} Systems` }));
    const byCompany = await find(`q=${encodeURIComponent(`quillon ${tag}`)}`);
    expect(byCompany.items.map((user) => user.id)).toEqual([vendor.id]);
    expect(byCompany.items[0]).toMatchObject({
      accountType: "vendor",
      company: { name: `Quillon ${tag} Systems` },
      suspendedAt: null,
      isPlatformAdmin: false,
    });
    // A short mailbox end, planned with the term.
    const shortPart = `${tag.slice(-2)}@members.example`;
    const byShortPart = emailsOf(await find(`q=${encodeURIComponent(shortPart)}`));
    expect(byShortPart).toEqual(expect.arrayContaining(Object.values(seeded)));
    expect(byShortPart.every((email) => email.includes(shortPart))).toBe(true);
    // Punctuation only parts words: LIKE's wildcards are no wildcards here.
    expect(emailsOf(await find(`q=${encodeURIComponent(`%${tag}_`)}`))).toEqual(
      emailsOf(await find(`q=${tag}`)),
    );
    expect((await find(`q=${encodeURIComponent(`%${tag}_x`)}`)).items).toEqual([]);
  });

  it("finds a word from its start, the word as typed first, then longer words, newest first in each", async () => {
    // Letters only: digits would be words of their own.
    const word = `k${randomUUID()
      .replaceAll(/[^a-f]/g, "")
      .slice(0, 10)}`;
    const member = (label: string, name: string, email: string, signedUp: string) => ({
      id: `${word}-${label}`,
      name,
      email,
      createdAt: new Date(`${signedUp}T12:00:00Z`),
    });
    await t.context.db
      .insert(users)
      .values([
        member("name", `Ada ${word}`, `ada.${randomUUID().slice(0, 8)}@members.example`, "2026-01-01"),
        member("longer", `Bo ${word}son`, `bo.${randomUUID().slice(0, 8)}@members.example`, "2026-05-01"),
        member("address", "Cy Rowe", `cy.${word}@members.example`, "2026-03-01"),
        member("both", `Di ${word}`, `di@${word}sonworks.example`, "2026-02-01"),
        member("inside", `Ed X${word}`, `ed.${randomUUID().slice(0, 8)}@members.example`, "2026-06-01"),
        member(
          "many",
          `Ann Bea Cy Dee Eve ${word}`,
          `ann.${randomUUID().slice(0, 8)}@members.example`,
          "2025-12-01",
        ),
      ]);
    const company = await createUser(t, vendorSignUp({ companyName: `${word} Labs` }));
    const idsOf = (page: AdminUserPage) => page.items.map((user) => user.id);

    const everyone = [
      company.id,
      `${word}-address`,
      `${word}-both`,
      `${word}-name`,
      `${word}-many`,
      `${word}-longer`,
    ];
    expect(idsOf(await find(`q=${word.toUpperCase()}`))).toEqual(everyone);
    // Di is found by "…son" too, but listed once, at the first word.
    expect(idsOf(await find(`q=${word}so`))).toEqual([`${word}-longer`, `${word}-both`]);
    // Not from inside a word.
    expect((await find(`q=${word.slice(1)}`)).items).toEqual([]);
    // Two words, standing together in one of the texts.
    expect(idsOf(await find(`q=${encodeURIComponent(`ada ${word}`)}`))).toEqual([`${word}-name`]);
    expect(idsOf(await find(`q=${encodeURIComponent(`${word} ada`)}`))).toEqual([]);
    expect(idsOf(await find(`q=${encodeURIComponent(`${word} la`)}`))).toEqual([company.id]);
    // Past the words looked up in the index, the phrase still decides.
    expect(idsOf(await find(`q=${encodeURIComponent(`ann bea cy dee eve ${word}`)}`))).toEqual([
      `${word}-many`,
    ]);
    expect(idsOf(await find(`q=${encodeURIComponent(`ann bea cy dee ed ${word}`)}`))).toEqual([]);

    const seen: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page = await find(`q=${word}&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...idsOf(page));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(everyone);
  });

  it("keeps the words up to date as names, addresses and companies change", async () => {
    const word = `m${randomUUID()
      .replaceAll(/[^a-f]/g, "")
      .slice(0, 10)}`;
    const vendor = await createUser(t, vendorSignUp({ companyName: `${word} Holdings` }));
    const idsOf = async (q: string) => (await find(`q=${q}`)).items.map((user) => user.id);
    expect(await idsOf(word)).toEqual([vendor.id]);

    const [company] = await t.context.db
      .select({ id: users.companyId })
      .from(users)
      .where(eq(users.id, vendor.id));
    await t.context.db.execute(
      sql`UPDATE companies SET name = ${`Z${word} Holdings`} WHERE id = ${company?.id}`,
    );
    expect(await idsOf(word)).toEqual([]);
    expect(await idsOf(`z${word}`)).toEqual([vendor.id]);

    await t.context.db
      .update(users)
      .set({ name: `Ivy ${word}y` })
      .where(eq(users.id, vendor.id));
    expect(await idsOf(`${word}y`)).toEqual([vendor.id]);
    await t.context.db.update(users).set({ companyId: null }).where(eq(users.id, vendor.id));
    expect(await idsOf(`z${word}`)).toEqual([]);
    await t.context.db.update(users).set({ formerMemberAt: new Date() }).where(eq(users.id, vendor.id));
    expect(await idsOf(`${word}y`)).toEqual([]);
  });

  it("lists each member's company by its name now: renamed, moved to another, deleted", async () => {
    const word = `k${randomUUID()
      .replaceAll(/[^a-f]/g, "")
      .slice(0, 10)}`;
    // Named with the word, so they are found whatever their company.
    const vendor = await createUser(t, vendorSignUp({ name: `Ada ${word}`, companyName: `${word} Labs` }));
    const other = await createUser(t, vendorSignUp({ companyName: `${word} Works` }));
    const companyOf = async (userId: string) => {
      const listed = (await find(`q=${word}`)).items.find((user) => user.id === userId);
      expect(listed, "the member is found by their name").toBeDefined();
      return listed?.company;
    };
    const companyIdOf = async (userId: string) => {
      const [row] = await t.context.db
        .select({ id: users.companyId })
        .from(users)
        .where(eq(users.id, userId));
      return row?.id ?? null;
    };
    const labs = await companyIdOf(vendor.id);
    const works = await companyIdOf(other.id);
    expect(await companyOf(vendor.id)).toEqual({ id: labs, name: `${word} Labs` });

    await t.context.db.execute(sql`UPDATE companies SET name = ${`${word} Laboratories`} WHERE id = ${labs}`);
    expect(await companyOf(vendor.id)).toEqual({ id: labs, name: `${word} Laboratories` });

    // Only the triggers write the name: a write of it is put back.
    await t.context.db.update(users).set({ companyName: "Someone Else" }).where(eq(users.id, vendor.id));
    expect(await companyOf(vendor.id)).toEqual({ id: labs, name: `${word} Laboratories` });

    await t.context.db.update(users).set({ companyId: works }).where(eq(users.id, vendor.id));
    expect(await companyOf(vendor.id)).toEqual({ id: works, name: `${word} Works` });

    await t.context.db.update(users).set({ companyId: null }).where(eq(users.id, other.id));
    await t.context.db.execute(sql`DELETE FROM companies WHERE id = ${works}`);
    expect(await companyOf(vendor.id)).toBeNull();
    const [row] = await t.context.db
      .select({ companyName: users.companyName })
      .from(users)
      .where(eq(users.id, vendor.id));
    expect(row?.companyName).toBeNull();
  });

  it("finds names as people write them: İbrahim by ibrahim, José typed with the accent apart", async () => {
    const word = `t${randomUUID()
      .replaceAll(/[^a-f]/g, "")
      .slice(0, 10)}`;
    await t.context.db.insert(users).values([
      { id: `${word}-tr`, name: `İbrahim ${word}`, email: `ibo.${word}@members.example` },
      { id: `${word}-es`, name: `José ${word}`, email: `jg.${word}@members.example` },
    ]);
    const idsOf = async (q: string) =>
      (await find(`q=${encodeURIComponent(q)}`)).items.map((user) => user.id);
    expect(await idsOf(`ibrahim ${word}`)).toEqual([`${word}-tr`]);
    expect(await idsOf(`IBRAHIM ${word}`)).toEqual([`${word}-tr`]);
    expect(await idsOf(`jose\u0301 ${word}`)).toEqual([`${word}-es`]);
    // The last code point of Unicode in an address part has no code point after it to bound by.
    for (const q of ["\u{10FFFF}x@y", `ab@c\u{10FFFF}`, `\u{10FFFF}${word}`])
      await find(`q=${encodeURIComponent(q)}`);
  });

  it("splits a term into words as the database splits names and addresses", async () => {
    const samples = [
      "JOSÉ Wang1984",
      "o'brien-smith",
      "東京 Ørsted",
      "a1b2",
      "  dots...and__underscores ",
      "%_\\",
      "İbrahim Çelik",
      "ΟΔΟΣ Οδός",
      "Jose\u0301 Garci\u0301a",
    ];
    for (const sample of samples) {
      const result = await t.context.db.execute<{ words: string }>(
        sql`SELECT summit_search_text(${sample}) AS words`,
      );
      expect([sample, result.rows[0]?.words]).toEqual([sample, searchWords(sample).join(" ")]);
    }
  });

  it("filters by account type, plan, hub, status, sign-up and last-seen days", async () => {
    const tag = `f${randomUUID().slice(0, 8)}`;
    const seeded = await seedMembers(tag);
    expect(emailsOf(await find(`q=${tag}&accountType=vendor`))).toEqual([seeded.delta, seeded.charlie]);
    expect(emailsOf(await find(`q=${tag}&plan=Member`))).toEqual([seeded.bravo, seeded.alpha]);
    expect(emailsOf(await find(`q=${tag}&hub=ciso`))).toEqual([seeded.bravo]);
    expect(emailsOf(await find(`q=${tag}&signedUpFrom=2026-03-05&signedUpTo=2026-06-20`))).toEqual([
      seeded.charlie,
      seeded.bravo,
    ]);
    expect(emailsOf(await find(`q=${tag}&lastSeenFrom=2026-11-01`))).toEqual([seeded.delta, seeded.alpha]);
    expect(emailsOf(await find(`q=${tag}&lastSeenTo=2026-06-21`))).toEqual([seeded.charlie]);

    await t.context.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, `${tag}-bravo`));
    expect(emailsOf(await find(`q=${tag}&status=suspended`))).toEqual([seeded.bravo]);
    expect(emailsOf(await find(`q=${tag}&status=active`))).toHaveLength(3);
  });

  it("filters without a search term, each value of the same filters answered on its own", async () => {
    // Signed up in 2019, before anyone else in this file: the days alone single them out.
    const tag = `n${randomUUID().slice(0, 8)}`;
    await seedMembers(tag);
    await t.context.db
      .update(users)
      .set({ createdAt: sql`${users.createdAt} - interval '7 years'` })
      .where(like(users.id, `${tag}-%`));
    const in2019 = "signedUpFrom=2019-01-01&signedUpTo=2019-12-31";
    const idsOf = (page: AdminUserPage) => page.items.map((user) => user.id);
    // Twice each, so the same statement answers with other values after it has been planned.
    for (let round = 0; round < 2; round++) {
      expect(idsOf(await find(`${in2019}&accountType=vendor`))).toEqual([`${tag}-delta`, `${tag}-charlie`]);
      expect(idsOf(await find(`${in2019}&accountType=leader`))).toEqual([`${tag}-bravo`, `${tag}-alpha`]);
      expect(idsOf(await find(`${in2019}&hub=ciso`))).toEqual([`${tag}-bravo`]);
      expect(idsOf(await find(`${in2019}&hub=cio&plan=Growth`))).toEqual([`${tag}-charlie`]);
    }
    const first = await find(`${in2019}&accountType=vendor&limit=1`);
    expect(idsOf(first)).toEqual([`${tag}-delta`]);
    const second = await find(`${in2019}&accountType=vendor&limit=1&cursor=${first.nextCursor}`);
    expect(idsOf(second)).toEqual([`${tag}-charlie`]);
  });

  it("pages by cursor without repeating or skipping anyone", async () => {
    const tag = `p${randomUUID().slice(0, 8)}`;
    const seeded = await seedMembers(tag);
    const seen: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page = await find(`q=${tag}&limit=1${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...emailsOf(page));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual([seeded.delta, seeded.charlie, seeded.bravo, seeded.alpha]);
  });

  it("keeps a member's last-seen time from their sessions", async () => {
    const member = await createUser(t, leaderSignUp());
    // As if the member had not been seen since last-seen times were kept, then came back.
    await t.context.db.update(users).set({ lastSeenAt: null }).where(eq(users.id, member.id));
    const seenAt = new Date(Date.now() - 3 * 60_000);
    await t.context.db.update(sessions).set({ lastSeenAt: seenAt }).where(eq(sessions.userId, member.id));
    const [row] = await find(`q=${encodeURIComponent(member.email)}`).then((page) => page.items);
    expect(row?.lastSeenAt).toBe(seenAt.toISOString());
  });

  it("refuses bad filters and forged cursors with 400 and the error object", async () => {
    for (const query of [
      "accountType=admin",
      "plan=Platinum",
      "hub=nowhere",
      "signedUpFrom=2026-02-30",
      "lastSeenFrom=2026-05-02&lastSeenTo=2026-05-01",
      "limit=0",
      "limit=101",
      `q=${"x".repeat(201)}`,
      "cursor=not-a-cursor",
      `cursor=${Buffer.from(JSON.stringify(["yesterday", 1])).toString("base64url")}`,
      // A list's cursor for a search by words, and the other way round.
      `q=smith&cursor=${Buffer.from(JSON.stringify(["2026-01-01 00:00:00+00", "id"])).toString("base64url")}`,
      `cursor=${Buffer.from(JSON.stringify(["smith", "2026-01-01 00:00:00+00", "id"])).toString("base64url")}`,
      // A word the search does not read.
      `q=smith&cursor=${Buffer.from(JSON.stringify(["jones", "2026-01-01 00:00:00+00", "id"])).toString("base64url")}`,
    ]) {
      const response = await t.request({
        method: "GET",
        url: `/api/admin/users?${query}`,
        cookie: cast.platformAdmin.cookie,
      });
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(response.json().reason).toBe("Invalid");
    }
  });
});

describe("GET /api/admin/users/:id", () => {
  it.each(platformAdminMatrix(200))("answers %s with %i", async (role, status) => {
    const response = await t.request({
      method: "GET",
      url: `/api/admin/users/${cast.member.id}`,
      cookie: cookieOf(cast, role),
    });
    expect(response.statusCode).toBe(status);
  });

  it("shows the person with their company role, open sessions and recent activity", async () => {
    const response = await t.request({
      method: "GET",
      url: `/api/admin/users/${cast.owner.id}`,
      cookie: cast.platformAdmin.cookie,
    });
    expect(response.statusCode).toBe(200);
    const detail: AdminUserDetail = response.json();
    expect(detail.user).toMatchObject({ id: cast.owner.id, email: cast.owner.email, accountType: "vendor" });
    expect(detail.user.company?.id).toBe(cast.companyId);
    expect(detail.companyRole).toBe("owner");
    expect(detail.emailVerified).toBe(true);
    expect(detail.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(detail.sessions)).not.toContain("token");

    expect(detail.recentActivity).toMatchObject({ posts: 0, comments: 0, reactions: 0 });

    const posted = await t.request({
      method: "POST",
      url: "/api/posts",
      cookie: cast.owner.cookie,
      payload: { body: "What are you all doing about observability costs?" },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    await t.request({
      method: "POST",
      url: `/api/posts/${posted.json().id}/comments`,
      cookie: cast.owner.cookie,
      payload: { body: "Tagging and budgets per team, mostly." },
    });
    const after = await t.request({
      method: "GET",
      url: `/api/admin/users/${cast.owner.id}`,
      cookie: cast.platformAdmin.cookie,
    });
    expect(after.json().recentActivity).toMatchObject({ posts: 1, comments: 1, reactions: 0 });
  });

  it("answers 404 for an unknown id and for the rows that keep deleted members' posts", async () => {
    const formerId = `former-${randomUUID()}`;
    await t.context.db
      .insert(users)
      .values({ id: formerId, name: "", email: `${formerId}@former.invalid`, formerMemberAt: new Date() });
    for (const id of ["nobody-here", formerId]) {
      const response = await t.request({
        method: "GET",
        url: `/api/admin/users/${id}`,
        cookie: cast.platformAdmin.cookie,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().reason).toBe("NotFound");
    }
    await t.context.db.delete(users).where(inArray(users.id, [formerId]));
  });
});
