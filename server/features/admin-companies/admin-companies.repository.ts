// SQL of the console's companies: the list with owners and counts, verification, ownership, and
// the merge of a duplicate, which touches every table that names a company.
import type { AdminCompaniesFilter, CompanyOwner, MergeCounts } from "@common/admin-companies";
import { escapeLike } from "@server/features/companies/companies.repository";
import type { Executor } from "@server/platform/database/client";
import { subscriptions } from "@server/platform/database/schema/accounts";
import { users } from "@server/platform/database/schema/auth";
import { companies, companyAdmins, companyRedirects } from "@server/platform/database/schema/companies";
import { and, asc, eq, inArray, isNotNull, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";

// Qualified by hand: drizzle writes a column of the selected table without its table's name, which
// inside this subquery would be the user's id.
const ownersOf = sql<CompanyOwner[]>`coalesce((
  SELECT json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email) ORDER BY lower(u.name), u.id)
  FROM company_admins ca JOIN users u ON u.id = ca.user_id
  WHERE ca.company_id = companies.id AND ca.privilege = 'owner'), '[]'::json)`;

const adminCompanyColumns = {
  id: companies.id,
  name: companies.name,
  isPage: companies.isPage,
  verifiedAt: companies.verifiedAt,
  owners: ownersOf,
  // Kept by triggers (migration 0003).
  peopleCount: companies.employeeCount,
  followerCount: companies.followerCount,
  productCount: companies.productCount,
  createdAt: companies.createdAt,
};

export type AdminCompanyRow = {
  id: string;
  name: string;
  isPage: boolean;
  verifiedAt: Date | null;
  owners: CompanyOwner[];
  peopleCount: number;
  followerCount: number;
  productCount: number;
  createdAt: Date;
};

/** The key a page continues after: the last row's lowercased name and id (names are unique lowercased). */
export type AdminCompanyKey = [string, string];

const isUuid = (text: string) => z.uuid().safeParse(text).success;

function filterConditions(filter: AdminCompaniesFilter): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (filter.q) {
    // lower(name), as the trigram index has it, as the directory searches names.
    const byName = sql`lower(${companies.name}) LIKE ${`%${escapeLike(filter.q.toLowerCase())}%`}`;
    conditions.push(isUuid(filter.q) ? or(byName, eq(companies.id, filter.q)) : byName);
  }
  if (filter.verified === "true") conditions.push(isNotNull(companies.verifiedAt));
  if (filter.verified === "false") conditions.push(isNull(companies.verifiedAt));
  return conditions;
}

/** Companies matching the filter by name (the unique lowercased name's index gives the order), after the key. */
export async function listAdminCompanies(
  db: Executor,
  filter: AdminCompaniesFilter,
  page: { limit: number; after?: AdminCompanyKey },
): Promise<AdminCompanyRow[]> {
  const conditions = filterConditions(filter);
  if (page.after) {
    conditions.push(
      sql`(lower(${companies.name}), ${companies.id}) > (${page.after[0]}, ${page.after[1]}::uuid)`,
    );
  }
  return db
    .select(adminCompanyColumns)
    .from(companies)
    .where(and(...conditions))
    .orderBy(sql`lower(${companies.name})`, asc(companies.id))
    .limit(page.limit);
}

export async function findAdminCompany(db: Executor, id: string): Promise<AdminCompanyRow | null> {
  const [row] = await db.select(adminCompanyColumns).from(companies).where(eq(companies.id, id)).limit(1);
  return row ?? null;
}

/**
 * The companies, locked until the transaction ends, in id order so that two merges naming the same
 * pair the other way round wait for each other instead of deadlocking.
 */
export async function lockCompanies(tx: Executor, ids: string[]) {
  return tx
    .select({ id: companies.id, name: companies.name, verifiedAt: companies.verifiedAt })
    .from(companies)
    .where(inArray(companies.id, ids))
    .orderBy(asc(companies.id))
    .for("update");
}

export async function setVerifiedAt(tx: Executor, id: string, verified: boolean): Promise<Date | null> {
  const [row] = await tx
    .update(companies)
    .set({ verifiedAt: verified ? sql`coalesce(${companies.verifiedAt}, now())` : null })
    .where(eq(companies.id, id))
    .returning({ verifiedAt: companies.verifiedAt });
  return row?.verifiedAt ?? null;
}

