import { addDays, rangeProblem, todayUtc } from "@common/day-range";
import { screen, waitFor, within } from "@testing-library/react";
import type { ApiRequest } from "@web/test/api-mock";
import { axeViolations } from "@web/test/axe";
import { renderApp } from "@web/test/render-app";
import { PHONE, setViewport } from "@web/test/viewport";
import { describe, expect, it, vi } from "vitest";
import { rangeFromParams } from "../api/performance";
import { vendorHandlers } from "../testing/insight-fixtures";
import {
  dashboardPath,
  EXPERIENCE,
  PERFORMANCE,
  performance,
  performanceHandlers,
} from "../testing/performance-fixtures";

// The route and the tabs load lazily; loading them once up front keeps that out of each test's time.
import "../pages/decisions-page";
import "./performance-section";

const api = (overrides = {}) => vendorHandlers(performanceHandlers(overrides));
const lastQuery = (calls: ApiRequest[]) => Object.fromEntries(calls.at(-1)?.search ?? []);

describe("the range", () => {
  it("is the last 90 days unless the address asks for a range the server takes", () => {
    const today = "2030-03-31";
    const read = (search: string) => rangeFromParams(new URLSearchParams(search), today);
    expect(read("")).toEqual({ startDate: "2030-01-01", endDate: today });
    expect(read("from=2030-03-01&to=2030-03-10")).toEqual({ startDate: "2030-03-01", endDate: "2030-03-10" });
    for (const refused of [
      "from=2030-03-10&to=2030-03-01",
      "from=2027-01-01",
      "from=soon",
      "from=2030-02-30&to=2030-02-30",
      "to=2031-01-01",
    ]) {
      expect(read(refused), refused).toEqual({ startDate: "2030-01-01", endDate: today });
    }
  });

  it("says why a range cannot be asked for", () => {
    const today = "2030-03-31";
    expect(rangeProblem({ startDate: "2030-03-01", endDate: "2030-03-31" }, today)).toBeNull();
    expect(rangeProblem({ startDate: "2030-03-10", endDate: "2030-03-01" }, today)).toMatch(/on or before/);
    expect(rangeProblem({ startDate: "2028-01-01", endDate: "2030-03-31" }, today)).toMatch(/two years/);
    // Tomorrow in UTC is today for members east of it; the day after is the future.
    expect(rangeProblem({ startDate: "2030-03-01", endDate: "2030-04-01" }, today)).toBeNull();
    expect(rangeProblem({ startDate: "2030-03-01", endDate: "2030-04-02" }, today)).toMatch(/today/);
    expect(rangeProblem({ startDate: "1999-12-31", endDate: "2000-01-31" }, today)).toMatch(
      /before 2000-01-01/,
    );
  });
});

