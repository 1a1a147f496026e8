// SQL for products: pages by name with owner and image in the same query, lookups and writes.

import type { Executor } from "@server/platform/database/client";
import { users } from "@server/platform/database/schema/auth";
import { companyAdmins, products } from "@server/platform/database/schema/companies";
import { uploads } from "@server/platform/database/schema/uploads";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";

const productColumns = {
  id: products.id,
  companyId: products.companyId,
  name: products.name,
  description: products.description,
  website: products.website,
  imageKey: uploads.storageKey,
  imageThumbnailKey: uploads.thumbnailKey,
  ownerId: users.id,
  ownerName: users.name,
  ownerJobTitle: users.jobTitle,
  ownerPhotoUrl: users.image,
  ownerVisibility: users.profileVisibility,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

export type ProductRow = {
  id: string;
  companyId: string;
  name: string;
  description: string | null;
  website: string | null;
  imageKey: string | null;
  imageThumbnailKey: string | null;
  ownerId: string | null;
  ownerName: string | null;
  ownerJobTitle: string | null;
  ownerPhotoUrl: string | null;
  ownerVisibility: unknown;
  createdAt: Date;
  updatedAt: Date;
};

/** Sort key of the product list: lowercased name, then id. */
export type ProductKey = [string, string];

function selectProducts(db: Executor) {
  return db
    .select(productColumns)
    .from(products)
    .leftJoin(users, eq(users.id, products.ownerId))
    .leftJoin(uploads, eq(uploads.id, products.imageUploadId));
}

/** One page of a company's products by name; `after` continues a keyset, else `offset` rows are skipped. */
export async function listProducts(
  db: Executor,
  companyId: string,
  page: { limit: number; after?: ProductKey; offset?: number },
): Promise<ProductRow[]> {
  const conditions: SQL[] = [eq(products.companyId, companyId)];
  if (page.after) {
    conditions.push(
      sql`(lower(${products.name}), ${products.id}) > (${page.after[0]}, ${page.after[1]}::uuid)`,
    );
  }
  return selectProducts(db)
    .where(and(...conditions))
    .orderBy(sql`lower(${products.name})`, asc(products.id))
    .limit(page.limit)
    .offset(page.after ? 0 : (page.offset ?? 0));
}

export function productKey(row: ProductRow): ProductKey {
  return [row.name.toLowerCase(), row.id];
}

/** The product when it belongs to this company; a product of another company counts as unknown. */
export async function findProduct(
  db: Executor,
  companyId: string,
  productId: string,
): Promise<ProductRow | null> {
  const [row] = await selectProducts(db)
    .where(and(eq(products.companyId, companyId), eq(products.id, productId)))
    .limit(1);
  return row ?? null;
}

export type ProductValues = Partial<Omit<typeof products.$inferInsert, "id" | "companyId">>;

/** Creates the product unless the company has one of that name (any case); null when it has. */
export async function insertProduct(
  db: Executor,
  companyId: string,
  values: ProductValues & { name: string },
): Promise<string | null> {
  const [row] = await db
    .insert(products)
    .values({ ...values, companyId })
    .onConflictDoNothing()
    .returning({ id: products.id });
  return row?.id ?? null;
}

/** Applies the changes; false when the new name is taken by another product of the company. */
export async function updateProduct(
  db: Executor,
  productId: string,
  values: ProductValues,
): Promise<boolean> {
  try {
    await db
      .update(products)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(products.id, productId));
    return true;
  } catch (error) {
    // The unique index decides, so two concurrent renames cannot both win.
    if (violates(error, "products_company_name_idx")) return false;
    throw error;
  }
}

/** Whether a query failed on this unique index (drizzle wraps the driver's error as its cause). */
function violates(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ("code" in current && current.code === "23505") {
      return "constraint" in current && current.constraint === constraint;
    }
  }
  return false;
}

/** Deletes the company's product; false when it has none with this id. */
export async function deleteProduct(db: Executor, companyId: string, productId: string): Promise<boolean> {
  const deleted = await db
    .delete(products)
    .where(and(eq(products.companyId, companyId), eq(products.id, productId)))
    .returning({ id: products.id });
  return deleted.length > 0;
}

/**
 * Who a member is to the company, to decide whether they may own one of its products: null when no
 * such member exists.
 */
export async function findOwnerCandidate(
  db: Executor,
  companyId: string,
  userId: string,
): Promise<{ worksThere: boolean; isAdmin: boolean } | null> {
  const [row] = await db
    .select({
      worksThere: sql<boolean>`${users.companyId} IS NOT DISTINCT FROM ${companyId}::uuid`,
      isAdmin: sql<boolean>`EXISTS (SELECT 1 FROM ${companyAdmins}
        WHERE ${companyAdmins.companyId} = ${companyId} AND ${companyAdmins.userId} = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
