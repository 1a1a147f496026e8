// A member's own data: exporting everything Summit holds on them (a job builds a ZIP of JSON and
// CSV files, kept DATA_EXPORT_TTL_DAYS), and deleting their account (docs/decisions/0024).
import { createHmac, randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import {
  DATA_EXPORT_TTL_DAYS,
  type DataExport,
  type DeleteAccountInput,
  type DeletedContentChoice,
} from "@common/account-data";
import { FILES_URL_PREFIX } from "@common/uploads";
import { forgetPerson } from "@server/features/people/people-cache";
import { queueMembersRecount } from "@server/features/performance/performance.jobs";
import {
  deleteUserRows,
  findCompaniesLosingEveryOwner,
  lockCompaniesOwnedBy,
} from "@server/features/users/users.repository";
import { type Auth, checkSecondFactor } from "@server/platform/auth/auth";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database } from "@server/platform/database/client";
import { AppError, forbidden, notFound, reasonFor } from "@server/platform/errors";
import { toCsv } from "@server/platform/http/csv";
import type { Jobs } from "@server/platform/jobs/jobs";
import type { Mailer } from "@server/platform/mail/mailer";
import { newStorageKey, type Storage } from "@server/platform/storage/storage";
import { isAPIError } from "better-auth/api";
import yazl from "yazl";
import {
  type DataExportRow,
  EXPORT_SECTIONS,
  findExpiredExports,
  findExport,
  findExportFiles,
  findLatestExport,
  findOwnExport,
  findRunningExport,
  hasTwoFactor,
  insertDeletionRecord,
  insertExport,
  insertFormerMember,
  lockMember,
  moveAuthorship,
  readSection,
  updateExport,
} from "./account-data.repository";

export const DATA_EXPORT_JOB = "account-data-export";
export const DATA_EXPORT_EXPIRY_JOB = "account-data-export-expiry";
const DAY_MS = 24 * 60 * 60 * 1000;

export const downloadPath = (id: string) => `/api/account/data-exports/${id}/download`;

function toDataExport(row: DataExportRow): DataExport {
  const downloadable =
    row.status === "ready" && row.expiresAt !== null && row.expiresAt.getTime() > Date.now();
  return {
    id: row.id,
    status: row.status === "ready" && !downloadable ? "expired" : (row.status as DataExport["status"]),
    stage: row.status === "ready" && !downloadable ? "The download link has expired" : row.stage,
    progress: row.progress,
    requestedAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes,
    downloadUrl: downloadable ? downloadPath(row.id) : null,
  };
}

/**
 * Starts an export of the caller's data, or answers the one already under way (one at a time per
 * member: asking twice, by a double click or from two tabs, is the same request).
 */
export async function requestExport(
  db: Database,
  jobs: Jobs,
  user: SessionUser,
): Promise<{ created: boolean; export: DataExport }> {
  return db.transaction(async (tx) => {
    const created = await insertExport(tx, user.id);
    if (created) {
      await jobs.send(DATA_EXPORT_JOB, { exportId: created.id }, { executor: tx });
      return { created: true, export: toDataExport(created) };
    }
    const running = await findRunningExport(tx, user.id);
    if (!running) throw new AppError(409, "AlreadyExists", ["An export has just finished; ask again."]);
    return { created: false, export: toDataExport(running) };
  });
}

export async function latestExport(db: Database, user: SessionUser): Promise<DataExport | null> {
  const row = await findLatestExport(db, user.id);
  return row && toDataExport(row);
}

/** The ZIP, to its own member only and until its link expires; anyone else is told it does not exist. */
export async function openExport(
  db: Database,
  storage: Storage,
  user: SessionUser,
  id: string,
): Promise<{ stream: Readable; size: number; fileName: string }> {
  const row = await findOwnExport(db, user.id, id);
  if (!row) throw notFound("Export");
  if (row.status !== "ready" || !row.storageKey) throw notFound("Export (it is not ready yet)");
  if (!row.expiresAt || row.expiresAt.getTime() <= Date.now()) {
    throw notFound("Export (its link has expired: ask for a new one)");
  }
  const file = await storage.get(row.storageKey);
  if (!file) throw notFound("Export");
  return {
    stream: file.stream,
    size: file.size,
    fileName: `summit-data-${row.createdAt.toISOString().slice(0, 10)}.zip`,
  };
}