/** Someone's account as an ownership transfer checks it; null for no one (or a deleted member's row). */
export async function findMember(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      companyId: users.companyId,
      suspendedAt: users.suspendedAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.formerMemberAt)))
    .limit(1);
  return row ?? null;
}

/** The new owner becomes the only owner: whoever owned the company before stays on as an admin. */
export async function makeSoleOwner(tx: Executor, companyId: string, userId: string): Promise<void> {
  await tx
    .update(companyAdmins)
    .set({ privilege: "admin" })
    .where(
      and(
        eq(companyAdmins.companyId, companyId),
        eq(companyAdmins.privilege, "owner"),
        ne(companyAdmins.userId, userId),
      ),
    );
  await tx
    .insert(companyAdmins)
    .values({ companyId, userId, privilege: "owner" })
    .onConflictDoUpdate({
      target: [companyAdmins.companyId, companyAdmins.userId],
      set: { privilege: "owner" },
    });
}

// ---- Merging ------------------------------------------------------------------------------------

/**
 * What a merge does with each column that names a company (every foreign key to companies.id),
 * for the route's description. The tests check it against PostgreSQL's catalogue, so a new table
 * that names a company cannot be forgotten here.
 */
export const MERGE_RULES: Record<string, string> = {
  "users.company_id": "moves: the duplicate's people work at the company that stays",
  "company_admins.company_id":
    "moves once per member, the higher privilege kept; the duplicate's owners come as admins unless the company that stays has no owner",
  "company_admin_requests.company_id":
    "moves, one pending request per member; pending requests for rights the member now holds are dropped",
  "company_membership_requests.company_id":
    "moves once per member; pending requests of people who now work there are dropped",
  "company_followers.company_id": "moves once per member",
  "products.company_id": "moves; the merge is refused when both companies list a product of the same name",
  "capabilities.company_id": "moves once per type and name",
  "resources.company_id": "moves",
  "posts.company_id": "moves",
  "content_items.company_id": "moves",
  "courses.company_id": "moves",
  "events.host_company_id": "moves",
  "event_sponsors.company_id": "moves once per event",
  "meeting_slots.sponsor_company_id": "moves",
  "meetings.vendor_company_id": "moves",
  "account_files.company_id": "moves",
  "account_imports.company_id": "moves",
  "account_import_rows.matched_company_id": "moves",
  "tracked_accounts.vendor_company_id": "moves once per account; a company tracking itself is dropped",
  "tracked_accounts.account_company_id": "moves once per vendor; a company tracking itself is dropped",
  "invitations.company_id": "moves, one open invitation per e-mail address",
  "bookmarks.company_id": "moves once per member",
  "notifications.company_id": "moves",
  "company_match_points.company_id": "moves once per intent type",
  "decision_cycle_vendors.company_id": "moves once per cycle",
  "decision_cycles.company_id": "moves",
  "account_highlights.company_id": "moves",
  "account_highlights.vendor_company_id": "moves",
  "signals.company_id": "moves; the days are rolled up and the scores counted again",
  "vendor_activity.vendor_company_id": "moves; the days are counted again",
  "vendor_activity.account_company_id": "moves; the days are counted again",
  "subscriptions.company_id":
    "the better subscription stays (paid, then a trial, then an ended one; the survivor's own when alike); refused when both are paid",
  "invoices.company_id": "moves",
  "billing_events.company_id":
    "copied, as the history is append-only; the duplicate's own entries go with it",
  "company_redirects.to_id":
    "addresses of companies merged into the duplicate lead to the company that stays",
  "company_name_words.company_id": "goes with the duplicate (kept by a trigger on names)",
  "account_day_kinds.company_id": "goes with the duplicate; rebuilt from the signals that moved",
  "account_scores.company_id": "goes with the duplicate; counted again from the signals that moved",
  "account_score_weeks.company_id": "goes with the duplicate; counted again from the signals that moved",
  "vendor_rankings.vendor_company_id": "goes with the duplicate; rebuilt for the company that stays",
  "vendor_rankings.company_id": "goes with the duplicate; rebuilt when the scores are counted again",
  "vendor_activity_days.vendor_company_id":
    "goes with the duplicate; counted again from the activity that moved",
  "vendor_account_days.vendor_company_id":
    "goes with the duplicate; counted again from the activity that moved",
  "vendor_account_days.account_company_id":
    "goes with the duplicate; counted again from the activity that moved",
  "vendor_account_spans.vendor_company_id":
    "goes with the duplicate; counted again from the activity that moved",
  "vendor_account_spans.account_company_id":
    "goes with the duplicate; counted again from the activity that moved",
  "vendor_content_days.vendor_company_id":
    "goes with the duplicate; counted again from the activity that moved",
};

