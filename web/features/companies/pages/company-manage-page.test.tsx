import type { CompanyAdmin } from "@common/company-admins";
import { screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";
import {
  COMPANY_ID,
  companyHandlers,
  ownedCompany,
  referenceListHandlers,
  testCompany,
  testDocument,
  testProduct,
} from "../testing/company-fixtures";

// The route loads the page lazily; loading it once up front keeps that out of each test's time limits.
import "./company-manage-page";

const PATH = `/companies/${COMPANY_ID}/manage`;
/** The profile form is the largest on Summit; typing into it takes a while on a busy machine. */
const FORM_TEST_TIMEOUT_MS = 20_000;

const owner: CompanyAdmin = {
  id: "user-1",
  name: "Ada Lovelace",
  jobTitle: "Chief Information Security Officer",
  photoUrl: null,
  privilege: "owner",
  since: "2025-01-01T00:00:00.000Z",
};
const admin: CompanyAdmin = {
  ...owner,
  id: "user-2",
  name: "Grace Lin",
  jobTitle: "VP Sales",
  privilege: "admin",
};

const adminHandlers = {
  [`GET /api/companies/${COMPANY_ID}/company-admins`]: { body: { items: [owner, admin] } },
  [`GET /api/companies/${COMPANY_ID}/company-admin-requests`]: { body: { items: [] } },
  [`GET /api/companies/${COMPANY_ID}/membership-requests`]: { body: { items: [] } },
};

describe("the company admin area", () => {
  it(
    "saves only the fields that changed",
    async () => {
      const { user, server } = renderApp({
        path: PATH,
        signedIn: true,
        api: {
          ...companyHandlers(ownedCompany),
          ...referenceListHandlers,
          [`PUT /api/companies/${COMPANY_ID}`]: ({ body }) => ({
            body: { ...ownedCompany, ...(body as object) },
          }),
        },
      });

      expect(
        await screen.findByRole("heading", { level: 1, name: "Manage Northwind Analytics" }),
      ).toBeInTheDocument();
      const description = await screen.findByRole("textbox", { name: "Description" });
      expect(description).toHaveValue("Analytics for supply chains.");
      await user.clear(description);
      await user.type(description, "Retail forecasts.");
      await user.click(screen.getByRole("switch", { name: "Public page" }));
      await user.click(screen.getByRole("button", { name: "Save" }));

      expect(await screen.findByText("The company profile has been saved.")).toBeInTheDocument();
      expect(server.calls(`PUT /api/companies/${COMPANY_ID}`).map((call) => call.body)).toEqual([
        { description: "Retail forecasts.", isPage: false },
      ]);
    },
    FORM_TEST_TIMEOUT_MS,
  );

  it(
    "shows the server's message when the profile cannot be saved, and checks the website first",
    async () => {
      const { user, server } = renderApp({
        path: PATH,
        signedIn: true,
        api: {
          ...companyHandlers(ownedCompany),
          ...referenceListHandlers,
          [`PUT /api/companies/${COMPANY_ID}`]: {
            status: 409,
            body: {
              reason: "AlreadyExists",
              messages: ['A company named "Bastion Security" already exists.'],
            },
          },
        },
      });

      const website = await screen.findByRole("textbox", { name: "Website" });
      await user.clear(website);
      await user.type(website, "northwind");
      await user.click(screen.getByRole("button", { name: "Save" }));
      expect(
        await screen.findByText("Enter a web address that starts with https:// or http://"),
      ).toBeInTheDocument();
      expect(server.calls(`PUT /api/companies/${COMPANY_ID}`)).toHaveLength(0);

      await user.clear(website);
      const name = screen.getByRole("textbox", { name: "Company name" });
      await user.clear(name);
      await user.type(name, "Bastion Security");
      await user.click(screen.getByRole("button", { name: "Save" }));

      expect(
        await screen.findByText('A company named "Bastion Security" already exists.'),
      ).toBeInTheDocument();
      expect(server.calls(`PUT /api/companies/${COMPANY_ID}`)[0]?.body).toEqual({
        name: "Bastion Security",
        website: null,
      });
    },
    FORM_TEST_TIMEOUT_MS,
  );

  it("tells members who are not admins that they cannot manage the company", async () => {
    renderApp({ path: PATH, signedIn: true, api: companyHandlers(testCompany) });

    expect(
      await screen.findByRole("heading", { name: "Only the company's admins can manage it" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the company page" })).toHaveAttribute(
      "href",
      `/companies/${COMPANY_ID}`,
    );
    expect(screen.queryByRole("tab", { name: "Profile" })).not.toBeInTheDocument();
  });

  it("leads a merged duplicate's admin area to the company that stays", async () => {
    const MERGED_ID = "9d3f0c55-5b1e-4c55-8f0e-6a7b8c9d0e1f";
    const { location } = renderApp({
      path: `/companies/${MERGED_ID}/manage`,
      signedIn: true,
      // The browser follows the server's 308 and the answer is the company that stays.
      api: { ...companyHandlers(testCompany), [`GET /api/companies/${MERGED_ID}`]: { body: testCompany } },
    });
    await waitFor(() => expect(location()).toBe(PATH));
  });

  it("changes an admin's privilege and shows why the last owner cannot step back", async () => {
    const { user, server } = renderApp({
      path: `${PATH}?tab=admins`,
      signedIn: true,
      api: {
        ...companyHandlers(ownedCompany),
        ...adminHandlers,
        [`PATCH /api/companies/${COMPANY_ID}/company-admins/user-2`]: {
          body: { items: [owner, { ...admin, privilege: "owner" }] },
        },
        [`PATCH /api/companies/${COMPANY_ID}/company-admins/user-1`]: {
          status: 422,
          body: {
            reason: "Failure",
            messages: ["A company keeps at least one owner: make someone else an owner first."],
          },
        },
      },
    });

    await user.click(await screen.findByRole("combobox", { name: "Privilege of Grace Lin" }));
    await user.click(await screen.findByRole("option", { name: "Owner" }));
    expect(await screen.findByText("Grace Lin is now an owner.")).toBeInTheDocument();
    expect(server.calls(`PATCH /api/companies/${COMPANY_ID}/company-admins/user-2`)[0]?.body).toEqual({
      privilege: "owner",
    });
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Privilege of Grace Lin" })).toHaveTextContent("Owner"),
    );

    await user.click(screen.getByRole("combobox", { name: "Privilege of Ada Lovelace" }));
    await user.click(await screen.findByRole("option", { name: "Admin" }));
    expect(
      await screen.findByText("A company keeps at least one owner: make someone else an owner first."),
    ).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Privilege of Ada Lovelace" })).toHaveTextContent("Owner");
  });

  it("lets the owner approve a request for admin rights", async () => {
    const request = {
      id: "3b2c3d4e-0000-4000-8000-000000000001",
      companyId: COMPANY_ID,
      user: { id: "user-3", name: "Tomas Berg", jobTitle: "CISO", photoUrl: null },
      message: "I lead security here.",
      status: "pending",
      createdAt: "2025-02-01T00:00:00.000Z",
      decidedAt: null,
    };
    let answered = false;
    const { user, server } = renderApp({
      path: `${PATH}?tab=admins`,
      signedIn: true,
      api: {
        ...companyHandlers(ownedCompany),
        ...adminHandlers,
        [`GET /api/companies/${COMPANY_ID}/company-admin-requests`]: () => ({
          body: { items: answered ? [] : [request] },
        }),
        [`POST /api/companies/${COMPANY_ID}/company-admin-requests/${request.id}/approve`]: () => {
          answered = true;
          return { body: { ...request, status: "approved" } };
        },
      },
    });

    expect(await screen.findByText("“I lead security here.”")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Approve Tomas Berg" }));
    expect(await screen.findByText("Tomas Berg is now an admin of Northwind Analytics.")).toBeInTheDocument();
    expect(await screen.findByText("No one is waiting for admin rights.")).toBeInTheDocument();
    expect(
      server.calls(`POST /api/companies/${COMPANY_ID}/company-admin-requests/${request.id}/approve`)[0]?.body,
    ).toEqual({ privilege: "admin" });
  });

  it("adds a product that the adding member answers for", async () => {
    let products = [] as (typeof testProduct)[];
    const { user, server } = renderApp({
      path: `${PATH}?tab=products`,
      signedIn: true,
      api: {
        ...companyHandlers(ownedCompany),
        [`GET /api/factor/companies/${COMPANY_ID}/products`]: () => ({
          body: { items: products, nextCursor: null },
        }),
        [`POST /api/factor/companies/${COMPANY_ID}/users/user-1/products`]: () => {
          products = [testProduct];
          return { status: 201, body: testProduct };
        },
      },
    });

    expect(await screen.findByText("No products yet")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add product" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a product" });
    expect(within(dialog).getByRole("combobox", { name: "Product owner" })).toHaveValue("Ada Lovelace");
    await user.type(within(dialog).getByRole("textbox", { name: "Product name" }), "Northwind Forecast");
    await user.type(
      within(dialog).getByRole("textbox", { name: "Description" }),
      "Demand forecasting for retailers.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Add product" }));

    expect(await screen.findByText("Northwind Forecast has been added.")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 3, name: "Northwind Forecast" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(server.calls(`POST /api/factor/companies/${COMPANY_ID}/users/user-1/products`)[0]?.body).toEqual({
      name: "Northwind Forecast",
      description: "Demand forecasting for retailers.",
      website: null,
    });
  });

  it("adds several capabilities of a type at once", async () => {
    let capabilities: { id: string; type: string; name: string }[] = [];
    const { user, server } = renderApp({
      path: `${PATH}?tab=capabilities`,
      signedIn: true,
      api: {
        ...companyHandlers(ownedCompany),
        [`GET /api/factor/companies/${COMPANY_ID}/capabilities`]: () => ({ body: { items: capabilities } }),
        [`POST /api/factor/companies/${COMPANY_ID}/capabilities/type/integration`]: ({ body }) => {
          const { names } = body as { names: string[] };
          capabilities = names.map((name, index) => ({ id: `c${index}`, type: "integration", name }));
          return { status: 201, body: { items: capabilities } };
        },
      },
    });

    const field = await screen.findByRole("textbox", { name: "Add integrations" });
    await user.type(field, "Salesforce, SAP ,{Enter}");

    expect(await screen.findByText("2 integrations have been added.")).toBeInTheDocument();
    expect(
      server.calls(`POST /api/factor/companies/${COMPANY_ID}/capabilities/type/integration`)[0]?.body,
    ).toEqual({
      names: ["Salesforce", "SAP"],
    });
    const list = await screen.findByRole("list", { name: "Integrations" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Salesforce", "SAP"]);
    expect(field).toHaveValue("");
  });

  it("adds a link as a resource and deletes a resource after asking", async () => {
    const link = {
      ...testDocument,
      id: "2b2c3d4e-0000-4000-8000-000000000002",
      kind: "link" as const,
      title: "Our blog",
      description: null,
      url: "https://northwind.example/blog",
      fileName: null,
      contentType: null,
      sizeBytes: null,
    };
    let resources = [testDocument];
    const { user, server } = renderApp({
      path: `${PATH}?tab=resources`,
      signedIn: true,
      api: {
        ...companyHandlers(ownedCompany),
        "GET /api/resources": () => ({ body: { items: resources, nextCursor: null } }),
        "POST /api/resources": () => {
          resources = [link, ...resources];
          return { status: 201, body: link };
        },
        [`DELETE /api/resources/${testDocument.id}`]: () => {
          resources = resources.filter((resource) => resource.id !== testDocument.id);
          return { status: 204 };
        },
      },
    });

    await user.click(await screen.findByRole("button", { name: "Add resource" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a resource" });
    await user.type(within(dialog).getByRole("textbox", { name: "Title" }), "Our blog");
    await user.type(
      within(dialog).getByRole("textbox", { name: "Address" }),
      "https://northwind.example/blog",
    );
    await user.click(within(dialog).getByRole("button", { name: "Add link" }));
    expect(await screen.findByRole("heading", { level: 3, name: "Our blog" })).toBeInTheDocument();
    expect(server.calls("POST /api/resources")[0]?.body).toEqual({
      companyId: COMPANY_ID,
      kind: "link",
      title: "Our blog",
      description: null,
      url: "https://northwind.example/blog",
    });

    await user.click(screen.getByRole("button", { name: "Delete Security whitepaper" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete Security whitepaper?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete resource" }));
    expect(await screen.findByText("Security whitepaper has been deleted.")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("heading", { name: "Security whitepaper" })).not.toBeInTheDocument(),
    );
  });
});
