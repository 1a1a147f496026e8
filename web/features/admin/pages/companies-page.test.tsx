import type { AdminCompany, MergeCounts, MergePreview } from "@common/admin-companies";
import { screen, waitFor, within } from "@testing-library/react";
import { PAGE_TEST_TIMEOUT, platformAdminProfile, preparePageTests } from "@web/lib/posts/post-fixtures";
import { type ApiHandler, type ApiRequest, adminSession } from "@web/test/api-mock";
import { axeViolations } from "@web/test/axe";
import { renderApp } from "@web/test/render-app";
import { PHONE, setViewport } from "@web/test/viewport";
import { describe, expect, it } from "vitest";

const ACME = "6f1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e01";
const ACME_DUP = "7a2d2e8f-3b8c-4a8f-8b62-4a6e3d0c9f12";
const GLOBEX = "8b3e3f90-4c9d-4b90-9c73-5b7f4e1d0a23";

function company(id: string, name: string, overrides: Partial<AdminCompany> = {}): AdminCompany {
  return {
    id,
    name,
    isPage: true,
    verifiedAt: null,
    owners: [{ id: "owner-1", name: "Olga Owner", email: "olga@acme.example" }],
    peopleCount: 3,
    followerCount: 12,
    productCount: 1,
    createdAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

const noMoves: MergeCounts = {
  people: 0,
  admins: 0,
  followers: 0,
  products: 0,
  posts: 0,
  resources: 0,
  trackedAccounts: 0,
  events: 0,
  content: 0,
  courses: 0,
  invoices: 0,
};

/** A server that keeps the companies in memory, so that changes show in the next read. */
function companiesServer(companies: AdminCompany[], extra: Record<string, ApiHandler> = {}) {
  const list = ({ search }: ApiRequest) => {
    const q = search.get("q")?.toLowerCase() ?? "";
    const verified = search.get("verified");
    const items = companies.filter(
      (entry) =>
        entry.name.toLowerCase().includes(q) &&
        (verified === null || (entry.verifiedAt !== null) === (verified === "true")),
    );
    return { body: { items, nextCursor: null } };
  };
  const setVerified =
    (verifiedAt: string | null) =>
    ({ path }: ApiRequest) => {
      const entry = companies.find((item) => path.includes(item.id));
      if (!entry) return { status: 404 };
      entry.verifiedAt = verifiedAt;
      return { body: entry };
    };
  return {
    "GET /api/auth/get-session": { body: adminSession },
    "GET /api/profile": { body: platformAdminProfile },
    "GET /api/admin/companies": list,
    ...Object.fromEntries(
      companies.flatMap((entry) => [
        [`PUT /api/admin/companies/${entry.id}/verification`, setVerified("2026-03-01T09:00:00.000Z")],
        [`DELETE /api/admin/companies/${entry.id}/verification`, setVerified(null)],
      ]),
    ),
    ...extra,
  } satisfies Record<string, ApiHandler>;
}

const cardOf = (name: string) => screen.findByRole("article", { name });

describe("the companies tools", PAGE_TEST_TIMEOUT, () => {
  preparePageTests(() => import("./companies-page"));

  it("lists companies with their owners and counts, searches by name in the address, and verifies one", async () => {
    const { user, server, location } = renderApp({
      path: "/admin/companies",
      signedIn: true,
      api: companiesServer([
        company(ACME, "Acme", { verifiedAt: "2026-01-05T09:00:00.000Z" }),
        company(GLOBEX, "Globex", { owners: [], peopleCount: 1, followerCount: 0, productCount: 0 }),
      ]),
    });
    const acme = await cardOf("Acme");
    expect(within(acme).getByText("Verified")).toBeInTheDocument();
    expect(within(acme).getByText("Owner: Olga Owner (olga@acme.example)")).toBeInTheDocument();
    expect(within(acme).getByText(/3 people · 12 followers · 1 product/)).toBeInTheDocument();
    expect(within(acme).getByRole("link", { name: "Acme" })).toHaveAttribute("href", `/companies/${ACME}`);
    expect(within(acme).getByRole("link", { name: "Plan and invoices" })).toHaveAttribute(
      "href",
      `/admin/companies/${ACME}/billing`,
    );
    const globex = await cardOf("Globex");
    expect(within(globex).getByText("No owner")).toBeInTheDocument();
    expect(within(globex).getByText("Not verified")).toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Search companies" }), "glob");
    await waitFor(() => expect(location()).toBe("/admin/companies?q=glob"));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Acme" })).not.toBeInTheDocument());

    await user.click(within(globex).getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Globex is verified.")).toBeInTheDocument();
    expect(await within(await cardOf("Globex")).findByText("Verified")).toBeInTheDocument();
    expect(server.calls(`PUT /api/admin/companies/${GLOBEX}/verification`)).toHaveLength(1);
  });

  it("opens with the address's filter, and says when nothing matches or the list cannot be read", async () => {
    const { server, unmount } = renderApp({
      path: "/admin/companies?q=initech&verified=false",
      signedIn: true,
      api: companiesServer([company(ACME, "Acme")]),
    });
    expect(await screen.findByRole("heading", { name: "No company matches" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search companies" })).toHaveValue("initech");
    const [call] = server.calls("GET /api/admin/companies");
    expect(call?.search.get("q")).toBe("initech");
    expect(call?.search.get("verified")).toBe("false");
    unmount();

    renderApp({
      path: "/admin/companies",
      signedIn: true,
      api: {
        ...companiesServer([]),
        "GET /api/admin/companies": {
          status: 500,
          body: { reason: "Failure", messages: ["Database away."] },
        },
      },
    });
    expect(await screen.findByText("Companies could not be loaded")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("hands a company to one of its people, and shows why a choice is refused", async () => {
    let refuse = true;
    const { user, server } = renderApp({
      path: "/admin/companies",
      signedIn: true,
      api: companiesServer([company(ACME, "Acme")], {
        [`GET /api/companies/${ACME}/employees`]: {
          body: {
            items: [
              { id: "owner-1", name: "Olga Owner", jobTitle: "CEO", photoUrl: null, privilege: "owner" },
              { id: "person-2", name: "Nia Next", jobTitle: "CTO", photoUrl: null, privilege: null },
            ],
            nextCursor: null,
          },
        },
        [`POST /api/admin/companies/${ACME}/owner`]: () =>
          refuse
            ? {
                status: 422,
                body: {
                  reason: "Failure",
                  messages: ["Nia Next is suspended: restore their account first."],
                },
              }
            : { body: company(ACME, "Acme") },
      }),
    });
    await user.click(within(await cardOf("Acme")).getByRole("button", { name: "Transfer ownership" }));
    const dialog = await screen.findByRole("dialog", { name: "Transfer ownership of Acme" });
    expect(within(dialog).getByText(/Olga Owner stays on as an admin/)).toBeInTheDocument();
    const people = await within(dialog).findByRole("radiogroup", { name: "People of Acme" });
    expect(within(dialog).getByRole("button", { name: "Make owner" })).toBeDisabled();
    await user.click(within(people).getByRole("radio", { name: /Nia Next/ }));
    await user.click(within(dialog).getByRole("button", { name: "Make owner" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Nia Next is suspended");

    refuse = false;
    await user.click(within(dialog).getByRole("button", { name: "Make owner" }));
    expect(await screen.findByText("Nia Next now owns Acme.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.calls(`POST /api/admin/companies/${ACME}/owner`).map((call) => call.body)).toEqual([
      { userId: "person-2" },
      { userId: "person-2" },
    ]);
  });

  it("merges a duplicate after naming both companies, what moves and that it cannot be undone", async () => {
    const preview = (refusals: string[]): MergePreview => ({
      duplicate: company(ACME_DUP, "Acme Inc"),
      into: company(ACME, "Acme"),
      moves: { ...noMoves, people: 2, followers: 1, products: 3 },
      refusals,
    });
    let refusals = ["Both Acme Inc and Acme have a paid subscription: end one of them before merging."];
    const { user, server } = renderApp({
      path: "/admin/companies",
      signedIn: true,
      api: companiesServer(
        [company(ACME_DUP, "Acme Inc"), company(ACME, "Acme"), company(GLOBEX, "Globex")],
        {
          [`GET /api/admin/companies/${ACME_DUP}/merge-preview`]: () => ({ body: preview(refusals) }),
          [`POST /api/admin/companies/${ACME_DUP}/merge`]: {
            body: { into: company(ACME, "Acme"), moved: noMoves },
          },
        },
      ),
    });
    await user.click(within(await cardOf("Acme Inc")).getByRole("button", { name: "Merge into…" }));
    const dialog = await screen.findByRole("dialog", { name: "Merge Acme Inc into…" });
    expect(within(dialog).getByRole("button", { name: "Continue" })).toBeDisabled();
    await user.type(
      within(dialog).getByRole("searchbox", { name: "Find the company to merge into" }),
      "acme",
    );
    const choices = await within(dialog).findByRole("radiogroup", { name: "Companies like “acme”" });
    // The duplicate is not offered as its own target.
    expect(within(choices).getAllByRole("radio")).toHaveLength(1);
    await user.click(within(choices).getByRole("radio", { name: /^Acme ·/ }));
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));

    const confirm = await screen.findByRole("dialog", { name: "Merge Acme Inc into Acme?" });
    expect(await within(confirm).findByText(/paid subscription/)).toBeInTheDocument();
    expect(within(confirm).getByRole("button", { name: "Merge" })).toBeDisabled();

    refusals = [];
    await user.click(within(confirm).getByRole("button", { name: "Back" }));
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(
      await within(confirm).findByText(/Acme Inc's 2 people, 1 follower and 3 products move to Acme/),
    ).toBeInTheDocument();
    expect(within(confirm).getByText(/This cannot be undone/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Merge" }));
    expect(await screen.findByText("Acme Inc was merged into Acme.")).toBeInTheDocument();
    expect(server.calls(`POST /api/admin/companies/${ACME_DUP}/merge`).map((call) => call.body)).toEqual([
      { intoId: ACME },
    ]);
  });

  it("is one of the console's tools", async () => {
    renderApp({
      path: "/admin",
      signedIn: true,
      api: {
        ...companiesServer([]),
        "GET /api/admin/summary": { body: { openReports: 0, failedJobs: 0 } },
      },
    });
    expect(await screen.findByRole("link", { name: /Companies/ })).toHaveAttribute(
      "href",
      "/admin/companies",
    );
  });

  describe.each([
    ["desktop", false],
    ["phone", true],
  ])("at %s width", (_width, phone) => {
    it("has no axe violations on the list and in the merge dialog's two steps", async () => {
      if (phone) setViewport(PHONE);
      const { user } = renderApp({
        path: "/admin/companies",
        signedIn: true,
        api: companiesServer(
          [company(ACME, "Acme", { verifiedAt: "2026-01-05T09:00:00.000Z" }), company(GLOBEX, "Globex")],
          {
            [`GET /api/admin/companies/${GLOBEX}/merge-preview`]: {
              body: {
                duplicate: company(GLOBEX, "Globex"),
                into: company(ACME, "Acme"),
                moves: { ...noMoves, people: 3 },
                refusals: ["Both companies list “Ledger”: rename or remove the duplicate's product first."],
              } satisfies MergePreview,
            },
          },
        ),
      });
      await cardOf("Acme");
      expect(await axeViolations()).toEqual([]);
      expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);

      await user.click(within(await cardOf("Globex")).getByRole("button", { name: "Merge into…" }));
      const dialog = await screen.findByRole("dialog", { name: "Merge Globex into…" });
      await user.type(within(dialog).getByRole("searchbox", { name: "Find the company to merge into" }), "a");
      await user.click(await within(dialog).findByRole("radio", { name: /^Acme ·/ }));
      expect(await axeViolations(dialog)).toEqual([]);
      await user.click(within(dialog).getByRole("button", { name: "Continue" }));
      await within(dialog).findByText(/cannot be undone/);
      expect(await axeViolations(dialog)).toEqual([]);
    });
  });
});