/** A cell as a spreadsheet should show it: times in ISO 8601, structures as JSON. */
function cellOf(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function csvOf(rows: Record<string, unknown>[]): string {
  const header = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return toCsv(
    header,
    rows.map((row) => header.map((column) => cellOf(row[column]))),
  );
}

const README = `Your data on Summit

Each part is here twice: as JSON (exact) and as CSV (for a spreadsheet; cells that would start
with = + - @ are prefixed with ' so that no spreadsheet runs them as formulas).
Times are in UTC (ISO 8601).
`;

export interface ExportJobDeps {
  db: Database;
  storage: Storage;
  mailer: Mailer;
  publicUrl: string;
  logger: { error(details: object, message: string): void };
}

/** Builds one export: each part read in turn (the progress the member watches), then the ZIP stored and mailed. */
export async function buildExport(deps: ExportJobDeps, exportId: string): Promise<void> {
  const { db, storage, mailer, publicUrl } = deps;
  const row = await findExport(db, exportId);
  if (!row || (row.status !== "queued" && row.status !== "running")) return;
  const key = newStorageKey("exports", "zip");
  try {
    await updateExport(db, exportId, { status: "running", stage: "Starting", progress: 1 });
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.from(README), "README.txt");
    for (const [index, section] of EXPORT_SECTIONS.entries()) {
      await updateExport(db, exportId, {
        stage: section.stage,
        progress: Math.floor((index / EXPORT_SECTIONS.length) * 90) + 1,
      });
      const rows = await readSection(db, section, row.userId);
      zip.addBuffer(Buffer.from(JSON.stringify(rows, null, 2)), `${section.name}.json`);
      zip.addBuffer(Buffer.from(csvOf(rows)), `${section.name}.csv`);
    }
    await updateExport(db, exportId, { stage: "Packing the file", progress: 95 });
    zip.end();
    const { size } = await storage.put(key, zip.outputStream as Readable, { contentType: "application/zip" });
    const expiresAt = new Date(Date.now() + DATA_EXPORT_TTL_DAYS * DAY_MS);
    const email = await db.transaction(async (tx) => {
      await updateExport(tx, exportId, {
        status: "ready",
        stage: "Ready to download",
        progress: 100,
        storageKey: key,
        sizeBytes: size,
        finishedAt: new Date(),
        expiresAt,
      });
      const [profile] = await readSection(tx, EXPORT_SECTIONS[0], row.userId);
      const to = typeof profile?.email === "string" ? profile.email : null;
      if (to) {
        await mailer.send(
          {
            to,
            subject: "Your Summit data is ready to download",
            text: [
              "Hello,",
              "",
              "The copy of your data you asked for is ready:",
              new URL(downloadPath(exportId), publicUrl).toString(),
              "",
              `The link works for you, signed in, until ${expiresAt.toUTCString()}; the file is deleted then.`,
              `You can ask for a new copy at any time: ${new URL("/account?tab=settings", publicUrl)}`,
            ].join("\n"),
          },
          tx,
        );
      }
      return to;
    });
    if (!email) await storage.delete(key);
  } catch (error) {
    deps.logger.error({ err: error, exportId }, "a data export failed");
    await storage.delete(key).catch(() => {});
    await updateExport(db, exportId, {
      status: "failed",
      stage: "The export failed. Ask for a new one.",
      finishedAt: new Date(),
    });
  }
}

/** Deletes the files of exports whose link ran out; returns how many. */
export async function expireExports(db: Database, storage: Storage): Promise<number> {
  let expired = 0;
  for (;;) {
    const rows = await findExpiredExports(db, 100);
    if (rows.length === 0) return expired;
    for (const row of rows) {
      if (row.storageKey) await storage.delete(row.storageKey);
      await updateExport(db, row.id, {
        status: "expired",
        stage: "The download link has expired",
        storageKey: null,
      });
      expired++;
    }
  }
}

