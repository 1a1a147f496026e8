// The people a company permission test needs: for one company, its owner and an admin; a member
// with no tie to it; an admin of another company; a platform admin; and the visitor (no cookie).

import { users } from "@server/platform/database/schema/auth";
import { companyAdmins } from "@server/platform/database/schema/companies";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach } from "vitest";
import { createUser, leaderSignUp, type TestApp, type TestUser, vendorSignUp } from "./app";

export interface CompanyCast {
  companyId: string;
  otherCompanyId: string;
  owner: TestUser;
  admin: TestUser;
  member: TestUser;
  otherAdmin: TestUser;
  platformAdmin: TestUser;
}

export type CastRole = "visitor" | "member" | "otherAdmin" | "admin" | "owner" | "platformAdmin";

/** The member's company id, read from their profile. */
export async function companyIdOf(t: TestApp, user: TestUser): Promise<string> {
  const response = await t.request({ method: "GET", url: "/api/profile", cookie: user.cookie });
  const companyId = response.json().company?.id;
  if (!companyId) throw new Error(`${user.email} has no company: ${response.body}`);
  return companyId;
}

export async function makePlatformAdmin(t: TestApp, user: TestUser): Promise<void> {
  await t.context.db.update(users).set({ isPlatformAdmin: true }).where(eq(users.id, user.id));
}

export async function makeCompanyAdmin(
  t: TestApp,
  companyId: string,
  user: TestUser,
  privilege: "owner" | "admin" = "admin",
): Promise<void> {
  await t.context.db.insert(companyAdmins).values({ companyId, userId: user.id, privilege });
}

export async function createCompanyCast(t: TestApp): Promise<CompanyCast> {
  const owner = await createUser(t, vendorSignUp());
  const otherAdmin = await createUser(t, vendorSignUp());
  const [admin, member, platformAdmin] = await Promise.all([
    createUser(t, leaderSignUp()),
    createUser(t, leaderSignUp()),
    createUser(t, leaderSignUp()),
  ]);
  const companyId = await companyIdOf(t, owner);
  await makeCompanyAdmin(t, companyId, admin);
  await makePlatformAdmin(t, platformAdmin);
  return {
    companyId,
    otherCompanyId: await companyIdOf(t, otherAdmin),
    owner,
    admin,
    member,
    otherAdmin,
    platformAdmin,
  };
}

/**
 * A company cast made once for the file's tests, or afresh for each test when tests change it.
 * Like setUpTestApp's app, it is filled in when the tests start.
 */
export function setUpCompanyCast(t: TestApp, freshFor: "file" | "each test"): CompanyCast {
  const cast = {} as CompanyCast;
  const hook = freshFor === "file" ? beforeAll : beforeEach;
  hook(async () => {
    Object.assign(cast, await createCompanyCast(t));
  });
  return cast;
}

/**
 * What each role gets from a write only the company's admins (and platform admins) may make:
 * `ok` for them, 401 for the visitor and 403 for everyone else. For `it.each`.
 */
export function adminWriteMatrix(ok: number): [CastRole, number][] {
  return [
    ["visitor", 401],
    ["member", 403],
    ["otherAdmin", 403],
    ["admin", ok],
    ["owner", ok],
    ["platformAdmin", ok],
  ];
}

/**
 * What each role gets from a route for platform admins only: 401 for the visitor, 403 for every
 * member of the cast, `ok` for the platform admin. For `it.each`.
 */
export function platformAdminMatrix(ok: number): [CastRole, number][] {
  return [
    ["visitor", 401],
    ["member", 403],
    ["otherAdmin", 403],
    ["admin", 403],
    ["owner", 403],
    ["platformAdmin", ok],
  ];
}

/** The cookie a role sends; the visitor sends none. */
export function cookieOf(cast: CompanyCast, role: CastRole): string | undefined {
  return role === "visitor" ? undefined : cast[role].cookie;
}
