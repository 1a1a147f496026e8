import type { Customer, CustomerImportReport } from "@common/customers";
import { screen, waitFor, within } from "@testing-library/react";
import { PAGE_TEST_TIMEOUT, platformAdminProfile, preparePageTests } from "@web/lib/posts/post-fixtures";
import { type ApiHandler, type ApiRequest, adminSession, testPlans } from "@web/test/api-mock";
import { axeViolations } from "@web/test/axe";
import { renderApp } from "@web/test/render-app";
import { PHONE, setViewport } from "@web/test/viewport";
import { describe, expect, it } from "vitest";

const customerId = (index: number) => `5b0c8a52-0d9e-4c57-9d34-${String(index).padStart(12, "0")}`;

function customer(index: number, overrides: Partial<Customer> = {}): Customer {
  return {
    id: customerId(index),
    email: `buyer${index}@acme.example`,
    planName: null,
    memberData: null,
    member: null,
    createdAt: "2026-11-20T09:00:00.000Z",
    ...overrides,
  };
}

const grace = customer(1, {
  email: "grace@acme.example",
  planName: "Growth",
  memberData: { region: "EMEA", seats: 12 },
  member: { id: "user-2", name: "Grace Lin" },
});

/** A server that keeps the customers in memory, so that edits show in the next read. */
function customerServer(customers: Customer[], extra: Record<string, ApiHandler> = {}) {
  const byId = (path: string) => customers.findIndex((entry) => path.endsWith(entry.id));
  const edits = (entry: Customer): [string, ApiHandler][] => [
    [
      `PATCH /api/customers/${entry.id}`,
      ({ path, body }: ApiRequest) => {
        const index = byId(path);
        customers[index] = { ...(customers[index] as Customer), ...(body as Partial<Customer>) };
        return { body: customers[index] };
      },
    ],
    [
      `DELETE /api/customers/${entry.id}`,
      ({ path }: ApiRequest) => {
        customers.splice(byId(path), 1);
        return { status: 204 };
      },
    ],
  ];
  return {
    "GET /api/auth/get-session": { body: adminSession },
    "GET /api/profile": { body: platformAdminProfile },
    "GET /api/plans": { body: { items: testPlans } },
    "GET /api/customers": ({ search }: ApiRequest) => {
      const q = search.get("q")?.toLowerCase() ?? "";
      return { body: { items: customers.filter((entry) => entry.email.includes(q)), nextCursor: null } };
    },
    "POST /api/customers": ({ body }: ApiRequest) => {
      const input = body as Pick<Customer, "email" | "planName" | "memberData">;
      if (customers.some((entry) => entry.email === input.email)) {
        return {
          status: 409,
          body: { reason: "AlreadyExists", messages: [`A customer with the e-mail ${input.email} exists.`] },
        };
      }
      const created = customer(customers.length + 10, input);
      customers.unshift(created);
      return { status: 201, body: created };
    },
    ...Object.fromEntries(customers.flatMap(edits)),
    ...extra,
  };
}

const report: CustomerImportReport = {
  created: 2,
  updated: 1,
  rejected: 1,
  attached: 1,
  rows: [
    { rowNumber: 1, email: "new@acme.example", outcome: "created", reason: null },
    { rowNumber: 2, email: "grace@acme.example", outcome: "updated", reason: null },
    {
      rowNumber: 3,
      email: "x@acme.example",
      outcome: "rejected",
      reason: 'no plan is named "Gold"; the plans are Member, Starter, Growth, Enterprise',
    },
    { rowNumber: 4, email: "other@acme.example", outcome: "created", reason: null },
  ],
};

const article = (email: string) => screen.findByRole("article", { name: email });

