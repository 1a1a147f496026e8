// The people the permission matrix (server/platform/http/permission-matrix.test.ts) calls every
// route as, and what each access policy (server/platform/http/access.ts) lets each of them do.
//
// Company C is a vendor company on the Enterprise plan: its owner made it at sign-up, its admin
// and its member work there. Company D is another vendor company, with its owner (otherAdmin)
// and a member. The leader, the platform admin and the visitor have no tie to either company;
// the suspended member works at C and was suspended by a platform admin (their cookie is that
// of the session they had). Whatever an example makes "by its author" is made by the
// leader, and what belongs to "the company" belongs to C.

import type { Access } from "@server/platform/http/access";
import { createUser, leaderSignUp, type TestApp, type TestUser, vendorSignUp } from "./app";
import { companyIdOf, makeCompanyAdmin, makePlatformAdmin } from "./company-cast";

export const ROLES = [
  "visitor",
  "suspended",
  "leader",
  "vendorMember",
  "otherMember",
  "otherAdmin",
  "admin",
  "owner",
  "platformAdmin",
] as const;
export type Role = (typeof ROLES)[number];
export type MemberRole = Exclude<Role, "visitor">;

/** Everyone with a working session: the suspended member's was refused. */
const SIGNED_IN = ROLES.filter((role) => role !== "visitor" && role !== "suspended");

/** Who each policy lets through, in this world. The platform admin has a leader account. */
export const ALLOWED: Record<Access, readonly Role[]> = {
  anyone: ROLES,
  member: SIGNED_IN,
  leader: ["leader", "platformAdmin"],
  vendor: ["vendorMember", "otherMember", "otherAdmin", "admin", "owner"],
  companyPeople: ["vendorMember", "admin", "owner", "platformAdmin"],
  companyAdmin: ["admin", "owner", "platformAdmin"],
  companyOwner: ["owner", "platformAdmin"],
  author: ["leader"],
  authorOrPlatformAdmin: ["leader", "platformAdmin"],
  platformAdmin: ["platformAdmin"],
};

export interface World {
  t: TestApp;
  /** Company C, which "the company" of a policy means. */
  companyId: string;
  /** Company D, the other vendor company. */
  otherCompanyId: string;
  /** Everyone but the visitor. */
  people: Record<MemberRole, TestUser>;
  /** The role's cookie; none for the visitor. */
  cookieOf(role: Role): string | undefined;
  /**
   * A new member in the same place as `role` (a person of C made admin for "admin", and so on),
   * for calls that would end the role's own session or account; null for the visitor.
   */
  standIn(role: Role): Promise<TestUser | null>;
}

/** A vendor who works at the company: signs up naming it, and its owner lets them in. */
async function joinCompany(t: TestApp, owner: TestUser, companyName: string): Promise<TestUser> {
  const person = await createUser(t, vendorSignUp({ companyName }));
  const requests = await t.request({
    method: "GET",
    url: `/api/companies/${await companyIdOf(t, owner)}/membership-requests`,
    cookie: owner.cookie,
  });
  const request = requests.json().items.find((item: { user: { id: string } }) => item.user.id === person.id);
  if (!request) throw new Error(`no request to join ${companyName}: ${requests.body}`);
  const approved = await t.request({
    method: "POST",
    url: `/api/companies/${await companyIdOf(t, owner)}/membership-requests/${request.id}/approve`,
    cookie: owner.cookie,
    headers: { origin: "http://localhost:3000" },
  });
  if (approved.statusCode !== 200) throw new Error(`approving ${person.email}: ${approved.body}`);
  return person;
}

export async function createWorld(t: TestApp): Promise<World> {
  const companyName = `Company C ${Date.now()}`;
  const otherName = `Company D ${Date.now()}`;
  const owner = await createUser(t, vendorSignUp({ companyName, plan: "Enterprise" }));
  const otherAdmin = await createUser(t, vendorSignUp({ companyName: otherName, plan: "Enterprise" }));
  const companyId = await companyIdOf(t, owner);
  const otherCompanyId = await companyIdOf(t, otherAdmin);
  const platformAdmin = await createUser(t, leaderSignUp());
  await makePlatformAdmin(t, platformAdmin);

  const makeMember = async (role: MemberRole): Promise<TestUser> => {
    switch (role) {
      case "leader":
        return createUser(t, leaderSignUp());
      case "platformAdmin": {
        const user = await createUser(t, leaderSignUp());
        await makePlatformAdmin(t, user);
        return user;
      }
      case "owner": {
        const user = await joinCompany(t, owner, companyName);
        await makeCompanyAdmin(t, companyId, user, "owner");
        return user;
      }
      case "admin": {
        const user = await joinCompany(t, owner, companyName);
        await makeCompanyAdmin(t, companyId, user);
        return user;
      }
      case "vendorMember":
        return joinCompany(t, owner, companyName);
      case "otherMember":
        return joinCompany(t, otherAdmin, otherName);
      case "otherAdmin": {
        const user = await joinCompany(t, otherAdmin, otherName);
        await makeCompanyAdmin(t, otherCompanyId, user, "owner");
        return user;
      }
      case "suspended": {
        const user = await joinCompany(t, owner, companyName);
        const suspended = await t.request({
          method: "PUT",
          url: `/api/user/${user.id}/suspension`,
          cookie: platformAdmin.cookie,
          headers: { origin: "http://localhost:3000" },
        });
        if (suspended.statusCode !== 200) throw new Error(`suspending ${user.email}: ${suspended.body}`);
        return user;
      }
    }
  };

  const people: Record<MemberRole, TestUser> = {
    leader: await makeMember("leader"),
    platformAdmin,
    owner,
    admin: await makeMember("admin"),
    vendorMember: await makeMember("vendorMember"),
    otherMember: await makeMember("otherMember"),
    otherAdmin,
    suspended: await makeMember("suspended"),
  };
  return {
    t,
    companyId,
    otherCompanyId,
    people,
    cookieOf: (role) => (role === "visitor" ? undefined : people[role].cookie),
    standIn: async (role) => (role === "visitor" ? null : makeMember(role)),
  };
}
