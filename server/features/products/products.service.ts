// Rules for products: they are seen as their company is, changed by its admins, owned by someone
// who works at the company or administers it, and named uniquely within the company.

import type { PageQuery } from "@common/pagination";
import type { CreateProductInput, Product, ProductPage, UpdateProductInput } from "@common/products";
import { fileUrl } from "@common/uploads";
import { requireCompanyAdmin, requireVisibleCompany } from "@server/features/companies/company-access";
import { shownFields, type Viewer } from "@server/features/people/person-visibility";
import { recordView } from "@server/features/performance/activity.service";
import { recordCompanyPageView } from "@server/features/signals/signals.service";
import { requireOwnUpload } from "@server/features/uploads/uploads.service";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database, Executor } from "@server/platform/database/client";
import { alreadyExists, invalid, notFound } from "@server/platform/errors";
import { cursorPart, decodeCursor, toPage } from "@server/platform/http/cursor";
import { z } from "zod";
import {
  deleteProduct,
  findOwnerCandidate,
  findProduct,
  insertProduct,
  listProducts,
  type ProductRow,
  type ProductValues,
  productKey,
  updateProduct,
} from "./products.repository";

const ProductCursor = z.tuple([cursorPart.text, cursorPart.uuid]);

/** The owner is named on their company's product only to those who may see where they work. */
function productOwner(viewer: Viewer, row: ProductRow): Product["owner"] {
  if (!row.ownerId || row.ownerName === null) return null;
  const shown = shownFields(viewer, row.ownerId, row.ownerVisibility);
  if (!shown.company) return null;
  return {
    id: row.ownerId,
    name: row.ownerName,
    jobTitle: shown.jobTitle ? row.ownerJobTitle : null,
    photoUrl: shown.photo ? row.ownerPhotoUrl : null,
  };
}

function toProduct(viewer: Viewer, row: ProductRow): Product {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    description: row.description,
    website: row.website,
    imageUrl: fileUrl(row.imageKey),
    imageThumbnailUrl: fileUrl(row.imageThumbnailKey),
    owner: productOwner(viewer, row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** 404 unless the caller may see the company: a company they may not see does not exist for them. */
export async function companyProducts(
  db: Database,
  user: SessionUser | null,
  companyId: string,
  query: PageQuery,
): Promise<ProductPage> {
  await requireVisibleCompany(db, user, companyId);
  const after = query.cursor ? decodeCursor(query.cursor, ProductCursor) : undefined;
  const rows = await listProducts(db, companyId, {
    limit: query.limit + 1,
    after,
    offset: (query.page - 1) * query.limit,
  });
  return toPage(rows, query.limit, (row) => toProduct(user, row), productKey);
}

export async function getProduct(
  db: Database,
  user: SessionUser | null,
  companyId: string,
  productId: string,
): Promise<Product> {
  await requireVisibleCompany(db, user, companyId);
  const row = await findProduct(db, companyId, productId);
  if (!row) throw notFound("Product");
  return toProduct(user, row);
}

/** The product as its page opens it: for a leader, a view of what the company sells (signals). */
export async function openProductPage(
  db: Database,
  user: SessionUser | null,
  companyId: string,
  productId: string,
): Promise<Product> {
  const product = await getProduct(db, user, companyId, productId);
  await recordCompanyPageView(db, user, companyId, { kind: "product", id: productId });
  recordView(db, { vendorCompanyId: companyId, kind: "productView", userId: user?.id ?? null });
  return product;
}

/** Only someone who works at the company or administers it may answer for its product. */
async function checkOwner(db: Executor, companyId: string, userId: string, field: string): Promise<void> {
  const candidate = await findOwnerCandidate(db, companyId, userId);
  if (!candidate) throw notFound("User");
  if (!candidate.worksThere && !candidate.isAdmin) {
    throw invalid(`${field}: this person neither works at the company nor administers it`);
  }
}

function toProductValues(input: CreateProductInput | UpdateProductInput): ProductValues {
  const values: ProductValues = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.description !== undefined) values.description = input.description;
  if (input.website !== undefined) values.website = input.website;
  if (input.imageUploadId !== undefined) values.imageUploadId = input.imageUploadId;
  return values;
}

export async function createProduct(
  db: Database,
  user: SessionUser,
  companyId: string,
  ownerId: string,
  input: CreateProductInput,
): Promise<Product> {
  const productId = await db.transaction(async (tx) => {
    await requireCompanyAdmin(tx, user, companyId);
    await checkOwner(tx, companyId, ownerId, "userId");
    if (input.imageUploadId) await requireOwnUpload(tx, user, input.imageUploadId, "image", "imageUploadId");
    const id = await insertProduct(tx, companyId, { ...toProductValues(input), name: input.name, ownerId });
    if (!id) throw alreadyExists(`The company already has a product named "${input.name}".`);
    return id;
  });
  return getProduct(db, user, companyId, productId);
}

export async function editProduct(
  db: Database,
  user: SessionUser,
  companyId: string,
  productId: string,
  input: UpdateProductInput,
): Promise<Product> {
  await db.transaction(async (tx) => {
    await requireCompanyAdmin(tx, user, companyId);
    if (!(await findProduct(tx, companyId, productId))) throw notFound("Product");
    const values = toProductValues(input);
    if (input.ownerId !== undefined) {
      if (input.ownerId !== null) await checkOwner(tx, companyId, input.ownerId, "ownerId");
      values.ownerId = input.ownerId;
    }
    if (input.imageUploadId) await requireOwnUpload(tx, user, input.imageUploadId, "image", "imageUploadId");
    if (!(await updateProduct(tx, productId, values))) {
      throw alreadyExists(`The company already has a product named "${input.name}".`);
    }
  });
  return getProduct(db, user, companyId, productId);
}

export async function removeProduct(
  db: Database,
  user: SessionUser,
  companyId: string,
  productId: string,
): Promise<void> {
  await requireCompanyAdmin(db, user, companyId);
  if (!(await deleteProduct(db, companyId, productId))) throw notFound("Product");
}
