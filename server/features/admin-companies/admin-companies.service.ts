// The console's companies (platform admins): finding them, verifying a page, handing a company to
// a new owner, and merging a duplicate into the company it repeats. Every change is one
// transaction with its audit log entry.
import type {
  AdminCompaniesQuery,
  AdminCompany,
  AdminCompanyPage,
  MergePreview,
  MergeResult,
} from "@common/admin-companies";
import { type AuditOrigin, recordAdminAction } from "@server/features/audit-log/audit-log.repository";
import { INSIGHTS_RECOUNT_JOB } from "@server/features/insights/insights.jobs";
import { refreshRankings } from "@server/features/insights/rankings.repository";
import { PERFORMANCE_RECOUNT_JOB } from "@server/features/performance/performance.jobs";
import { requirePlatformAdmin, type SessionUser } from "@server/platform/auth/session";
import type { Database, Executor } from "@server/platform/database/client";
import { failure, notFound } from "@server/platform/errors";
import { cursorPart, decodeCursor, toPage } from "@server/platform/http/cursor";
import type { Jobs } from "@server/platform/jobs/jobs";
import { z } from "zod";
import {
  type AdminCompanyRow,
  clashingProductNames,
  countMergeParts,
  findAdminCompany,
  findMember,
  findSubscriptions,
  isPaid,
  listAdminCompanies,
  lockCompanies,
  MERGE_RULES,
  makeSoleOwner,
  mergeCompanyRows,
  type SubscriptionSummary,
  setVerifiedAt,
} from "./admin-companies.repository";

const ADMINS_ONLY = "can manage companies";

const AdminCompanyCursor = z.tuple([cursorPart.text, cursorPart.uuid]);

/** The merge route's description: what happens to each table that names a company. */
export const MERGE_DESCRIPTION = [
  "The company in the path is the duplicate: everything that names it moves to intoId's company in one transaction, then it is deleted and its address (GET /api/companies/{id}) answers 308 with the address of the company it was merged into; addresses that led to the duplicate lead there too.",
  "Refused (422) when merging a company into itself, when both companies have a paid subscription (active or past due: end one first), and when both list a product of the same name (rename or remove one first); 404 when either company is unknown.",
  `Table by table: ${Object.entries(MERGE_RULES)
    .map(([column, rule]) => `${column} ${rule}`)
    .join("; ")}.`,
].join(" ");

