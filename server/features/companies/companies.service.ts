// Rules for companies: who sees which company, what a write may contain (reference values, the
// logo), creating a company with its creator as owner, following, employees and followers.

import type {
  Company,
  CompanyDirectoryQuery,
  CompanyFilterAttribute,
  CompanyFilters,
  CompanyPage,
  CompanySummary,
  CreateCompanyInput,
  Employee,
  FollowState,
  UpdateCompanyInput,
  UserSearchResult,
} from "@common/companies";
import type { PageQuery } from "@common/pagination";
import type { ReferenceKind } from "@common/reference-data";
import { fileUrl } from "@common/uploads";
import { highlightFollower } from "@server/features/insights/highlights.repository";
import { notifyCompanyFollower } from "@server/features/notifications/notifications.service";
import { shownFields, visiblePerson } from "@server/features/people/person-visibility";
import { recordActivity, recordView } from "@server/features/performance/activity.service";
import { knownReferenceNames } from "@server/features/reference-data/reference-data.service";
import { recordCompanyPageView } from "@server/features/signals/signals.service";
import { requireOwnUpload } from "@server/features/uploads/uploads.service";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database, Executor } from "@server/platform/database/client";
import { alreadyExists, invalid, notFound } from "@server/platform/errors";
import { cursorPart, decodeCursor, toPage } from "@server/platform/http/cursor";
import { z } from "zod";
import {
  addCompanyAdmin,
  type CompanySummaryRow,
  type CompanyValues,
  countFollowers,
  directoryKey,
  findCompanyProfile,
  findCompanyRedirect,
  follow,
  insertCompany,
  listDirectory,
  listEmployees,
  listFilterValues,
  listFollowers,
  searchUsers,
  setUserCompanyIfNone,
  unfollow,
  updateCompany,
} from "./companies.repository";
import { canSeeCompany, findCompanyAccess, requireCompanyAdmin } from "./company-access";

export function toCompanySummary(row: CompanySummaryRow): CompanySummary {
  return {
    id: row.id,
    name: row.name,
    isPage: row.isPage,
    headquarter: row.headquarter,
    industry: row.industry,
    size: row.size,
    logoUrl: fileUrl(row.logoKey),
  };
}

const DirectoryCursor = z.tuple([cursorPart.boolean, cursorPart.text, cursorPart.uuid]);
// Member ids are better-auth ids, not UUIDs.
const PersonCursor = z.tuple([cursorPart.text, cursorPart.text]);
const FollowerCursor = z.tuple([cursorPart.timestamp, cursorPart.text]);

/** The directory: visitors see pages only. */
export async function listCompanies(
  db: Database,
  user: SessionUser | null,
  query: CompanyDirectoryQuery & { pagesOnly?: boolean },
): Promise<CompanyPage> {
  const { cursor, page, limit, search, headquarter, industry, size, revenueBand } = query;
  const after = cursor ? decodeCursor(cursor, DirectoryCursor) : undefined;
  const rows = await listDirectory(
    db,
    { search, headquarter, industry, size, revenueBand, pagesOnly: query.pagesOnly || !user },
    { limit: limit + 1, after, offset: (page - 1) * limit },
  );
  return toPage(rows, limit, toCompanySummary, directoryKey);
}

export async function companyFilters(
  db: Database,
  user: SessionUser | null,
  attributes: CompanyFilterAttribute[],
): Promise<CompanyFilters> {
  const filters: CompanyFilters = {};
  for (const attribute of new Set(attributes)) {
    filters[attribute] = await listFilterValues(db, attribute, !user);
  }
  return filters;
}

/** Where the address of a company merged into another leads. */
export interface CompanyMoved {
  movedTo: string;
}

/**
 * The profile as its page opens it: for a leader, a view of what the company sells (signals). The
 * address of a company merged into another says which company it is now.
 */
