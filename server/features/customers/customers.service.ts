// Customer records (spec section 4), kept by platform admins. A customer written for an address
// whose member already confirmed it is attached to them at once; otherwise the member meets it at
// sign-up, at sign-in or when they open their profile (matchCustomer).
import type {
  CreateCustomerInput,
  Customer,
  CustomerImportReport,
  CustomersQuery,
  UpdateCustomerInput,
} from "@common/customers";
import { type AuditOrigin, recordAdminAction } from "@server/features/audit-log/audit-log.repository";
import { listPlans } from "@server/features/plans/plans.repository";
import { matchCustomer } from "@server/features/profile/profile.service";
import { requireOwnUpload } from "@server/features/uploads/uploads.service";
import { requirePlatformAdmin, type SessionUser } from "@server/platform/auth/session";
import type { Database, Executor } from "@server/platform/database/client";
import { alreadyExists, invalid, notFound } from "@server/platform/errors";
import { cursorPart, decodeCursor, toPage } from "@server/platform/http/cursor";
import type { Storage } from "@server/platform/storage/storage";
import { z } from "zod";
import { CustomerFileProblem, readCustomerRows } from "./customer-csv";
import {
  type CustomerRow,
  deleteCustomer,
  findCustomer,
  insertCustomer,
  listCustomers,
  lockCustomer,
  unattachedMembers,
  updateCustomer,
  upsertCustomer,
} from "./customers.repository";

const ADMINS_ONLY = "manage customer records";

const CustomerCursor = z.tuple([cursorPart.timestamp, cursorPart.uuid]);

function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    email: row.email,
    planName: row.planName,
    memberData: row.memberData,
    member: row.memberId && row.memberName !== null ? { id: row.memberId, name: row.memberName } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A plan's name as the catalogue spells it; the message names the plans there are. */
async function planNames(db: Executor): Promise<Map<string, string>> {
  const plans = await listPlans(db);
  return new Map(plans.map((plan) => [plan.name.toLowerCase(), plan.name]));
}

function unknownPlan(name: string, known: Map<string, string>): string {
  return `no plan is named "${name.slice(0, 60)}"; the plans are ${[...known.values()].join(", ")}`;
}

/** Attaches each customer among `emails` to the member who confirmed that address and has none. */
async function attachWaitingMembers(tx: Executor, emails: string[]): Promise<number> {
  let attached = 0;
  for (const memberId of await unattachedMembers(tx, emails)) {
    if (await matchCustomer(tx, memberId)) attached += 1;
  }
  return attached;
}

export async function customerPage(db: Database, user: SessionUser, query: CustomersQuery) {
  requirePlatformAdmin(user, ADMINS_ONLY);
  const after = query.cursor ? decodeCursor(query.cursor, CustomerCursor) : undefined;
  const rows = await listCustomers(db, { q: query.q, after, limit: query.limit + 1 });
  return toPage(rows, query.limit, toCustomer, (row) => [row.createdAtKey, row.id]);
}

export async function customerById(db: Database, user: SessionUser, id: string): Promise<Customer> {
  requirePlatformAdmin(user, ADMINS_ONLY);
  const row = await findCustomer(db, id);
  if (!row) throw notFound("Customer");
  return toCustomer(row);
}

export async function createCustomer(
  db: Database,
  user: SessionUser,
  origin: AuditOrigin,
  input: CreateCustomerInput,
): Promise<Customer> {
  requirePlatformAdmin(user, ADMINS_ONLY);
  const id = await db.transaction(async (tx) => {
    const planName = input.planName === null ? null : await knownPlan(tx, input.planName);
    const created = await insertCustomer(tx, { ...input, planName });
    if (!created) throw alreadyExists(`A customer with the e-mail ${input.email} exists.`);
    await attachWaitingMembers(tx, [input.email]);
    await recordAdminAction(tx, user, origin, {
      action: "customer.created",
      target: { kind: "customer", ids: [created], label: input.email },
      after: { planName, memberData: input.memberData },
    });
    return created;
  });
  return customerById(db, user, id);
}

async function knownPlan(db: Executor, name: string): Promise<string> {
  const known = await planNames(db);
  const planName = known.get(name.toLowerCase());
  if (!planName) throw invalid(`planName: ${unknownPlan(name, known)}.`);
  return planName;
}

/**
 * Changes the record only: a member it is attached to got its plan and member data once, when
 * it was attached, and keeps what they have since made of them.
 */
