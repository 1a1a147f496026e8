import fs from "node:fs";
import path from "node:path";
import { subscriptions } from "@server/platform/database/schema/accounts";
import {
  accountFiles,
  accountImportRows,
  accountImports,
  trackedAccounts,
} from "@server/platform/database/schema/companies";
import { uploads } from "@server/platform/database/schema/uploads";
import { createUser, setUpTestApp, vendorSignUp } from "@server/test/app";
import { companyIdOf, setUpCompanyCast } from "@server/test/company-cast";
import { and, count, eq, sql } from "drizzle-orm";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { addAccountFile, insertCompanies, startImport, waitForImport } from "./account-file-fixtures";
import { runAccountImport } from "./account-import.job";

const t = setUpTestApp();
const cast = setUpCompanyCast(t, "file");

const silent = pino({ level: "silent" });

async function reasons(importId: string) {
  const rows = await t.context.db
    .select({ reason: sql<string>`coalesce(${accountImportRows.reason}, 'new')`, total: count() })
    .from(accountImportRows)
    .where(eq(accountImportRows.importId, importId))
    .groupBy(sql`1`);
  return Object.fromEntries(rows.map((row) => [row.reason, row.total]));
}

describe("a 100,000-row account file", () => {
  const ROWS = 100_000;
  const COMPANIES = 3000;

  // Enterprise tracks any number of accounts.
  beforeAll(async () => {
    await t.context.db
      .update(subscriptions)
      .set({ planName: "Enterprise", seats: null })
      .where(eq(subscriptions.companyId, cast.companyId));
  });

  it("imports in batches with visible progress while the server keeps answering", async () => {
    // Every 40th row names a company by domain and the row after it the same company by name,
    // so 2,500 rows are imported and 2,500 are duplicates; the rest match nothing.
    await insertCompanies(
      t,
      Array.from({ length: COMPANIES }, (_, index) => ({
        name: `Bulk Account ${index}`,
        domain: `bulk-${index}.example`,
      })),
    );
    const lines = ["Account Name,Domain"];
    for (let row = 0; row < ROWS; row += 1) {
      const company = Math.floor(row / 40) % COMPANIES;
      if (row % 40 === 0) lines.push(`Someone,https://www.bulk-${company}.example/`);
      else if (row % 40 === 1) lines.push(`bulk account ${company},`);
      else lines.push(`Prospect ${row},prospect-${row}.example`);
    }
    const file = await addAccountFile(t, cast.owner, cast.companyId, `${lines.join("\n")}\n`);
    expect(file.rowCount).toBe(ROWS);

    const heapAtStart = process.memoryUsage().heapUsed;
    const startedAt = performance.now();
    const started = await startImport(t, cast.owner.cookie, cast.companyId, file.id);
    expect(started.statusCode).toBe(202);
    const progress: number[] = [];
    const healthStatuses = new Set<number>();
    let peakHeapBytes = 0;
    const done = await waitForImport(t, cast.owner, cast.companyId, started.json().id, async (state) => {
      if (state.status === "running") progress.push(state.processedRows);
      healthStatuses.add((await t.request({ method: "GET", url: "/api/health" })).statusCode);
      peakHeapBytes = Math.max(peakHeapBytes, process.memoryUsage().heapUsed);
    });
    const seconds = (performance.now() - startedAt) / 1000;

    expect(done).toMatchObject({
      status: "completed",
      totalRows: ROWS,
      processedRows: ROWS,
      importedRows: 2500,
      rejectedRows: ROWS - 2500,
      error: null,
    });
    expect(done.importedRows + done.rejectedRows).toBe(done.processedRows);
    // Seen part-way: some poll found the import running with part of the file done.
    expect(progress.some((processed) => processed > 0 && processed < ROWS)).toBe(true);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect([...healthStatuses]).toEqual([200]);

    expect(await reasons(done.id)).toEqual({
      new: 2500,
      "no company on Summit matches": ROWS - 5000,
      ...Object.fromEntries(
        Array.from({ length: 2500 }, (_, index) => [`duplicate of row ${index * 40 + 1}`, 1]),
      ),
    });
    const [tracked] = await t.context.db
      .select({ total: count() })
      .from(trackedAccounts)
      .where(and(eq(trackedAccounts.vendorCompanyId, cast.companyId), eq(trackedAccounts.importId, done.id)));
    expect(tracked?.total).toBe(2500);
    if (process.env.REPORT_IMPORT_FIGURES) {
      console.info(
        `100k import: ${seconds.toFixed(1)} s, ${progress.length} polls while running, ` +
          `heap ${(heapAtStart / 1024 / 1024).toFixed(0)} MB at the start, ` +
          `at most ${(peakHeapBytes / 1024 / 1024).toFixed(0)} MB while it ran`,
      );
    }
  }, 180_000);
});

