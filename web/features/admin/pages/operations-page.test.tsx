import type { Operations } from "@common/operations";
import { screen, within } from "@testing-library/react";
import { PAGE_TEST_TIMEOUT, platformAdminProfile, preparePageTests } from "@web/lib/posts/post-fixtures";
import { type ApiHandler, adminSession } from "@web/test/api-mock";
import { axeViolations } from "@web/test/axe";
import { renderApp } from "@web/test/render-app";
import { PHONE, setViewport } from "@web/test/viewport";
import { describe, expect, it } from "vitest";

const JOB_ID = "4f1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e01";

function figures(overrides: Partial<Operations> = {}): Operations {
  return {
    queues: [
      {
        name: "account-data-export",
        counts: { created: 2, retry: 0, active: 1, completed: 40, cancelled: 0, failed: 1 },
      },
    ],
    failedJobs: [
      {
        id: JOB_ID,
        queue: "account-data-export",
        failedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
        retries: 2,
        error: "storage unavailable",
      },
    ],
    database: {
      sizeBytes: 52_428_800,
      largestTables: [{ name: "posts", sizeBytes: 10_485_760, rows: 12_000 }],
    },
    mail: {
      delivery: "outbox",
      total: 12,
      lastDay: 3,
      unsent: 12,
      oldestUnsentAt: "2026-11-27T09:00:00.000Z",
    },
    ...overrides,
  };
}

function handlers(read: ApiHandler): Record<string, ApiHandler> {
  return {
    "GET /api/auth/get-session": { body: adminSession },
    "GET /api/profile": { body: platformAdminProfile },
    "GET /api/admin/operations": read,
    [`POST /api/admin/jobs/${JOB_ID}/retry`]: { body: { id: JOB_ID, queue: "account-data-export" } },
  };
}

describe("the Health page", PAGE_TEST_TIMEOUT, () => {
  preparePageTests(() => import("./operations-page"));

  it("shows jobs by queue and state, the database's size and the outbox, and retries a failed job", async () => {
    let retried = false;
    const { user, server } = renderApp({
      path: "/admin/health",
      signedIn: true,
      api: handlers(() => ({ body: retried ? figures({ failedJobs: [] }) : figures() })),
    });
    const table = await screen.findByRole("table", { name: "Jobs by queue and state" });
    const row = within(table).getByRole("row", { name: /account-data-export/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["2", "0", "1", "40", "0", "1"]);
    expect(screen.getByText("50 MB in all.")).toBeInTheDocument();
    expect(
      within(screen.getByRole("table", { name: "Largest tables" })).getByText("12,000"),
    ).toBeInTheDocument();
    expect(screen.getByText(/mail is kept in the outbox and the server log, not sent/)).toBeInTheDocument();
    expect(screen.getByText(/12 in the outbox, 3 in the last day/)).toBeInTheDocument();

    const failed = screen.getByRole("article", { name: "Failed account-data-export job" });
    expect(within(failed).getByText("storage unavailable")).toBeInTheDocument();
    retried = true;
    await user.click(within(failed).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("No job has failed.")).toBeInTheDocument();
    expect(server.calls(`POST /api/admin/jobs/${JOB_ID}/retry`)).toHaveLength(1);
  });

  it("tells how many mails a mail server has not taken yet", async () => {
    renderApp({
      path: "/admin/health",
      signedIn: true,
      api: handlers({
        body: figures({ mail: { delivery: "smtp", total: 12, lastDay: 3, unsent: 2, oldestUnsentAt: null } }),
      }),
    });
    expect(
      await screen.findByText(/12 in the outbox, 3 in the last day\. 2 not sent yet\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/not sent\.$/)).not.toBeInTheDocument();
  });

  it("says when the figures cannot be read", async () => {
    renderApp({
      path: "/admin/health",
      signedIn: true,
      api: handlers({ status: 500, body: { reason: "Failure", messages: ["Something went wrong."] } }),
    });
    expect(await screen.findByText("The figures could not be loaded")).toBeInTheDocument();
  });

  describe.each([
    ["desktop", false],
    ["phone", true],
  ])("at %s width", (_width, phone) => {
    it("has no axe violations", async () => {
      if (phone) setViewport(PHONE);
      renderApp({ path: "/admin/health", signedIn: true, api: handlers({ body: figures() }) });
      await screen.findByRole("table", { name: "Jobs by queue and state" });
      expect(await axeViolations()).toEqual([]);
      expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    });
  });
});