/** Subscriptions being paid for: two of them cannot become one without someone deciding which ends. */
const PAID_STATUSES = ["active", "past_due"] as const;

/** The companies' subscriptions; with `lock`, locked until the transaction ends (as billing changes lock them). */
export async function findSubscriptions(db: Executor, companyIds: string[], { lock = false } = {}) {
  const query = db
    .select({ companyId: subscriptions.companyId, status: subscriptions.status })
    .from(subscriptions)
    .where(inArray(subscriptions.companyId, companyIds))
    .orderBy(asc(subscriptions.companyId));
  return lock ? query.for("update") : query;
}

export type SubscriptionSummary = Awaited<ReturnType<typeof findSubscriptions>>[number];

export const isPaid = (subscription: SubscriptionSummary | undefined) =>
  PAID_STATUSES.some((status) => status === subscription?.status);

/** Names of products both companies list: each company's product names are unique. */
export async function clashingProductNames(db: Executor, duplicateId: string, intoId: string) {
  const result = await db.execute<{ name: string }>(sql`
    SELECT d.name FROM products d
    JOIN products i ON i.company_id = ${intoId} AND lower(i.name) = lower(d.name)
    WHERE d.company_id = ${duplicateId}
    ORDER BY lower(d.name)`);
  return result.rows.map((row) => row.name);
}

/** What the duplicate has of each part a merge moves, before what both have is kept once. */
export async function countMergeParts(db: Executor, duplicateId: string): Promise<MergeCounts> {
  const id = sql`${duplicateId}::uuid`;
  const result = await db.execute<MergeCounts>(sql`
    SELECT
      (SELECT count(*) FROM users WHERE company_id = ${id})::int AS "people",
      (SELECT count(*) FROM company_admins WHERE company_id = ${id})::int AS "admins",
      (SELECT count(*) FROM company_followers WHERE company_id = ${id})::int AS "followers",
      (SELECT count(*) FROM products WHERE company_id = ${id})::int AS "products",
      (SELECT count(*) FROM posts WHERE company_id = ${id})::int AS "posts",
      (SELECT count(*) FROM resources WHERE company_id = ${id})::int AS "resources",
      (SELECT count(*) FROM tracked_accounts
        WHERE vendor_company_id = ${id} OR account_company_id = ${id})::int AS "trackedAccounts",
      (SELECT count(*) FROM events WHERE host_company_id = ${id})::int AS "events",
      (SELECT count(*) FROM content_items WHERE company_id = ${id})::int AS "content",
      (SELECT count(*) FROM courses WHERE company_id = ${id})::int AS "courses",
      (SELECT count(*) FROM invoices WHERE company_id = ${id})::int AS "invoices"`);
  const [row] = result.rows;
  if (!row) throw new Error("counting a company's rows returned nothing");
  return row;
}

/** The two companies of a merge: the duplicate (`from`, which goes) and the one that stays (`into`). */
export interface MergePair {
  from: string;
  into: string;
}

async function rowCount(tx: Executor, query: SQL): Promise<number> {
  return (await tx.execute(query)).rowCount ?? 0;
}

/**
 * Moves the duplicate's rows of a table whose rows nothing makes unique per company: they simply
 * change hands.
 */
function moveAll(tx: Executor, { from, into }: MergePair, table: string, column: string) {
  const name = sql.identifier(table);
  const col = sql.identifier(column);
  return rowCount(tx, sql`UPDATE ${name} SET ${col} = ${into}::uuid WHERE ${col} = ${from}::uuid`);
}

/**
 * Moves the duplicate's rows of a table with a key per company, except those whose key the company
 * that stays already has (`same` compares the moving row m with its row o): they stay behind and go
 * with the duplicate.
 */
