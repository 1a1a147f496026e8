import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { multipart } from "@server/features/uploads/sample-files";
import {
  accountFiles,
  accountImports,
  companies,
  trackedAccounts,
} from "@server/platform/database/schema/companies";
import { uploads } from "@server/platform/database/schema/uploads";
import { setUpTestApp } from "@server/test/app";
import { type CastRole, cookieOf, setUpCompanyCast } from "@server/test/company-cast";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  addAccountFile,
  insertCompanies,
  setCompanyDomain,
  startImport,
  uploadCsv,
  waitForImport,
} from "./account-file-fixtures";

const t = setUpTestApp();
const cast = setUpCompanyCast(t, "each test");

const ROLES: CastRole[] = ["visitor", "member", "otherAdmin", "admin", "owner", "platformAdmin"];
const ADMINS = new Set<CastRole>(["admin", "owner", "platformAdmin"]);
const expectedStatus = (role: CastRole, success: number) =>
  role === "visitor" ? 401 : ADMINS.has(role) ? success : 403;

const SMALL_CSV = "Company,Domain\nAcme Corp,acme.com\nGlobex,globex.com\n";

async function filesOf(companyId: string) {
  return t.context.db.select().from(accountFiles).where(eq(accountFiles.companyId, companyId));
}

function storedFileExists(storageKey: string) {
  return fs.existsSync(path.join(t.context.config.dataDir, "uploads", storageKey));
}

describe("who may manage account files", () => {
  it("lets only the company's admins add a file", async () => {
    for (const role of ROLES) {
      // An admin uses a CSV of their own; platform admins may use the owner's, and the others are
      // refused before their upload is looked at.
      const uploader = role === "admin" ? cast.admin : cast.owner;
      const uploadId = await uploadCsv(t, uploader, SMALL_CSV);
      const response = await t.request({
        method: "POST",
        url: `/api/companies/${cast.companyId}/account-files`,
        cookie: cookieOf(cast, role),
        payload: { uploadId, name: `From ${role}` },
      });
      expect(response.statusCode, role).toBe(expectedStatus(role, 201));
    }
    const names = (await filesOf(cast.companyId)).map((file) => file.name).sort();
    expect(names).toEqual(["From admin", "From owner", "From platformAdmin"]);
  });

  it("lets only the company's admins list, rename and delete files", async () => {
    for (const role of ROLES) {
      const file = await addAccountFile(t, cast.owner, cast.companyId, SMALL_CSV, "Targets");
      const list = await t.request({
        method: "GET",
        url: `/api/companies/${cast.companyId}/account-files/list`,
        cookie: cookieOf(cast, role),
      });
      expect(list.statusCode, `list as ${role}`).toBe(expectedStatus(role, 200));
      const rename = await t.request({
        method: "PATCH",
        url: `/api/companies/account-files/${file.id}`,
        cookie: cookieOf(cast, role),
        payload: { name: `Renamed by ${role}` },
      });
      expect(rename.statusCode, `rename as ${role}`).toBe(expectedStatus(role, 200));
      const remove = await t.request({
        method: "DELETE",
        url: `/api/companies/account-files/${file.id}`,
        cookie: cookieOf(cast, role),
      });
      expect(remove.statusCode, `delete as ${role}`).toBe(expectedStatus(role, 204));
    }
    // The three refused files are left, untouched.
    expect((await filesOf(cast.companyId)).map((file) => file.name)).toEqual([
      "Targets",
      "Targets",
      "Targets",
    ]);
  });

  it("lets only the company's admins import, read imports and manage tracked accounts", async () => {
    const [account] = await insertCompanies(t, [{ name: `Tracked ${randomUUID()}` }]);
    if (!account) throw new Error("no company");
    for (const role of ROLES) {
      const file = await addAccountFile(t, cast.owner, cast.companyId, SMALL_CSV);
      const started = await startImport(t, cookieOf(cast, role), cast.companyId, file.id);
      expect(started.statusCode, `import as ${role}`).toBe(expectedStatus(role, 202));
      if (started.statusCode === 202) {
        expect(started.json()).toMatchObject({
          accountFileId: file.id,
          status: "queued",
          totalRows: 2,
          processedRows: 0,
          requestedBy: { id: role === "visitor" ? "" : cast[role].id },
        });
      }
      const importId = (
        started.statusCode === 202
          ? started
          : await startImport(t, cast.owner.cookie, cast.companyId, file.id)
      ).json().id;
      for (const url of [
        `/api/companies/${cast.companyId}/imports/${importId}`,
        `/api/companies/${cast.companyId}/imports/${importId}/rows`,
        `/api/companies/${cast.companyId}/tracked-accounts`,
      ]) {
        const response = await t.request({ method: "GET", url, cookie: cookieOf(cast, role) });
        expect(response.statusCode, `${url} as ${role}`).toBe(expectedStatus(role, 200));
      }
      await t.context.db
        .insert(trackedAccounts)
        .values({ vendorCompanyId: cast.companyId, accountCompanyId: account.id })
        .onConflictDoNothing();
      const untrack = await t.request({
        method: "DELETE",
        url: `/api/companies/${cast.companyId}/tracked-accounts/${account.id}`,
        cookie: cookieOf(cast, role),
      });
      expect(untrack.statusCode, `untrack as ${role}`).toBe(expectedStatus(role, 204));
      expect((await waitForImport(t, cast.owner, cast.companyId, importId)).status).toBe("completed");
    }
  });
});

