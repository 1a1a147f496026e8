import { screen, waitFor, within } from "@testing-library/react";
import { FakeEventSource } from "@web/features/notifications/testing/notification-fixtures";
import { testPlans } from "@web/test/api-mock";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";
// The route loads the page lazily; importing it here keeps that load out of the first test's time.
import "@web/features/feed/pages/feed-page";

describe("the member's bar", () => {
  it("opens Discover with the lowercased search term on Enter and empties the box", async () => {
    const { user, location } = renderApp({ path: "/feed", signedIn: true });
    const search = await screen.findByRole("searchbox", { name: "Search" });

    await user.type(search, "Cloud Security{Enter}");

    await waitFor(() => expect(location()).toBe("/discover?search=cloud%20security"));
    expect(
      await screen.findByRole("heading", {
        name: "No companies, posts, videos, articles, events or courses match “cloud security”",
      }),
    ).toBeInTheDocument();
    expect(search).toHaveValue("");
  });

  it("shows the five shortcuts, each leading to its page", async () => {
    const { user, location } = renderApp({
      path: "/feed",
      signedIn: true,
      api: { "GET /api/notifications": { body: { items: [], nextCursor: null } } },
    });
    const banner = (await screen.findByRole("button", { name: "Open profile menu" })).closest("header");
    if (!banner) throw new Error("the bar is not a header");
    const shortcuts = [
      ["Decisions", "/decisions"],
      ["Bookmarks", "/bookmarks"],
      ["Progress", "/progress"],
      ["Account settings", "/account?tab=settings"],
      ["Notifications", "/notifications"],
    ];
    for (const [name, path] of shortcuts) {
      await user.click(await within(banner).findByRole("button", { name }));
      await waitFor(() => expect(location()).toBe(path));
    }
    expect(await screen.findByRole("heading", { level: 1, name: "Notifications" })).toBeInTheDocument();
  });

  it("shows the number of unread notifications on the bell, as the stream tells it", async () => {
    FakeEventSource.install();
    renderApp({ path: "/feed", signedIn: true });
    const bell = await screen.findByRole("button", { name: "Notifications" });
    const stream = await FakeEventSource.opened();
    expect(bell).not.toHaveTextContent(/\d/);

    stream.emit("unread", { count: 3 });
    await waitFor(() => expect(bell).toHaveAccessibleName("Notifications, 3 unread"));
    expect(bell).toHaveTextContent("3");

    stream.emit("unread", { count: 120 });
    await waitFor(() => expect(bell).toHaveAccessibleName("Notifications, more than 99 unread"));
    expect(bell).toHaveTextContent("99+");

    stream.emit("unread", { count: 0 });
    await waitFor(() => expect(bell).toHaveAccessibleName("Notifications"));
    expect(bell).not.toHaveTextContent(/\d/);
  });

  it("keeps one notifications stream open while a member is signed in, and none for a visitor", async () => {
    FakeEventSource.install();
    const { user } = renderApp({
      path: "/feed",
      signedIn: true,
      api: { "POST /api/auth/sign-out": { body: { success: true } } },
    });
    await screen.findByRole("button", { name: "Notifications" });
    const stream = await FakeEventSource.opened();
    expect(stream.url).toBe("/api/notifications/stream");
    expect(stream.withCredentials).toBe(true);

    await user.click(screen.getByRole("button", { name: "Open profile menu" }));
    await user.click(await screen.findByRole("menuitem", { name: "Logout" }));

    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Open profile menu" })).not.toBeInTheDocument(),
    );
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
    expect(
      FakeEventSource.instances.filter((source) => source.readyState !== FakeEventSource.CLOSED),
    ).toEqual([]);
  });

  it("asks for the unread count itself when the server refuses the stream", async () => {
    FakeEventSource.install();
    const { server } = renderApp({
      path: "/feed",
      signedIn: true,
      api: { "GET /api/notifications/unread-count": { body: { count: 4 } } },
    });
    const bell = await screen.findByRole("button", { name: "Notifications" });

    (await FakeEventSource.opened()).fail();

    await waitFor(() => expect(bell).toHaveAccessibleName("Notifications, 4 unread"));
    expect(server.calls("GET /api/notifications/unread-count")).toHaveLength(1);
  });

  it("shows the default picture and a profile menu leading to the account tabs", async () => {
    const { user, location } = renderApp({
      path: "/feed",
      signedIn: true,
      api: { "GET /api/plans": { body: { items: testPlans } } },
    });
    const button = await screen.findByRole("button", { name: "Open profile menu" });
    expect(button.querySelector("img")).toHaveAttribute("src", "/default-avatar.svg");

    await user.click(button);
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["My profile", "Meetings", "Billing & Subscription", "Account settings", "Logout"]);

    await user.click(within(menu).getByRole("menuitem", { name: "Billing & Subscription" }));
    await waitFor(() => expect(location()).toBe("/account?tab=billing"));
    expect(
      await screen.findByRole("tab", { name: "Billing & Subscription", selected: true }),
    ).toBeInTheDocument();
  });

  it("logs out from the profile menu and lands on the visitor's home", async () => {
    const { user, server, location } = renderApp({
      path: "/account",
      signedIn: true,
      api: { "POST /api/auth/sign-out": { body: { success: true } } },
    });

    await user.click(await screen.findByRole("button", { name: "Open profile menu" }));
    await user.click(await screen.findByRole("menuitem", { name: "Logout" }));

    await waitFor(() => expect(location()).toBe("/"));
    expect(server.calls("POST /api/auth/sign-out")).toHaveLength(1);
    expect(await screen.findByRole("link", { name: "Sign in" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Open profile menu" })).not.toBeInTheDocument();
  });
});
