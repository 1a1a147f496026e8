// SQL for resources: a company's pages newest first with the uploaded file in the same query,
// lookups and writes.

import type { ResourceKind } from "@common/resources";
import type { Executor } from "@server/platform/database/client";
import { resources } from "@server/platform/database/schema/companies";
import { uploads } from "@server/platform/database/schema/uploads";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";

const resourceColumns = {
  id: resources.id,
  companyId: resources.companyId,
  title: resources.title,
  description: resources.description,
  kind: resources.kind,
  url: resources.url,
  storageKey: uploads.storageKey,
  fileName: uploads.fileName,
  contentType: uploads.contentType,
  sizeBytes: uploads.sizeBytes,
  createdAt: resources.createdAt,
  // The cursor keeps the full microsecond timestamp; a Date would round it to milliseconds.
  createdAtKey: sql<string>`${resources.createdAt}::text`,
  updatedAt: resources.updatedAt,
};

export type ResourceRow = {
  id: string;
  companyId: string;
  title: string;
  description: string | null;
  kind: string;
  url: string | null;
  storageKey: string | null;
  fileName: string | null;
  contentType: string | null;
  sizeBytes: number | null;
  createdAt: Date;
  createdAtKey: string;
  updatedAt: Date;
};

/** Sort key of the resource list: creation time (as text), then id, both descending. */
export type ResourceKey = [string, string];

function selectResources(db: Executor) {
  return db.select(resourceColumns).from(resources).leftJoin(uploads, eq(uploads.id, resources.uploadId));
}

/** One page of a company's resources, newest first; `after` continues a keyset, else `offset` rows are skipped. */
export async function listResources(
  db: Executor,
  companyId: string,
  page: { limit: number; after?: ResourceKey; offset?: number; kind?: ResourceKind },
): Promise<ResourceRow[]> {
  const conditions: SQL[] = [eq(resources.companyId, companyId)];
  if (page.kind) conditions.push(eq(resources.kind, page.kind));
  if (page.after) {
    conditions.push(
      sql`(${resources.createdAt}, ${resources.id}) < (${page.after[0]}::timestamptz, ${page.after[1]}::uuid)`,
    );
  }
  return selectResources(db)
    .where(and(...conditions))
    .orderBy(desc(resources.createdAt), desc(resources.id))
    .limit(page.limit)
    .offset(page.after ? 0 : (page.offset ?? 0));
}

export function resourceKey(row: ResourceRow): ResourceKey {
  return [row.createdAtKey, row.id];
}

export async function findResource(db: Executor, resourceId: string): Promise<ResourceRow | null> {
  const [row] = await selectResources(db).where(eq(resources.id, resourceId)).limit(1);
  return row ?? null;
}

export type ResourceValues = Partial<Omit<typeof resources.$inferInsert, "id">>;

export async function insertResource(
  db: Executor,
  values: ResourceValues & { companyId: string; title: string; kind: ResourceKind },
): Promise<string> {
  const [row] = await db.insert(resources).values(values).returning({ id: resources.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateResource(
  db: Executor,
  resourceId: string,
  values: ResourceValues,
): Promise<void> {
  await db
    .update(resources)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(resources.id, resourceId));
}

export async function deleteResource(db: Executor, resourceId: string): Promise<void> {
  await db.delete(resources).where(eq(resources.id, resourceId));
}
