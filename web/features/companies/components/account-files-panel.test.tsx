import type { AccountFile, AccountImport, AccountImportRow, TrackedAccount } from "@common/account-files";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppProviders } from "@web/app/providers";
import { type ApiHandler, mockApi } from "@web/test/api-mock";
import { axeViolations } from "@web/test/axe";
import { PHONE, setViewport } from "@web/test/viewport";
import { describe, expect, it } from "vitest";
import { AccountFilesPanel } from "./account-files-panel";

const COMPANY_ID = "company-1";
const BASE = `/api/companies/${COMPANY_ID}`;

const targets: AccountFile = {
  id: "file-1",
  companyId: COMPANY_ID,
  name: "Q3 targets",
  rowCount: 1200,
  fileName: "q3.csv",
  sizeBytes: 40_000,
  uploadedBy: { id: "user-1", name: "Ada Lovelace" },
  createdAt: "2025-03-04T10:00:00.000Z",
  updatedAt: "2025-03-04T10:00:00.000Z",
  latestImport: null,
};

const queued: AccountImport = {
  id: "import-1",
  companyId: COMPANY_ID,
  accountFileId: targets.id,
  status: "queued",
  totalRows: 1200,
  processedRows: 0,
  importedRows: 0,
  rejectedRows: 0,
  error: null,
  requestedBy: { id: "user-1", name: "Ada Lovelace" },
  createdAt: "2025-03-05T10:00:00.000Z",
  startedAt: null,
  finishedAt: null,
};
const running: AccountImport = {
  ...queued,
  status: "running",
  processedRows: 480,
  importedRows: 20,
  rejectedRows: 460,
};
const completed: AccountImport = {
  ...queued,
  status: "completed",
  processedRows: 1200,
  importedRows: 1197,
  rejectedRows: 3,
  finishedAt: "2025-03-05T10:01:00.000Z",
};

const rejectedRow = (rowNumber: number, reason: string): AccountImportRow => ({
  rowNumber,
  name: `Row ${rowNumber} Inc`,
  domain: null,
  outcome: "rejected",
  reason,
  matchedCompany: null,
});

const acme: TrackedAccount = {
  company: { id: "acme", name: "Acme Corp", domain: "acme.com", logoUrl: null },
  importId: "import-1",
  trackedAt: "2025-03-05T10:01:00.000Z",
};

const page = <T,>(items: T[], nextCursor: string | null = null) => ({ body: { items, nextCursor } });

function renderPanel(api: Record<string, ApiHandler>) {
  const server = mockApi({
    [`GET ${BASE}/account-files/list`]: page([targets]),
    [`GET ${BASE}/tracked-accounts`]: page([]),
    ...api,
  });
  const user = userEvent.setup();
  render(
    <AppProviders retry={false}>
      <AccountFilesPanel companyId={COMPANY_ID} />
    </AppProviders>,
  );
  return { server, user };
}

/** Typing and polling take a while on a busy machine; nothing here is a timing assertion. */
const TEST_TIMEOUT_MS = 20_000;

