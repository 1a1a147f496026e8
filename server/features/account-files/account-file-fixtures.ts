// Test support for account files: CSVs uploaded through the real upload route, companies to match,
// and waiting for an import to end.

import type { AccountImport } from "@common/account-files";
import { multipart } from "@server/features/uploads/sample-files";
import { companies } from "@server/platform/database/schema/companies";
import type { TestApp, TestUser } from "@server/test/app";
import { eq } from "drizzle-orm";
import { expect } from "vitest";

/** Uploads text as a CSV through POST /api/upload/csv and returns the upload's id. */
export async function uploadCsv(t: TestApp, user: TestUser, text: string, fileName = "targets.csv") {
  const response = await t.request({
    method: "POST",
    url: "/api/upload/csv",
    cookie: user.cookie,
    ...multipart(Buffer.from(text), { fileName, contentType: "text/csv" }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

/** Adds an account file to the company from a fresh upload of text; returns the file. */
export async function addAccountFile(
  t: TestApp,
  user: TestUser,
  companyId: string,
  text: string,
  name?: string,
) {
  const uploadId = await uploadCsv(t, user, text);
  const response = await t.request({
    method: "POST",
    url: `/api/companies/${companyId}/account-files`,
    cookie: user.cookie,
    payload: { uploadId, ...(name ? { name } : {}) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; rowCount: number; name: string };
}

export async function insertCompanies(t: TestApp, rows: { name: string; domain?: string | null }[]) {
  if (rows.length === 0) return [];
  return t.context.db
    .insert(companies)
    .values(rows.map((row) => ({ name: row.name, domain: row.domain ?? null })))
    .returning({ id: companies.id, name: companies.name });
}

export async function setCompanyDomain(t: TestApp, companyId: string, domain: string) {
  await t.context.db.update(companies).set({ domain }).where(eq(companies.id, companyId));
}

/** Asks for an import as whoever sends the cookie (none: a visitor). */
export async function startImport(
  t: TestApp,
  cookie: string | undefined,
  companyId: string,
  accountFileId: string,
) {
  return t.request({
    method: "POST",
    url: `/api/companies/${companyId}/import`,
    cookie,
    payload: { accountFileId },
  });
}

/** Polls the import until it completes or fails; onPoll sees every state on the way. */
export async function waitForImport(
  t: TestApp,
  user: TestUser,
  companyId: string,
  importId: string,
  onPoll: (state: AccountImport) => Promise<void> | void = () => {},
  pauseMs = 25,
): Promise<AccountImport> {
  for (;;) {
    const response = await t.request({
      method: "GET",
      url: `/api/companies/${companyId}/imports/${importId}`,
      cookie: user.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    const state = response.json() as AccountImport;
    await onPoll(state);
    if (state.status === "completed" || state.status === "failed") return state;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}
