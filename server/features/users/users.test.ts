import { randomUUID } from "node:crypto";
import { MAX_BULK_DELETE } from "@common/users";
import { adminActions } from "@server/platform/database/schema/audit-log";
import { sessions, users } from "@server/platform/database/schema/auth";
import { companyAdmins, products } from "@server/platform/database/schema/companies";
import { invitations } from "@server/platform/database/schema/invitations";
import { createUser, leaderSignUp, setUpTestApp, type TestUser, vendorSignUp } from "@server/test/app";
import {
  type CastRole,
  companyIdOf,
  cookieOf,
  makeCompanyAdmin,
  setUpCompanyCast,
} from "@server/test/company-cast";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setUpTestApp();
const cast = setUpCompanyCast(t, "each test");

const deleteOne = (id: string, cookie?: string, query = "") =>
  t.request({ method: "DELETE", url: `/api/user/${encodeURIComponent(id)}${query}`, cookie });

const deleteBulk = (payload: Record<string, unknown>, cookie?: string) =>
  t.request({ method: "POST", url: "/api/user/delete-bulk-users", payload, cookie });

async function existing(ids: string[]): Promise<string[]> {
  const rows = await t.context.db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  return rows.map((row) => row.id).sort();
}

async function sessionWorks(user: TestUser): Promise<boolean> {
  const response = await t.request({ method: "GET", url: "/api/profile", cookie: user.cookie });
  return response.statusCode === 200;
}

async function privilegeOf(companyId: string, userId: string) {
  const [row] = await t.context.db
    .select({ privilege: companyAdmins.privilege })
    .from(companyAdmins)
    .where(and(eq(companyAdmins.companyId, companyId), eq(companyAdmins.userId, userId)));
  return row?.privilege ?? null;
}

