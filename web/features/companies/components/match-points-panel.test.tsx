import { screen, waitFor } from "@testing-library/react";
import type { ApiRequest } from "@web/test/api-mock";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";
import { COMPANY_ID, companyHandlers, ownedCompany } from "../testing/company-fixtures";

// The route loads the page lazily; loading it once up front keeps that out of each test's time limits.
import "../pages/company-manage-page";

const PATH = `/companies/${COMPANY_ID}/manage?tab=match-points`;
const URL = `/api/companies/${COMPANY_ID}/match-points`;

describe("the match points panel", () => {
  it("ticks the saved intent types and saves the changed list in the pickers' order", async () => {
    const { user, server } = renderApp({
      path: PATH,
      signedIn: true,
      api: {
        ...companyHandlers(ownedCompany),
        [`GET ${URL}`]: { body: { intentTypes: ["Analytics & BI"] } },
        [`PUT ${URL}`]: ({ body }: ApiRequest) => ({ body }),
      },
    });
    const analytics = await screen.findByRole("checkbox", { name: "Analytics & BI" });
    expect(analytics).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Procurement" })).not.toBeChecked();
    expect(screen.getByRole("group", { name: "Intent types (1 of 21 chosen)" })).toBeInTheDocument();
    const save = screen.getByRole("button", { name: "Save match points" });
    expect(save).toBeDisabled();

    await user.click(screen.getByRole("checkbox", { name: "Procurement" }));
    await user.click(screen.getByRole("checkbox", { name: "AI & Machine Learning" }));
    await user.click(save);

    expect(await screen.findByText("Match points saved: 3 intent types.")).toBeInTheDocument();
    expect(server.calls(`PUT ${URL}`)[0]?.body).toEqual({
      intentTypes: ["AI & Machine Learning", "Analytics & BI", "Procurement"],
    });
  });

  it("undoes unsaved changes, and shows why a save was refused", async () => {
    const { user } = renderApp({
      path: PATH,
      signedIn: true,
      api: {
        ...companyHandlers(ownedCompany),
        [`GET ${URL}`]: { body: { intentTypes: [] } },
        [`PUT ${URL}`]: {
          status: 403,
          body: { reason: "Forbidden", messages: ["Only the company's admins can do this."] },
        },
      },
    });
    const observability = await screen.findByRole("checkbox", { name: "Observability" });
    await user.click(observability);
    await user.click(screen.getByRole("button", { name: "Undo changes" }));
    expect(observability).not.toBeChecked();

    await user.click(observability);
    await user.click(screen.getByRole("button", { name: "Save match points" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Only the company's admins can do this.");
    expect(observability).toBeChecked();
  });

  it("says so when the match points cannot be loaded, and tries again", async () => {
    let failing = true;
    const { user } = renderApp({
      path: PATH,
      signedIn: true,
      api: {
        ...companyHandlers(ownedCompany),
        [`GET ${URL}`]: () =>
          failing
            ? { status: 500, body: { reason: "Internal", messages: ["Something went wrong."] } }
            : { body: { intentTypes: ["Procurement"] } },
      },
    });
    expect(await screen.findByText("The match points could not be loaded")).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Procurement" })).toBeChecked());
  });
});
