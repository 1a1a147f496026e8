import type { DecisionCycle } from "@common/decision-cycles";
import { screen, waitFor, within } from "@testing-library/react";
import type { ApiRequest } from "@web/test/api-mock";
import { testProfile } from "@web/test/api-mock";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";
import { timelineQuarters } from "../components/cycle-labels";

// The route loads the page lazily; loading it once up front keeps that out of each test's time limits.
import "./decisions-page";

const LIST = `GET /api/decisions/user-overview/${testProfile.id}/cycles`;
const CYCLE_ID = "4f1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e01";

function cycle(overrides: Partial<DecisionCycle> = {}): DecisionCycle {
  return {
    id: CYCLE_ID,
    intentType: "Cloud Security",
    stage: "consideration",
    budgetBand: "250k-1m",
    timeline: timelineQuarters()[1] ?? "2030-Q1",
    peopleInvolved: 4,
    needs: "One policy for every cloud.",
    visibility: "matched",
    vendors: [],
    status: "open",
    leader: { id: testProfile.id, name: testProfile.name },
    company: null,
    createdAt: "2030-01-01T00:00:00.000Z",
    updatedAt: "2030-01-01T00:00:00.000Z",
    closedAt: null,
    ...overrides,
  };
}

describe("the decisions page for a leader", () => {
  it("declares a first cycle shared with matched vendors, and then lists it", async () => {
    let listed: DecisionCycle[] = [];
    const { user, server } = renderApp({
      path: "/decisions",
      signedIn: true,
      api: {
        [LIST]: () => ({ body: { items: listed } }),
        "POST /api/decisions/cycles": ({ body }: ApiRequest) => {
          listed = [cycle(body as Partial<DecisionCycle>)];
          return { status: 201, body: listed[0] };
        },
      },
    });
    expect(await screen.findByText("No decision cycles yet")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Declare a decision cycle" }));
    const dialog = await screen.findByRole("dialog", { name: "Declare a decision cycle" });
    const people = within(dialog).getByRole("spinbutton", { name: "People involved in the decision" });
    await user.clear(people);
    await user.type(people, "3");
    await user.click(within(dialog).getByRole("radio", { name: /Vendors matched to this intent type/ }));
    await user.click(within(dialog).getByRole("button", { name: "Declare cycle" }));

    expect(await screen.findByText(/Decision cycle for .* declared\./)).toBeInTheDocument();
    expect(server.calls("POST /api/decisions/cycles")[0]?.body).toMatchObject({
      stage: "awareness",
      budgetBand: "undecided",
      peopleInvolved: 3,
      visibility: "matched",
      vendorIds: [],
    });
    expect(await screen.findByRole("article", { name: listed[0]?.intentType })).toBeInTheDocument();
  });

  it("asks for a vendor before sharing by name, and sends nothing until one is named", async () => {
    const { user, server } = renderApp({
      path: "/decisions",
      signedIn: true,
      api: { [LIST]: { body: { items: [] } } },
    });
    await user.click(await screen.findByRole("button", { name: "Declare a decision cycle" }));
    const dialog = await screen.findByRole("dialog", { name: "Declare a decision cycle" });
    await user.click(within(dialog).getByRole("radio", { name: /Vendors I name/ }));
    await user.click(within(dialog).getByRole("button", { name: "Declare cycle" }));
    expect(await within(dialog).findByText("Name at least one vendor to share with")).toBeInTheDocument();
    expect(server.calls("POST /api/decisions/cycles")).toHaveLength(0);
  });

  it("moves a cycle to its next stage, closes it with an outcome and shows its history", async () => {
    const { user, server } = renderApp({
      path: "/decisions",
      signedIn: true,
      api: {
        [LIST]: { body: { items: [cycle()] } },
        [`PATCH /api/decisions/cycles/${CYCLE_ID}`]: ({ body }: ApiRequest) => ({
          body: cycle(body as Partial<DecisionCycle>),
        }),
        [`POST /api/decisions/cycles/${CYCLE_ID}/close`]: { body: cycle({ status: "postponed" }) },
        [`GET /api/decisions/cycles/${CYCLE_ID}/history`]: {
          body: {
            items: [
              { id: 1, kind: "declared", from: null, to: "awareness", at: "2030-01-01T00:00:00.000Z" },
              {
                id: 2,
                kind: "stage",
                from: "awareness",
                to: "consideration",
                at: "2030-01-02T00:00:00.000Z",
              },
            ],
          },
        },
      },
    });
    const card = await screen.findByRole("article", { name: "Cloud Security" });
    expect(card).toHaveTextContent("Shared with matched vendors, without your name");
    expect(within(card).getByLabelText("Stage 2 of 4: Consideration")).toBeInTheDocument();

    await user.click(within(card).getByRole("button", { name: "Move to Decision" }));
    expect(await screen.findByText("Cloud Security moved to Decision.")).toBeInTheDocument();
    expect(server.calls(`PATCH /api/decisions/cycles/${CYCLE_ID}`)[0]?.body).toEqual({ stage: "decision" });

    await user.click(within(card).getByRole("button", { name: "History" }));
    const history = await within(card).findByRole("list", { name: "History" });
    expect(history).toHaveTextContent("Declared at Awareness");
    expect(history).toHaveTextContent("Moved from Awareness to Consideration");

    await user.click(within(card).getByRole("button", { name: "Close cycle" }));
    const dialog = await screen.findByRole("dialog", { name: "Close the Cloud Security cycle" });
    await user.click(within(dialog).getByRole("radio", { name: "Postponed" }));
    await user.click(within(dialog).getByRole("button", { name: "Close cycle" }));
    await waitFor(() =>
      expect(server.calls(`POST /api/decisions/cycles/${CYCLE_ID}/close`)[0]?.body).toEqual({
        outcome: "postponed",
      }),
    );
    expect(await screen.findByText("Cloud Security closed: postponed.")).toBeInTheDocument();
  });

  it("says so when the cycles cannot be loaded", async () => {
    renderApp({
      path: "/decisions",
      signedIn: true,
      api: { [LIST]: { status: 500, body: { reason: "Internal", messages: ["Something went wrong."] } } },
    });
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