describe("adding an account file", () => {
  it("counts the rows under the header and names the file after the upload", async () => {
    const uploadId = await uploadCsv(
      t,
      cast.owner,
      "Account Name,Website\nAcme,acme.com\n\nGlobex,globex.com\nInitech,\n",
      "Q3 targets.csv",
    );
    const response = await t.request({
      method: "POST",
      url: `/api/companies/${cast.companyId}/account-files`,
      cookie: cast.owner.cookie,
      payload: { uploadId },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      companyId: cast.companyId,
      name: "Q3 targets.csv",
      fileName: "Q3 targets.csv",
      rowCount: 3,
      uploadedBy: { id: cast.owner.id },
      latestImport: null,
    });
  });

  it("accepts a domain column alone, in any case", async () => {
    const file = await addAccountFile(t, cast.owner, cast.companyId, "Notes,WEBSITE\nx,acme.com\n");
    expect(file.rowCount).toBe(1);
  });

  it("refuses bad input with 400 or 404 and leaves no file behind", async () => {
    const owner = cast.owner;
    const ownUpload = await uploadCsv(t, owner, SMALL_CSV);
    const someoneElses = await uploadCsv(t, cast.admin, SMALL_CSV);
    const document = await t.request({
      method: "POST",
      url: "/api/upload/document",
      cookie: owner.cookie,
      ...multipart(Buffer.from("Just some notes\n"), { fileName: "notes.txt" }),
    });
    const noColumns = await uploadCsv(t, owner, "Email,Phone\nana@example.com,123\n");
    const headerOnly = await uploadCsv(t, owner, "Company,Domain\n");
    const post = (payload: unknown, companyId = cast.companyId) =>
      t.request({
        method: "POST",
        url: `/api/companies/${companyId}/account-files`,
        cookie: owner.cookie,
        payload: payload as Record<string, unknown>,
      });

    const cases: [string, Awaited<ReturnType<typeof post>>, number, RegExp][] = [
      ["someone else's upload", await post({ uploadId: someoneElses }), 400, /uploaded yourself/],
      ["a document", await post({ uploadId: document.json().id }), 400, /no CSV file upload/],
      ["an unknown upload", await post({ uploadId: randomUUID() }), 400, /no CSV file upload/],
      ["no account column", await post({ uploadId: noColumns }), 400, /company name.*domain.*Email, Phone/],
      ["no rows", await post({ uploadId: headerOnly }), 400, /no accounts/],
      ["a malformed upload id", await post({ uploadId: "nope" }), 400, /uploadId/],
      ["a name too long", await post({ uploadId: ownUpload, name: "x".repeat(161) }), 400, /160/],
      ["an empty name", await post({ uploadId: ownUpload, name: "  " }), 400, /name/],
      ["an unknown field", await post({ uploadId: ownUpload, owner: "me" }), 400, /owner/],
      ["an unknown company", await post({ uploadId: ownUpload }, randomUUID()), 404, /Company/],
      ["a malformed company id", await post({ uploadId: ownUpload }, "not-an-id"), 400, /id/],
    ];
    for (const [label, response, status, message] of cases) {
      expect(response.statusCode, label).toBe(status);
      expect(response.json().messages.join(" "), label).toMatch(message);
    }
    expect(await filesOf(cast.companyId)).toEqual([]);
  });
});