function moveUnlessPresent(
  tx: Executor,
  { from, into }: MergePair,
  table: string,
  column: string,
  same: string,
) {
  const name = sql.identifier(table);
  const col = sql.identifier(column);
  return rowCount(
    tx,
    sql`UPDATE ${name} m SET ${col} = ${into}::uuid
        WHERE m.${col} = ${from}::uuid
          AND NOT EXISTS (SELECT 1 FROM ${name} o WHERE o.${col} = ${into}::uuid AND ${sql.raw(same)})`,
  );
}

/**
 * The duplicate's admins join the company that stays. It keeps its owners: the duplicate's owners
 * come as admins, unless it has no owner at all (a company keeps at least one). Someone who is an
 * admin of both keeps the higher privilege. Returns how many admins the company gained.
 */
async function moveAdmins(tx: Executor, { from, into }: MergePair): Promise<number> {
  const result = await tx.execute<{ added: boolean }>(sql`
    WITH has_owner AS (
      SELECT EXISTS (SELECT 1 FROM company_admins WHERE company_id = ${into}::uuid AND privilege = 'owner') AS yes)
    INSERT INTO company_admins (company_id, user_id, privilege, created_at)
    SELECT ${into}::uuid, a.user_id, CASE WHEN h.yes THEN 'admin' ELSE a.privilege END, a.created_at
    FROM company_admins a, has_owner h
    WHERE a.company_id = ${from}::uuid
    ON CONFLICT (company_id, user_id) DO UPDATE SET privilege = 'owner'
      WHERE company_admins.privilege <> 'owner' AND EXCLUDED.privilege = 'owner'
    RETURNING (xmax = 0) AS added`);
  // Pending requests for rights someone now holds are answered by the merge.
  await tx.execute(sql`
    DELETE FROM company_admin_requests r
    WHERE r.company_id IN (${from}::uuid, ${into}::uuid) AND r.status = 'pending'
      AND EXISTS (SELECT 1 FROM company_admins a WHERE a.company_id = ${into}::uuid AND a.user_id = r.user_id)`);
  return result.rows.filter((row) => row.added).length;
}

/**
 * Followers are counted by a trigger on insert and delete only (migration 0003), so they are
 * inserted anew rather than moved: the company that stays counts each new one, and the
 * duplicate's rows go with it. Someone following both follows once.
 */
function moveFollowers(tx: Executor, { from, into }: MergePair) {
  return rowCount(
    tx,
    sql`INSERT INTO company_followers (company_id, user_id, created_at)
        SELECT ${into}::uuid, user_id, created_at FROM company_followers WHERE company_id = ${from}::uuid
        ON CONFLICT (company_id, user_id) DO NOTHING`,
  );
}

/**
 * Tracked accounts, by the duplicate as a vendor and of the duplicate as an account. A pair the
 * company that stays already has is kept once, and a company tracking itself (the duplicate
 * tracked the company that stays, or was tracked by it) is dropped: both go with the duplicate.
 */
async function moveTrackedAccounts(tx: Executor, { from, into }: MergePair): Promise<number> {
  const asVendor = await rowCount(
    tx,
    sql`UPDATE tracked_accounts m SET vendor_company_id = ${into}::uuid
        WHERE m.vendor_company_id = ${from}::uuid AND m.account_company_id NOT IN (${from}::uuid, ${into}::uuid)
          AND NOT EXISTS (SELECT 1 FROM tracked_accounts o
            WHERE o.vendor_company_id = ${into}::uuid AND o.account_company_id = m.account_company_id)`,
  );
  const asAccount = await rowCount(
    tx,
    sql`UPDATE tracked_accounts m SET account_company_id = ${into}::uuid
        WHERE m.account_company_id = ${from}::uuid AND m.vendor_company_id NOT IN (${from}::uuid, ${into}::uuid)
          AND NOT EXISTS (SELECT 1 FROM tracked_accounts o
            WHERE o.vendor_company_id = m.vendor_company_id AND o.account_company_id = ${into}::uuid)`,
  );
  return asVendor + asAccount;
}

/**
 * The company that stays keeps the better of the two subscriptions: a paid one over a trial, a
 * trial over an ended one, its own when they are alike (the service refuses two paid ones). Only
 * one row per company can exist, so the other is deleted or left to go with the duplicate.
 */
