import type { Bookmark, BookmarkCollection } from "@common/bookmarks";
import { screen, waitFor, within } from "@testing-library/react";
import type { ApiHandler, ApiRequest } from "@web/test/api-mock";
import { axeViolations } from "@web/test/axe";
import { renderApp } from "@web/test/render-app";
import { PHONE, setViewport } from "@web/test/viewport";
import { describe, expect, it } from "vitest";
import {
  allBookmarks,
  bookmarkPage,
  COLLECTION_ID,
  companyBookmark,
  eventBookmark,
  postBookmark,
  readingList,
  vendorsToCompare,
  videoBookmark,
} from "../testing/bookmark-fixtures";

// The route loads the page lazily; loading it once up front keeps that out of each test's time limits.
import "./bookmarks-page";

const LIST = "GET /api/bookmarks";
const COLLECTIONS = "GET /api/bookmark-collections";
const OTHER_ID = vendorsToCompare.id;
const NEW_ID = "c0000000-0000-4000-8000-000000000009";

function renderBookmarks({
  path = "/bookmarks",
  bookmarks = allBookmarks,
  collections = [readingList, vendorsToCompare],
  api = {},
}: {
  path?: string;
  bookmarks?: Bookmark[] | ApiHandler;
  collections?: BookmarkCollection[];
  api?: Record<string, ApiHandler>;
} = {}) {
  return renderApp({
    path,
    signedIn: true,
    api: {
      [LIST]: Array.isArray(bookmarks) ? { body: bookmarkPage(bookmarks) } : bookmarks,
      [COLLECTIONS]: { body: { items: collections } },
      ...api,
    },
  });
}

/** The list, once the page has loaded; a busy machine may take a while to render the page the first time. */
const list = () => screen.findByRole("list", { name: "Bookmarks" }, { timeout: 5000 });
const item = (name: string) => screen.getByRole("article", { name });

