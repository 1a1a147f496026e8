// Who may change a company (DESIGN.md section 7): its admins and owners, and platform admins;
// managing admins needs an owner. Every company write asks here first, so the order of answers is
// the same everywhere: 401 without a session, 404 for an unknown company, 403 without the right.
import type { CompanyPrivilege } from "@common/profile";
import type { SessionUser } from "@server/platform/auth/session";
import type { Executor } from "@server/platform/database/client";
import { forbidden, notFound } from "@server/platform/errors";
import { findCompanyPrivilege, findCompanyRow } from "./companies.repository";

export interface CompanyAccess {
  company: NonNullable<Awaited<ReturnType<typeof findCompanyRow>>>;
  /** The member's own privilege; platform admins act with every right but hold none of their own. */
  privilege: CompanyPrivilege | null;
}

export async function findCompanyAccess(
  db: Executor,
  user: SessionUser | null,
  companyId: string,
): Promise<CompanyAccess> {
  const company = await findCompanyRow(db, companyId);
  if (!company) throw notFound("Company");
  const privilege = user ? await findCompanyPrivilege(db, companyId, user.id) : null;
  return { company, privilege };
}

/** A company admin or owner of this company, or a platform admin. */
export async function requireCompanyAdmin(
  db: Executor,
  user: SessionUser,
  companyId: string,
): Promise<CompanyAccess> {
  const access = await findCompanyAccess(db, user, companyId);
  if (!access.privilege && !user.isPlatformAdmin) {
    throw forbidden("Only the company's admins can do this.");
  }
  return access;
}

/** An owner of this company, or a platform admin. */
export async function requireCompanyOwner(
  db: Executor,
  user: SessionUser,
  companyId: string,
): Promise<CompanyAccess> {
  const access = await findCompanyAccess(db, user, companyId);
  if (access.privilege !== "owner" && !user.isPlatformAdmin) {
    throw forbidden("Only the company's owners can do this.");
  }
  return access;
}

/** Reading a company's lists: 404 for an unknown company and for one the caller may not see. */
export async function requireVisibleCompany(db: Executor, user: SessionUser | null, companyId: string) {
  // The caller's privilege is not needed to read, so it is not looked up.
  const { company } = await findCompanyAccess(db, null, companyId);
  if (!canSeeCompany(user, company)) throw notFound("Company");
  return company;
}

/** Visitors see public pages only; members see every company. */
export function canSeeCompany(user: SessionUser | null, company: { isPage: boolean }): boolean {
  return Boolean(user) || company.isPage;
}