export async function openCompanyPage(
  db: Database,
  user: SessionUser | null,
  companyId: string,
): Promise<Company | CompanyMoved> {
  const row = await findCompanyProfile(db, companyId, user?.id ?? null);
  if (!row) {
    const movedTo = await findCompanyRedirect(db, companyId);
    if (movedTo) return { movedTo };
  }
  const company = toCompany(user, row);
  await recordCompanyPageView(db, user, companyId, { kind: "company", id: companyId });
  recordView(db, { vendorCompanyId: companyId, kind: "profileView", userId: user?.id ?? null });
  return company;
}

export async function getCompany(
  db: Database,
  user: SessionUser | null,
  companyId: string,
): Promise<Company> {
  return toCompany(user, await findCompanyProfile(db, companyId, user?.id ?? null));
}

function toCompany(user: SessionUser | null, row: Awaited<ReturnType<typeof findCompanyProfile>>): Company {
  if (!row || !canSeeCompany(user, row.company)) throw notFound("Company");
  const { company } = row;
  return {
    ...toCompanySummary({ ...company, logoKey: row.logoKey }),
    revenueBand: company.revenueBand,
    description: company.description,
    website: company.website,
    specialities: company.specialities,
    interests: company.interests,
    logoThumbnailUrl: fileUrl(row.logoThumbnailKey),
    followerCount: company.followerCount,
    employeeCount: company.employeeCount,
    productCount: company.productCount,
    verifiedAt: company.verifiedAt?.toISOString() ?? null,
    isFollowing: row.viewerFollows,
    bookmarked: row.viewerBookmarked,
    viewerPrivilege: row.viewerPrivilege,
    viewerCanEdit: Boolean(row.viewerPrivilege || user?.isPlatformAdmin),
    viewerHasPendingAdminRequest: row.viewerHasPendingAdminRequest,
    createdAt: company.createdAt.toISOString(),
    updatedAt: company.updatedAt.toISOString(),
  };
}

/** Checks a write's values against the reference lists and the caller's uploads. */
async function toCompanyValues(
  db: Executor,
  user: SessionUser,
  input: UpdateCompanyInput | CreateCompanyInput,
): Promise<CompanyValues> {
  const { logoUploadId, website, ...rest } = input;
  const values: CompanyValues = { ...rest };
  const problems: string[] = [];

  const checkOne = async (field: "industry" | "size", kind: ReferenceKind) => {
    const value = input[field];
    if (!value) return;
    const known = await knownReferenceNames(db, kind, [value]);
    const name = known.get(value.toLowerCase());
    if (name) values[field] = name;
    else problems.push(`${field}: "${value}" is not in the list of ${kind.replace("-", " ")}`);
  };
  const checkList = async (field: "specialities" | "interests", kind: ReferenceKind) => {
    const names = input[field];
    if (!names) return;
    const known = await knownReferenceNames(db, kind, names);
    const unknown = names.filter((name) => !known.has(name.toLowerCase()));
    if (unknown.length) problems.push(`${field}: not in the list: ${unknown.join(", ")}`);
    else values[field] = names.map((name) => known.get(name.toLowerCase()) ?? name);
  };
  await checkOne("industry", "industries");
  await checkOne("size", "company-sizes");
  await checkList("specialities", "company-specialities");
  await checkList("interests", "interests");

  if (website !== undefined) {
    values.website = website;
    values.domain = website ? domainOf(website) : null;
  }
  if (logoUploadId !== undefined) {
    if (logoUploadId) {
      await requireOwnUpload(db, user, logoUploadId, "image", "logoUploadId");
    }
    values.logoUploadId = logoUploadId;
  }
  if (problems.length) throw invalid(...problems);
  return values;
}