describe("the account files panel", { timeout: TEST_TIMEOUT_MS }, () => {
  it("lists the files and says what is empty", async () => {
    renderPanel({});
    const list = await screen.findByRole("list", { name: "Account files" });
    expect(within(list).getByText("Q3 targets")).toBeInTheDocument();
    expect(within(list).getByText("1,200 rows · uploaded Mar 4, 2025 · by Ada Lovelace")).toBeInTheDocument();
    expect(within(list).getByText("Not imported yet")).toBeInTheDocument();
    expect(await screen.findByText(/No tracked accounts yet/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Account files" })).toBeInTheDocument();
  });

  it("uploads a CSV and adds it as an account file", async () => {
    let files = [targets];
    const { server, user } = renderPanel({
      [`GET ${BASE}/account-files/list`]: () => page(files),
      "POST /api/upload/csv": { status: 201, body: { id: "upload-9" } },
      [`POST ${BASE}/account-files`]: () => {
        const added = { ...targets, id: "file-2", name: "emea.csv", rowCount: 1 };
        files = [added, targets];
        return { status: 201, body: added };
      },
    });
    await screen.findByText("Q3 targets");
    expect(screen.getByRole("button", { name: "Upload" })).toBeDisabled();
    const csv = new File(["Company\nAcme\n"], "emea.csv", { type: "text/csv" });
    await user.upload(screen.getByLabelText("Choose CSV file"), csv);
    expect(screen.getByText("emea.csv")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Upload" }));

    expect(await screen.findByText("emea.csv has been added with 1 account.")).toBeInTheDocument();
    const form = server.calls("POST /api/upload/csv")[0]?.body;
    expect(form instanceof FormData && (form.get("file") as File).name).toBe("emea.csv");
    expect(server.calls(`POST ${BASE}/account-files`).map((call) => call.body)).toEqual([
      { uploadId: "upload-9" },
    ]);
    expect(await screen.findByRole("button", { name: "Import emea.csv" })).toBeInTheDocument();
  });

  it("shows the server's reason when the file is refused", async () => {
    const { user } = renderPanel({
      "POST /api/upload/csv": { status: 201, body: { id: "upload-9" } },
      [`POST ${BASE}/account-files`]: {
        status: 400,
        body: { reason: "Invalid", messages: ["The CSV file needs a column with the company name."] },
      },
    });
    await screen.findByText("Q3 targets");
    await user.upload(screen.getByLabelText("Choose CSV file"), new File(["Email\nx\n"], "bad.csv"));
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByText("The CSV file needs a column with the company name.")).toBeInTheDocument();
  });

  it("imports a file, polls its progress and then reports the rejected rows and tracked accounts", async () => {
    const states = [running, completed];
    let tracked: TrackedAccount[] = [];
    const { server, user } = renderPanel({
      [`POST ${BASE}/import`]: { status: 202, body: queued },
      [`GET ${BASE}/imports/import-1`]: () => {
        const state = states.length > 1 ? states.shift() : states[0];
        if (state?.status === "completed") tracked = [acme];
        return { body: state };
      },
      [`GET ${BASE}/imports/import-1/rows`]: ({ search }) =>
        search.get("cursor")
          ? page([rejectedRow(9, "duplicate of row 2")])
          : page(
              [rejectedRow(3, "no company on Summit matches"), rejectedRow(7, "no company name or domain")],
              "next",
            ),
      [`GET ${BASE}/tracked-accounts`]: () => page(tracked),
    });
    await user.click(await screen.findByRole("button", { name: "Import Q3 targets" }));
    expect(server.calls(`POST ${BASE}/import`).map((call) => call.body)).toEqual([
      { accountFileId: "file-1" },
    ]);

    const progress = await screen.findByRole("progressbar", { name: "Import progress" });
    await waitFor(() => expect(progress).toHaveAttribute("aria-valuenow", "40"));
    expect(progress).toHaveAttribute("aria-valuetext", "480 of 1,200 rows read");

    const table = await screen.findByRole("table", { name: "Rejected rows" }, { timeout: 4000 });
    expect(screen.getByText("1,197")).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Row", "Company name", "Domain", "Reason"]);
    expect(within(table).getByText("no company on Summit matches")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Load more rejected rows" }));
    expect(await within(table).findByText("duplicate of row 2")).toBeInTheDocument();
    expect(
      server.calls(`GET ${BASE}/imports/import-1/rows`).map((call) => call.search.get("cursor")),
    ).toEqual([null, "next"]);
    expect(screen.queryByRole("button", { name: "Load more rejected rows" })).not.toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Stop tracking Acme Corp" })).toBeInTheDocument();
    expect(screen.queryByRole("progressbar", { name: "Import progress" })).not.toBeInTheDocument();
  });

  it("renames a file in a dialog and deletes one after asking", async () => {
    let files = [targets];
    const { server, user } = renderPanel({
      [`GET ${BASE}/account-files/list`]: () => page(files),
      "PATCH /api/companies/account-files/file-1": ({ body }) => {
        files = [{ ...targets, name: (body as { name: string }).name }];
        return { body: files[0] };
      },
      "DELETE /api/companies/account-files/file-1": () => {
        files = [];
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole("button", { name: "Rename Q3 targets" }));
    const dialog = screen.getByRole("dialog", { name: "Rename account file" });
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    await user.clear(name);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText("Enter a name of at most 160 characters.")).toBeInTheDocument();
    await user.type(name, "EMEA banks");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The file is now called EMEA banks.")).toBeInTheDocument();
    expect(server.calls("PATCH /api/companies/account-files/file-1").map((call) => call.body)).toEqual([
      { name: "EMEA banks" },
    ]);

    await user.click(await screen.findByRole("button", { name: "Delete EMEA banks" }));
    const confirm = screen.getByRole("dialog", { name: "Delete EMEA banks?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete file" }));
    expect(await screen.findByText("EMEA banks has been deleted.")).toBeInTheDocument();
    expect(await screen.findByText(/No account files yet/)).toBeInTheDocument();
  });

  it("shows the server's message when an import cannot start", async () => {
    const { user } = renderPanel({
      [`POST ${BASE}/import`]: {
        status: 409,
        body: {
          reason: "AlreadyExists",
          messages: ["This file is already being imported; wait for that import to finish."],
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Import Q3 targets" }));
    expect(
      await screen.findByText("This file is already being imported; wait for that import to finish."),
    ).toBeInTheDocument();
  });

  it("says so when the files cannot be loaded, and tries again", async () => {
    let fail = true;
    const { user } = renderPanel({
      [`GET ${BASE}/account-files/list`]: () =>
        fail
          ? {
              status: 403,
              body: { reason: "AccessDenied", messages: ["Only the company's admins can do this."] },
            }
          : page([targets]),
    });
    expect(await screen.findByText("The account files could not be loaded")).toBeInTheDocument();
    expect(screen.getByText("Only the company's admins can do this.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Q3 targets")).toBeInTheDocument();
  });

  it("shows an import already under way, with its failure when it fails, on a phone", async () => {
    setViewport(PHONE);
    renderPanel({
      [`GET ${BASE}/account-files/list`]: page([{ ...targets, latestImport: running }]),
      [`GET ${BASE}/imports/import-1`]: {
        body: {
          ...running,
          status: "failed",
          error: "The stored CSV file is missing; upload the file again.",
        },
      },
    });
    expect(
      await screen.findByRole("heading", { level: 3, name: "Import of Q3 targets" }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/The stored CSV file is missing/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Choose CSV file" })).toBeInTheDocument();
  });

  it("passes axe's structural checks with a report, a table and tracked accounts", async () => {
    renderPanel({
      [`GET ${BASE}/account-files/list`]: page([{ ...targets, latestImport: completed }]),
      [`GET ${BASE}/imports/import-1`]: { body: completed },
      [`GET ${BASE}/imports/import-1/rows`]: page([rejectedRow(3, "no company on Summit matches")], "next"),
      [`GET ${BASE}/tracked-accounts`]: page([acme]),
    });
    await screen.findByRole("table", { name: "Rejected rows" });
    await screen.findByRole("button", { name: "Stop tracking Acme Corp" });
    expect(await axeViolations()).toEqual([]);
  });
});
