// Companies and everything a company runs: admins and requests, followers, products, capabilities,
// resources, account files with their imports, and the accounts a vendor tracks.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { uploads } from "./uploads";

export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** The company runs a public profile page; pages come first in the directory and visitors see them. */
    isPage: boolean("is_page").notNull().default(false),
    headquarter: text("headquarter"),
    size: text("size"),
    industry: text("industry"),
    revenueBand: text("revenue_band"),
    description: text("description"),
    website: text("website"),
    /** Lowercased host of the website without "www.", used to match account-file rows. */
    domain: text("domain"),
    specialities: text("specialities").array().notNull().default(sql`'{}'::text[]`),
    interests: text("interests").array().notNull().default(sql`'{}'::text[]`),
    logoUploadId: uuid("logo_upload_id").references((): AnyPgColumn => uploads.id, { onDelete: "set null" }),
    /** The name as search compares it: lowercased ASCII letters and digits, words single-spaced. */
    searchName: text("search_name")
      .notNull()
      .generatedAlwaysAs(sql`btrim(regexp_replace(lower(name), '[^a-z0-9]+', ' ', 'g'))`),
    // Kept by triggers (migration 0003), so a profile never counts a big company's people per view.
    employeeCount: integer("employee_count").notNull().default(0),
    followerCount: integer("follower_count").notNull().default(0),
    productCount: integer("product_count").notNull().default(0),
    /** Set when platform admins have confirmed that the page is run by the company it names. */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("companies_name_lower_idx").on(sql`lower(${table.name})`),
    // The directory's order (pages first, then by name) as one ascending key, so keyset pages use
    // it; is_page and name make it covering, so page=N skips rows in the index alone.
    index("companies_directory_idx").on(
      sql`(NOT ${table.isPage})`,
      sql`lower(${table.name})`,
      table.id,
      table.isPage,
      table.name,
    ),
    // Prefix search ("white shi", "kim nas" for "Kim & Nash Labs") whatever the collation.
    index("companies_search_name_idx").on(sql`${table.searchName} text_pattern_ops`),
    // Visitors search public pages only, a tenth of the companies: read them without the rest.
    index("companies_page_search_name_idx")
      .on(sql`${table.searchName} text_pattern_ops`)
      .where(sql`${table.isPage}`),
    index("companies_name_trgm_idx").using("gin", sql`lower(${table.name}) gin_trgm_ops`),
    index("companies_domain_idx").on(table.domain),
    index("companies_headquarter_idx").on(table.headquarter),
    // Serving a file finds what it belongs to by its upload (features/files).
    index("companies_logo_upload_idx").on(table.logoUploadId).where(sql`${table.logoUploadId} IS NOT NULL`),
  ],
);

export const companyAdmins = pgTable(
  "company_admins",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    privilege: text("privilege").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.userId] }),
    index("company_admins_user_idx").on(table.userId),
  ],
);

/** A member's request to join a company that already exists; its owners answer it. */
export const companyMembershipRequests = pgTable(
  "company_membership_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("company_membership_requests_pending_idx").on(table.companyId, table.userId)],
);

/** A member's request for admin rights over a company; owners approve or decline it. */
export const companyAdminRequests = pgTable(
  "company_admin_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    message: text("message"),
    /** pending, approved or declined */
    status: text("status").notNull().default("pending"),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("company_admin_requests_one_pending_idx")
      .on(table.companyId, table.userId)
      .where(sql`${table.status} = 'pending'`),
    index("company_admin_requests_company_idx").on(table.companyId, table.createdAt),
  ],
);

export const companyFollowers = pgTable(
  "company_followers",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.userId] }),
    index("company_followers_user_idx").on(table.userId),
  ],
);

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The person at the company who answers for the product. */
    ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    description: text("description"),
    website: text("website"),
    imageUploadId: uuid("image_upload_id").references((): AnyPgColumn => uploads.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("products_company_name_idx").on(table.companyId, sql`lower(${table.name})`),
    index("products_image_upload_idx").on(table.imageUploadId).where(sql`${table.imageUploadId} IS NOT NULL`),
    // Whether a member's photo shows on a public page (features/files).
    index("products_owner_idx").on(table.ownerId).where(sql`${table.ownerId} IS NOT NULL`),
  ],
);