describe("the Performance tab", () => {
  it("shows each total against the period before and charts the chosen one, with its table and CSV", async () => {
    const { user, server } = renderApp({ path: "/decisions?tab=performance", signedIn: true, api: api() });
    const totals = await screen.findByRole("group", { name: /Totals for the period/ });
    const views = within(totals).getByRole("button", { name: /Company page views/ });
    expect(views).toHaveAttribute("aria-pressed", "true");
    expect(views).toHaveTextContent("40");
    expect(views).toHaveTextContent("+60% on the period before (25)");
    expect(within(totals).getByRole("button", { name: /Meetings accepted/ })).toHaveTextContent(
      "None in the period before",
    );
    expect(
      screen.getByText(/Mar 1, 2030 to Mar 3, 2030 \(3 days, UTC\), against Feb 26, 2030/),
    ).toBeVisible();
    expect(lastQuery(server.calls(PERFORMANCE))).toEqual({
      startDate: addDays(todayUtc(), -89),
      endDate: todayUtc(),
    });

    await user.click(within(totals).getByRole("button", { name: /Content views/ }));
    expect(screen.getByRole("heading", { name: "Content views per day" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Table" }));
    const table = screen.getByRole("region", { name: "Content views per day, as a table" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual([
      "DateThis periodPrevious period's datePrevious period",
      "2030-03-0142030-02-260",
      "2030-03-0212030-02-272",
      "2030-03-0302030-02-280",
    ]);

    const created: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      created.push(blob as Blob);
      return "blob:figures";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    // The browser would save the file; here the link's click only records what it saves.
    const saved = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    await user.click(screen.getByRole("button", { name: "CSV" }));
    expect(saved).toHaveBeenCalledOnce();
    expect(saved.mock.contexts[0]).toHaveProperty(
      "download",
      "summit-performance-all-2030-03-01-2030-03-03-contentViews.csv",
    );
    expect(await created[0]?.text()).toBe(
      "Date,This period,Previous period's date,Previous period\n2030-03-01,4,2030-02-26,0\n2030-03-02,1,2030-02-27,2\n2030-03-03,0,2030-02-28,0\n",
    );
  });

  it("asks for the range and match point chosen, and keeps them in the address", async () => {
    const { user, server, location } = renderApp({
      path: "/decisions?tab=performance",
      signedIn: true,
      api: api(),
    });
    await screen.findByRole("group", { name: /Totals for the period/ });
    await user.click(screen.getByRole("button", { name: "30 days" }));
    await waitFor(() =>
      expect(lastQuery(server.calls(PERFORMANCE))).toEqual({
        startDate: addDays(todayUtc(), -29),
        endDate: todayUtc(),
      }),
    );
    expect(location()).toBe(`/decisions?tab=performance&from=${addDays(todayUtc(), -29)}&to=${todayUtc()}`);
    await user.click(screen.getByRole("combobox", { name: "Match point" }));
    await user.click(screen.getByRole("option", { name: "Observability" }));
    await waitFor(() =>
      expect(lastQuery(server.calls(PERFORMANCE))).toMatchObject({ matchPoint: "Observability" }),
    );
  });

  it("says what failed and asks again on Try again", async () => {
    let fail = true;
    const { user } = renderApp({
      path: "/decisions?tab=performance",
      signedIn: true,
      api: api({
        [PERFORMANCE]: () =>
          fail
            ? { status: 500, body: { reason: "InternalError", messages: ["Something went wrong."] } }
            : { body: performance() },
      }),
    });
    expect(await screen.findByText("Performance could not be loaded")).toBeVisible();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("group", { name: /Totals for the period/ })).toBeVisible();
  });

  it("has no axe violations at phone width", async () => {
    setViewport(PHONE);
    renderApp({ path: "/decisions?tab=performance", signedIn: true, api: api() });
    await screen.findByRole("group", { name: /Totals for the period/ });
    expect(await axeViolations()).toEqual([]);
  });
});

describe("the Dashboard tab", () => {
  it("shows the headline figures, cards, engaged accounts, activity, meetings and the plan's use", async () => {
    const { user } = renderApp({ path: "/decisions?tab=dashboard", signedIn: true, api: api() });
    expect(await screen.findByRole("heading", { name: "Headline figures" })).toBeVisible();
    expect(await screen.findByText("Acme Health")).toBeVisible();
    expect(screen.getByRole("link", { name: "Tracing at scale" })).toHaveAttribute(
      "href",
      "/watch/c0ffee00-0000-4000-8000-000000000001",
    );
    expect(screen.getByText("No upcoming event that you host or sponsor.")).toBeVisible();
    expect(screen.getByText("Dana Chief, Acme Health")).toBeVisible();
    expect(await screen.findByRole("heading", { name: "7 engaged accounts" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Meeting funnel" })).toBeVisible();

    const plan = await screen.findByRole("region", { name: "Your Growth plan" });
    expect(
      within(plan).getByRole("progressbar", { name: "Meeting requests this month: 20 of 20" }),
    ).toHaveAttribute("aria-valuenow", "100");
    expect(within(plan).getByText("Tracked accounts: 120 (no limit)")).toBeVisible();
    expect(
      within(plan).getByText(/Ends when this period does. Decision insights reach your tracked accounts./),
    ).toBeVisible();

    const funnel = screen.getByRole("region", { name: "Meeting funnel" });
    await user.click(within(funnel).getByRole("button", { name: "Table" }));
    expect(
      within(funnel)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["StepMeetings", "Requested6", "Accepted3", "Declined1", "Completed2", "No-show0"]);
    const revenue = screen.getByRole("region", { name: "By revenue band" });
    expect(within(revenue).getByText("Every group has fewer than three accounts.")).toBeVisible();
  });

  it("shows a part that failed as failed, and the others as they are", async () => {
    renderApp({
      path: "/decisions?tab=dashboard",
      signedIn: true,
      api: api({
        [dashboardPath("meetings")]: { status: 500, body: { reason: "InternalError", messages: ["Oops."] } },
        [EXPERIENCE]: { status: 403, body: { reason: "AccessDenied", messages: ["No plan."] } },
      }),
    });
    expect(await screen.findByText("The meetings could not be loaded")).toBeVisible();
    expect(await screen.findByText("The plan could not be loaded")).toBeVisible();
    expect(await screen.findByRole("heading", { name: "Headline figures" })).toBeVisible();
    expect(await screen.findByRole("heading", { name: "7 engaged accounts" })).toBeVisible();
  });

  it("has no axe violations at phone width", async () => {
    setViewport(PHONE);
    renderApp({ path: "/decisions?tab=dashboard", signedIn: true, api: api() });
    await screen.findByRole("heading", { name: "Meeting funnel" });
    await screen.findByRole("region", { name: "Your Growth plan" });
    expect(await axeViolations()).toEqual([]);
  });
});
