import { screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";
import { COMPANY_ID, companyHandlers, companySummary, testCompany } from "../testing/company-fixtures";

const filters = {
  "GET /api/companies/filters": {
    body: {
      headquarter: [{ value: "Berlin, Germany", count: 2 }],
      industry: [{ value: "Computer Software", count: 2 }],
      size: [{ value: "11-50", count: 2 }],
    },
  },
};

describe("the company directory", () => {
  it("searches as the member types, keeping the search in the address, and loads more by cursor", async () => {
    const firstPage = Array.from({ length: 15 }, (_, index) => companySummary(index + 1));
    const { user, server, location } = renderApp({
      path: "/companies",
      signedIn: true,
      api: {
        ...filters,
        "GET /api/companies": ({ search }) => {
          if (!search.get("search")) return { body: { items: [], nextCursor: null } };
          return search.get("cursor") === "page-2"
            ? { body: { items: [companySummary(16, { name: "Company 16" })], nextCursor: null } }
            : { body: { items: firstPage, nextCursor: "page-2" } };
        },
      },
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Companies" })).toBeInTheDocument();
    expect(await screen.findByText("No companies yet")).toBeInTheDocument();
    await user.type(screen.getByRole("searchbox", { name: "Search companies" }), "company");

    await waitFor(() => expect(location()).toBe("/companies?search=company"));
    const list = await screen.findByRole("list", { name: "Companies" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(15);
    expect(within(list).getByRole("link", { name: /Company 1\b/ })).toHaveAttribute(
      "href",
      `/companies/${companySummary(1).id}`,
    );
    // One request for the settled term, not one per key.
    const searched = server.calls("GET /api/companies").map((call) => call.search.get("search"));
    expect(searched.filter((term) => term && term !== "company")).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Load more companies" }));
    expect(await within(list).findByRole("heading", { name: "Company 16" })).toBeInTheDocument();
    expect(within(list).getAllByRole("listitem")).toHaveLength(16);
    expect(screen.queryByRole("button", { name: "Load more companies" })).not.toBeInTheDocument();
    const lastCall = server.calls("GET /api/companies").at(-1);
    expect(lastCall?.search.get("cursor")).toBe("page-2");
    expect(lastCall?.search.get("search")).toBe("company");
  });

  it("filters by headquarter from the address and says when nothing matches", async () => {
    const { user, server, location } = renderApp({
      path: "/companies?headquarter=Berlin%2C+Germany",
      api: { ...filters, "GET /api/companies": { body: { items: [], nextCursor: null } } },
    });

    expect(await screen.findByText("No companies match")).toBeInTheDocument();
    expect(server.calls("GET /api/companies")[0]?.search.get("headquarter")).toBe("Berlin, Germany");
    expect(screen.getByRole("combobox", { name: "Headquarter" })).toHaveTextContent("Berlin, Germany (2)");
    expect(screen.queryByRole("button", { name: "Add a company" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Clear search and filters" }));
    await waitFor(() => expect(location()).toBe("/companies"));
  });

  it("shows a failure with a way to try again", async () => {
    let calls = 0;
    const { user } = renderApp({
      path: "/companies",
      api: {
        ...filters,
        "GET /api/companies": () => {
          calls += 1;
          return calls === 1
            ? { status: 500, body: { reason: "InternalError", messages: ["The directory is down."] } }
            : { body: { items: [companySummary(1)], nextCursor: null } };
        },
      },
    });

    expect(await screen.findByText("The directory is down.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Company 1" })).toBeInTheDocument();
  });

  it("lets a member add a company and takes them to its page", async () => {
    const { user, server, location } = renderApp({
      path: "/companies",
      signedIn: true,
      api: {
        ...filters,
        ...companyHandlers({ ...testCompany, viewerPrivilege: "owner", viewerCanEdit: true }),
        "GET /api/companies": { body: { items: [], nextCursor: null } },
        "POST /api/companies": { status: 201, body: testCompany },
      },
    });

    await user.click(await screen.findByRole("button", { name: "Add a company" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a company" });
    await user.click(within(dialog).getByRole("button", { name: "Add company" }));
    expect(
      await within(dialog).findByText("Enter the company's name (at most 160 characters)."),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByRole("textbox", { name: "Company name" }), "Northwind Analytics");
    await user.type(within(dialog).getByRole("textbox", { name: "Website" }), "https://northwind.example");
    await user.click(within(dialog).getByRole("button", { name: "Add company" }));

    await waitFor(() => expect(location()).toBe(`/companies/${COMPANY_ID}`));
    expect(await screen.findByRole("heading", { level: 1, name: "Northwind Analytics" })).toBeInTheDocument();
    expect(
      await screen.findByText("Northwind Analytics has been added. You are its owner."),
    ).toBeInTheDocument();
    expect(server.calls("POST /api/companies")[0]?.body).toEqual({
      name: "Northwind Analytics",
      isPage: true,
      headquarter: null,
      website: "https://northwind.example",
    });
  });
});