describe("listing, renaming and deleting", () => {
  it("lists the files newest first with their latest import, a page at a time", async () => {
    const first = await addAccountFile(t, cast.owner, cast.companyId, SMALL_CSV, "First");
    await addAccountFile(t, cast.owner, cast.companyId, SMALL_CSV, "Second");
    await addAccountFile(t, cast.owner, cast.companyId, SMALL_CSV, "Third");
    const started = await startImport(t, cast.owner.cookie, cast.companyId, first.id);
    await waitForImport(t, cast.owner, cast.companyId, started.json().id);

    const list = (query: string) =>
      t
        .request({
          method: "GET",
          url: `/api/companies/${cast.companyId}/account-files/list${query}`,
          cookie: cast.admin.cookie,
        })
        .then((response) => response.json());
    const page1 = await list("?limit=2");
    expect(page1.items.map((file: { name: string }) => file.name)).toEqual(["Third", "Second"]);
    const page2 = await list(`?limit=2&cursor=${page1.nextCursor}`);
    expect(page2.items.map((file: { name: string }) => file.name)).toEqual(["First"]);
    expect(page2.nextCursor).toBeNull();
    expect(page2.items[0].latestImport).toMatchObject({ status: "completed", processedRows: 2 });
    expect(page1.items[0].latestImport).toBeNull();
    expect((await list("?cursor=bm9wZQ")).messages).toEqual(["cursor: not a cursor this list gave out."]);
  });

  it("renames a file, refusing a bad name and another company's file", async () => {
    const file = await addAccountFile(t, cast.owner, cast.companyId, SMALL_CSV);
    const rename = (id: string, payload: Record<string, unknown>, cookie = cast.owner.cookie) =>
      t.request({ method: "PATCH", url: `/api/companies/account-files/${id}`, cookie, payload });
    const renamed = await rename(file.id, { name: "  EMEA banks  " });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: file.id, name: "EMEA banks" });
    expect((await rename(file.id, { name: "x".repeat(161) })).statusCode).toBe(400);
    expect((await rename(randomUUID(), { name: "Ghost" })).statusCode).toBe(404);
    expect((await rename("not-an-id", { name: "Ghost" })).statusCode).toBe(400);
    // The other company's admin is not an admin of this file's company.
    expect((await rename(file.id, { name: "Mine now" }, cast.otherAdmin.cookie)).statusCode).toBe(403);
    expect((await filesOf(cast.companyId)).map((row) => row.name)).toEqual(["EMEA banks"]);
  });

  it("deletes the file with its stored CSV and upload; its imports keep their report", async () => {
    const file = await addAccountFile(t, cast.owner, cast.companyId, SMALL_CSV);
    const [row] = await filesOf(cast.companyId);
    const [upload] = await t.context.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, row?.uploadId ?? ""));
    if (!upload) throw new Error("no upload");
    const started = await startImport(t, cast.owner.cookie, cast.companyId, file.id);
    const importId = started.json().id;
    await waitForImport(t, cast.owner, cast.companyId, importId);
    expect(storedFileExists(upload.storageKey)).toBe(true);

    const response = await t.request({
      method: "DELETE",
      url: `/api/companies/account-files/${file.id}`,
      cookie: cast.admin.cookie,
    });
    expect(response.statusCode).toBe(204);
    expect(await filesOf(cast.companyId)).toEqual([]);
    expect(await t.context.db.select().from(uploads).where(eq(uploads.id, upload.id))).toEqual([]);
    expect(storedFileExists(upload.storageKey)).toBe(false);
    const kept = await t.request({
      method: "GET",
      url: `/api/companies/${cast.companyId}/imports/${importId}`,
      cookie: cast.admin.cookie,
    });
    expect(kept.json()).toMatchObject({ accountFileId: null, status: "completed", processedRows: 2 });
    const again = await t.request({
      method: "DELETE",
      url: `/api/companies/account-files/${file.id}`,
      cookie: cast.admin.cookie,
    });
    expect(again.statusCode).toBe(404);
  });

  it("keeps the upload while another account file uses it", async () => {
    const uploadId = await uploadCsv(t, cast.owner, SMALL_CSV);
    const add = () =>
      t.request({
        method: "POST",
        url: `/api/companies/${cast.companyId}/account-files`,
        cookie: cast.owner.cookie,
        payload: { uploadId },
      });
    const one = (await add()).json();
    await add();
    const response = await t.request({
      method: "DELETE",
      url: `/api/companies/account-files/${one.id}`,
      cookie: cast.owner.cookie,
    });
    expect(response.statusCode).toBe(204);
    const [upload] = await t.context.db.select().from(uploads).where(eq(uploads.id, uploadId));
    expect(upload && storedFileExists(upload.storageKey)).toBe(true);
  });
});