describe("the customers page", PAGE_TEST_TIMEOUT, () => {
  preparePageTests(() => import("./customers-page"));

  it("is a tool on the console's home", async () => {
    renderApp({
      path: "/admin",
      signedIn: true,
      api: { ...customerServer([]), "GET /api/admin/summary": { body: { openReports: 0, failedJobs: 0 } } },
    });
    expect(await screen.findByRole("link", { name: /Customers/ })).toHaveAttribute(
      "href",
      "/admin/customers",
    );
  });

  it("shows each customer's plan, member data and member", async () => {
    renderApp({ path: "/admin/customers", signedIn: true, api: customerServer([grace, customer(2)]) });
    const card = await article("grace@acme.example");
    expect(within(card).getByText("Growth plan")).toBeInTheDocument();
    expect(within(card).getByText("Attached to Grace Lin.")).toBeInTheDocument();
    expect(within(card).getByText("region").nextElementSibling).toHaveTextContent("EMEA");
    expect(within(card).getByText("seats").nextElementSibling).toHaveTextContent("12");
    const other = await article("buyer2@acme.example");
    expect(within(other).getByText("No plan")).toBeInTheDocument();
    expect(within(other).getByText(/No member has signed up or in/)).toBeInTheDocument();
    expect(within(other).getByText("No member data.")).toBeInTheDocument();
  });

  it("adds a customer, checking the e-mail first and showing why one with a record is refused", async () => {
    const { user, server } = renderApp({
      path: "/admin/customers",
      signedIn: true,
      api: customerServer([grace]),
    });
    await article("grace@acme.example");
    await user.click(screen.getByRole("button", { name: "Add customer" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a customer" });
    const email = within(dialog).getByLabelText(/E-mail/);
    await user.type(email, "not an address");
    await user.click(within(dialog).getByRole("button", { name: "Add customer" }));
    expect(await within(dialog).findByText("Enter a valid e-mail address.")).toBeInTheDocument();
    expect(server.calls("POST /api/customers")).toHaveLength(0);

    await user.clear(email);
    await user.type(email, "Grace@Acme.example");
    await user.click(within(dialog).getByRole("button", { name: "Add customer" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "A customer with the e-mail grace@acme.example exists.",
    );

    await user.clear(email);
    await user.type(email, "Alan@Acme.example");
    await user.selectOptions(within(dialog).getByLabelText("Plan"), "Enterprise");
    await user.click(within(dialog).getByRole("button", { name: "Add a field" }));
    await user.type(within(dialog).getByLabelText("Field 1 name"), " region ");
    await user.type(within(dialog).getByLabelText("Field 1 value"), "APAC");
    await user.click(within(dialog).getByRole("button", { name: "Add customer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText("alan@acme.example added.")).toBeInTheDocument();
    expect(await article("alan@acme.example")).toBeInTheDocument();
    expect(server.calls("POST /api/customers").map((call) => call.body)).toEqual([
      { email: "grace@acme.example", planName: null, memberData: null },
      { email: "alan@acme.example", planName: "Enterprise", memberData: { region: "APAC" } },
    ]);
  });

  it("edits a customer, sending only what changed and keeping a number a number", async () => {
    const { user, server } = renderApp({
      path: "/admin/customers",
      signedIn: true,
      api: customerServer([grace]),
    });
    const card = await article("grace@acme.example");
    await user.click(within(card).getByRole("button", { name: "Edit grace@acme.example" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit grace@acme.example" });
    expect(within(dialog).getByText(/Grace Lin got its plan and member data/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Field 2 value")).toHaveValue("12");
    await user.selectOptions(within(dialog).getByLabelText("Plan"), "Starter");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(card).findByText("Starter plan")).toBeInTheDocument();

    await user.click(within(card).getByRole("button", { name: "Edit grace@acme.example" }));
    const again = await screen.findByRole("dialog", { name: "Edit grace@acme.example" });
    await user.click(within(again).getByRole("button", { name: "Add a field" }));
    await user.type(within(again).getByLabelText("Field 3 name"), "region");
    await user.click(within(again).getByRole("button", { name: "Save" }));
    expect(await within(again).findByText("Another field has this name.")).toBeInTheDocument();
    await user.clear(within(again).getByLabelText("Field 3 name"));
    await user.type(within(again).getByLabelText("Field 3 name"), "tier");
    await user.type(within(again).getByLabelText("Field 3 value"), "gold");
    await user.click(within(again).getByRole("button", { name: "Remove field 1" }));
    await user.click(within(again).getByRole("button", { name: "Save" }));
    expect(await within(card).findByText("gold")).toBeInTheDocument();

    expect(server.calls(`PATCH /api/customers/${grace.id}`).map((call) => call.body)).toEqual([
      { planName: "Starter" },
      { memberData: { seats: 12, tier: "gold" } },
    ]);
  });

  it("deletes a customer after asking", async () => {
    const { user, server } = renderApp({
      path: "/admin/customers",
      signedIn: true,
      api: customerServer([grace, customer(2)]),
    });
    const card = await article("grace@acme.example");
    await user.click(within(card).getByRole("button", { name: "Delete grace@acme.example" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete the customer grace@acme.example?" });
    expect(confirm).toHaveTextContent("Grace Lin keeps the plan and member data their profile has.");
    await user.click(within(confirm).getByRole("button", { name: "Delete customer" }));
    expect(await screen.findByText("grace@acme.example deleted.")).toBeInTheDocument();
    // The rest of the page is back in the accessibility tree once the dialog has gone.
    expect(await article("buyer2@acme.example")).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "grace@acme.example" })).not.toBeInTheDocument();
    expect(server.calls(`DELETE /api/customers/${grace.id}`)).toHaveLength(1);
  });

  it("imports a CSV file and reports every row, the refused ones first with why", async () => {
    const { user, server } = renderApp({
      path: "/admin/customers",
      signedIn: true,
      api: customerServer([grace], {
        "POST /api/upload/csv": { status: 201, body: { id: "upload-9" } },
        "POST /api/customers/import": { body: report },
      }),
    });
    await article("grace@acme.example");
    await user.click(screen.getByRole("button", { name: "Import CSV" }));
    const dialog = await screen.findByRole("dialog", { name: "Import customers from a CSV file" });
    expect(dialog).toHaveTextContent("An e-mail column, named “email”, “e-mail” or “email address”");
    expect(dialog).toHaveTextContent("named “plan”, “plan name” or “planname”");
    expect(
      await within(dialog).findByText(/it names a plan: Member, Starter, Growth, Enterprise/),
    ).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Import" })).toBeDisabled();

    const csv = new File(["email,plan\nnew@acme.example,Growth\n"], "contracts.csv", { type: "text/csv" });
    await user.upload(within(dialog).getByLabelText("Choose CSV file"), csv);
    await user.click(within(dialog).getByRole("button", { name: "Import" }));

    expect(
      await within(dialog).findByText(/2 created, 1 updated, 1 refused; 1 member attached\./),
    ).toBeVisible();
    const table = within(dialog).getByRole("table", { name: "Import report, row by row" });
    const refusedRows = within(table).getAllByRole("row").slice(1);
    expect(
      refusedRows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        "x@acme.example",
        'Refused: no plan is named "Gold"; the plans are Member, Starter, Growth, Enterprise',
      ],
    ]);
    await user.selectOptions(within(dialog).getByLabelText("Show"), "All rows (4)");
    expect(within(table).getAllByRole("row")).toHaveLength(5);
    expect(within(table).getByRole("row", { name: /other@acme.example/ })).toHaveTextContent("Created");

    const form = server.calls("POST /api/upload/csv")[0]?.body;
    expect(form instanceof FormData && (form.get("file") as File).name).toBe("contracts.csv");
    expect(server.calls("POST /api/customers/import").map((call) => call.body)).toEqual([
      { uploadId: "upload-9" },
    ]);
    // The list is read again with what the import wrote.
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(server.calls("GET /api/customers").length).toBeGreaterThan(1));
  });

  it("says in the import dialog why a file is refused whole", async () => {
    const { user } = renderApp({
      path: "/admin/customers",
      signedIn: true,
      api: customerServer([], {
        "POST /api/upload/csv": { status: 201, body: { id: "upload-9" } },
        "POST /api/customers/import": {
          status: 400,
          body: {
            reason: "Invalid",
            messages: [
              "The CSV file needs an e-mail column (email, e-mail, email address); its columns are: name.",
            ],
          },
        },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Import CSV" }));
    const dialog = await screen.findByRole("dialog", { name: "Import customers from a CSV file" });
    await user.upload(within(dialog).getByLabelText("Choose CSV file"), new File([""], "empty.csv"));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("The file is empty.");
    await user.upload(
      within(dialog).getByLabelText("Choose CSV file"),
      new File(["name\nAda\n"], "names.csv"),
    );
    await user.click(within(dialog).getByRole("button", { name: "Import" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("The CSV file needs an e-mail column");
  });

  it("searches by e-mail, keeps the search in the address and says when nothing matches", async () => {
    const { user, server, location } = renderApp({
      path: "/admin/customers?q=grace",
      signedIn: true,
      api: customerServer([grace, customer(2)]),
    });
    await article("grace@acme.example");
    expect(screen.queryByRole("article", { name: "buyer2@acme.example" })).not.toBeInTheDocument();
    const search = screen.getByRole("searchbox", { name: "Search by e-mail" });
    expect(search).toHaveValue("grace");
    await user.clear(search);
    await user.type(search, "zzz");
    expect(await screen.findByRole("heading", { name: "No customer matches" })).toBeInTheDocument();
    expect(location()).toBe("/admin/customers?q=zzz");
    expect(server.calls("GET /api/customers").at(-1)?.search.get("q")).toBe("zzz");
  });

  it("loads the next page of customers", async () => {
    const { user } = renderApp({
      path: "/admin/customers",
      signedIn: true,
      api: {
        ...customerServer([]),
        "GET /api/customers": ({ search }) => ({
          body: search.get("cursor")
            ? { items: [customer(3)], nextCursor: null }
            : { items: [grace], nextCursor: "page-2" },
        }),
      },
    });
    await article("grace@acme.example");
    await user.click(screen.getByRole("button", { name: "Load more customers" }));
    expect(await article("buyer3@acme.example")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more customers" })).not.toBeInTheDocument();
  });

  it("says how to start when there are no customers, and when they cannot be loaded", async () => {
    const { unmount } = renderApp({ path: "/admin/customers", signedIn: true, api: customerServer([]) });
    expect(await screen.findByRole("heading", { name: "No customer records yet" })).toBeInTheDocument();
    unmount();
    renderApp({
      path: "/admin/customers",
      signedIn: true,
      api: {
        ...customerServer([]),
        "GET /api/customers": {
          status: 500,
          body: { reason: "Failure", messages: ["Something went wrong."] },
        },
      },
    });
    expect(await screen.findByText("The customers could not be loaded")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  describe.each([
    ["desktop", false],
    ["phone", true],
  ])("at %s width", (_width, phone) => {
    it("has no axe violations with the list, the edit dialog and the import report", async () => {
      if (phone) setViewport(PHONE);
      const { user } = renderApp({
        path: "/admin/customers",
        signedIn: true,
        api: customerServer([grace], {
          "POST /api/upload/csv": { status: 201, body: { id: "upload-9" } },
          "POST /api/customers/import": { body: report },
        }),
      });
      const card = await article("grace@acme.example");
      expect(await axeViolations()).toEqual([]);
      expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);

      await user.click(within(card).getByRole("button", { name: "Edit grace@acme.example" }));
      const dialog = await screen.findByRole("dialog", { name: "Edit grace@acme.example" });
      expect(await axeViolations(dialog)).toEqual([]);
      await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

      await user.click(screen.getByRole("button", { name: "Import CSV" }));
      const importing = await screen.findByRole("dialog", { name: "Import customers from a CSV file" });
      await user.upload(
        within(importing).getByLabelText("Choose CSV file"),
        new File(["email\na@b.c\n"], "a.csv"),
      );
      await user.click(within(importing).getByRole("button", { name: "Import" }));
      await within(importing).findByRole("table", { name: "Import report, row by row" });
      expect(await axeViolations(importing)).toEqual([]);
    });
  });
});
