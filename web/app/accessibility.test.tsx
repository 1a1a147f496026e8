// Structural accessibility checks with axe on the main pages (landmarks, names, labels, headings).
// Colour contrast needs a real layout engine; the browser tests check it.
import { screen } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { testPlans } from "../test/api-mock";
import { renderApp } from "../test/render-app";
import { PHONE, setViewport } from "../test/viewport";

async function violations() {
  const results = await axe.run(document.body, {
    rules: { "color-contrast": { enabled: false } },
    resultTypes: ["violations"],
  });
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => `${node.target.join(" ")} ${node.html} ${node.failureSummary}`),
  }));
}

const plans = { "GET /api/plans": { body: { items: testPlans } } };

describe("accessibility", () => {
  it.each([
    ["/", false, "Where senior technology leaders meet, learn and decide"],
    ["/auth", false, "Sign in"],
    ["/signup/choosemembership?type=vendor", false, "Join Summit"],
    ["/auth/forgot-password", false, "Reset your password"],
    ["/auth/reset-password?token=t", false, "Choose a new password"],
    ["/discover?search=cloud", false, "Discover"],
    ["/feed", true, "Feed"],
    ["/account?tab=profile", true, "Account"],
    ["/account?tab=billing", true, "Account"],
    ["/account?tab=settings", true, "Account"],
    ["/nowhere", false, "Page not found"],
  ])("%s has no axe violations", async (path, signedIn, heading) => {
    renderApp({ path, signedIn, api: plans });
    await screen.findByRole("heading", { level: 1, name: heading });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await violations()).toEqual([]);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("has no axe violations with the mobile menu open", async () => {
    setViewport(PHONE);
    const { user } = renderApp({ path: "/", signedIn: false });
    await user.click(await screen.findByRole("button", { name: "Open menu" }));
    await screen.findByRole("navigation", { name: "Mobile" });
    expect(await violations()).toEqual([]);
  });
});
