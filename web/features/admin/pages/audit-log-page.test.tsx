import type { AdminAction } from "@common/audit-log";
import { screen, within } from "@testing-library/react";
import { PAGE_TEST_TIMEOUT, platformAdminProfile, preparePageTests } from "@web/lib/posts/post-fixtures";
import { type ApiHandler, adminSession } from "@web/test/api-mock";
import { axeViolations } from "@web/test/axe";
import { renderApp } from "@web/test/render-app";
import { PHONE, setViewport } from "@web/test/viewport";
import { describe, expect, it } from "vitest";

const OPERATOR_ID = "operator-1";

function entry(overrides: Partial<AdminAction> = {}): AdminAction {
  return {
    id: "4f1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e01",
    at: "2026-11-27T09:15:00.000Z",
    actor: { id: OPERATOR_ID, name: "Olive Operator", email: "olive@summit.example" },
    action: "user.suspended",
    target: { kind: "user", ids: ["user-9"], label: "mallory@example.com" },
    before: { suspendedAt: null },
    after: { suspendedAt: "2026-11-27T09:15:00.000Z" },
    origin: { ip: "203.0.113.7", userAgent: "Firefox 133" },
    ...overrides,
  };
}

function adminHandlers(log: ApiHandler): Record<string, ApiHandler> {
  return {
    "GET /api/auth/get-session": { body: adminSession },
    "GET /api/profile": { body: platformAdminProfile },
    "GET /api/admin/audit-log": log,
    "GET /api/admin/summary": { body: { openReports: 3, failedJobs: 1 } },
  };
}