async function keepBetterSubscription(tx: Executor, pair: MergePair, held: SubscriptionSummary[]) {
  const rank = (subscription: SubscriptionSummary | undefined) =>
    !subscription ? -1 : isPaid(subscription) ? 2 : subscription.status === "cancelled" ? 0 : 1;
  const fromRow = held.find((row) => row.companyId === pair.from);
  const intoRow = held.find((row) => row.companyId === pair.into);
  if (rank(fromRow) <= rank(intoRow)) return;
  await tx.delete(subscriptions).where(eq(subscriptions.companyId, pair.into));
  await moveAll(tx, pair, "subscriptions", "company_id");
}

/**
 * The billing history is append-only (migration 0024) and goes when its company does: the
 * duplicate's entries are appended to the history of the company that stays, with their own times,
 * so that what the duplicate was billed stays on record beside its invoices.
 */
function copyBillingHistory(tx: Executor, { from, into }: MergePair) {
  return tx.execute(sql`
    INSERT INTO billing_events (company_id, kind, actor_id, before, after, invoice_id, created_at)
    SELECT ${into}::uuid, kind, actor_id, before, after, invoice_id, created_at
    FROM billing_events WHERE company_id = ${from}::uuid ORDER BY created_at, id`);
}

/**
 * Leaders' signals made while they worked at the duplicate count for the company that stays. Its
 * days are marked for the insights roll-up, which rebuilds them from the signals (the duplicate's
 * rolled-up rows, scores and rankings go with it). Returns the intent types whose scores to count
 * again.
 */
async function moveSignals(tx: Executor, { from, into }: MergePair): Promise<string[]> {
  const result = await tx.execute<{ intent_type: string }>(sql`
    WITH moved AS (
      UPDATE signals SET company_id = ${into}::uuid WHERE company_id = ${from}::uuid
      RETURNING intent_type, created_at)
    INSERT INTO insight_dirty (company_id, intent_type, day)
    SELECT DISTINCT ${into}::uuid, intent_type, (created_at AT TIME ZONE 'UTC')::date FROM moved
    -- As when a signal is recorded: the lock keeps a roll-up from missing the change.
    ON CONFLICT (company_id, intent_type, day) DO UPDATE SET day = EXCLUDED.day
    RETURNING intent_type`);
  // insight_dirty names companies without a foreign key: the duplicate's days would roll up nothing.
  await tx.execute(sql`DELETE FROM insight_dirty WHERE company_id = ${from}::uuid`);
  return [...new Set(result.rows.map((row) => row.intent_type))];
}

/**
 * What happened on the duplicate's presence, and what its people did on other vendors', counts
 * for the company that stays. Returns the vendors' days to count again (the duplicate's counted
 * days go with it).
 */
async function moveVendorActivity(tx: Executor, { from, into }: MergePair) {
  const result = await tx.execute<{ vendor_company_id: string; day: string }>(sql`
    WITH moved AS (
      UPDATE vendor_activity SET
        vendor_company_id = CASE WHEN vendor_company_id = ${from}::uuid THEN ${into}::uuid ELSE vendor_company_id END,
        account_company_id = CASE WHEN account_company_id = ${from}::uuid THEN ${into}::uuid ELSE account_company_id END
      WHERE vendor_company_id = ${from}::uuid OR account_company_id = ${from}::uuid
      RETURNING vendor_company_id, occurred_at)
    SELECT DISTINCT vendor_company_id, (occurred_at AT TIME ZONE 'UTC')::date::text AS day FROM moved`);
  return result.rows.map((row) => ({ vendorCompanyId: row.vendor_company_id, day: row.day }));
}

export interface MergeOutcome {
  moved: MergeCounts;
  /** Intent types of the company that stays whose account scores to count again. */
  intentTypes: string[];
  /** Vendors' days whose performance to count again. */
  vendorDays: { vendorCompanyId: string; day: string }[];
}

/**
 * Moves everything that names the duplicate to the company that stays, then deletes the duplicate
 * and leaves its address leading to the company that stays. Every foreign key to companies.id is
 * decided here, table by table: moved, moved once (what both have is kept once), recounted from
 * what moved, or left to go with the duplicate (ON DELETE CASCADE).
 */