export async function changeCustomer(
  db: Database,
  user: SessionUser,
  origin: AuditOrigin,
  id: string,
  input: UpdateCustomerInput,
): Promise<Customer> {
  requirePlatformAdmin(user, ADMINS_ONLY);
  await db.transaction(async (tx) => {
    const before = await lockCustomer(tx, id);
    if (!before) throw notFound("Customer");
    const planName =
      input.planName === undefined || input.planName === null
        ? input.planName
        : await knownPlan(tx, input.planName);
    await updateCustomer(tx, id, { planName, memberData: input.memberData });
    await recordAdminAction(tx, user, origin, {
      action: "customer.changed",
      target: { kind: "customer", ids: [id], label: before.email },
      before: { planName: before.planName, memberData: before.memberData },
      after: {
        planName: planName === undefined ? before.planName : planName,
        memberData: input.memberData === undefined ? before.memberData : input.memberData,
      },
    });
  });
  return customerById(db, user, id);
}

/** The member it was attached to keeps the plan and data it gave them; only the link goes. */
export async function removeCustomer(
  db: Database,
  user: SessionUser,
  origin: AuditOrigin,
  id: string,
): Promise<void> {
  requirePlatformAdmin(user, ADMINS_ONLY);
  await db.transaction(async (tx) => {
    const before = await lockCustomer(tx, id);
    if (!before) throw notFound("Customer");
    await deleteCustomer(tx, id);
    await recordAdminAction(tx, user, origin, {
      action: "customer.deleted",
      target: { kind: "customer", ids: [id], label: before.email },
      before,
    });
  });
}

/**
 * Writes a CSV file's customers in one transaction: a new e-mail is created, a known one gets the
 * plan and member data its row gives; refused rows are reported and written nowhere.
 */
export async function importCustomers(
  deps: { db: Database; storage: Storage },
  user: SessionUser,
  origin: AuditOrigin,
  uploadId: string,
): Promise<CustomerImportReport> {
  requirePlatformAdmin(user, ADMINS_ONLY);
  const { db, storage } = deps;
  const upload = await requireOwnUpload(db, user, uploadId, "csv", "uploadId");
  const file = await storage.get(upload.storageKey);
  if (!file) throw invalid("uploadId: the uploaded file is no longer stored; upload it again");
  let rows: Awaited<ReturnType<typeof readCustomerRows>>;
  try {
    rows = await readCustomerRows(file.stream);
  } catch (error) {
    if (error instanceof CustomerFileProblem) throw invalid(error.message);
    throw error;
  } finally {
    file.stream.destroy();
  }
  if (rows.length === 0) throw invalid("The CSV file has a header but no customers under it.");

  return db.transaction(async (tx) => {
    const known = await planNames(tx);
    const seen = new Map<string, number>();
    const report: CustomerImportReport = { created: 0, updated: 0, rejected: 0, attached: 0, rows: [] };
    const written: string[] = [];
    for (const row of rows) {
      let rejection = row.rejection;
      const planName = row.planName === null ? null : (known.get(row.planName.toLowerCase()) ?? null);
      if (!rejection && row.planName !== null && !planName) rejection = unknownPlan(row.planName, known);
      const earlier = row.email ? seen.get(row.email) : undefined;
      if (!rejection && earlier !== undefined) rejection = `the same e-mail as row ${earlier}`;
      if (rejection || !row.email) {
        report.rejected += 1;
        report.rows.push({
          rowNumber: row.rowNumber,
          email: row.email,
          outcome: "rejected",
          reason: rejection,
        });
        continue;
      }
      seen.set(row.email, row.rowNumber);
      const outcome = await upsertCustomer(tx, { email: row.email, planName, memberData: row.memberData });
      report[outcome] += 1;
      report.rows.push({ rowNumber: row.rowNumber, email: row.email, outcome, reason: null });
      written.push(row.email);
    }
    report.attached = await attachWaitingMembers(tx, written);
    const { rows: outcomes, ...counts } = report;
    await recordAdminAction(tx, user, origin, {
      action: "customers.imported",
      target: { kind: "upload", ids: [uploadId], label: upload.fileName ?? "a CSV file" },
      after: {
        ...counts,
        rows: outcomes.map(({ rowNumber, email, outcome }) => ({ rowNumber, email, outcome })),
      },
    });
    return report;
  });
}