// Each test renders the whole app and walks through dialogs, which takes seconds on a busy machine.
describe("the bookmarks page", { timeout: 20_000 }, () => {
  it("shows every kind of bookmark, each leading to what it keeps", async () => {
    renderBookmarks();

    const items = within(await list()).getAllByRole("listitem");
    expect(items).toHaveLength(5);
    expect(screen.getByRole("link", { name: "Post by Grace Lin" })).toHaveAttribute(
      "href",
      `/posts/${postBookmark.targetId}`,
    );
    expect(screen.getByRole("link", { name: "Zero trust in practice" })).toHaveAttribute(
      "href",
      `/watch/${videoBookmark.targetId}`,
    );
    expect(screen.getByRole("link", { name: "Choosing a data platform" })).toHaveAttribute(
      "href",
      "/read/a0000000-0000-4000-8000-000000000003",
    );
    expect(screen.getByRole("link", { name: "Northwind Analytics" })).toHaveAttribute(
      "href",
      `/companies/${companyBookmark.targetId}`,
    );
    expect(within(item("Post by Grace Lin")).getByText(/Which observability stack/)).toBeInTheDocument();
    expect(
      within(item("Zero trust in practice")).getByText("Video, 13 min · Northwind Analytics · Feb 20, 2025"),
    );
    expect(within(item("Zero trust in practice")).getByText("In “Reading list”")).toBeInTheDocument();
    expect(
      within(item("Northwind Analytics")).getByText("Company · London, United Kingdom"),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "CISO breakfast briefing" })).toHaveAttribute(
      "href",
      `/events/${eventBookmark.targetId}`,
    );
  });

  it("shows an event's time in its own time zone, where it is, its host and that it is cancelled", async () => {
    renderBookmarks({ bookmarks: [eventBookmark] });
    await list();
    const event = item("CISO breakfast briefing");
    // 08:00 UTC is 17:00 in Tokyo, where the event is held.
    expect(
      within(event).getByText(
        "Event · Tue, May 6, 2031, 05:00 PM – 07:30 PM GMT+9 · The Shard, London · Hosted by Summit",
      ),
    ).toBeInTheDocument();
    expect(within(event).getByText("Cancelled")).toBeInTheDocument();
  });

  it("filters by events", async () => {
    const { user, server, location } = renderBookmarks({
      bookmarks: ({ search }) => ({
        body: bookmarkPage(search.get("kind") === "event" ? [eventBookmark] : allBookmarks),
      }),
    });
    await list();
    await user.click(
      within(screen.getByRole("group", { name: "Show" })).getByRole("button", { name: "Events" }),
    );
    await waitFor(() => expect(location()).toBe("/bookmarks?kind=event"));
    await waitFor(() =>
      expect(within(screen.getByRole("list", { name: "Bookmarks" })).getAllByRole("listitem")).toHaveLength(
        1,
      ),
    );
    expect(server.calls(LIST).at(-1)?.search.get("kind")).toBe("event");
  });

  it("filters by type, keeping the filter in the address", async () => {
    const { user, server, location } = renderBookmarks({
      bookmarks: ({ search }) => ({
        body: bookmarkPage(search.get("kind") === "video" ? [videoBookmark] : allBookmarks),
      }),
    });
    await list();

    const types = screen.getByRole("group", { name: "Show" });
    expect(within(types).getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    await user.click(within(types).getByRole("button", { name: "Videos" }));

    await waitFor(() =>
      expect(within(screen.getByRole("list", { name: "Bookmarks" })).getAllByRole("listitem")).toHaveLength(
        1,
      ),
    );
    expect(within(types).getByRole("button", { name: "Videos" })).toHaveAttribute("aria-pressed", "true");
    expect(location()).toBe("/bookmarks?kind=video");
    expect(server.calls(LIST).at(-1)?.search.get("kind")).toBe("video");
  });

  it("opens on the type and collection the address names, and shows one collection at a time", async () => {
    const { user, server, location } = renderBookmarks({
      path: `/bookmarks?kind=video&collection=${COLLECTION_ID}`,
      bookmarks: [videoBookmark],
    });

    await list();
    const request = server.calls(LIST)[0];
    expect(request?.search.get("kind")).toBe("video");
    expect(request?.search.get("collectionId")).toBe(COLLECTION_ID);
    expect(screen.getByRole("combobox", { name: "Collection" })).toHaveTextContent(
      "Reading list (1 bookmark)",
    );
    // The list is the collection, so its bookmarks do not repeat its name.
    expect(screen.queryByText("In “Reading list”")).not.toBeInTheDocument();

    await user.click(screen.getByRole("combobox", { name: "Collection" }));
    await user.click(await screen.findByRole("option", { name: "All bookmarks" }));
    expect(location()).toBe("/bookmarks?kind=video");
  });

  it("loads more bookmarks with the cursor of the page before", async () => {
    const { user, server } = renderBookmarks({
      bookmarks: ({ search }) => ({
        body:
          search.get("cursor") === "next"
            ? bookmarkPage([companyBookmark])
            : bookmarkPage([postBookmark], "next"),
      }),
    });
    await list();

    await user.click(screen.getByRole("button", { name: "Load more bookmarks" }));
    expect(await screen.findByRole("link", { name: "Northwind Analytics" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Post by Grace Lin" })).toBeInTheDocument();
    expect(server.calls(LIST).map((call) => call.search.get("cursor"))).toEqual([null, "next"]);
    expect(screen.queryByRole("button", { name: "Load more bookmarks" })).not.toBeInTheDocument();
  });

  it("removes a bookmark at once, and says so", async () => {
    let removed = false;
    const { user, server } = renderBookmarks({
      bookmarks: () => ({ body: bookmarkPage(removed ? [postBookmark] : [postBookmark, companyBookmark]) }),
      api: {
        [`DELETE /api/bookmarks/company/${companyBookmark.targetId}`]: () => {
          removed = true;
          return { status: 204 };
        },
      },
    });
    await list();

    await user.click(screen.getByRole("button", { name: "Remove Northwind Analytics from bookmarks" }));
    expect(screen.queryByRole("link", { name: "Northwind Analytics" })).not.toBeInTheDocument();
    expect(
      await screen.findByText("Northwind Analytics has been removed from your bookmarks."),
    ).toBeInTheDocument();
    expect(server.calls(`DELETE /api/bookmarks/company/${companyBookmark.targetId}`)).toHaveLength(1);
  });

  it("puts a bookmark back when removing it fails", async () => {
    const { user } = renderBookmarks({
      api: {
        [`DELETE /api/bookmarks/company/${companyBookmark.targetId}`]: {
          status: 500,
          body: { reason: "InternalError", messages: ["Something went wrong on our side."] },
        },
      },
    });
    await list();

    await user.click(screen.getByRole("button", { name: "Remove Northwind Analytics from bookmarks" }));
    expect(
      await screen.findByText(
        "The bookmark of Northwind Analytics could not be removed: Something went wrong on our side.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Northwind Analytics" })).toBeInTheDocument();
  });

  it("moves a bookmark into a collection from its menu", async () => {
    const moved: ApiRequest[] = [];
    const { user } = renderBookmarks({
      api: {
        [`PATCH /api/bookmarks/company/${companyBookmark.targetId}`]: (request) => {
          moved.push(request);
          return { body: { ...companyBookmark, collectionId: OTHER_ID } };
        },
      },
    });
    await list();

    await user.click(screen.getByRole("button", { name: "Move Northwind Analytics to a collection" }));
    const menu = await screen.findByRole("menu", { name: "Collections for Northwind Analytics" });
    expect(within(menu).getByRole("menuitemradio", { name: "No collection" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await user.click(within(menu).getByRole("menuitemradio", { name: "Vendors to compare" }));

    expect(
      await screen.findByText("Northwind Analytics is now in “Vendors to compare”."),
    ).toBeInTheDocument();
    expect(moved[0]?.body).toEqual({ collectionId: OTHER_ID });
  });

  it("creates a collection and shows it", async () => {
    const created: BookmarkCollection = {
      ...vendorsToCompare,
      id: NEW_ID,
      name: "Shortlist",
      bookmarkCount: 0,
    };
    let collections = [readingList];
    const { user, server, location } = renderBookmarks({
      bookmarks: ({ search }) => ({ body: bookmarkPage(search.get("collectionId") ? [] : allBookmarks) }),
      api: {
        [COLLECTIONS]: () => ({ body: { items: collections } }),
        "POST /api/bookmark-collections": () => {
          collections = [readingList, created];
          return { status: 201, body: created };
        },
      },
    });
    await list();

    await user.click(screen.getByRole("button", { name: "New collection" }));
    const dialog = await screen.findByRole("dialog", { name: "New collection" });
    await user.type(within(dialog).getByRole("textbox", { name: "Collection name" }), "Shortlist");
    await user.click(within(dialog).getByRole("button", { name: "Create collection" }));

    expect(await screen.findByText("“Shortlist” has been created.")).toBeInTheDocument();
    expect(server.calls("POST /api/bookmark-collections")[0]?.body).toEqual({ name: "Shortlist" });
    await waitFor(() => expect(location()).toBe(`/bookmarks?collection=${NEW_ID}`));
    expect(await screen.findByRole("heading", { name: "No bookmarks in “Shortlist”" })).toBeInTheDocument();
  });

  it("says by the name field why a name was refused", async () => {
    const { user } = renderBookmarks({
      api: {
        "POST /api/bookmark-collections": {
          status: 409,
          body: {
            reason: "AlreadyExists",
            messages: ["You already have a collection named “reading list”."],
          },
        },
      },
    });
    await list();

    await user.click(screen.getByRole("button", { name: "New collection" }));
    const dialog = await screen.findByRole("dialog", { name: "New collection" });
    await user.click(within(dialog).getByRole("button", { name: "Create collection" }));
    expect(await within(dialog).findByText("Enter a name.")).toBeInTheDocument();
    const field = within(dialog).getByRole("textbox", { name: "Collection name" });
    await user.type(field, "reading list");
    await user.click(within(dialog).getByRole("button", { name: "Create collection" }));
    expect(
      await within(dialog).findByText("You already have a collection named “reading list”."),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
  });

  it("renames and deletes the collection shown", async () => {
    const { user, server, location } = renderBookmarks({
      path: `/bookmarks?collection=${COLLECTION_ID}`,
      bookmarks: [videoBookmark],
      api: {
        [`PATCH /api/bookmark-collections/${COLLECTION_ID}`]: {
          body: { ...readingList, name: "Read this week" },
        },
        [`DELETE /api/bookmark-collections/${COLLECTION_ID}`]: { status: 204 },
      },
    });
    await list();

    await user.click(screen.getByRole("button", { name: "Rename collection" }));
    const rename = await screen.findByRole("dialog", { name: "Rename “Reading list”" });
    const field = within(rename).getByRole("textbox", { name: "Collection name" });
    await user.clear(field);
    await user.type(field, "Read this week");
    await user.click(within(rename).getByRole("button", { name: "Rename" }));
    expect(await screen.findByText("The collection is now called “Read this week”.")).toBeInTheDocument();
    expect(server.calls(`PATCH /api/bookmark-collections/${COLLECTION_ID}`)[0]?.body).toEqual({
      name: "Read this week",
    });

    await user.click(screen.getByRole("button", { name: "Delete collection" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete “Reading list”?" });
    expect(
      within(confirm).getByText("Its 1 bookmark stays in your bookmarks, outside any collection."),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Delete collection" }));
    expect(await screen.findByText("“Reading list” has been deleted.")).toBeInTheDocument();
    expect(location()).toBe("/bookmarks");
    expect(server.calls(`DELETE /api/bookmark-collections/${COLLECTION_ID}`)).toHaveLength(1);
  });

  it("says how bookmarks get here when there are none", async () => {
    renderBookmarks({ bookmarks: [], collections: [] });
    expect(
      await screen.findByRole("heading", { name: "Nothing bookmarked yet" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse companies" })).toHaveAttribute("href", "/companies");
  });

  it("offers to show everything when a filter leaves nothing", async () => {
    const { user, location } = renderBookmarks({
      path: "/bookmarks?kind=article",
      bookmarks: ({ search }) => ({ body: bookmarkPage(search.get("kind") ? [] : allBookmarks) }),
    });
    expect(
      await screen.findByRole("heading", { name: "No bookmarked articles yet" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show all bookmarks" }));
    expect(await list()).toBeInTheDocument();
    expect(location()).toBe("/bookmarks");
  });

  it("says when the collection in the address is gone", async () => {
    const { user, server } = renderBookmarks({ path: `/bookmarks?collection=${NEW_ID}` });
    expect(
      await screen.findByText("This collection does not exist any more.", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(server.calls(LIST)).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Show all bookmarks" }));
    expect(await list()).toBeInTheDocument();
  });

  it("shows a failure to load with a way to try again", async () => {
    let fail = true;
    const { user } = renderBookmarks({
      bookmarks: () =>
        fail
          ? {
              status: 500,
              body: { reason: "InternalError", messages: ["Something went wrong on our side."] },
            }
          : { body: bookmarkPage(allBookmarks) },
    });
    expect(
      await screen.findByText("Your bookmarks could not be loaded", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await list()).toBeInTheDocument();
  });

  it("has no axe violations, also at phone width and with a dialog open", async () => {
    const { user } = renderBookmarks();
    await list();
    expect(await axeViolations()).toEqual([]);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Move Northwind Analytics to a collection" }));
    expect(await axeViolations(await screen.findByRole("menu"))).toEqual([]);
    await user.keyboard("{Escape}");

    setViewport(PHONE);
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "New collection" }));
    const dialog = await screen.findByRole("dialog", { name: "New collection" });
    expect(await axeViolations(dialog)).toEqual([]);
  });
});
