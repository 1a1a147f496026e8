// Rules for resources: seen as their company is, written by its admins; documents and videos point
// at a file of that kind the caller uploaded, links at an address of their own.

import type {
  CreateResourceInput,
  Resource,
  ResourcePage,
  ResourcesQuery,
  UpdateResourceInput,
} from "@common/resources";
import { ResourceKindSchema } from "@common/resources";
import { fileUrl } from "@common/uploads";
import { requireCompanyAdmin, requireVisibleCompany } from "@server/features/companies/company-access";
import { requireOwnUpload } from "@server/features/uploads/uploads.service";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database, Executor } from "@server/platform/database/client";
import { invalid, notFound } from "@server/platform/errors";
import { cursorPart, decodeCursor, toPage } from "@server/platform/http/cursor";
import { z } from "zod";
import {
  deleteResource,
  findResource,
  insertResource,
  listResources,
  type ResourceRow,
  resourceKey,
  updateResource,
} from "./resources.repository";

const ResourceCursor = z.tuple([cursorPart.timestamp, cursorPart.uuid]);

function toResource(row: ResourceRow): Resource {
  const kind = ResourceKindSchema.parse(row.kind);
  const isLink = kind === "link";
  return {
    id: row.id,
    companyId: row.companyId,
    title: row.title,
    description: row.description,
    kind,
    url: isLink ? row.url : fileUrl(row.storageKey),
    fileName: isLink ? null : row.fileName,
    contentType: isLink ? null : row.contentType,
    sizeBytes: isLink ? null : row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** 404 unless the caller may see the company: a company they may not see does not exist for them. */
export async function companyResources(
  db: Database,
  user: SessionUser | null,
  query: ResourcesQuery,
): Promise<ResourcePage> {
  await requireVisibleCompany(db, user, query.companyId);
  const after = query.cursor ? decodeCursor(query.cursor, ResourceCursor) : undefined;
  const rows = await listResources(db, query.companyId, {
    limit: query.limit + 1,
    after,
    offset: (query.page - 1) * query.limit,
    kind: query.kind,
  });
  return toPage(rows, query.limit, toResource, resourceKey);
}

async function getResource(db: Executor, resourceId: string): Promise<Resource> {
  const row = await findResource(db, resourceId);
  if (!row) throw notFound("Resource");
  return toResource(row);
}

export async function createResource(
  db: Database,
  user: SessionUser,
  input: CreateResourceInput,
): Promise<Resource> {
  await requireCompanyAdmin(db, user, input.companyId);
  if (input.kind !== "link" && input.uploadId) {
    await requireOwnUpload(db, user, input.uploadId, input.kind, "uploadId");
  }
  const id = await insertResource(db, { ...input, createdBy: user.id });
  return getResource(db, id);
}

/** The resource, if the caller administers its company: 401, then 404, then 403. */
async function requireResourceAdmin(db: Executor, user: SessionUser, resourceId: string) {
  const row = await findResource(db, resourceId);
  if (!row) throw notFound("Resource");
  await requireCompanyAdmin(db, user, row.companyId);
  return row;
}

export async function editResource(
  db: Database,
  user: SessionUser,
  resourceId: string,
  input: UpdateResourceInput,
): Promise<Resource> {
  const row = await requireResourceAdmin(db, user, resourceId);
  if (input.url !== undefined && row.kind !== "link") {
    throw invalid(`url: a ${row.kind} takes its url from its upload`);
  }
  await updateResource(db, resourceId, input);
  return getResource(db, resourceId);
}

export async function removeResource(db: Database, user: SessionUser, resourceId: string): Promise<void> {
  await requireResourceAdmin(db, user, resourceId);
  await deleteResource(db, resourceId);
}