describe("the plan's limit on tracked accounts", () => {
  it("rejects the new accounts past it, in file order, naming the plan that tracks more", async () => {
    const owner = await createUser(t, vendorSignUp({ plan: "Starter" }));
    const companyId = await companyIdOf(t, owner);
    const names = Array.from({ length: 30 }, (_, index) => `Limit Account ${index} ${companyId.slice(0, 6)}`);
    await insertCompanies(
      t,
      names.map((name) => ({ name })),
    );
    const file = await addAccountFile(t, owner, companyId, `Account Name\n${names.join("\n")}\n`);
    const started = await startImport(t, owner.cookie, companyId, file.id);
    expect(started.statusCode, started.body).toBe(202);
    const done = await waitForImport(t, owner, companyId, started.json().id);
    expect(done).toMatchObject({ status: "completed", importedRows: 25, rejectedRows: 5 });
    expect(await reasons(done.id)).toEqual({
      new: 25,
      "over the Starter plan's limit of 25 tracked accounts; the Growth plan tracks 500": 5,
    });
    const rejected = await t.context.db
      .select({ rowNumber: accountImportRows.rowNumber })
      .from(accountImportRows)
      .where(and(eq(accountImportRows.importId, done.id), eq(accountImportRows.outcome, "rejected")));
    expect(rejected.map((row) => row.rowNumber).sort((a, b) => a - b)).toEqual([26, 27, 28, 29, 30]);
    const [tracked] = await t.context.db
      .select({ total: count() })
      .from(trackedAccounts)
      .where(eq(trackedAccounts.vendorCompanyId, companyId));
    expect(tracked?.total).toBe(25);
  });
});

describe("when a run fails or is retried", () => {
  it("starts a retried run over cleanly: the report is rebuilt, not doubled", async () => {
    const [company] = await insertCompanies(t, [{ name: "Retry Target", domain: "retry-target.example" }]);
    const file = await addAccountFile(
      t,
      cast.owner,
      cast.companyId,
      "Domain\nretry-target.example\nnowhere.example\n",
    );
    const importId = (await startImport(t, cast.owner.cookie, cast.companyId, file.id)).json().id;
    await waitForImport(t, cast.owner, cast.companyId, importId);

    // As a failed first attempt would leave it: marked failed, part of a report, wrong counters.
    await t.context.db
      .update(accountImports)
      .set({ status: "failed", processedRows: 7, importedRows: 5, error: "boom" })
      .where(eq(accountImports.id, importId));
    await t.context.db
      .delete(accountImportRows)
      .where(and(eq(accountImportRows.importId, importId), eq(accountImportRows.rowNumber, 2)));
    await runAccountImport({ db: t.context.db, storage: t.context.storage, logger: silent }, importId);

    const retried = await waitForImport(t, cast.owner, cast.companyId, importId);
    expect(retried).toMatchObject({
      status: "completed",
      processedRows: 2,
      importedRows: 1,
      rejectedRows: 1,
      error: null,
    });
    // The account the first attempt added is new to this import, not "already tracked".
    expect(await reasons(importId)).toEqual({ new: 1, "no company on Summit matches": 1 });
    const [tracked] = await t.context.db
      .select()
      .from(trackedAccounts)
      .where(eq(trackedAccounts.accountCompanyId, company?.id ?? ""));
    expect(tracked?.importId).toBe(importId);
  });

  it("lets a retry give way to a newer import of the same file", async () => {
    const file = await addAccountFile(t, cast.owner, cast.companyId, "Domain\nyield.example\n");
    const older = (await startImport(t, cast.owner.cookie, cast.companyId, file.id)).json().id;
    await waitForImport(t, cast.owner, cast.companyId, older);
    await t.context.db
      .update(accountImports)
      .set({ status: "failed", error: "boom" })
      .where(eq(accountImports.id, older));
    const newer = (await startImport(t, cast.owner.cookie, cast.companyId, file.id)).json().id;
    await runAccountImport({ db: t.context.db, storage: t.context.storage, logger: silent }, older);
    expect((await waitForImport(t, cast.owner, cast.companyId, older)).status).toBe("failed");
    expect((await waitForImport(t, cast.owner, cast.companyId, newer)).status).toBe("completed");
  });

  it("records an unexpected failure once its session's connection is released, and rethrows it", async () => {
    const file = await addAccountFile(t, cast.owner, cast.companyId, "Domain\nbroken.example\n");
    const importId = (await startImport(t, cast.owner.cookie, cast.companyId, file.id)).json().id;
    await waitForImport(t, cast.owner, cast.companyId, importId);
    await t.context.db
      .update(accountImports)
      .set({ status: "failed", error: "boom" })
      .where(eq(accountImports.id, importId));
    const brokenStorage = {
      ...t.context.storage,
      get: async () => {
        throw new Error("the storage is down");
      },
    };
    await expect(
      runAccountImport({ db: t.context.db, storage: brokenStorage, logger: silent }, importId),
    ).rejects.toThrow("the storage is down");
    expect(await waitForImport(t, cast.owner, cast.companyId, importId)).toMatchObject({
      status: "failed",
      error: expect.stringContaining("because of an error on our side"),
    });
  });

  it("fails with a readable error when the stored CSV is gone", async () => {
    const file = await addAccountFile(t, cast.owner, cast.companyId, "Domain\nmissing.example\n");
    const [stored] = await t.context.db
      .select({ key: uploads.storageKey })
      .from(accountFiles)
      .innerJoin(uploads, eq(uploads.id, accountFiles.uploadId))
      .where(eq(accountFiles.id, file.id));
    fs.rmSync(path.join(t.context.config.dataDir, "uploads", stored?.key ?? "none"));
    const importId = (await startImport(t, cast.owner.cookie, cast.companyId, file.id)).json().id;
    expect(await waitForImport(t, cast.owner, cast.companyId, importId)).toMatchObject({
      status: "failed",
      error: "The stored CSV file is missing; upload the file again.",
      finishedAt: expect.any(String),
    });
  });
});
