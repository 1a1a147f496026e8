import { screen, within } from "@testing-library/react";
import { MARKETING_SITE_URL } from "@web/test/api-mock";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";

describe("the visitor's bar", () => {
  it("shows the About and Who we help menus, the marketing links and Sign in", async () => {
    const { user } = renderApp({ path: "/" });
    const nav = await screen.findByRole("navigation", { name: "Main" });

    for (const label of ["Advisory", "Platforms", "Events", "eLearning", "Media", "Insights", "Plans"]) {
      const link = await within(nav).findByRole("link", { name: label });
      expect(link).toHaveAttribute("href", `${MARKETING_SITE_URL}/${label.toLowerCase()}`);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener");
    }
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth");

    await user.click(within(nav).getByRole("button", { name: "About" }));
    const about = await screen.findByRole("menu", { name: "About" });
    expect(
      within(about)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Mission & Vision", "Resources", "The Team", "Life at the company"]);
    expect(within(about).getByRole("menuitem", { name: "The Team" })).toHaveAttribute("href", "/#the-team");
    await user.keyboard("{Escape}");

    await user.click(within(nav).getByRole("button", { name: "Who we help" }));
    const whoWeHelp = await screen.findByRole("menu", { name: "Who we help" });
    expect(within(whoWeHelp).getByRole("menuitem", { name: "For End-Users" })).toHaveAttribute(
      "href",
      "/#for-end-users",
    );
    expect(within(whoWeHelp).getByRole("menuitem", { name: "For Technology Vendors" })).toHaveAttribute(
      "href",
      "/#for-technology-vendors",
    );
  });
});
