import { screen, waitFor, within } from "@testing-library/react";
import type { ApiRequest } from "@web/test/api-mock";
import { testProfile } from "@web/test/api-mock";
import { axeViolations } from "@web/test/axe";
import { renderApp } from "@web/test/render-app";
import { PHONE, setViewport } from "@web/test/viewport";
import { describe, expect, it } from "vitest";
import {
  ACME_ID,
  accountInsight,
  explanation,
  explanationPath,
  GLOBEX_ID,
  globexInsight,
  HIGHLIGHTS,
  highlight,
  INSIGHTS,
  MATCH_POINTS,
  page,
  VENDOR_COMPANY_ID,
  vendorHandlers,
  vendorProfile,
} from "../testing/insight-fixtures";

// The route loads the page lazily; loading it once up front keeps that out of each test's time limits.
import "../pages/decisions-page";

const lastQuery = (calls: ApiRequest[]) => Object.fromEntries(calls.at(-1)?.search ?? []);

describe("the decisions page for a vendor with insights", () => {
  it("lists each account with its score, surge, stage, trend and people", async () => {
    renderApp({ path: "/decisions", signedIn: true, api: vendorHandlers() });
    const table = await screen.findByRole("table", { name: "Accounts" });
    const [, acme, globex] = within(table).getAllByRole("row");

    expect(within(acme as HTMLElement).getByRole("progressbar", { name: "Score" })).toHaveAttribute(
      "aria-valuenow",
      "77",
    );
    expect(acme).toHaveTextContent("Acme Health");
    expect(acme).toHaveTextContent("Insurance · 1001-5000 · $1 billion +");
    expect(acme).toHaveTextContent("Observability");
    expect(acme).toHaveTextContent("Surging");
    expect(acme).toHaveTextContent("Considerationinferred, 72% sure");
    expect(
      within(acme as HTMLElement).getByRole("img", { name: /from 20 to 77 over 13 weeks, \+25/ }),
    ).toBeVisible();

    expect(globex).not.toHaveTextContent("Surging");
    expect(globex).toHaveTextContent("Decisiondeclared");
    expect(globex).toHaveTextContent("New");
    expect(globex).toHaveTextContent("Not tracked");
    expect(screen.getByText(/count the days before Mar 4, 2030/)).toBeInTheDocument();
  });

  it("asks again for the match point chosen, keeps it in the address and exports that view", async () => {
    const { user, server, location } = renderApp({
      path: "/decisions",
      signedIn: true,
      api: vendorHandlers(),
    });
    await screen.findByRole("table", { name: "Accounts" });
    expect(lastQuery(server.calls(INSIGHTS))).toEqual({ sort: "score" });

    await user.click(screen.getByRole("combobox", { name: "Match point" }));
    await user.click(screen.getByRole("option", { name: "Observability" }));
    await waitFor(() =>
      expect(lastQuery(server.calls(INSIGHTS))).toEqual({ matchPoint: "Observability", sort: "score" }),
    );
    expect(lastQuery(server.calls(HIGHLIGHTS))).toEqual({ matchPoint: "Observability" });
    expect(location()).toBe("/decisions?matchPoint=Observability");

    await user.click(screen.getByRole("combobox", { name: "Stage" }));
    await user.click(screen.getByRole("option", { name: "Decision" }));
    await waitFor(() => expect(lastQuery(server.calls(INSIGHTS))).toMatchObject({ stage: "decision" }));
    expect(await screen.findByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/account-insights/export.csv?matchPoint=Observability&stage=decision&sort=score",
    );
    // The table no longer says which match point a row is about: there is only one.
    expect(await screen.findByRole("columnheader", { name: "Score" })).toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "Match point" })).not.toBeInTheDocument();
  });

  it("shows all match points, and says so, when the address names one the company does not have", async () => {
    const { server } = renderApp({
      path: "/decisions?matchPoint=Procurement",
      signedIn: true,
      api: vendorHandlers(),
    });
    expect(
      await screen.findByText(/Procurement is not one of your company's match points any more/),
    ).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Match point" })).toHaveTextContent("All match points");
    expect(server.calls(INSIGHTS).every((call) => !call.search.has("matchPoint"))).toBe(true);
  });

  it("pages by cursor", async () => {
    const { user, server } = renderApp({
      path: "/decisions",
      signedIn: true,
      api: vendorHandlers({
        [INSIGHTS]: ({ search }) =>
          search.get("cursor") === "next" ? page([globexInsight]) : page([accountInsight()], "next"),
      }),
    });
    await screen.findByText("Acme Health");
    expect(screen.queryByText("Globex")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Load more accounts" }));
    expect(await screen.findByText("Globex")).toBeInTheDocument();
    expect(lastQuery(server.calls(INSIGHTS))).toMatchObject({ cursor: "next" });
  });

  it("explains a row's score: its figures in words, the weekly chart with its table, and the topics", async () => {
    const { user, location } = renderApp({
      path: "/decisions",
      signedIn: true,
      api: vendorHandlers({ [explanationPath(ACME_ID, "Observability")]: { body: explanation() } }),
    });
    await user.click(
      await screen.findByRole("button", { name: "Why Acme Health scores 77 on Observability" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Acme Health on Observability" });
    expect(location()).toBe(`/decisions?account=${ACME_ID}&intentType=Observability`);

    expect(dialog).toHaveTextContent("Recent pace: 14 points a week");
    expect(dialog).toHaveTextContent("against its usual 0 points a week");
    expect(dialog).toHaveTextContent("Market: 3 points a week");
    expect(dialog).toHaveTextContent("up 10% on its usual pace");
    expect(dialog).toHaveTextContent("Momentum: 85 of 100");
    expect(dialog).toHaveTextContent("in the top 18%");
    expect(dialog).toHaveTextContent("85 × √(82 ÷ 100) ≈ 77");

    const table = within(dialog).getByRole("table", { name: "Points by week and kind of action" });
    const rows = within(table).getAllByRole("row");
    expect(rows[0]).toHaveTextContent("Week ofContent readEvent sessionsTotal");
    expect(rows).toHaveLength(16);
    expect(
      within(rows[15] as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["9", "5", "14"]);
    expect(
      await within(dialog).findByRole("img", { name: /Points by week from Acme Health/ }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("list", { name: "Topics" })).toHaveTextContent(
      "Tracing at scaleArticle · 12 points · 4 people",
    );

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(location()).toBe("/decisions"));
  });

  it("opens the account's why panel from a notification's link, asking for it once", async () => {
    const { server } = renderApp({
      path: `/decisions?matchPoint=Observability&account=${ACME_ID}`,
      signedIn: true,
      api: vendorHandlers({ [explanationPath(ACME_ID, "Observability")]: { body: explanation() } }),
    });
    const dialog = await screen.findByRole("dialog", { name: "Acme Health on Observability" });
    expect(dialog).toHaveTextContent(
      "Score 77 of 100 · Consideration stage, inferred from what its people do",
    );
    expect(server.calls(explanationPath(ACME_ID, "Observability"))).toHaveLength(1);
  });

  it("says why an account's insight cannot be shown", async () => {
    renderApp({
      path: `/decisions?matchPoint=Observability&account=${GLOBEX_ID}`,
      signedIn: true,
      api: vendorHandlers({
        [explanationPath(GLOBEX_ID, "Observability")]: {
          status: 404,
          body: { reason: "NotFound", messages: ["Account insight not found."] },
        },
      }),
    });
    const dialog = await screen.findByRole("dialog", { name: "This account's insight is not available" });
    expect(dialog).toHaveTextContent("fewer than 3 of its people researched it");
  });

  it("reads each highlight as a sentence, newest first, with when it happened", async () => {
    const acme = accountInsight().account;
    renderApp({
      path: "/decisions",
      signedIn: true,
      api: vendorHandlers({
        [HIGHLIGHTS]: page([
          highlight({ id: "6" }),
          highlight({ id: "5", kind: "surgeEnded", score: 52 }),
          highlight({ id: "4", kind: "stageChanged", previousStage: "awareness", stage: "consideration" }),
          highlight({ id: "3", kind: "cycleShared", stage: "decision", score: null }),
          highlight({
            id: "2",
            kind: "meetingAccepted",
            intentType: null,
            person: { id: "u2", name: "Jane Doe" },
          }),
          highlight({ id: "1", kind: "follower", intentType: null, account: acme, person: null }),
        ]),
      }),
    });
    const items = within(await screen.findByRole("list", { name: "Highlights" })).getAllByRole("listitem");
    const sentences = [
      "Acme Health started surging on Observability (score 77)",
      "Acme Health stopped surging on Observability (score 52)",
      "Acme Health moved from Awareness to Consideration on Observability",
      "A leader at Acme Health shared a decision cycle for Observability at the Decision stage",
      "Jane Doe of Acme Health accepted a meeting with you",
      "A leader at Acme Health started following your company",
    ];
    for (const [index, sentence] of sentences.entries()) expect(items[index]).toHaveTextContent(sentence);
    expect(items[0]?.querySelector("time")).toHaveAttribute("datetime", "2030-03-04T06:00:00.000Z");
  });

  it("shows the accounts' error with a retry while the highlights still show", async () => {
    let failing = true;
    const { user } = renderApp({
      path: "/decisions",
      signedIn: true,
      api: vendorHandlers({
        [INSIGHTS]: () =>
          failing
            ? { status: 500, body: { reason: "InternalError", messages: ["Something went wrong."] } }
            : page([accountInsight()]),
      }),
    });
    expect(await screen.findByText("The accounts could not be loaded")).toBeInTheDocument();
    expect(await screen.findByRole("list", { name: "Highlights" })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "Accounts" })).toHaveTextContent("Acme Health");
  });

  it("shows accounts as cards at phone width", async () => {
    setViewport(PHONE);
    renderApp({ path: "/decisions", signedIn: true, api: vendorHandlers() });
    const cards = await screen.findByRole("list", { name: "Accounts" });
    expect(within(cards).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByRole("table", { name: "Accounts" })).not.toBeInTheDocument();
    expect(
      within(cards).getByRole("button", { name: "Why Globex scores 41 on Cloud Security" }),
    ).toBeInTheDocument();
  });

  it("has no axe violations with the accounts and highlights, and then with a why panel open", async () => {
    const { user } = renderApp({
      path: "/decisions",
      signedIn: true,
      api: vendorHandlers({ [explanationPath(ACME_ID, "Observability")]: { body: explanation() } }),
    });
    await screen.findByRole("table", { name: "Accounts" });
    await screen.findByRole("list", { name: "Highlights" });
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Why Acme Health scores 77 on Observability" }));
    const dialog = await screen.findByRole("dialog", { name: "Acme Health on Observability" });
    await within(dialog).findByRole("img", { name: /Points by week/ });
    // The page behind a modal dialog is aria-hidden by design, so the dialog alone is checked.
    expect(await axeViolations(dialog)).toEqual([]);
  }, 20_000);
});

describe("the decisions page for a vendor without insights yet", () => {
  it("shows a Starter vendor what insights give and how to upgrade, not an error", async () => {
    renderApp({
      path: "/decisions",
      signedIn: true,
      api: vendorHandlers({
        [INSIGHTS]: {
          status: 403,
          body: {
            reason: "AccessDenied",
            messages: [
              "The Starter plan does not include decision insights; the Growth and Enterprise plans do.",
            ],
          },
        },
      }),
    });
    expect(
      await screen.findByRole("heading", { name: "Decision insights are not in your plan" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/The Starter plan does not include decision insights/)).toBeInTheDocument();
    const plans = await screen.findByRole("list", { name: "Plans with decision insights" });
    expect(
      within(plans)
        .getAllByRole("listitem")
        .map((plan) => within(plan).getByRole("heading").textContent),
    ).toEqual(["Growth", "Enterprise"]);
    expect(screen.getByRole("link", { name: "Upgrade on the billing tab" })).toHaveAttribute(
      "href",
      "/account?tab=billing",
    );
    expect(screen.queryByRole("link", { name: "Export CSV" })).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("tells a company without match points where its admins choose them", async () => {
    renderApp({
      path: "/decisions",
      signedIn: true,
      api: vendorHandlers({
        [MATCH_POINTS]: { body: { items: [] } },
        [INSIGHTS]: page([]),
        [HIGHLIGHTS]: page([]),
      }),
    });
    expect(await screen.findByText("No match points yet")).toBeInTheDocument();
    expect(screen.getByText(/admin page, tab "Match points"/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Choose match points" })).toHaveAttribute(
      "href",
      `/companies/${VENDOR_COMPANY_ID}/manage?tab=match-points`,
    );
  });

  it("says why no account shows yet, and that nothing has happened on them", async () => {
    renderApp({
      path: "/decisions",
      signedIn: true,
      api: vendorHandlers({
        "GET /api/profile": {
          body: { ...vendorProfile, company: { ...vendorProfile.company, privilege: null } },
        },
        [INSIGHTS]: page([]),
        [HIGHLIGHTS]: page([]),
      }),
    });
    expect(await screen.findByText("No accounts to show yet")).toBeInTheDocument();
    expect(
      screen.getByText(/at least 3 of its people researched your match points in the last 3 weeks/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/importing account files .* which your company's admins manage/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Import account files" })).not.toBeInTheDocument();
    expect(await screen.findByText("No highlights yet")).toBeInTheDocument();
  });

  it("offers to clear filters that match no account", async () => {
    const { user, location } = renderApp({
      path: "/decisions?surging=true&industry=Banking",
      signedIn: true,
      api: vendorHandlers({
        [INSIGHTS]: ({ search }) => (search.has("industry") ? page([]) : page([accountInsight()])),
      }),
    });
    const empty = (await screen.findByText("No accounts match these filters")).closest("div") as HTMLElement;
    await user.click(within(empty).getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(location()).toBe("/decisions"));
    expect(await screen.findByRole("table", { name: "Accounts" })).toBeInTheDocument();
  });

  it("tells a vendor without a company that insights come with it", async () => {
    const { server } = renderApp({
      path: "/decisions",
      signedIn: true,
      api: { "GET /api/profile": { body: { ...testProfile, accountType: "vendor" } } },
    });
    expect(await screen.findByText("Account insights come with your company")).toBeInTheDocument();
    expect(server.calls(INSIGHTS)).toHaveLength(0);
  });
});
