import type { DecisionPrivacy } from "@common/decision-privacy";
import { screen, waitFor, within } from "@testing-library/react";
import { testProfile } from "@web/test/api-mock";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";

// The route loads the page lazily; loading it once up front keeps that out of each test's time limits.
import "./privacy-page";

const PRIVACY = "GET /api/decisions/privacy";

function privacy(overrides: Partial<DecisionPrivacy> = {}): DecisionPrivacy {
  return {
    contributing: true,
    answered: true,
    consentedAt: "2030-01-01T09:00:00.000Z",
    pausedAt: null,
    company: { id: "c1", name: "Acme Health" },
    contributions: [
      { week: "2030-01-07", intentType: "Cloud Security", kind: "contentView", points: 3, actions: 3 },
      {
        week: "2030-01-14",
        intentType: "Cloud Security",
        kind: "decisionCycleDeclared",
        points: 6,
        actions: 1,
      },
    ],
    ...overrides,
  };
}

describe("the privacy centre", () => {
  it("shows what the leader's activity added as a chart and a table", async () => {
    renderApp({ path: "/decisions/privacy", signedIn: true, api: { [PRIVACY]: { body: privacy() } } });
    expect(
      await screen.findByRole("heading", { level: 2, name: "You are contributing" }),
    ).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Points by week, intent type and action" });
    const rows = within(table).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("Cloud Security3 articles read3");
    expect(rows[2]).toHaveTextContent("1 decision cycles shared6");
    expect(
      await screen.findByRole("img", { name: /Points your activity added, by week/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download my contributions" })).toHaveAttribute(
      "href",
      "/api/decisions/privacy/contributions.csv",
    );
  });

  it("pauses contributing and says since when", async () => {
    const { user, server } = renderApp({
      path: "/decisions/privacy",
      signedIn: true,
      api: {
        [PRIVACY]: { body: privacy() },
        "PUT /api/decisions/privacy": {
          body: privacy({ contributing: false, pausedAt: "2030-02-01T00:00:00.000Z" }),
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Pause contributing" }));
    expect(
      await screen.findByRole("heading", { level: 2, name: "Contributing is paused" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Since Feb 1, 2030, nothing you do is recorded/)).toBeInTheDocument();
    expect(server.calls("PUT /api/decisions/privacy")[0]?.body).toEqual({ contributing: false });
    expect(screen.getByRole("button", { name: "Resume contributing" })).toBeInTheDocument();
  });

  it("asks a leader who has not answered, with sharing and not sharing as equal choices, on the decisions page too", async () => {
    const unanswered = privacy({
      contributing: false,
      answered: false,
      consentedAt: null,
      contributions: [],
    });
    const { user, server } = renderApp({
      path: "/decisions",
      signedIn: true,
      api: {
        [PRIVACY]: { body: unanswered },
        "PUT /api/decisions/privacy": {
          body: privacy({ contributing: false, consentedAt: null, pausedAt: "2030-02-01T00:00:00.000Z" }),
        },
      },
    });
    const prompt = await screen.findByRole("region", { name: "Share your company's interest with vendors?" });
    expect(prompt).toHaveTextContent("Until you agree, nothing you do is kept");
    expect(prompt).toHaveTextContent("at least 3 of its people");
    const share = within(prompt).getByRole("button", { name: "Share my interest" });
    const decline = within(prompt).getByRole("button", { name: "Don't share" });
    expect(share.className).toBe(decline.className);
    await user.click(decline);
    expect(server.calls("PUT /api/decisions/privacy")[0]?.body).toEqual({ contributing: false });
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: /Share your company's interest/ })).toBeNull(),
    );
  });

  it("lets a leader who declined share later from the privacy centre", async () => {
    renderApp({
      path: "/decisions/privacy",
      signedIn: true,
      api: {
        [PRIVACY]: {
          body: privacy({ contributing: false, consentedAt: null, pausedAt: "2030-02-01T00:00:00.000Z" }),
        },
      },
    });
    expect(
      await screen.findByRole("heading", { level: 2, name: "You chose not to share" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Share my interest" })).toBeInTheDocument();
  });

  it("withdraws everything after asking, and then shows nothing added", async () => {
    let current = privacy();
    const { user, server } = renderApp({
      path: "/decisions/privacy",
      signedIn: true,
      api: {
        [PRIVACY]: () => ({ body: current }),
        "DELETE /api/decisions/privacy/contributions": () => {
          current = privacy({ contributions: [] });
          return { body: { withdrawn: 2 } };
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Withdraw everything" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw everything you have added?" });
    expect(dialog).toHaveTextContent("deleted, for good");
    await user.click(within(dialog).getByRole("button", { name: "Withdraw everything" }));
    expect(await screen.findByText("2 contributions withdrawn.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("Nothing yet")).toBeInTheDocument());
    expect(server.calls("DELETE /api/decisions/privacy/contributions")).toHaveLength(1);
  });

  it("is reached from the leader's decisions page", async () => {
    const { user, location } = renderApp({
      path: "/decisions",
      signedIn: true,
      api: { [PRIVACY]: { body: privacy({ contributions: [] }) } },
    });
    await user.click(await screen.findByRole("link", { name: "Privacy centre" }));
    await waitFor(() => expect(location()).toBe("/decisions/privacy"));
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy centre" })).toBeInTheDocument();
  });

  it("tells a vendor it is for leaders, without asking the server for a leader's data", async () => {
    const { server } = renderApp({
      path: "/decisions/privacy",
      signedIn: true,
      api: { "GET /api/profile": { body: { ...testProfile, accountType: "vendor" } } },
    });
    expect(await screen.findByText("The privacy centre is for leaders")).toBeInTheDocument();
    expect(server.calls(PRIVACY)).toHaveLength(0);
  });
});