describe("one import of a file at a time", () => {
  it("answers 409 to a second import, or a deletion, while one is queued or running", async () => {
    const file = await addAccountFile(t, cast.owner, cast.companyId, SMALL_CSV);
    const [first, second] = await Promise.all([
      startImport(t, cast.owner.cookie, cast.companyId, file.id),
      startImport(t, cast.admin.cookie, cast.companyId, file.id),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([202, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json()).toEqual({
      reason: "AlreadyExists",
      messages: ["This file is already being imported; wait for that import to finish."],
    });
    const importId = (first.statusCode === 202 ? first : second).json().id;
    await waitForImport(t, cast.owner, cast.companyId, importId);

    // Marked running again once the job is done, so the test does not race it.
    await t.context.db
      .update(accountImports)
      .set({ status: "running" })
      .where(eq(accountImports.id, importId));
    const blocked = await t.request({
      method: "DELETE",
      url: `/api/companies/account-files/${file.id}`,
      cookie: cast.owner.cookie,
    });
    expect(blocked.statusCode).toBe(409);
    expect((await startImport(t, cast.owner.cookie, cast.companyId, file.id)).statusCode).toBe(409);

    await t.context.db
      .update(accountImports)
      .set({ status: "completed" })
      .where(eq(accountImports.id, importId));
    const next = await startImport(t, cast.owner.cookie, cast.companyId, file.id);
    expect(next.statusCode).toBe(202);
    expect((await waitForImport(t, cast.owner, cast.companyId, next.json().id)).status).toBe("completed");
  });

  it("finds no file, import or tracked account of another company under this company's path", async () => {
    const theirs = await addAccountFile(t, cast.otherAdmin, cast.otherCompanyId, SMALL_CSV);
    const theirImport = (await startImport(t, cast.otherAdmin.cookie, cast.otherCompanyId, theirs.id)).json()
      .id;
    const [account] = await insertCompanies(t, [{ name: `Theirs ${randomUUID()}` }]);
    await t.context.db
      .insert(trackedAccounts)
      .values({ vendorCompanyId: cast.otherCompanyId, accountCompanyId: account?.id ?? "" });

    const ours = `/api/companies/${cast.companyId}`;
    expect((await startImport(t, cast.owner.cookie, cast.companyId, theirs.id)).statusCode).toBe(404);
    expect((await startImport(t, cast.owner.cookie, cast.companyId, randomUUID())).statusCode).toBe(404);
    for (const url of [
      `${ours}/imports/${theirImport}`,
      `${ours}/imports/${theirImport}/rows`,
      `${ours}/imports/${randomUUID()}`,
    ]) {
      expect((await t.request({ method: "GET", url, cookie: cast.owner.cookie })).statusCode, url).toBe(404);
    }
    expect(
      (await t.request({ method: "GET", url: `${ours}/imports/nope`, cookie: cast.owner.cookie })).statusCode,
    ).toBe(400);
    const untrack = await t.request({
      method: "DELETE",
      url: `${ours}/tracked-accounts/${account?.id}`,
      cookie: cast.owner.cookie,
    });
    expect(untrack.statusCode).toBe(404);
    const [stillTracked] = await t.context.db
      .select({ value: count() })
      .from(trackedAccounts)
      .where(eq(trackedAccounts.vendorCompanyId, cast.otherCompanyId));
    expect(stillTracked?.value).toBe(1);
    await waitForImport(t, cast.otherAdmin, cast.otherCompanyId, theirImport);
  });
});

describe("matching rows to companies", () => {
  it("applies the rules row by row and reports each row", async () => {
    const tag = randomUUID().slice(0, 8);
    const [acme, , globex, hooli, , sharedTwo, umbrella] = await insertCompanies(t, [
      { name: `Acme ${tag}`, domain: `acme-${tag}.example` },
      { name: `Initech ${tag}` },
      { name: `Globex ${tag}`, domain: `globex-${tag}.example` },
      { name: `Hooli ${tag}`, domain: `hooli-${tag}.example` },
      { name: `Shared One ${tag}`, domain: `shared-${tag}.example` },
      { name: `Shared Two ${tag}`, domain: `shared-${tag}.example` },
      { name: `Umbrella ${tag}`, domain: `umbrella-${tag}.example` },
    ]);
    const [own] = await t.context.db.select().from(companies).where(eq(companies.id, cast.companyId));
    await setCompanyDomain(t, cast.companyId, `own-${tag}.example`);
    await t.context.db
      .insert(trackedAccounts)
      .values({ vendorCompanyId: cast.companyId, accountCompanyId: hooli?.id ?? "" });

    const csv = [
      "Company Name,Website,Notes",
      `Acme ${tag},https://www.ACME-${tag}.example/about?x=1,by domain`,
      `  INITECH ${tag}  ,,by name`,
      ",  ,empty",
      `Nobody ${tag},nobody-${tag}.example,no match`,
      `Acme Again,acme-${tag}.example,duplicate`,
      `${own?.name},,own company`,
      `Hooli ${tag},hooli-${tag}.example,already tracked`,
      `${"x".repeat(301)},,too long`,
      `Another Name,globex-${tag}.example,domain wins over name`,
      `Shared Two ${tag},shared-${tag}.example,shared domain`,
      `Umbrella ${tag},not a domain!,name when the domain is no host`,
      `Nobody ${tag},,no match again`,
    ].join("\n");
    const file = await addAccountFile(t, cast.owner, cast.companyId, csv);
    expect(file.rowCount).toBe(12);
    const started = await startImport(t, cast.owner.cookie, cast.companyId, file.id);
    const done = await waitForImport(t, cast.owner, cast.companyId, started.json().id);
    expect(done).toMatchObject({
      status: "completed",
      totalRows: 12,
      processedRows: 12,
      importedRows: 6,
      rejectedRows: 6,
      error: null,
    });

    const report = await t.request({
      method: "GET",
      url: `/api/companies/${cast.companyId}/imports/${done.id}/rows?limit=100`,
      cookie: cast.owner.cookie,
    });
    const rows = report
      .json()
      .items.map(
        (row: {
          rowNumber: number;
          outcome: string;
          reason: string | null;
          matchedCompany: { name: string } | null;
        }) => [row.rowNumber, row.outcome, row.reason, row.matchedCompany?.name ?? null],
      );
    expect(rows).toEqual([
      [1, "imported", null, `Acme ${tag}`],
      [2, "imported", null, `Initech ${tag}`],
      [3, "rejected", "no company name or domain", null],
      [4, "rejected", "no company on Summit matches", null],
      [5, "rejected", "duplicate of row 1", `Acme ${tag}`],
      [6, "rejected", "this is your own company", own?.name],
      [7, "imported", "already tracked", `Hooli ${tag}`],
      [8, "rejected", "the company name is longer than 300 characters", null],
      [9, "imported", null, `Globex ${tag}`],
      [10, "imported", null, `Shared Two ${tag}`],
      [11, "imported", null, `Umbrella ${tag}`],
      [12, "rejected", "no company on Summit matches", null],
    ]);
    expect(report.json().items[0]).toMatchObject({ name: `Acme ${tag}`, domain: `acme-${tag}.example` });
    expect(report.json().items[1]).toMatchObject({ name: `INITECH ${tag}`, domain: null });
    expect(report.json().items[7].name).toHaveLength(300);

    const tracked = await t.request({
      method: "GET",
      url: `/api/companies/${cast.companyId}/tracked-accounts`,
      cookie: cast.owner.cookie,
    });
    expect(
      tracked
        .json()
        .items.map((item: { company: { name: string }; importId: string | null }) => [
          item.company.name,
          item.importId,
        ]),
    ).toEqual([
      [`Acme ${tag}`, done.id],
      [`Globex ${tag}`, done.id],
      [`Hooli ${tag}`, null],
      [`Initech ${tag}`, done.id],
      [`Shared Two ${tag}`, done.id],
      [`Umbrella ${tag}`, done.id],
    ]);
    expect(tracked.json().items[0].company).toMatchObject({ id: acme?.id, domain: `acme-${tag}.example` });
    expect([globex?.id, sharedTwo?.id, umbrella?.id]).toEqual(
      expect.arrayContaining([tracked.json().items[1].company.id]),
    );
  });

  it("reports the accounts of a second import of the same file as already tracked", async () => {
    const tag = randomUUID().slice(0, 8);
    await insertCompanies(t, [{ name: `Repeat ${tag}`, domain: `repeat-${tag}.example` }]);
    const file = await addAccountFile(t, cast.owner, cast.companyId, `Domain\nrepeat-${tag}.example\n`);
    const first = (await startImport(t, cast.owner.cookie, cast.companyId, file.id)).json().id;
    expect((await waitForImport(t, cast.owner, cast.companyId, first)).importedRows).toBe(1);
    const second = (await startImport(t, cast.owner.cookie, cast.companyId, file.id)).json().id;
    expect((await waitForImport(t, cast.owner, cast.companyId, second)).importedRows).toBe(1);
    const rows = await t.request({
      method: "GET",
      url: `/api/companies/${cast.companyId}/imports/${second}/rows`,
      cookie: cast.owner.cookie,
    });
    expect(rows.json().items).toEqual([
      expect.objectContaining({ outcome: "imported", reason: "already tracked" }),
    ]);
  });
});

describe("the report and tracked accounts, a page at a time", () => {
  it("pages through one outcome by row number, by cursor or by page", async () => {
    const tag = randomUUID().slice(0, 8);
    await insertCompanies(t, [
      { name: `Pager A ${tag}`, domain: `a-${tag}.example` },
      { name: `Pager B ${tag}`, domain: `b-${tag}.example` },
    ]);
    const lines = ["Domain"];
    for (let row = 1; row <= 7; row += 1) {
      lines.push(
        row === 2 ? `a-${tag}.example` : row === 6 ? `b-${tag}.example` : `none-${row}-${tag}.example`,
      );
    }
    const file = await addAccountFile(t, cast.owner, cast.companyId, lines.join("\n"));
    const importId = (await startImport(t, cast.owner.cookie, cast.companyId, file.id)).json().id;
    await waitForImport(t, cast.owner, cast.companyId, importId);
    const page = (query: string) =>
      t
        .request({
          method: "GET",
          url: `/api/companies/${cast.companyId}/imports/${importId}/rows?${query}`,
          cookie: cast.owner.cookie,
        })
        .then((response) => response.json());
    const numbers = (body: { items: { rowNumber: number }[] }) => body.items.map((row) => row.rowNumber);

    const first = await page("outcome=rejected&limit=2");
    expect(numbers(first)).toEqual([1, 3]);
    const second = await page(`outcome=rejected&limit=2&cursor=${first.nextCursor}`);
    expect(numbers(second)).toEqual([4, 5]);
    const third = await page(`outcome=rejected&limit=2&cursor=${second.nextCursor}`);
    expect(numbers(third)).toEqual([7]);
    expect(third.nextCursor).toBeNull();
    expect(numbers(await page("outcome=imported"))).toEqual([2, 6]);
    expect(numbers(await page("outcome=rejected&limit=2&page=2"))).toEqual([4, 5]);
    expect((await page("outcome=maybe")).reason).toBe("Invalid");
    expect((await page("cursor=WyJ4Il0")).messages).toEqual(["cursor: not a cursor this list gave out."]);

    const tracked = await t.request({
      method: "GET",
      url: `/api/companies/${cast.companyId}/tracked-accounts?limit=1`,
      cookie: cast.owner.cookie,
    });
    expect(tracked.json().items.map((item: { company: { name: string } }) => item.company.name)).toEqual([
      `Pager A ${tag}`,
    ]);
    const next = await t.request({
      method: "GET",
      url: `/api/companies/${cast.companyId}/tracked-accounts?limit=1&cursor=${tracked.json().nextCursor}`,
      cookie: cast.owner.cookie,
    });
    expect(next.json()).toMatchObject({ items: [{ company: { name: `Pager B ${tag}` } }], nextCursor: null });
  });
});