export function defineAccountDataJobs(deps: ExportJobDeps & { jobs: Jobs }): void {
  // A failed build is recorded as failed and not retried: the member asks again.
  deps.jobs.define<{ exportId: string }>(DATA_EXPORT_JOB, (data) => buildExport(deps, data.exportId), {
    retryLimit: 0,
  });
  deps.jobs.define(DATA_EXPORT_EXPIRY_JOB, async () => void (await expireExports(deps.db, deps.storage)), {
    retryLimit: 1,
    cron: "17 * * * *",
  });
}

export interface AccountDeletionDeps {
  db: Database;
  storage: Storage;
  jobs: Jobs;
  auth: Auth;
  warn: (details: object, message: string) => void;
}

/**
 * Proves the caller is the member: their password, checked by better-auth, and with two-factor on
 * the same code as at sign-in (checkSecondFactor, shared with the change of e-mail address).
 */
async function confirmIdentity(
  deps: { db: Database; auth: Auth },
  user: SessionUser,
  headers: Headers,
  twoFactorEnabled: boolean,
  input: DeleteAccountInput,
): Promise<void> {
  try {
    await deps.auth.api.verifyPassword({ body: { password: input.password }, headers });
  } catch (error) {
    if (isAPIError(error)) throw forbidden("That password is not right.");
    throw error;
  }
  const refused = await checkSecondFactor(
    { db: deps.db, api: deps.auth.api },
    { id: user.id, twoFactorEnabled },
    headers,
    input.code,
  );
  if (refused) throw new AppError(refused.status, reasonFor(refused.status), [refused.message]);
}

/** A keyed hash of the deleted id: the deletion record holds no one's id in the clear. */
const anonymised = (secret: string, userId: string) =>
  createHmac("sha256", secret).update(`summit:account-deletion:${userId}`).digest("hex");

/**
 * Deletes the caller's account in one transaction with its deletion record: their sessions,
 * password, profile and everything personal go (the rows of every feature cascade from the user
 * row); public posts and comments go too, or, if they chose `keep`, stay under a nameless former
 * member. The last owner of a company is refused until someone else owns it.
 */
export async function deleteOwnAccount(
  deps: AccountDeletionDeps,
  user: SessionUser,
  headers: Headers,
  input: DeleteAccountInput,
): Promise<{ content: DeletedContentChoice }> {
  const { db, storage, jobs, auth, warn } = deps;
  await confirmIdentity({ db, auth }, user, headers, await hasTwoFactor(db, user.id), input);
  const secret = (await auth.$context).secret;
  const { files } = await db.transaction(async (tx) => {
    const member = await lockMember(tx, user.id);
    if (!member) throw notFound("Member");
    await lockCompaniesOwnedBy(tx, [user.id]);
    const ownerless = await findCompaniesLosingEveryOwner(tx, [user.id]);
    if (ownerless.length > 0) {
      throw new AppError(409, "AlreadyExists", [
        "You are the only owner of a company. Make another admin an owner on the company's admin page (Manage company, Admins), then delete your account:",
        ...ownerless.map((company) => `${company.name} (${company.id})`),
      ]);
    }
    let formerMemberId: string | null = null;
    if (input.content === "keep") {
      formerMemberId = randomUUID();
      await insertFormerMember(tx, { id: formerMemberId, accountType: member.accountType, hub: member.hub });
      await moveAuthorship(tx, user.id, formerMemberId);
    }
    const exportFiles = await findExportFiles(tx, user.id);
    await insertDeletionRecord(tx, {
      anonymisedUserId: anonymised(secret, user.id),
      content: input.content,
      formerMemberId,
    });
    // What vendors' figures counted of the member is forgotten and recounted.
    await queueMembersRecount(jobs, tx, [user.id], { withdraw: true });
    await deleteUserRows(tx, [user.id]);
    const photo = member.image?.startsWith(FILES_URL_PREFIX)
      ? [member.image.slice(FILES_URL_PREFIX.length)]
      : [];
    return { files: [...photo, ...exportFiles] };
  });
  forgetPerson(user.id);
  // Files go once the rows are gone for good; one left behind is reported, not fatal.
  await Promise.all(
    files.map((key) =>
      storage.delete(key).catch((error: unknown) => {
        warn({ err: error, key }, "a deleted member's file could not be removed");
      }),
    ),
  );
  return { content: input.content };
}
