import type { Executor } from "@server/platform/database/client";
import { users } from "@server/platform/database/schema/auth";
import { companies } from "@server/platform/database/schema/companies";
import { referenceItems } from "@server/platform/database/schema/reference-data";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { CatalogueItem } from "./reference-catalogue";

/** Where a row sits in a list's order; the cursor carries it (see listItems). */
export interface ReferenceSortKey {
  /** 0 exact, 1 prefix, 2 word prefix, 3 substring, 4 look-alike; always 0 without a search. */
  bucket: number;
  /** 1 - strict word similarity for look-alikes, 0 otherwise. */
  distance: number;
  /** The position for lists ordered by it, 0 otherwise. */
  position: number;
  sortName: string;
  id: string;
}

export interface ListItemsOptions {
  kind: string;
  orderByPosition: boolean;
  /** Lowercased, trimmed, non-empty; absent for the whole list. */
  search?: string;
  limit: number;
  offset: number;
  after?: ReferenceSortKey;
}

const UNPOSITIONED_LAST = 2_147_483_647;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * One page of a list plus the total that matches. A search ranks exact, prefix, word-prefix and
 * substring matches before trigram look-alikes, so a typo such as "secrity" still finds
 * "Cloud Security". Look-alikes use strict word similarity (`<<%`, served by the trigram index,
 * threshold pg_trgm.strict_word_similarity_threshold, 0.5 by default): it compares the search with
 * whole words of the name, where plain similarity would penalise long names and `<%` (any run of
 * trigrams, threshold 0.6) misses a single typo in an eight-letter word. Names sort by their
 * lowercase bytes (COLLATE "C") so that the order, and the cursor built on it, is the same on every
 * PostgreSQL whatever its locale.
 */
