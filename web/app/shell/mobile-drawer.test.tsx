import { HUBS } from "@common/hubs";
import { screen, waitFor, within } from "@testing-library/react";
import { writeCommunityCookie } from "@web/lib/community";
import { renderApp } from "@web/test/render-app";
import { PHONE, setViewport } from "@web/test/viewport";
import { beforeEach, describe, expect, it, vi } from "vitest";

describe("the mobile menu", () => {
  beforeEach(() => setViewport(PHONE));

  it("sends a visitor's Progress to sign-up", async () => {
    const { user, location } = renderApp({ path: "/discover" });

    await user.click(await screen.findByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("navigation", { name: "Mobile" });
    const progress = within(menu).getByRole("link", { name: "Progress" });
    expect(progress).toHaveAttribute("href", "/signup/choosemembership");

    await user.click(progress);
    await waitFor(() => expect(location()).toBe("/signup/choosemembership"));
    expect(await screen.findByRole("heading", { level: 1, name: "Join Summit" })).toBeInTheDocument();
  });

  it("sends a member's Progress to the progress page", async () => {
    const { user } = renderApp({ path: "/feed", signedIn: true });

    await user.click(await screen.findByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("navigation", { name: "Mobile" });
    expect(within(menu).getByRole("link", { name: "Progress" })).toHaveAttribute("href", "/progress");
  });

  it("lists the twelve communities, starting from the member's hub", async () => {
    const { user } = renderApp({ path: "/feed", signedIn: true });

    await user.click(await screen.findByRole("button", { name: "Open menu" }));
    const select = await screen.findByRole("combobox", { name: "Community" });
    await waitFor(() => expect(select).toHaveTextContent("CISO"));

    await user.click(select);
    const options = within(await screen.findByRole("listbox")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(HUBS.map((hub) => hub.name));
  });

  it("stores the chosen community in the cookie and reloads the page", async () => {
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
    writeCommunityCookie("cio");
    const cookieWrites = vi.spyOn(document, "cookie", "set");
    const { user } = renderApp({ path: "/discover" });

    await user.click(await screen.findByRole("button", { name: "Open menu" }));
    const select = await screen.findByRole("combobox", { name: "Community" });
    expect(select).toHaveTextContent("CIO");

    await user.click(select);
    await user.click(await screen.findByRole("option", { name: "DevOps" }));

    expect(cookieWrites).toHaveBeenCalledWith("community=devops; path=/; max-age=31536000; samesite=lax");
    expect(document.cookie).toContain("community=devops");
    expect(reload).toHaveBeenCalledOnce();
  });
});