describe("DELETE /api/user/:id", () => {
  it("lets platform admins delete another member, and nobody else", async () => {
    const expected: Record<CastRole, number> = {
      visitor: 401,
      member: 403,
      otherAdmin: 403,
      admin: 403,
      owner: 403,
      platformAdmin: 200,
    };
    for (const role of Object.keys(expected) as CastRole[]) {
      const target = await createUser(t, leaderSignUp());
      const response = await deleteOne(target.id, cookieOf(cast, role));
      expect([role, response.statusCode]).toEqual([role, expected[role]]);
      expect(await existing([target.id])).toEqual(expected[role] === 200 ? [] : [target.id]);
    }
  });

  it("ends the deleted member's sessions at once, and their password no longer signs in", async () => {
    const target = await createUser(t, leaderSignUp());
    expect(await sessionWorks(target)).toBe(true);
    const response = await deleteOne(target.id, cast.platformAdmin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deletedIds: [target.id], handedOver: [] });

    expect(await sessionWorks(target)).toBe(false);
    const session = await t.request({ method: "GET", url: "/api/auth/get-session", cookie: target.cookie });
    expect(session.json()).toBeNull();
    expect(await t.context.db.select().from(sessions).where(eq(sessions.userId, target.id))).toHaveLength(0);
    const signIn = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: target.email, password: target.password },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it("lets a member delete their own account", async () => {
    const response = await deleteOne(cast.member.id, cast.member.cookie);
    expect(response.statusCode).toBe(200);
    expect(await existing([cast.member.id])).toEqual([]);
    expect(await sessionWorks(cast.member)).toBe(false);
  });

  it("answers 404 for an unknown user, and 403 to a member who names one", async () => {
    expect((await deleteOne("no-such-user", cast.platformAdmin.cookie)).statusCode).toBe(404);
    expect((await deleteOne("no-such-user", cast.member.cookie)).statusCode).toBe(403);
  });

  it("refuses to leave a company without an owner, naming it, unless asked to hand it over", async () => {
    const refused = await deleteOne(cast.owner.id, cast.platformAdmin.cookie);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().reason).toBe("Failure");
    expect(refused.json().messages.join(" ")).toContain(cast.companyId);
    expect(await existing([cast.owner.id])).toEqual([cast.owner.id]);
    expect(await sessionWorks(cast.owner)).toBe(true);

    const handedOver = await deleteOne(cast.owner.id, cast.platformAdmin.cookie, "?handOverOwnership=true");
    expect(handedOver.statusCode).toBe(200);
    expect(handedOver.json().handedOver).toEqual([
      { companyId: cast.companyId, companyName: expect.any(String), newOwnerId: cast.admin.id },
    ]);
    expect(await privilegeOf(cast.companyId, cast.admin.id)).toBe("owner");
  });

  it("deletes an owner whose company has another owner without asking", async () => {
    await t.context.db
      .update(companyAdmins)
      .set({ privilege: "owner" })
      .where(and(eq(companyAdmins.companyId, cast.companyId), eq(companyAdmins.userId, cast.admin.id)));
    const response = await deleteOne(cast.owner.id, cast.platformAdmin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().handedOver).toEqual([]);
  });

  it("hands a company with no admin left to its longest-standing person", async () => {
    const founder = await createUser(t, vendorSignUp());
    const companyId = await companyIdOf(t, founder);
    const colleague = await createUser(t, vendorSignUp());
    await t.context.db.update(users).set({ companyId }).where(eq(users.id, colleague.id));
    const response = await deleteOne(founder.id, founder.cookie, "?handOverOwnership=true");
    expect(response.statusCode).toBe(200);
    expect(response.json().handedOver).toEqual([
      expect.objectContaining({ companyId, newOwnerId: colleague.id }),
    ]);
    expect(await privilegeOf(companyId, colleague.id)).toBe("owner");
  });

  it("keeps what the member made for their company and the invitations they sent", async () => {
    const invitee = `kept-${randomUUID().slice(0, 8)}@example.com`;
    const invited = await t.request({
      method: "POST",
      url: "/api/user/invite",
      cookie: cast.admin.cookie,
      payload: { email: invitee, companyId: cast.companyId },
    });
    expect(invited.statusCode).toBe(201);
    const [product] = await t.context.db
      .insert(products)
      .values({ companyId: cast.companyId, ownerId: cast.admin.id, name: `Kept ${randomUUID().slice(0, 6)}` })
      .returning();

    expect((await deleteOne(cast.admin.id, cast.platformAdmin.cookie)).statusCode).toBe(200);
    const [invitation] = await t.context.db.select().from(invitations).where(eq(invitations.email, invitee));
    expect(invitation).toMatchObject({ invitedBy: null, revokedAt: null, acceptedAt: null });
    const [kept] = await t.context.db
      .select()
      .from(products)
      .where(eq(products.id, product?.id ?? ""));
    expect(kept?.ownerId).toBeNull();
    expect(await privilegeOf(cast.companyId, cast.admin.id)).toBeNull();
  });
});