export async function listItems(db: Executor, options: ListItemsOptions) {
  const lowerName = sql`lower(${referenceItems.name})`;
  const { search } = options;
  let match: SQL | undefined;
  let bucket: SQL<number> = sql<number>`0`;
  let distance: SQL<number> = sql<number>`0::float8`;
  if (search) {
    const pattern = escapeLike(search);
    const contains = sql`${lowerName} like ${`%${pattern}%`}`;
    match = sql`(${contains} or ${search}::text <<% ${lowerName})`;
    bucket = sql<number>`case
      when ${lowerName} = ${search}::text then 0
      when ${lowerName} like ${`${pattern}%`} then 1
      when ${lowerName} like ${`% ${pattern}%`} or ${lowerName} like ${`%/${pattern}%`}
        or ${lowerName} like ${`%-${pattern}%`} then 2
      when ${contains} then 3
      else 4 end`;
    distance = sql<number>`(case when ${contains} then 0
      else 1 - strict_word_similarity(${search}::text, ${lowerName}) end)::float8`;
  }
  const position = options.orderByPosition
    ? sql<number>`coalesce(${referenceItems.position}, ${UNPOSITIONED_LAST})`
    : sql<number>`0`;
  const where = and(eq(referenceItems.kind, options.kind), match);

  const ranked = db
    .select({
      id: referenceItems.id,
      name: referenceItems.name,
      position: referenceItems.position,
      bucket: bucket.as("bucket"),
      distance: distance.as("distance"),
      sortPosition: position.as("sort_position"),
      sortName: sql<string>`${lowerName} collate "C"`.as("sort_name"),
    })
    .from(referenceItems)
    .where(where)
    .as("ranked");

  const { after } = options;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(ranked)
      .where(
        after
          ? sql`(${ranked.bucket}, ${ranked.distance}, ${ranked.sortPosition}, ${ranked.sortName}, ${ranked.id})
              > (${after.bucket}::int, ${after.distance}::float8, ${after.position}::int,
                 ${after.sortName}::text collate "C", ${after.id}::uuid)`
          : undefined,
      )
      .orderBy(ranked.bucket, ranked.distance, ranked.sortPosition, ranked.sortName, ranked.id)
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(referenceItems).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export type RankedItemRow = Awaited<ReturnType<typeof listItems>>["rows"][number];

/** Reads the item and locks it until the transaction ends, so that two renames run one after the other. */
export async function lockItem(db: Executor, kind: string, id: string) {
  const [item] = await db
    .select({ id: referenceItems.id, name: referenceItems.name, position: referenceItems.position })
    .from(referenceItems)
    .where(and(eq(referenceItems.kind, kind), eq(referenceItems.id, id)))
    .for("update")
    .limit(1);
  return item ?? null;
}

/** Returns null when the list already has the name in any case. */
export async function insertItem(db: Executor, kind: string, item: CatalogueItem) {
  const [created] = await db
    .insert(referenceItems)
    .values({ kind, name: item.name, position: item.position })
    .onConflictDoNothing()
    .returning({ id: referenceItems.id, name: referenceItems.name, position: referenceItems.position });
  return created ?? null;
}

/**
 * Returns null when another item of the list has the new name in any case. The update runs in a
 * savepoint so that the unique violation a concurrent insert can still cause leaves the caller's
 * transaction usable.
 */
export async function updateItem(
  db: Executor,
  id: string,
  values: { name?: string; position?: number | null },
) {
  try {
    return await db.transaction(async (savepoint) => {
      const [updated] = await savepoint
        .update(referenceItems)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(referenceItems.id, id))
        .returning({ id: referenceItems.id, name: referenceItems.name, position: referenceItems.position });
      return updated ?? null;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** The deleted item; null when the list has no such item. */
export async function deleteItem(db: Executor, kind: string, id: string) {
  const [deleted] = await db
    .delete(referenceItems)
    .where(and(eq(referenceItems.kind, kind), eq(referenceItems.id, id)))
    .returning({ id: referenceItems.id, name: referenceItems.name, position: referenceItems.position });
  return deleted ?? null;
}

/** Which of these lists have at least one item. */
export async function findKindsWithItems(db: Executor, kinds: readonly string[]) {
  const rows = await db
    .selectDistinct({ kind: referenceItems.kind })
    .from(referenceItems)
    .where(inArray(referenceItems.kind, [...kinds]));
  return new Set(rows.map((row) => row.kind));
}

/** Adds the items a list lacks (by lowercase name); another instance seeding at once is harmless. */
export async function insertMissingItems(db: Executor, kind: string, items: readonly CatalogueItem[]) {
  if (items.length === 0) return;
  await db
    .insert(referenceItems)
    .values(items.map((item) => ({ kind, name: item.name, position: item.position })))
    .onConflictDoNothing();
}

export type CompanyTextColumn = "industry" | "size";
export type CompanyListColumn = "specialities" | "interests";

export async function renameCompanyText(db: Executor, column: CompanyTextColumn, from: string, to: string) {
  const target = companies[column];
  await db
    .update(companies)
    .set(column === "industry" ? { industry: to } : { size: to })
    .where(eq(target, from));
}

/** Replaces the value inside the array; where the array already holds the new name, drops the old. */
export async function renameCompanyListValue(
  db: Executor,
  column: CompanyListColumn,
  from: string,
  to: string,
) {
  const target = companies[column];
  const renamed = sql<string[]>`case when ${to}::text = any(${target})
    then array_remove(${target}, ${from}::text)
    else array_replace(${target}, ${from}::text, ${to}::text) end`;
  await db
    .update(companies)
    .set(column === "specialities" ? { specialities: renamed } : { interests: renamed })
    .where(sql`${from}::text = any(${target})`);
}

/** Members choose their industry from the same list at sign-up. */
export async function renameUserIndustry(db: Executor, from: string, to: string) {
  await db.update(users).set({ industry: to }).where(eq(users.industry, from));
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ("code" in cause && cause.code === "23505") return true;
  }
  return false;
}

/** Of the given names, those the reference list of this kind holds, in its spelling. */
export async function findReferenceNames(
  db: Executor,
  kind: string,
  names: string[],
): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ name: referenceItems.name })
    .from(referenceItems)
    .where(
      and(
        eq(referenceItems.kind, kind),
        inArray(
          sql`lower(${referenceItems.name})`,
          names.map((name) => name.toLowerCase()),
        ),
      ),
    );
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.name]));
}
