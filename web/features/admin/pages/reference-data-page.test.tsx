import type { ReferenceItem } from "@common/reference-data";
import { screen, waitFor, within } from "@testing-library/react";
import { PAGE_TEST_TIMEOUT, platformAdminProfile, preparePageTests } from "@web/lib/posts/post-fixtures";
import { type ApiHandler, type ApiRequest, adminSession } from "@web/test/api-mock";
import { axeViolations } from "@web/test/axe";
import { renderApp } from "@web/test/render-app";
import { PHONE, setViewport } from "@web/test/viewport";
import { describe, expect, it } from "vitest";

const item = (index: number, name: string, position: number | null = null): ReferenceItem => ({
  id: `00000000-0000-4000-8000-00000000000${index}`,
  name,
  position,
});

/** A server that keeps the industries in memory, so that edits show in the next read. */
function listServer(industries: ReferenceItem[]): Record<string, ApiHandler> {
  const read = ({ search }: ApiRequest) => {
    const term = search.get("search")?.toLowerCase() ?? "";
    const items = industries.filter((entry) => entry.name.toLowerCase().includes(term));
    return { body: { items, total: items.length, nextCursor: null } };
  };
  const byId = (path: string) => industries.findIndex((entry) => path.endsWith(entry.id));
  return {
    "GET /api/auth/get-session": { body: adminSession },
    "GET /api/profile": { body: platformAdminProfile },
    "GET /api/industries/short": read,
    "GET /api/company-sizes": {
      body: { items: [item(7, "1-10", 1), item(8, "11-50", 2)], total: 2, nextCursor: null },
    },
    "POST /api/reference-data/industries": ({ body }) => {
      const { name } = body as { name: string };
      if (industries.some((entry) => entry.name.toLowerCase() === name.toLowerCase())) {
        return {
          status: 409,
          body: { reason: "AlreadyExists", messages: [`"${name}" is already in this list.`] },
        };
      }
      const created = item(industries.length + 1, name);
      industries.push(created);
      return { status: 201, body: created };
    },
    ...Object.fromEntries(
      industries.flatMap((entry) => [
        [
          `PATCH /api/reference-data/industries/${entry.id}`,
          ({ path, body }: ApiRequest) => {
            const index = byId(path);
            industries[index] = { ...(industries[index] as ReferenceItem), ...(body as object) };
            return { body: industries[index] };
          },
        ],
        [
          `DELETE /api/reference-data/industries/${entry.id}`,
          ({ path }: ApiRequest) => {
            industries.splice(byId(path), 1);
            return { status: 204 };
          },
        ],
      ]),
    ),
  };
}

const industriesList = () => screen.findByRole("list", { name: "Industries" });

describe("the reference lists", PAGE_TEST_TIMEOUT, () => {
  preparePageTests(() => import("./reference-data-page"));

  it("adds a name, and shows in the dialog why a name already in the list is refused", async () => {
    const { user, server } = renderApp({
      path: "/admin/reference-data",
      signedIn: true,
      api: listServer([item(1, "Banking"), item(2, "Retail")]),
    });
    expect(await screen.findByText("2 in the list")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add" }));
    const dialog = await screen.findByRole("dialog", { name: "Add to Industries" });
    await user.type(within(dialog).getByLabelText(/Name/), "banking");
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent('"banking" is already in this list.');

    await user.clear(within(dialog).getByLabelText(/Name/));
    await user.type(within(dialog).getByLabelText(/Name/), "Fintech");
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await within(await industriesList()).findByText("Fintech")).toBeInTheDocument();
    expect(server.calls("POST /api/reference-data/industries").map((call) => call.body)).toEqual([
      { name: "banking" },
      { name: "Fintech" },
    ]);
  });

  it("renames an item, and removes one after asking", async () => {
    const { user, server } = renderApp({
      path: "/admin/reference-data",
      signedIn: true,
      api: listServer([item(1, "FinTech"), item(2, "Retail")]),
    });
    const list = await industriesList();
    await user.click(within(list).getByRole("button", { name: "Rename FinTech" }));
    const dialog = await screen.findByRole("dialog", { name: "Rename “FinTech”" });
    expect(
      within(dialog).getByText(/Companies and profiles that use “FinTech” will show the new name/),
    ).toBeVisible();
    await user.clear(within(dialog).getByLabelText(/Name/));
    await user.type(within(dialog).getByLabelText(/Name/), "Fintech");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(list).findByText("Fintech")).toBeInTheDocument();
    expect(server.calls(`PATCH /api/reference-data/industries/${item(1, "").id}`)[0]?.body).toEqual({
      name: "Fintech",
    });

    await user.click(within(list).getByRole("button", { name: "Remove Retail" }));
    const confirm = await screen.findByRole("dialog", { name: "Remove “Retail”?" });
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(within(list).queryByText("Retail")).not.toBeInTheDocument());
    expect(server.calls(`DELETE /api/reference-data/industries/${item(2, "").id}`)).toHaveLength(1);
  });

  it("searches the list, says when nothing matches, and switches to company sizes with their places", async () => {
    const { user, server } = renderApp({
      path: "/admin/reference-data",
      signedIn: true,
      api: listServer([item(1, "Banking"), item(2, "Retail")]),
    });
    await industriesList();
    await user.type(screen.getByRole("searchbox", { name: "Search industries" }), "zzz");
    expect(await screen.findByRole("heading", { name: "Nothing matches" })).toBeInTheDocument();
    expect(server.calls("GET /api/industries/short").at(-1)?.search.get("search")).toBe("zzz");

    await user.selectOptions(screen.getByLabelText("List"), "Company sizes");
    const sizes = await screen.findByRole("list", { name: "Company sizes" });
    expect(within(sizes).getByText("Place 1")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search company sizes" })).toHaveValue("");
  });

  describe.each([
    ["desktop", false],
    ["phone", true],
  ])("at %s width", (_width, phone) => {
    it("has no axe violations with the list and the dialog open", async () => {
      if (phone) setViewport(PHONE);
      const { user } = renderApp({
        path: "/admin/reference-data",
        signedIn: true,
        api: listServer([item(1, "Banking")]),
      });
      await industriesList();
      expect(await axeViolations()).toEqual([]);
      await user.click(screen.getByRole("button", { name: "Add" }));
      const dialog = await screen.findByRole("dialog", { name: "Add to Industries" });
      expect(await axeViolations(dialog)).toEqual([]);
    });
  });
});