export async function mergeCompanyRows(
  tx: Executor,
  pair: MergePair,
  held: SubscriptionSummary[],
): Promise<MergeOutcome> {
  const { from, into } = pair;
  const moveOnce = (table: string, column: string, same: string) =>
    moveUnlessPresent(tx, pair, table, column, same);

  // People: users.company_id; the employee counts follow by trigger (migration 0003).
  const people = await moveAll(tx, pair, "users", "company_id");
  const admins = await moveAdmins(tx, pair);
  const followers = await moveFollowers(tx, pair);
  // Requests to join: one per member and company; those of people who now work there are answered.
  await moveOnce("company_membership_requests", "company_id", "o.user_id = m.user_id");
  await tx.execute(sql`
    DELETE FROM company_membership_requests r
    WHERE r.company_id = ${into}::uuid AND r.status = 'pending'
      AND EXISTS (SELECT 1 FROM users u WHERE u.id = r.user_id AND u.company_id = ${into}::uuid)`);
  // Requests for admin rights: one pending per member and company; decided ones are history.
  await moveOnce(
    "company_admin_requests",
    "company_id",
    "m.status = 'pending' AND o.status = 'pending' AND o.user_id = m.user_id",
  );
  // Products: names are unique per company, and the service refuses a merge where both list one
  // (merging two products would also merge what names them). The product counts follow by trigger.
  const products = await moveAll(tx, pair, "products", "company_id");
  await moveOnce("capabilities", "company_id", "o.type = m.type AND lower(o.name) = lower(m.name)");
  const resources = await moveAll(tx, pair, "resources", "company_id");
  const posts = await moveAll(tx, pair, "posts", "company_id");
  const content = await moveAll(tx, pair, "content_items", "company_id");
  const courses = await moveAll(tx, pair, "courses", "company_id");
  // Events the duplicate hosts, sponsors and holds meetings at.
  const events = await moveAll(tx, pair, "events", "host_company_id");
  await moveOnce("event_sponsors", "company_id", "o.event_id = m.event_id");
  await moveAll(tx, pair, "meeting_slots", "sponsor_company_id");
  await moveAll(tx, pair, "meetings", "vendor_company_id");
  // Account files, their imports, and import rows that matched the duplicate.
  await moveAll(tx, pair, "account_files", "company_id");
  await moveAll(tx, pair, "account_imports", "company_id");
  await moveAll(tx, pair, "account_import_rows", "matched_company_id");
  const trackedAccounts = await moveTrackedAccounts(tx, pair);
  // Open invitations: one per e-mail address and company.
  await moveOnce(
    "invitations",
    "company_id",
    `m.accepted_at IS NULL AND m.revoked_at IS NULL AND o.accepted_at IS NULL AND o.revoked_at IS NULL
     AND o.email = m.email`,
  );
  await moveOnce("bookmarks", "company_id", "o.user_id = m.user_id");
  await moveAll(tx, pair, "notifications", "company_id");
  // Decision insights: the vendor's match points and the cycles that name it as a vendor; the
  // leaders' cycles that name the duplicate as their company.
  await moveOnce("company_match_points", "company_id", "o.intent_type = m.intent_type");
  await moveOnce("decision_cycle_vendors", "company_id", "o.cycle_id = m.cycle_id");
  await moveAll(tx, pair, "decision_cycles", "company_id");
  // Highlights are what happened (not counted again): they move, as account and as vendor.
  await moveAll(tx, pair, "account_highlights", "company_id");
  await moveAll(tx, pair, "account_highlights", "vendor_company_id");
  const intentTypes = await moveSignals(tx, pair);
  const vendorDays = await moveVendorActivity(tx, pair);
  // Billing: the better subscription stays, every invoice moves, the history is copied.
  await keepBetterSubscription(tx, pair, held);
  const invoices = await moveAll(tx, pair, "invoices", "company_id");
  await copyBillingHistory(tx, pair);
  // Addresses of companies merged into the duplicate before now lead to the company that stays.
  await moveAll(tx, pair, "company_redirects", "to_id");

  // What is left goes with the duplicate: rows the company that stays already had, self-tracking
  // pairs, a subscription it did not keep, and what is rebuilt from what moved: the name index
  // (company_name_words), insights (account_day_kinds, account_scores, account_score_weeks,
  // vendor_rankings) and performance counts (vendor_activity_days, vendor_account_days,
  // vendor_account_spans, vendor_content_days).
  await tx.delete(companies).where(eq(companies.id, from));
  await tx.insert(companyRedirects).values({ fromId: from, toId: into });
  return {
    moved: {
      people,
      admins,
      followers,
      products,
      posts,
      resources,
      trackedAccounts,
      events,
      content,
      courses,
      invoices,
    },
    intentTypes,
    vendorDays,
  };
}
