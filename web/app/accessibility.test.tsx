// Structural accessibility checks with axe on the main pages (landmarks, names, labels, headings).
// Colour contrast needs a real layout engine; the browser tests check it.
import { screen } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import {
  COMPANY_ID,
  companyHandlers,
  companySummary,
  ownedCompany,
  referenceListHandlers,
  testDocument,
  testProduct,
} from "../features/companies/testing/company-fixtures";
import { testPlans } from "../test/api-mock";
import { renderApp } from "../test/render-app";
import { PHONE, setViewport } from "../test/viewport";

async function violations(context: Element = document.body) {
  const results = await axe.run(context, {
    rules: { "color-contrast": { enabled: false } },
    resultTypes: ["violations"],
  });
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => `${node.target.join(" ")} ${node.html} ${node.failureSummary}`),
  }));
}

const plans = { "GET /api/plans": { body: { items: testPlans } } };

/** A company with something in every tab, as its owner sees it. */
const company = {
  ...companyHandlers(ownedCompany),
  ...referenceListHandlers,
  [`GET /api/factor/companies/${COMPANY_ID}/products`]: { body: { items: [testProduct], nextCursor: null } },
  [`GET /api/factor/companies/${COMPANY_ID}/capabilities`]: {
    body: { items: [{ id: "c1", type: "integration", name: "Salesforce" }] },
  },
  "GET /api/resources": { body: { items: [testDocument], nextCursor: "more" } },
  [`GET /api/companies/${COMPANY_ID}/company-admins`]: {
    body: {
      items: [
        {
          id: "user-1",
          name: "Ada Lovelace",
          jobTitle: null,
          photoUrl: null,
          privilege: "owner",
          since: "2025-01-01T00:00:00.000Z",
        },
      ],
    },
  },
  [`GET /api/companies/${COMPANY_ID}/company-admin-requests`]: { body: { items: [] } },
  [`GET /api/companies/${COMPANY_ID}/membership-requests`]: { body: { items: [] } },
  [`GET /api/companies/${COMPANY_ID}/invitations`]: {
    body: {
      items: [
        {
          id: "7a1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e01",
          email: "jordan@northwind.example",
          name: "Jordan Lee",
          accountType: "vendor",
          company: { id: COMPANY_ID, name: "Northwind Analytics" },
          invitedBy: { id: "user-1", name: "Ada Lovelace" },
          message: null,
          status: "expired",
          expiresAt: "2025-01-15T00:00:00.000Z",
          sentAt: "2025-01-01T00:00:00.000Z",
          createdAt: "2025-01-01T00:00:00.000Z",
        },
      ],
      nextCursor: null,
    },
  },
  "GET /api/auth/short-register": {
    body: {
      email: "jordan@northwind.example",
      name: "Jordan",
      accountType: "leader",
      company: { id: COMPANY_ID, name: "Northwind Analytics" },
      invitedBy: { name: "Ada Lovelace" },
      message: "Welcome to the team!",
      expiresAt: "2030-01-15T00:00:00.000Z",
    },
  },
  "GET /api/companies": {
    body: { items: [companySummary(1), companySummary(2, { isPage: false })], nextCursor: "more" },
  },
  "GET /api/companies/filters": {
    body: { headquarter: [], industry: [{ value: "Computer Software", count: 2 }], size: [] },
  },
};

describe("accessibility", () => {
  it.each([
    ["/", false, "Where senior technology leaders meet, learn and decide"],
    ["/auth", false, "Sign in"],
    ["/signup/choosemembership?type=vendor", false, "Join Summit"],
    ["/auth/forgot-password", false, "Reset your password"],
    ["/auth/reset-password?token=t", false, "Choose a new password"],
    ["/signup/invite?token=t", false, "Join Northwind Analytics on Summit"],
    ["/discover?search=cloud", false, "Discover"],
    ["/feed", true, "Feed"],
    ["/account?tab=profile", true, "Account"],
    ["/account?tab=billing", true, "Account"],
    ["/account?tab=settings", true, "Account"],
    ["/nowhere", false, "Page not found"],
    ["/companies", false, "Companies"],
    ["/companies", true, "Companies"],
    [`/companies/${COMPANY_ID}`, false, "Northwind Analytics"],
    [`/companies/${COMPANY_ID}?tab=products`, true, "Northwind Analytics"],
    [`/companies/${COMPANY_ID}?tab=capabilities`, true, "Northwind Analytics"],
    [`/companies/${COMPANY_ID}?tab=people`, false, "Northwind Analytics"],
    [`/companies/${COMPANY_ID}?tab=posts`, true, "Northwind Analytics"],
    [`/companies/${COMPANY_ID}?tab=events`, true, "Northwind Analytics"],
    [`/companies/${COMPANY_ID}?tab=resources`, true, "Northwind Analytics"],
    [`/companies/${COMPANY_ID}/manage?tab=admins`, true, "Manage Northwind Analytics"],
    [`/companies/${COMPANY_ID}/manage?tab=invitations`, true, "Manage Northwind Analytics"],
    [`/companies/${COMPANY_ID}/manage?tab=products`, true, "Manage Northwind Analytics"],
    [`/companies/${COMPANY_ID}/manage?tab=capabilities`, true, "Manage Northwind Analytics"],
    [`/companies/${COMPANY_ID}/manage?tab=resources`, true, "Manage Northwind Analytics"],
  ])("%s has no axe violations", async (path, signedIn, heading) => {
    renderApp({ path, signedIn, api: { ...plans, ...company } });
    await screen.findByRole("heading", { level: 1, name: heading });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await violations()).toEqual([]);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("has no axe violations on a company page at phone width", async () => {
    setViewport(PHONE);
    renderApp({ path: `/companies/${COMPANY_ID}`, signedIn: true, api: company });
    await screen.findByRole("heading", { level: 1, name: "Northwind Analytics" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await violations()).toEqual([]);
  });

  it("has no axe violations in a company dialog", async () => {
    const { user } = renderApp({
      path: `/companies/${COMPANY_ID}/manage?tab=resources`,
      signedIn: true,
      api: company,
    });
    await user.click(await screen.findByRole("button", { name: "Add resource" }));
    // The page behind a modal dialog is aria-hidden by design, so the dialog alone is checked.
    expect(await violations(await screen.findByRole("dialog", { name: "Add a resource" }))).toEqual([]);
  });

  it("has no axe violations in the company admin area's profile form", async () => {
    renderApp({ path: `/companies/${COMPANY_ID}/manage?tab=profile`, signedIn: true, api: company });
    await screen.findByRole("textbox", { name: "Description" }, { timeout: 5000 });
    expect(await violations()).toEqual([]);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  }, 20_000);

  it("has no axe violations with the mobile menu open", async () => {
    setViewport(PHONE);
    const { user } = renderApp({ path: "/", signedIn: false });
    await user.click(await screen.findByRole("button", { name: "Open menu" }));
    await screen.findByRole("navigation", { name: "Mobile" });
    expect(await violations()).toEqual([]);
  });
});