function toAdminCompany(row: AdminCompanyRow): AdminCompany {
  return {
    id: row.id,
    name: row.name,
    isPage: row.isPage,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    owners: row.owners,
    peopleCount: row.peopleCount,
    followerCount: row.followerCount,
    productCount: row.productCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** How a missing company to merge into is named in the 404. */
const INTO = "Company to merge into";

async function requireAdminCompany(db: Executor, id: string, what = "Company"): Promise<AdminCompany> {
  const row = await findAdminCompany(db, id);
  if (!row) throw notFound(what);
  return toAdminCompany(row);
}

export async function listCompaniesForAdmins(
  db: Database,
  user: SessionUser,
  query: AdminCompaniesQuery,
): Promise<AdminCompanyPage> {
  requirePlatformAdmin(user, ADMINS_ONLY);
  const { limit, cursor, ...filter } = query;
  const after = cursor ? decodeCursor(cursor, AdminCompanyCursor) : undefined;
  const rows = await listAdminCompanies(db, filter, { limit: limit + 1, after });
  return toPage(rows, limit, toAdminCompany, (row) => [row.name.toLowerCase(), row.id]);
}

/**
 * Marks a page verified, or withdraws that. Asking for the state the company is already in changes
 * nothing and records nothing: the log holds changes.
 */
export async function setCompanyVerified(
  db: Database,
  user: SessionUser,
  origin: AuditOrigin,
  companyId: string,
  verified: boolean,
): Promise<AdminCompany> {
  requirePlatformAdmin(user, ADMINS_ONLY);
  return db.transaction(async (tx) => {
    const [company] = await lockCompanies(tx, [companyId]);
    if (!company) throw notFound("Company");
    if (Boolean(company.verifiedAt) !== verified) {
      const verifiedAt = await setVerifiedAt(tx, companyId, verified);
      await recordAdminAction(tx, user, origin, {
        action: verified ? "company.verified" : "company.unverified",
        target: { kind: "company", ids: [companyId], label: company.name },
        before: { verifiedAt: company.verifiedAt?.toISOString() ?? null },
        after: { verifiedAt: verifiedAt?.toISOString() ?? null },
      });
    }
    return requireAdminCompany(tx, companyId);
  });
}

/**
 * Makes one of the company's people its owner; whoever owned it before stays on as an admin. The
 * new owner must work there (users.company_id) and be able to sign in. Handing the company to its
 * only owner changes nothing and records nothing.
 */
export async function transferOwnership(
  db: Database,
  user: SessionUser,
  origin: AuditOrigin,
  companyId: string,
  newOwnerId: string,
): Promise<AdminCompany> {
  requirePlatformAdmin(user, ADMINS_ONLY);
  return db.transaction(async (tx) => {
    const [company] = await lockCompanies(tx, [companyId]);
    if (!company) throw notFound("Company");
    const member = await findMember(tx, newOwnerId);
    if (!member || member.companyId !== companyId) {
      throw failure(
        `The new owner must be one of ${company.name}'s people: ${member ? `${member.name} does not work there` : "no member has that id"}.`,
      );
    }
    if (member.suspendedAt) {
      throw failure(`${member.name} is suspended: restore their account before handing them the company.`);
    }
    const before = await requireAdminCompany(tx, companyId);
    if (before.owners.length === 1 && before.owners[0]?.id === newOwnerId) return before;
    await makeSoleOwner(tx, companyId, newOwnerId);
    const after = await requireAdminCompany(tx, companyId);
    await recordAdminAction(tx, user, origin, {
      action: "company.ownership-transferred",
      target: { kind: "company", ids: [companyId, newOwnerId], label: company.name },
      before: { owners: before.owners },
      after: { owners: after.owners },
    });
    return after;
  });
}

/** Why a merge would be refused as things stand; empty when it can go ahead. */
async function mergeRefusals(
  db: Executor,
  duplicate: AdminCompany,
  into: AdminCompany,
  held: SubscriptionSummary[],
): Promise<string[]> {
  const refusals: string[] = [];
  if (held.filter(isPaid).length === 2) {
    refusals.push(
      `Both ${duplicate.name} and ${into.name} have a paid subscription: end one of them before merging, as only one can stay.`,
    );
  }
  const clashes = await clashingProductNames(db, duplicate.id, into.id);
  if (clashes.length > 0) {
    refusals.push(
      `Both companies list ${clashes.map((name) => `“${name}”`).join(", ")}: rename or remove the duplicate's ${clashes.length === 1 ? "product" : "products"} first.`,
    );
  }
  return refusals;
}

function refuseSelfMerge(duplicateId: string, intoId: string): void {
  if (duplicateId === intoId)
    throw failure("A company cannot be merged into itself: choose another company.");
}

/** What a merge would move and whether it would be refused, for the console to confirm with. */
export async function previewMerge(
  db: Database,
  user: SessionUser,
  duplicateId: string,
  intoId: string,
): Promise<MergePreview> {
  requirePlatformAdmin(user, ADMINS_ONLY);
  refuseSelfMerge(duplicateId, intoId);
  const duplicate = await requireAdminCompany(db, duplicateId);
  const into = await requireAdminCompany(db, intoId, INTO);
  const held = await findSubscriptions(db, [duplicateId, intoId]);
  return {
    duplicate,
    into,
    moves: await countMergeParts(db, duplicateId),
    refusals: await mergeRefusals(db, duplicate, into, held),
  };
}

/**
 * Merges the duplicate into the company that stays (MERGE_DESCRIPTION). The scores and performance
 * counts of what moved are counted again by jobs that run once the merge commits.
 */
export async function mergeCompanies(
  deps: { db: Database; jobs: Jobs },
  user: SessionUser,
  origin: AuditOrigin,
  duplicateId: string,
  intoId: string,
): Promise<MergeResult> {
  requirePlatformAdmin(user, ADMINS_ONLY);
  refuseSelfMerge(duplicateId, intoId);
  return deps.db.transaction(async (tx) => {
    const locked = await lockCompanies(tx, [duplicateId, intoId]);
    if (!locked.some((company) => company.id === duplicateId)) throw notFound("Company");
    if (!locked.some((company) => company.id === intoId)) throw notFound(INTO);
    const duplicate = await requireAdminCompany(tx, duplicateId);
    const before = await requireAdminCompany(tx, intoId);
    const held = await findSubscriptions(tx, [duplicateId, intoId], { lock: true });
    const [refusal] = await mergeRefusals(tx, duplicate, before, held);
    if (refusal) throw failure(refusal);

    const outcome = await mergeCompanyRows(tx, { from: duplicateId, into: intoId }, held);
    await refreshRankings(tx, { vendorCompanyId: intoId });
    if (outcome.intentTypes.length > 0) {
      const pairs = outcome.intentTypes.map((intentType) => ({ companyId: intoId, intentType }));
      await deps.jobs.send(INSIGHTS_RECOUNT_JOB, { pairs }, { executor: tx });
    }
    if (outcome.vendorDays.length > 0) {
      await deps.jobs.send(PERFORMANCE_RECOUNT_JOB, { vendorDays: outcome.vendorDays }, { executor: tx });
    }
    const into = await requireAdminCompany(tx, intoId);
    const side = (company: AdminCompany) => ({
      id: company.id,
      name: company.name,
      people: company.peopleCount,
      followers: company.followerCount,
      products: company.productCount,
    });
    await recordAdminAction(tx, user, origin, {
      action: "company.merged",
      target: { kind: "company", ids: [duplicateId, intoId], label: `${duplicate.name} into ${into.name}` },
      before: { duplicate: side(duplicate), into: side(before), moved: outcome.moved },
      after: { into: side(into), redirect: { from: duplicateId, to: intoId } },
    });
    return { into, moved: outcome.moved };
  });
}