export const capabilities = pgTable(
  "capabilities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("capabilities_company_type_name_idx").on(
      table.companyId,
      table.type,
      sql`lower(${table.name})`,
    ),
  ],
);

/** Documents, links and videos a company offers on its profile. */
export const resources = pgTable(
  "resources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    /** document, video or link */
    kind: text("kind").notNull(),
    url: text("url"),
    uploadId: uuid("upload_id").references((): AnyPgColumn => uploads.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("resources_company_idx").on(table.companyId, table.createdAt.desc(), table.id),
    index("resources_upload_idx").on(table.uploadId).where(sql`${table.uploadId} IS NOT NULL`),
  ],
);

/** A CSV of target accounts a vendor uploaded. */
export const accountFiles = pgTable(
  "account_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    uploadId: uuid("upload_id")
      .notNull()
      .references((): AnyPgColumn => uploads.id, { onDelete: "restrict" }),
    rowCount: integer("row_count").notNull(),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("account_files_company_idx").on(table.companyId, table.createdAt.desc()),
    index("account_files_upload_idx").on(table.uploadId),
  ],
);

/** One run of matching an account file's rows to companies; a background job does the work. */
export const accountImports = pgTable(
  "account_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    accountFileId: uuid("account_file_id").references(() => accountFiles.id, { onDelete: "set null" }),
    /** queued, running, completed or failed */
    status: text("status").notNull().default("queued"),
    totalRows: integer("total_rows").notNull(),
    processedRows: integer("processed_rows").notNull().default(0),
    importedRows: integer("imported_rows").notNull().default(0),
    rejectedRows: integer("rejected_rows").notNull().default(0),
    error: text("error"),
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [index("account_imports_company_idx").on(table.companyId, table.createdAt.desc())],
);

/** What became of each row of an import. */
export const accountImportRows = pgTable(
  "account_import_rows",
  {
    importId: uuid("import_id")
      .notNull()
      .references(() => accountImports.id, { onDelete: "cascade" }),
    rowNumber: integer("row_number").notNull(),
    name: text("name"),
    domain: text("domain"),
    /** imported or rejected */
    outcome: text("outcome").notNull(),
    reason: text("reason"),
    matchedCompanyId: uuid("matched_company_id").references(() => companies.id, { onDelete: "set null" }),
  },
  (table) => [primaryKey({ columns: [table.importId, table.rowNumber] })],
);

/** The accounts a vendor company tracks for decision insights. */
export const trackedAccounts = pgTable(
  "tracked_accounts",
  {
    vendorCompanyId: uuid("vendor_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    accountCompanyId: uuid("account_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    importId: uuid("import_id").references(() => accountImports.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.vendorCompanyId, table.accountCompanyId] }),
    index("tracked_accounts_account_idx").on(table.accountCompanyId),
  ],
);

/**
 * Companies merged into another by platform admins: the duplicate's row is gone, and its address
 * leads to the company it was merged into.
 */
export const companyRedirects = pgTable(
  "company_redirects",
  {
    fromId: uuid("from_id").primaryKey(),
    toId: uuid("to_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    mergedAt: timestamp("merged_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("company_redirects_to_idx").on(table.toId)],
);

/**
 * The words of company names and their one-letter deletions (symmetric-delete spelling
 * correction): a misspelt search word shares a variant with the word it was meant to be. Kept by a
 * trigger on companies (migration 0003).
 */
export const companyNameVariants = pgTable(
  "company_name_variants",
  {
    variant: text("variant").notNull(),
    word: text("word").notNull(),
  },
  (table) => [primaryKey({ columns: [table.variant, table.word] })],
);

/**
 * Each word of each company name, with the directory's order beside it, so type-ahead search
 * reads matching names from an index in order and stops at the fifth. Kept by a trigger on
 * companies (migration 0003).
 */
export const companyNameWords = pgTable(
  "company_name_words",
  {
    word: text("word").notNull(),
    notPage: boolean("not_page").notNull(),
    sortName: text("sort_name").notNull(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
  },
  (table) => [
    uniqueIndex("company_name_words_idx").on(
      sql`${table.word} text_pattern_ops`,
      table.notPage,
      table.sortName,
      table.companyId,
    ),
    index("company_name_words_company_idx").on(table.companyId),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
