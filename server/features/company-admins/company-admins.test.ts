import { randomUUID } from "node:crypto";
import { users } from "@server/platform/database/schema/auth";
import { companyAdmins, companyMembershipRequests } from "@server/platform/database/schema/companies";
import { createUser, leaderSignUp, setUpTestApp, type TestUser, vendorSignUp } from "@server/test/app";
import {
  type CastRole,
  companyIdOf,
  cookieOf,
  makeCompanyAdmin,
  setUpCompanyCast,
} from "@server/test/company-cast";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setUpTestApp();
const cast = setUpCompanyCast(t, "each test");

const ROLES: CastRole[] = ["visitor", "member", "otherAdmin", "admin", "owner", "platformAdmin"];

async function privileges(companyId: string) {
  const rows = await t.context.db
    .select({ userId: companyAdmins.userId, privilege: companyAdmins.privilege })
    .from(companyAdmins)
    .where(eq(companyAdmins.companyId, companyId));
  return Object.fromEntries(rows.map((row) => [row.userId, row.privilege]));
}

async function askForAdminRights(user: TestUser, companyId = cast.companyId) {
  const response = await t.request({
    method: "POST",
    url: `/api/companies/${companyId}/company-admin-requests`,
    cookie: user.cookie,
    payload: { message: "I run our marketing." },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string };
}

describe("listing", () => {
  it("shows the owners first, then admins, to any member", async () => {
    expect(
      (await t.request({ method: "GET", url: `/api/companies/${cast.companyId}/company-admins` })).statusCode,
    ).toBe(401);
    const response = await t.request({
      method: "GET",
      url: `/api/companies/${cast.companyId}/company-admins`,
      cookie: cast.member.cookie,
    });
    expect(
      response.json().items.map((admin: { id: string; privilege: string }) => [admin.id, admin.privilege]),
    ).toEqual([
      [cast.owner.id, "owner"],
      [cast.admin.id, "admin"],
    ]);
  });

  it("shows the admin requests to the company's admins only", async () => {
    await askForAdminRights(cast.member);
    const statuses: Record<CastRole, number> = {
      visitor: 401,
      member: 403,
      otherAdmin: 403,
      admin: 200,
      owner: 200,
      platformAdmin: 200,
    };
    for (const role of ROLES) {
      const response = await t.request({
        method: "GET",
        url: `/api/companies/${cast.companyId}/company-admin-requests`,
        cookie: cookieOf(cast, role),
      });
      expect(response.statusCode, role).toBe(statuses[role]);
    }
    const list = await t.request({
      method: "GET",
      url: `/api/companies/${cast.companyId}/company-admin-requests`,
      cookie: cast.owner.cookie,
    });
    expect(list.json().items).toEqual([
      expect.objectContaining({
        status: "pending",
        message: "I run our marketing.",
        user: expect.objectContaining({ id: cast.member.id }),
      }),
    ]);
  });
});

describe("asking for admin rights", () => {
  it("takes one pending request per member and none from an admin", async () => {
    await askForAdminRights(cast.member);
    const again = await t.request({
      method: "POST",
      url: `/api/companies/${cast.companyId}/company-admin-requests`,
      cookie: cast.member.cookie,
    });
    expect(again.statusCode).toBe(409);
    const fromAdmin = await t.request({
      method: "POST",
      url: `/api/companies/${cast.companyId}/company-admin-requests`,
      cookie: cast.admin.cookie,
    });
    expect(fromAdmin.statusCode).toBe(409);
    const profile = await t.request({
      method: "GET",
      url: `/api/companies/${cast.companyId}`,
      cookie: cast.member.cookie,
    });
    expect(profile.json().viewerHasPendingAdminRequest).toBe(true);
  });

  it("needs a session and a known company", async () => {
    const visitor = await t.request({
      method: "POST",
      url: `/api/companies/${cast.companyId}/company-admin-requests`,
    });
    expect(visitor.statusCode).toBe(401);
    const unknown = await t.request({
      method: "POST",
      url: `/api/companies/${randomUUID()}/company-admin-requests`,
      cookie: cast.member.cookie,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("answering a request", () => {
  const owners: Record<CastRole, number> = {
    visitor: 401,
    member: 403,
    otherAdmin: 403,
    admin: 403,
    owner: 200,
    platformAdmin: 200,
  };

  for (const role of ROLES) {
    it(`approve answers ${owners[role]} to ${role}`, async () => {
      const request = await askForAdminRights(cast.member);
      const response = await t.request({
        method: "POST",
        url: `/api/companies/${cast.companyId}/company-admin-requests/${request.id}/approve`,
        cookie: cookieOf(cast, role),
      });
      expect(response.statusCode).toBe(owners[role]);
      expect((await privileges(cast.companyId))[cast.member.id]).toBe(
        owners[role] === 200 ? "admin" : undefined,
      );
    });

    it(`decline answers ${owners[role]} to ${role}`, async () => {
      const request = await askForAdminRights(cast.member);
      const response = await t.request({
        method: "POST",
        url: `/api/companies/${cast.companyId}/company-admin-requests/${request.id}/decline`,
        cookie: cookieOf(cast, role),
      });
      expect(response.statusCode).toBe(owners[role]);
      if (owners[role] === 200) expect(response.json().status).toBe("declined");
      expect((await privileges(cast.companyId))[cast.member.id]).toBeUndefined();
    });
  }

  it("approves as owner when asked, links the member to the company, and answers only once", async () => {
    const request = await askForAdminRights(cast.member);
    const url = `/api/companies/${cast.companyId}/company-admin-requests/${request.id}/approve`;
    const approved = await t.request({
      method: "POST",
      url,
      cookie: cast.owner.cookie,
      payload: { privilege: "owner" },
    });
    expect(approved.json()).toMatchObject({ status: "approved" });
    expect((await privileges(cast.companyId))[cast.member.id]).toBe("owner");
    const [member] = await t.context.db.select().from(users).where(eq(users.id, cast.member.id));
    expect(member?.companyId).toBe(cast.companyId);
    const twice = await t.request({ method: "POST", url, cookie: cast.owner.cookie });
    expect(twice.statusCode).toBe(422);
  });

  it("does not answer another company's request under this company's path", async () => {
    const request = await askForAdminRights(cast.member, cast.otherCompanyId);
    const response = await t.request({
      method: "POST",
      url: `/api/companies/${cast.companyId}/company-admin-requests/${request.id}/approve`,
      cookie: cast.owner.cookie,
    });
    expect(response.statusCode).toBe(404);
    expect((await privileges(cast.otherCompanyId))[cast.member.id]).toBeUndefined();
  });
});

describe("privileges", () => {
  for (const role of ROLES) {
    const expected = {
      visitor: 401,
      member: 403,
      otherAdmin: 403,
      admin: 403,
      owner: 200,
      platformAdmin: 200,
    }[role];
    it(`PATCH answers ${expected} to ${role}`, async () => {
      const response = await t.request({
        method: "PATCH",
        url: `/api/companies/${cast.companyId}/company-admins/${cast.admin.id}`,
        cookie: cookieOf(cast, role),
        payload: { privilege: "owner" },
      });
      expect(response.statusCode).toBe(expected);
      expect((await privileges(cast.companyId))[cast.admin.id]).toBe(expected === 200 ? "owner" : "admin");
    });
  }

  it("never demotes the last owner, and does once there is another", async () => {
    const url = `/api/companies/${cast.companyId}/company-admins/${cast.owner.id}`;
    const refused = await t.request({
      method: "PATCH",
      url,
      cookie: cast.owner.cookie,
      payload: { privilege: "admin" },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      reason: "Failure",
      messages: [expect.stringContaining("at least one owner")],
    });
    await t.request({
      method: "PATCH",
      url: `/api/companies/${cast.companyId}/company-admins/${cast.admin.id}`,
      cookie: cast.owner.cookie,
      payload: { privilege: "owner" },
    });
    const accepted = await t.request({
      method: "PATCH",
      url,
      cookie: cast.owner.cookie,
      payload: { privilege: "admin" },
    });
    expect(accepted.statusCode).toBe(200);
  });

  it("keeps an owner when two owners demote each other at the same moment", async () => {
    await makeCompanyAdmin(t, cast.companyId, cast.member, "owner");
    const demote = (actor: TestUser, target: TestUser) =>
      t.request({
        method: "PATCH",
        url: `/api/companies/${cast.companyId}/company-admins/${target.id}`,
        cookie: actor.cookie,
        payload: { privilege: "admin" },
      });
    const results = await Promise.all([demote(cast.owner, cast.member), demote(cast.member, cast.owner)]);
    const owners = Object.values(await privileges(cast.companyId)).filter(
      (privilege) => privilege === "owner",
    );
    expect(owners).toHaveLength(1);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 403]);
  });

  it("refuses an unknown privilege and an unknown admin", async () => {
    const bad = await t.request({
      method: "PATCH",
      url: `/api/companies/${cast.companyId}/company-admins/${cast.admin.id}`,
      cookie: cast.owner.cookie,
      payload: { privilege: "king" },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.request({
      method: "PATCH",
      url: `/api/companies/${cast.companyId}/company-admins/${cast.member.id}`,
      cookie: cast.owner.cookie,
      payload: { privilege: "admin" },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("removing admins", () => {
  for (const role of ROLES) {
    const expected = {
      visitor: 401,
      member: 403,
      otherAdmin: 403,
      admin: 403,
      owner: 200,
      platformAdmin: 200,
    }[role];
    it(`DELETE of another admin answers ${expected} to ${role}`, async () => {
      const extra = await createUser(t, leaderSignUp());
      await makeCompanyAdmin(t, cast.companyId, extra);
      const response = await t.request({
        method: "DELETE",
        url: `/api/companies/${cast.companyId}/company-admins/${extra.id}`,
        cookie: cookieOf(cast, role),
      });
      expect(response.statusCode).toBe(expected);
      expect((await privileges(cast.companyId))[extra.id]).toBe(expected === 200 ? undefined : "admin");
    });
  }

  it("lets an admin step down, but not the last owner", async () => {
    const stepDown = await t.request({
      method: "DELETE",
      url: `/api/companies/${cast.companyId}/company-admins/${cast.admin.id}`,
      cookie: cast.admin.cookie,
    });
    expect(stepDown.statusCode).toBe(200);
    const lastOwner = await t.request({
      method: "DELETE",
      url: `/api/companies/${cast.companyId}/company-admins/${cast.owner.id}`,
      cookie: cast.owner.cookie,
    });
    expect(lastOwner.statusCode).toBe(422);
    expect((await privileges(cast.companyId))[cast.owner.id]).toBe("owner");
  });

  it("removes several at once, all or nothing", async () => {
    const extra = await createUser(t, leaderSignUp());
    await makeCompanyAdmin(t, cast.companyId, extra);
    const url = `/api/factor/companies/${cast.companyId}/admins`;
    const partlyUnknown = await t.request({
      method: "DELETE",
      url,
      cookie: cast.owner.cookie,
      payload: { userIds: [extra.id, cast.member.id] },
    });
    expect(partlyUnknown.statusCode).toBe(404);
    const withLastOwner = await t.request({
      method: "DELETE",
      url,
      cookie: cast.owner.cookie,
      payload: { userIds: [extra.id, cast.owner.id] },
    });
    expect(withLastOwner.statusCode).toBe(422);
    expect(Object.keys(await privileges(cast.companyId))).toHaveLength(3);
    const removed = await t.request({
      method: "DELETE",
      url,
      cookie: cast.owner.cookie,
      payload: { userIds: [extra.id, cast.admin.id] },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().items.map((admin: { id: string }) => admin.id)).toEqual([cast.owner.id]);
    const empty = await t.request({
      method: "DELETE",
      url,
      cookie: cast.owner.cookie,
      payload: { userIds: [] },
    });
    expect(empty.statusCode).toBe(400);
    const visitor = await t.request({ method: "DELETE", url, payload: { userIds: [cast.admin.id] } });
    expect(visitor.statusCode).toBe(401);
  });
});

describe("requests to join", () => {
  it("lets the company's admins let in a vendor who signed up with the company's name", async () => {
    const companyName = (
      await t.request({ method: "GET", url: `/api/companies/${cast.companyId}`, cookie: cast.owner.cookie })
    ).json().name;
    const joiner = await createUser(t, vendorSignUp({ companyName: companyName.toUpperCase() }));
    const list = await t.request({
      method: "GET",
      url: `/api/companies/${cast.companyId}/membership-requests`,
      cookie: cast.admin.cookie,
    });
    expect(list.statusCode).toBe(200);
    const [request] = list.json().items;
    expect(request.user.id).toBe(joiner.id);
    const byMember = await t.request({
      method: "POST",
      url: `/api/companies/${cast.companyId}/membership-requests/${request.id}/approve`,
      cookie: cast.member.cookie,
    });
    expect(byMember.statusCode).toBe(403);
    const approved = await t.request({
      method: "POST",
      url: `/api/companies/${cast.companyId}/membership-requests/${request.id}/approve`,
      cookie: cast.admin.cookie,
    });
    expect(approved.json().status).toBe("approved");
    expect(await companyIdOf(t, joiner)).toBe(cast.companyId);
    const [row] = await t.context.db
      .select()
      .from(companyMembershipRequests)
      .where(and(eq(companyMembershipRequests.id, request.id)));
    expect(row?.status).toBe("approved");
  });
});
