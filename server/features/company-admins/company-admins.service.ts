// Rules for company admins (DESIGN.md section 7): any member may ask for admin rights; owners
// approve or decline, change privileges and remove admins; an admin may step down; a company always
// keeps at least one owner, also when two owners act at the same moment (the company row is locked).
import type { CompanyAdmin, CompanyAdminRequest, CompanyMembershipRequest } from "@common/company-admins";
import type { CompanyPrivilege } from "@common/profile";
import { setUserCompany, setUserCompanyIfNone } from "@server/features/companies/companies.repository";
import {
  findCompanyAccess,
  requireCompanyAdmin,
  requireCompanyOwner,
} from "@server/features/companies/company-access";
import {
  notifyAdminRequest,
  notifyAdminRequestAnswer,
} from "@server/features/notifications/notifications.service";
import { shownFields, visiblePerson } from "@server/features/people/person-visibility";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database, Executor } from "@server/platform/database/client";
import { alreadyExists, failure, forbidden, notFound } from "@server/platform/errors";
import {
  countOwners,
  decideAdminRequest,
  decideMembershipRequest,
  deleteAdmins,
  findAdminRequest,
  findAdmins,
  findMembershipRequest,
  insertAdminRequest,
  listAdminRequests,
  listAdmins,
  listMembershipRequests,
  lockCompany,
  setPrivilege,
  upsertAdmin,
} from "./company-admins.repository";

const LAST_OWNER = "A company keeps at least one owner: make someone else an owner first.";

type AdminRow = Awaited<ReturnType<typeof listAdmins>>[number];
type AdminRequestRow = NonNullable<Awaited<ReturnType<typeof findAdminRequest>>>;
type MembershipRow = NonNullable<Awaited<ReturnType<typeof findMembershipRequest>>>;

const toPrivilege = (value: string): CompanyPrivilege => (value === "owner" ? "owner" : "admin");
const toStatus = (value: string) => (value === "approved" || value === "declined" ? value : "pending");

// An admin speaks for the company: that role is shown to members whatever the admin's company
// visibility; their photo and job title follow their settings.
function toAdmin(user: SessionUser, row: AdminRow): CompanyAdmin {
  const shown = shownFields(user, row.id, row.visibility);
  return {
    id: row.id,
    name: row.name,
    jobTitle: shown.jobTitle ? row.jobTitle : null,
    photoUrl: shown.photo ? row.photoUrl : null,
    privilege: toPrivilege(row.privilege),
    since: row.since.toISOString(),
  };
}

/** The person asking, as the company's admins may see them. */
function requester(viewer: SessionUser, { visibility, ...person }: AdminRequestRow["user"]) {
  return visiblePerson(viewer, person.id, visibility, person);
}