/** "https://www.Example.com/about" -> "example.com" */
export function domainOf(website: string): string | null {
  try {
    return new URL(website).hostname.toLowerCase().replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}

/** Any member may create a company; they become its first owner and, if they have none, work there. */
export async function createCompany(
  db: Database,
  user: SessionUser,
  input: CreateCompanyInput,
): Promise<Company> {
  const companyId = await db.transaction(async (tx) => {
    const values = await toCompanyValues(tx, user, input);
    const created = await insertCompany(tx, { ...values, name: input.name });
    if (!created) throw alreadyExists(`A company named "${input.name}" already exists.`);
    await addCompanyAdmin(tx, created.id, user.id, "owner");
    await setUserCompanyIfNone(tx, user.id, created.id);
    return created.id;
  });
  return getCompany(db, user, companyId);
}

export async function editCompany(
  db: Database,
  user: SessionUser,
  companyId: string,
  input: UpdateCompanyInput,
): Promise<Company> {
  await db.transaction(async (tx) => {
    await requireCompanyAdmin(tx, user, companyId);
    const values = await toCompanyValues(tx, user, input);
    if (!(await updateCompany(tx, companyId, values))) {
      throw alreadyExists(`A company named "${input.name}" already exists.`);
    }
  });
  return getCompany(db, user, companyId);
}

export async function setFollowing(
  db: Database,
  user: SessionUser,
  companyId: string,
  following: boolean,
): Promise<FollowState> {
  await findCompanyAccess(db, user, companyId);
  if (following) {
    await db.transaction(async (tx) => {
      if (await follow(tx, companyId, user.id)) {
        await highlightFollower(tx, user.id, companyId);
        await recordActivity(tx, { vendorCompanyId: companyId, kind: "follow", userId: user.id });
      }
      await notifyCompanyFollower(tx, { actorId: user.id, companyId });
    });
  } else {
    await unfollow(db, companyId, user.id);
  }
  return { isFollowing: following, followerCount: await countFollowers(db, companyId) };
}

/** The company's people; members only, as it names individuals. */
export async function companyEmployees(
  db: Database,
  user: SessionUser,
  companyId: string,
  query: PageQuery & { search?: string },
): Promise<{ items: Employee[]; nextCursor: string | null }> {
  await findCompanyAccess(db, user, companyId);
  const after = query.cursor ? decodeCursor(query.cursor, PersonCursor) : undefined;
  const rows = await listEmployees(db, user.id, companyId, {
    limit: query.limit + 1,
    after,
    offset: (query.page - 1) * query.limit,
    search: query.search,
  });
  return toPage(
    rows,
    query.limit,
    (row) => ({
      ...visiblePerson(user, row.id, row.visibility, {
        id: row.id,
        name: row.name,
        jobTitle: row.jobTitle,
        photoUrl: row.photoUrl,
      }),
      privilege: row.privilege === "owner" || row.privilege === "admin" ? row.privilege : null,
    }),
    (row) => [row.name.toLowerCase(), row.id],
  );
}

/** Who follows the company: its admins see the list; everyone sees the count on the profile. */
export async function companyFollowers(db: Database, user: SessionUser, companyId: string, query: PageQuery) {
  await requireCompanyAdmin(db, user, companyId);
  const after = query.cursor ? decodeCursor(query.cursor, FollowerCursor) : undefined;
  const rows = await listFollowers(db, companyId, {
    limit: query.limit + 1,
    after,
    offset: (query.page - 1) * query.limit,
  });
  return toPage(
    rows,
    query.limit,
    (row) => ({
      ...visiblePerson(user, row.id, row.visibility, {
        id: row.id,
        name: row.name,
        jobTitle: row.jobTitle,
        photoUrl: row.photoUrl,
      }),
      followedAt: row.followedAt.toISOString(),
    }),
    (row) => [row.followedAtKey, row.id],
  );
}

export async function findPeople(
  db: Database,
  user: SessionUser,
  query: { search: string; companyId?: string; limit: number },
): Promise<UserSearchResult> {
  const rows = await searchUsers(db, user.id, query.search, query);
  return {
    items: rows.flatMap((row) => {
      const shown = shownFields(user, row.id, row.visibility);
      if (row.colleague) shown.company = true;
      // Searching one company's people would tell whom it employs.
      if (query.companyId && !shown.company) return [];
      return [
        {
          id: row.id,
          name: row.name,
          jobTitle: shown.jobTitle ? row.jobTitle : null,
          photoUrl: shown.photo ? row.photoUrl : null,
          company:
            shown.company && row.companyId && row.companyName
              ? { id: row.companyId, name: row.companyName }
              : null,
        },
      ];
    }),
  };
}
