import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testPlans } from "../../test/api-mock";
import { renderApp } from "../../test/render-app";

describe("the member's bar", () => {
  it("opens Discover with the lowercased search term on Enter and empties the box", async () => {
    const { user, location } = renderApp({ path: "/feed", signedIn: true });
    const search = await screen.findByRole("searchbox", { name: "Search" });

    await user.type(search, "Cloud Security{Enter}");

    await waitFor(() => expect(location()).toBe("/discover?search=cloud%20security"));
    expect(
      await screen.findByRole("heading", {
        name: "No companies, posts, videos or articles match “cloud security”",
      }),
    ).toBeInTheDocument();
    expect(search).toHaveValue("");
  });

  it("shows the five shortcuts, each leading to its page", async () => {
    const { user, location } = renderApp({ path: "/feed", signedIn: true });
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
    ).toEqual(["My profile", "Billing & Subscription", "Account settings", "Logout"]);

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