function toAdminRequest(viewer: SessionUser, row: AdminRequestRow): CompanyAdminRequest {
  return {
    id: row.id,
    companyId: row.companyId,
    user: requester(viewer, row.user),
    message: row.message,
    status: toStatus(row.status),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

function toMembershipRequest(viewer: SessionUser, row: MembershipRow): CompanyMembershipRequest {
  return {
    id: row.id,
    companyId: row.companyId,
    user: requester(viewer, row.user),
    status: toStatus(row.status),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Who runs the company: any member may see it. */
export async function companyAdmins(
  db: Database,
  user: SessionUser,
  companyId: string,
): Promise<CompanyAdmin[]> {
  await findCompanyAccess(db, user, companyId);
  return (await listAdmins(db, companyId)).map((row) => toAdmin(user, row));
}

export async function adminRequests(
  db: Database,
  user: SessionUser,
  companyId: string,
  status: string,
): Promise<CompanyAdminRequest[]> {
  await requireCompanyAdmin(db, user, companyId);
  return (await listAdminRequests(db, companyId, status)).map((row) => toAdminRequest(user, row));
}

export async function requestAdminRights(
  db: Database,
  user: SessionUser,
  companyId: string,
  message: string | undefined,
): Promise<CompanyAdminRequest> {
  const access = await findCompanyAccess(db, user, companyId);
  if (access.privilege) throw alreadyExists("You are already an admin of this company.");
  const created = await db.transaction(async (tx) => {
    const inserted = await insertAdminRequest(tx, { companyId, userId: user.id, message: message || null });
    if (inserted) await notifyAdminRequest(tx, { actorId: user.id, companyId, requestId: inserted.id });
    return inserted;
  });
  if (!created)
    throw alreadyExists("You have already asked for admin rights; the owners have not answered yet.");
  const request = await findAdminRequest(db, companyId, created.id);
  if (!request) throw notFound("Admin request");
  return toAdminRequest(user, request);
}

/** Runs an owner's change with the company locked; 404 when it vanished meanwhile. */
async function asOwner<T>(
  db: Database,
  user: SessionUser,
  companyId: string,
  change: (tx: Executor) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    if (!(await lockCompany(tx, companyId))) throw notFound("Company");
    await requireCompanyOwner(tx, user, companyId);
    return change(tx);
  });
}

async function pendingAdminRequest(tx: Executor, companyId: string, requestId: string) {
  const request = await findAdminRequest(tx, companyId, requestId);
  if (!request) throw notFound("Admin request");
  if (request.status !== "pending") throw failure("This request has already been answered.");
  return request;
}

export async function approveAdminRequest(
  db: Database,
  user: SessionUser,
  companyId: string,
  requestId: string,
  privilege: CompanyPrivilege,
): Promise<CompanyAdminRequest> {
  return asOwner(db, user, companyId, async (tx) => {
    const request = await pendingAdminRequest(tx, companyId, requestId);
    if (!(await decideAdminRequest(tx, requestId, "approved", user.id))) {
      throw failure("This request has already been answered.");
    }
    await upsertAdmin(tx, companyId, request.user.id, privilege);
    await setUserCompanyIfNone(tx, request.user.id, companyId);
    await notifyAdminRequestAnswer(tx, {
      actorId: user.id,
      companyId,
      requestId,
      requesterId: request.user.id,
      approved: true,
    });
    return toAdminRequest(user, { ...request, status: "approved", decidedAt: new Date() });
  });
}

export async function declineAdminRequest(
  db: Database,
  user: SessionUser,
  companyId: string,
  requestId: string,
): Promise<CompanyAdminRequest> {
  return asOwner(db, user, companyId, async (tx) => {
    const request = await pendingAdminRequest(tx, companyId, requestId);
    if (!(await decideAdminRequest(tx, requestId, "declined", user.id))) {
      throw failure("This request has already been answered.");
    }
    await notifyAdminRequestAnswer(tx, {
      actorId: user.id,
      companyId,
      requestId,
      requesterId: request.user.id,
      approved: false,
    });
    return toAdminRequest(user, { ...request, status: "declined", decidedAt: new Date() });
  });
}

export async function changePrivilege(
  db: Database,
  user: SessionUser,
  companyId: string,
  adminId: string,
  privilege: CompanyPrivilege,
): Promise<CompanyAdmin[]> {
  await asOwner(db, user, companyId, async (tx) => {
    const [admin] = await findAdmins(tx, companyId, [adminId]);
    if (!admin) throw notFound("Company admin");
    if (admin.privilege === "owner" && privilege !== "owner" && (await countOwners(tx, companyId)) <= 1) {
      throw failure(LAST_OWNER);
    }
    await setPrivilege(tx, companyId, adminId, privilege);
  });
  return (await listAdmins(db, companyId)).map((row) => toAdmin(user, row));
}

/**
 * Removes admins: owners may remove anyone, an admin may remove only themself (step down).
 * All or nothing; unknown admins are 404; the last owner stays.
 */
export async function removeAdmins(
  db: Database,
  user: SessionUser,
  companyId: string,
  userIds: string[],
): Promise<CompanyAdmin[]> {
  const ids = [...new Set(userIds)];
  await db.transaction(async (tx) => {
    if (!(await lockCompany(tx, companyId))) throw notFound("Company");
    const access = await findCompanyAccess(tx, user, companyId);
    const stepsDown = ids.length === 1 && ids[0] === user.id && access.privilege !== null;
    if (!stepsDown && access.privilege !== "owner" && !user.isPlatformAdmin) {
      throw forbidden("Only the company's owners can do this.");
    }
    const admins = await findAdmins(tx, companyId, ids);
    const missing = ids.filter((id) => !admins.some((admin) => admin.userId === id));
    if (missing.length) throw notFound(`Company admin ${missing.join(", ")}`);
    const removedOwners = admins.filter((admin) => admin.privilege === "owner").length;
    if (removedOwners > 0 && (await countOwners(tx, companyId)) - removedOwners < 1) {
      throw failure(LAST_OWNER);
    }
    await deleteAdmins(tx, companyId, ids);
  });
  return (await listAdmins(db, companyId)).map((row) => toAdmin(user, row));
}

export async function membershipRequests(
  db: Database,
  user: SessionUser,
  companyId: string,
  status: string,
): Promise<CompanyMembershipRequest[]> {
  await requireCompanyAdmin(db, user, companyId);
  return (await listMembershipRequests(db, companyId, status)).map((row) => toMembershipRequest(user, row));
}

/** Answers a request to join made at sign-up; approving makes the member one of the company's people. */
export async function answerMembershipRequest(
  db: Database,
  user: SessionUser,
  companyId: string,
  requestId: string,
  approve: boolean,
): Promise<CompanyMembershipRequest> {
  return db.transaction(async (tx) => {
    await requireCompanyAdmin(tx, user, companyId);
    const request = await findMembershipRequest(tx, companyId, requestId);
    if (!request) throw notFound("Membership request");
    const status = approve ? "approved" : "declined";
    if (!(await decideMembershipRequest(tx, requestId, status))) {
      throw failure("This request has already been answered.");
    }
    if (approve) await setUserCompany(tx, request.userId, companyId);
    return toMembershipRequest(user, { ...request, status });
  });
}
