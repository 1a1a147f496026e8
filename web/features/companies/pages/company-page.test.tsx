import { screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";
import {
  COMPANY_ID,
  companyHandlers,
  ownedCompany,
  testCompany,
  testDocument,
  testProduct,
} from "../testing/company-fixtures";
// The route loads the page lazily; importing it here keeps that load out of the first test's time.
import "./company-page";

const PATH = `/companies/${COMPANY_ID}`;

describe("the company page", () => {
  it("shows the company's header and overview, and moves between tabs with the keyboard", async () => {
    const { user, location } = renderApp({
      path: PATH,
      signedIn: true,
      api: {
        ...companyHandlers(),
        [`GET /api/factor/companies/${COMPANY_ID}/products`]: {
          body: { items: [testProduct], nextCursor: null },
        },
      },
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Northwind Analytics" })).toBeInTheDocument();
    expect(
      screen.getByText("Computer Software · London, United Kingdom · 51-200 employees"),
    ).toBeInTheDocument();
    expect(screen.getByText("12 followers")).toBeInTheDocument();
    const website = screen.getAllByRole("link", { name: "northwind.example" })[0];
    expect(website).toHaveAttribute("href", "https://www.northwind.example");
    expect(website).toHaveAttribute("target", "_blank");
    expect(website).toHaveAttribute("rel", "noopener nofollow");
    expect(screen.getByRole("tab", { name: "Overview", selected: true })).toBeInTheDocument();
    expect(screen.getByText("Analytics for supply chains.")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Specialities" })).getAllByRole("listitem")).toHaveLength(
      2,
    );
    expect(screen.getByText("$50-$200 million")).toBeInTheDocument();

    screen.getByRole("tab", { name: "Overview" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Products" })).toHaveFocus();
    await user.keyboard("{Enter}");

    expect(await screen.findByRole("heading", { level: 3, name: "Northwind Forecast" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Products", selected: true })).toBeInTheDocument();
    expect(screen.getByText("Demand forecasting for retailers.")).toBeInTheDocument();
    expect(screen.getByText(/Ada Lovelace/)).toBeInTheDocument();
    expect(location()).toBe(`${PATH}?tab=products`);
  });

  it("follows and stops following the company", async () => {
    const { user, server } = renderApp({
      path: PATH,
      signedIn: true,
      api: {
        ...companyHandlers(),
        [`POST /api/companies/${COMPANY_ID}/follow`]: { body: { isFollowing: true, followerCount: 13 } },
        [`DELETE /api/companies/${COMPANY_ID}/follow`]: { body: { isFollowing: false, followerCount: 12 } },
      },
    });

    await user.click(await screen.findByRole("button", { name: "Follow" }));
    expect(await screen.findByRole("button", { name: "Following" })).toBeInTheDocument();
    expect(screen.getByText("13 followers")).toBeInTheDocument();
    expect(await screen.findByText("You now follow Northwind Analytics.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Following" }));
    expect(await screen.findByRole("button", { name: "Follow" })).toBeInTheDocument();
    expect(screen.getByText("12 followers")).toBeInTheDocument();
    expect(server.calls(`POST /api/companies/${COMPANY_ID}/follow`)).toHaveLength(1);
    expect(server.calls(`DELETE /api/companies/${COMPANY_ID}/follow`)).toHaveLength(1);
  });

  it("asks the owners for admin rights with a message and then shows the request as pending", async () => {
    const { user, server } = renderApp({
      path: PATH,
      signedIn: true,
      api: {
        ...companyHandlers(),
        [`POST /api/companies/${COMPANY_ID}/company-admin-requests`]: { status: 201, body: {} },
      },
    });

    await user.click(await screen.findByRole("button", { name: "Request admin rights" }));
    const dialog = await screen.findByRole("dialog", { name: "Request admin rights" });
    await user.type(
      within(dialog).getByRole("textbox", { name: /Message to the owners/ }),
      "I run marketing here.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));

    expect(await screen.findByText("Admin request pending")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Request admin rights" })).not.toBeInTheDocument();
    expect(
      screen.getByText("Your request has been sent to the owners of Northwind Analytics."),
    ).toBeInTheDocument();
    expect(server.calls(`POST /api/companies/${COMPANY_ID}/company-admin-requests`)[0]?.body).toEqual({
      message: "I run marketing here.",
    });
  });

  it("shows the server's message when the request for admin rights is refused", async () => {
    const { user } = renderApp({
      path: PATH,
      signedIn: true,
      api: {
        ...companyHandlers(),
        [`POST /api/companies/${COMPANY_ID}/company-admin-requests`]: {
          status: 409,
          body: { reason: "AlreadyExists", messages: ["You have already asked for admin rights."] },
        },
      },
    });

    await user.click(await screen.findByRole("button", { name: "Request admin rights" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Send request" }));
    expect(await screen.findByText("You have already asked for admin rights.")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("offers admins the admin area instead of asking for rights", async () => {
    renderApp({ path: PATH, signedIn: true, api: companyHandlers(ownedCompany) });

    expect(await screen.findByRole("link", { name: "Manage company" })).toHaveAttribute(
      "href",
      `${PATH}/manage`,
    );
    expect(screen.queryByRole("button", { name: "Request admin rights" })).not.toBeInTheDocument();
  });

  it("shows visitors a way to sign in to follow, and keeps the people for members", async () => {
    const { user, server } = renderApp({ path: PATH, api: companyHandlers() });

    expect(await screen.findByRole("link", { name: "Sign in to follow" })).toHaveAttribute(
      "href",
      `/auth?redirectTo=${encodeURIComponent(PATH)}`,
    );
    expect(screen.queryByRole("button", { name: "Request admin rights" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "People" }));
    expect(
      await screen.findByRole("heading", { name: "Sign in to see who works at Northwind Analytics" }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole("tabpanel")).getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      `/auth?redirectTo=${encodeURIComponent(`${PATH}?tab=people`)}`,
    );
    expect(server.calls(`GET /api/companies/${COMPANY_ID}/employees`)).toHaveLength(0);
  });

  it("says so honestly when there is no company, or no public page, at the address", async () => {
    renderApp({
      path: PATH,
      api: {
        [`GET /api/companies/${COMPANY_ID}`]: {
          status: 404,
          body: { reason: "NotFound", messages: ["Company not found."] },
        },
      },
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Company not found" })).toBeInTheDocument();
    expect(screen.getByText(/There is no public company page at this address/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse companies" })).toHaveAttribute("href", "/companies");
  });

  it("shows a badge when platform admins verified the page", async () => {
    renderApp({
      path: PATH,
      api: companyHandlers({ ...testCompany, verifiedAt: "2026-03-01T09:00:00.000Z" }),
    });
    const badge = await screen.findByRole("img", { name: /^Verified: Summit confirmed/ });
    expect(badge).toHaveTextContent("Verified");
  });

  it("leads the address of a duplicate merged into another company to the company that stays", async () => {
    const MERGED_ID = "9d3f0c55-5b1e-4c55-8f0e-6a7b8c9d0e1f";
    const { location } = renderApp({
      path: `/companies/${MERGED_ID}?tab=people`,
      signedIn: true,
      api: {
        ...companyHandlers(),
        // The browser follows the server's 308 and the answer is the company that stays.
        [`GET /api/companies/${MERGED_ID}`]: { body: testCompany },
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Northwind Analytics" })).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(`${PATH}?tab=people`));
  });

  it("shows capabilities by type, resources with their files, and events honestly", async () => {
    const { user } = renderApp({
      path: `${PATH}?tab=capabilities`,
      signedIn: true,
      api: {
        ...companyHandlers(),
        [`GET /api/factor/companies/${COMPANY_ID}/capabilities`]: {
          body: {
            items: [
              { id: "c1", type: "integration", name: "Salesforce" },
              { id: "c2", type: "use-case", name: "Demand planning" },
              { id: "c3", type: "integration", name: "SAP" },
            ],
          },
        },
        "GET /api/resources": { body: { items: [testDocument], nextCursor: null } },
        "GET /api/events/company": { body: { items: [], nextCursor: null } },
      },
    });

    expect(await screen.findByRole("heading", { level: 3, name: "Use cases" })).toBeInTheDocument();
    const integrations = screen.getByRole("list", { name: "Integrations" });
    expect(
      within(integrations)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Salesforce", "SAP"]);
    expect(screen.queryByRole("heading", { name: "Certifications" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Resources" }));
    expect(await screen.findByRole("heading", { level: 3, name: "Security whitepaper" })).toBeInTheDocument();
    expect(screen.getByText("Document · whitepaper.pdf · 1.5 MB")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download Security whitepaper" })).toHaveAttribute(
      "download",
      "whitepaper.pdf",
    );

    await user.click(screen.getByRole("tab", { name: "Events" }));
    expect(
      await screen.findByText(/Events that Northwind Analytics hosts or sponsors will appear here/),
    ).toBeInTheDocument();
  });

  it("loads more posts with the cursor and shows the spotlight apart", async () => {
    const post = (id: string, body: string) => ({
      id,
      author: { id: "user-2", name: "Grace Lin", jobTitle: "VP Sales", photoUrl: null },
      company: { id: COMPANY_ID, name: "Northwind Analytics", logoUrl: null },
      hub: "cio",
      body,
      spotlighted: false,
      commentCount: 2,
      reactionCount: 0,
      attachments: [],
      reacted: false,
      bookmarked: false,
      can: { edit: false, delete: false, spotlight: false, hide: false },
      createdAt: "2025-03-01T10:00:00.000Z",
      updatedAt: "2025-03-01T10:00:00.000Z",
    });
    const { user, server } = renderApp({
      path: `${PATH}?tab=posts`,
      signedIn: true,
      api: {
        ...companyHandlers(),
        [`GET /api/companies/${COMPANY_ID}/posts`]: ({ search }) =>
          search.get("cursor") === "next"
            ? { body: { items: [post("p2", "Our second post")], nextCursor: null } }
            : { body: { items: [post("p1", "Our first post")], nextCursor: "next" } },
      },
    });

    expect(await screen.findByText("Our first post")).toBeInTheDocument();
    expect(
      screen.getByText("Posts that Northwind Analytics puts in its spotlight will appear here."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Load more posts" }));
    expect(await screen.findByText("Our second post")).toBeInTheDocument();
    expect(screen.getByText("Our first post")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Load more posts" })).not.toBeInTheDocument(),
    );
    expect(
      server.calls(`GET /api/companies/${COMPANY_ID}/posts`).map((call) => call.search.get("cursor")),
    ).toEqual([null, "next"]);
  });
});