describe("the admin console", PAGE_TEST_TIMEOUT, () => {
  preparePageTests(() => import("./audit-log-page"));

  it.each([
    ["a visitor", false],
    ["a member who is not a platform admin", true],
  ])("is a page that is not there for %s, asking the API nothing", async (_who, signedIn) => {
    for (const path of ["/admin", "/admin/audit-log", "/admin/reference-data", "/admin/health"]) {
      const { server, unmount } = renderApp({ path, signedIn });
      expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
      expect(server.calls("GET /api/admin/audit-log")).toHaveLength(0);
      unmount();
    }
  });

  it("opens on the tools platform admins have", async () => {
    renderApp({
      path: "/admin",
      signedIn: true,
      api: adminHandlers({ body: { items: [], nextCursor: null } }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Admin console" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Audit log/ })).toHaveAttribute("href", "/admin/audit-log");
    expect(screen.getByRole("link", { name: /Moderation/ })).toHaveAttribute("href", "/moderation");
    expect(screen.getByRole("link", { name: /Reference lists/ })).toHaveAttribute(
      "href",
      "/admin/reference-data",
    );
    expect(screen.getByRole("link", { name: /Health/ })).toHaveAttribute("href", "/admin/health");
    // What waits for the operator, on the tools it waits in.
    expect(await screen.findByText("3 open reports")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Moderation/ })).toHaveTextContent("3 open reports");
    expect(screen.getByRole("link", { name: /Health/ })).toHaveTextContent("1 failed job");
  });

  it("still opens on its tools when what waits cannot be counted", async () => {
    renderApp({
      path: "/admin",
      signedIn: true,
      api: {
        ...adminHandlers({ body: { items: [], nextCursor: null } }),
        "GET /api/admin/summary": {
          status: 500,
          body: { reason: "Failure", messages: ["Something went wrong."] },
        },
      },
    });
    expect(await screen.findByText(/could not be counted just now/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Audit log/ })).toBeInTheDocument();
  });

  it("shows who did what to what, before and after, and from where; older entries on request", async () => {
    const { user, server } = renderApp({
      path: "/admin/audit-log",
      signedIn: true,
      api: adminHandlers(({ search }) =>
        search.get("cursor")
          ? {
              body: {
                items: [
                  entry({
                    id: "4f1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e02",
                    action: "reference-item.changed",
                    target: { kind: "reference-item", ids: ["item-1"], label: "industries: Fintech" },
                    before: { name: "FinTech", position: null },
                    after: { name: "Fintech", position: null },
                  }),
                ],
                nextCursor: null,
              },
            }
          : { body: { items: [entry()], nextCursor: "next" } },
      ),
    });

    const suspension = await screen.findByRole("article", {
      name: "Suspended a member: mallory@example.com",
    });
    expect(within(suspension).getByText("suspendedAt")).toBeInTheDocument();
    expect(within(suspension).getByText("null → 2026-11-27T09:15:00.000Z")).toBeInTheDocument();
    expect(within(suspension).getByText(/Olive Operator \(olive@summit\.example\)/)).toBeInTheDocument();
    expect(within(suspension).getByText("From 203.0.113.7 · Firefox 133")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Load older actions" }));
    const rename = await screen.findByRole("article", {
      name: "Renamed or moved a reference item: industries: Fintech",
    });
    expect(within(rename).getByText("FinTech → Fintech")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load older actions" })).not.toBeInTheDocument();
    expect(server.calls("GET /api/admin/audit-log").map((call) => call.search.get("cursor"))).toEqual([
      null,
      "next",
    ]);
  });

  it("filters by what the form says, keeps it in the address, and exports the same filter", async () => {
    const { user, server } = renderApp({
      path: "/admin/audit-log",
      signedIn: true,
      api: adminHandlers(({ search }) => ({
        body: { items: search.get("action") ? [] : [entry()], nextCursor: null },
      })),
    });
    await screen.findByRole("article", { name: "Suspended a member: mallory@example.com" });

    await user.selectOptions(screen.getByLabelText("Action"), "Resolved a report");
    await user.type(screen.getByLabelText("From"), "2026-11-01");
    await user.click(screen.getByRole("button", { name: "Apply" }));

    expect(await screen.findByRole("heading", { name: "No actions match" })).toBeInTheDocument();
    const last = server.calls("GET /api/admin/audit-log").at(-1);
    expect(Object.fromEntries(last?.search ?? [])).toEqual({ action: "report.resolved", from: "2026-11-01" });
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/admin/audit-log.csv?action=report.resolved&from=2026-11-01",
    );

    await user.click(screen.getByRole("link", { name: "Clear" }));
    expect(
      await screen.findByRole("article", { name: "Suspended a member: mallory@example.com" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/admin/audit-log.csv",
    );
  });

  it("narrows to one admin from an entry, and says when nothing is recorded", async () => {
    const { user, server } = renderApp({
      path: "/admin/audit-log",
      signedIn: true,
      api: adminHandlers(({ search }) => ({
        body: { items: search.get("actorId") ? [] : [entry()], nextCursor: null },
      })),
    });
    const suspension = await screen.findByRole("article", {
      name: "Suspended a member: mallory@example.com",
    });
    await user.click(within(suspension).getByRole("link", { name: "Only this admin" }));
    expect(await screen.findByRole("heading", { name: "No actions match" })).toBeInTheDocument();
    expect(server.calls("GET /api/admin/audit-log").at(-1)?.search.get("actorId")).toBe(OPERATOR_ID);
    expect(screen.getByRole("button", { name: "One admin's actions only" })).toBeInTheDocument();
  });

  it("shows an error it can retry when the log cannot be read", async () => {
    renderApp({
      path: "/admin/audit-log",
      signedIn: true,
      api: adminHandlers({ status: 500, body: { reason: "Failure", messages: ["Something went wrong."] } }),
    });
    expect(await screen.findByText("The audit log could not be loaded")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /try again|retry/i })).toBeInTheDocument();
  });

  describe.each([
    ["desktop", false],
    ["phone", true],
  ])("at %s width", (_width, phone) => {
    it("has no axe violations on the console and the log", async () => {
      if (phone) setViewport(PHONE);
      const api = adminHandlers({ body: { items: [entry()], nextCursor: "more" } });
      const home = renderApp({ path: "/admin", signedIn: true, api });
      await screen.findByRole("heading", { level: 1, name: "Admin console" });
      expect(await axeViolations()).toEqual([]);
      home.unmount();

      renderApp({ path: "/admin/audit-log", signedIn: true, api });
      await screen.findByRole("article", { name: "Suspended a member: mallory@example.com" });
      expect(await axeViolations()).toEqual([]);
      expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    });
  });
});