describe("POST /api/user/delete-bulk-users", () => {
  it("lets platform admins only delete in bulk", async () => {
    const targets = await Promise.all([createUser(t, leaderSignUp()), createUser(t, leaderSignUp())]);
    const userIds = targets.map((target) => target.id);
    for (const role of ["visitor", "member", "otherAdmin", "admin", "owner"] as CastRole[]) {
      const response = await deleteBulk({ userIds }, cookieOf(cast, role));
      expect([role, response.statusCode]).toEqual([role, role === "visitor" ? 401 : 403]);
    }
    expect(await existing(userIds)).toEqual([...userIds].sort());

    const response = await deleteBulk({ userIds: [...userIds, userIds[0]] }, cast.platformAdmin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().deletedIds.sort()).toEqual([...userIds].sort());
    expect(await existing(userIds)).toEqual([]);
    for (const target of targets) expect(await sessionWorks(target)).toBe(false);
  });

  it("refuses the caller's own account with 400, deleting nobody", async () => {
    const target = await createUser(t, leaderSignUp());
    const response = await deleteBulk(
      { userIds: [target.id, cast.platformAdmin.id] },
      cast.platformAdmin.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe("Invalid");
    expect(await existing([target.id, cast.platformAdmin.id])).toEqual(
      [target.id, cast.platformAdmin.id].sort(),
    );
  });

  it("deletes all or nothing: unknown ids are 404 naming them", async () => {
    const target = await createUser(t, leaderSignUp());
    const response = await deleteBulk(
      { userIds: [target.id, "ghost-1", "ghost-2"] },
      cast.platformAdmin.cookie,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().messages[0]).toContain("ghost-1, ghost-2");
    expect(await existing([target.id])).toEqual([target.id]);
    expect(await sessionWorks(target)).toBe(true);
  });

  it("deletes all or nothing: a company left without an owner refuses the whole batch", async () => {
    const target = await createUser(t, leaderSignUp());
    const response = await deleteBulk({ userIds: [target.id, cast.owner.id] }, cast.platformAdmin.cookie);
    expect(response.statusCode).toBe(422);
    expect(await existing([target.id, cast.owner.id])).toEqual([target.id, cast.owner.id].sort());

    // Deleting every owner and admin together, with a hand-over, leaves the company's remaining person in charge.
    const colleague = await createUser(t, leaderSignUp());
    await t.context.db.update(users).set({ companyId: cast.companyId }).where(eq(users.id, colleague.id));
    const handedOver = await deleteBulk(
      { userIds: [target.id, cast.owner.id, cast.admin.id], handOverOwnership: true },
      cast.platformAdmin.cookie,
    );
    expect(handedOver.statusCode).toBe(200);
    expect(handedOver.json().handedOver).toEqual([expect.objectContaining({ newOwnerId: colleague.id })]);
  });

  it("keeps a company's owner when it has another one among its admins", async () => {
    const coOwner = await createUser(t, leaderSignUp());
    await makeCompanyAdmin(t, cast.companyId, coOwner, "owner");
    const response = await deleteBulk({ userIds: [cast.owner.id] }, cast.platformAdmin.cookie);
    expect(response.statusCode).toBe(200);
    expect(await privilegeOf(cast.companyId, coOwner.id)).toBe("owner");
  });

  it("deletes 1,000 selected accounts as one audited action, or none of them when one is the caller's", async () => {
    const stamp = randomUUID();
    const rows = Array.from({ length: MAX_BULK_DELETE }, (_, index) => ({
      id: `bulk-${stamp}-${index}`,
      name: `Bulk Member ${index}`,
      email: `bulk-${index}-${stamp}@example.com`,
    }));
    await t.context.db.insert(users).values(rows);
    const userIds = rows.map((row) => row.id);

    const refused = await deleteBulk(
      { userIds: [...userIds.slice(1), cast.platformAdmin.id] },
      cast.platformAdmin.cookie,
    );
    expect(refused.statusCode).toBe(400);
    expect((await existing(userIds)).length).toBe(MAX_BULK_DELETE);

    const response = await deleteBulk({ userIds }, cast.platformAdmin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().deletedIds).toHaveLength(MAX_BULK_DELETE);
    expect(await existing(userIds)).toEqual([]);
    const entries = await t.context.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.action, "users.deleted"));
    const entry = entries.find((row) => row.targetIds.includes(userIds[0] as string));
    expect(entries.filter((row) => row.targetIds.includes(userIds[0] as string))).toHaveLength(1);
    expect(entry?.targetIds).toHaveLength(MAX_BULK_DELETE);
    expect(entry?.targetLabel).toBe(`${MAX_BULK_DELETE} accounts`);
  });

  it(`checks the list: 1 to ${MAX_BULK_DELETE} ids`, async () => {
    for (const userIds of [[], Array.from({ length: MAX_BULK_DELETE + 1 }, (_, index) => `id-${index}`)]) {
      const response = await deleteBulk({ userIds }, cast.platformAdmin.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().reason).toBe("Invalid");
    }
  });
});
