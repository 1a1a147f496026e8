import type { Invitation } from "@common/invitations";
import { screen, waitFor, within } from "@testing-library/react";
import type { ApiRequest } from "@web/test/api-mock";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";
import { COMPANY_ID, companyHandlers, ownedCompany } from "../testing/company-fixtures";

// The route loads the page lazily; loading it once up front keeps that out of each test's time limits.
import "../pages/company-manage-page";

const PATH = `/companies/${COMPANY_ID}/manage?tab=invitations`;
const LIST = `GET /api/companies/${COMPANY_ID}/invitations`;

function invitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: "7a1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e01",
    email: "jordan@northwind.example",
    name: "Jordan Lee",
    accountType: "vendor",
    company: { id: COMPANY_ID, name: "Northwind Analytics" },
    invitedBy: { id: "user-1", name: "Ada Lovelace" },
    message: null,
    status: "pending",
    expiresAt: "2030-01-15T00:00:00.000Z",
    sentAt: "2030-01-01T00:00:00.000Z",
    createdAt: "2030-01-01T00:00:00.000Z",
    ...overrides,
  };
}

const expired = invitation({
  id: "8a1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e01",
  email: "sam@northwind.example",
  name: null,
  status: "expired",
  expiresAt: "2025-01-15T00:00:00.000Z",
});

describe("the invitations panel", () => {
  it("lists the open invitations, marking the expired ones", async () => {
    renderApp({
      path: PATH,
      signedIn: true,
      api: {
        ...companyHandlers(ownedCompany),
        [LIST]: { body: { items: [invitation(), expired], nextCursor: null } },
      },
    });
    const list = await screen.findByRole("list", { name: "Open invitations to Northwind Analytics" });
    const items = within(list).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Jordan Lee (jordan@northwind.example)");
    expect(items[0]).toHaveTextContent("Invited by Ada Lovelace on Jan 1, 2030");
    expect(items[1]).toHaveTextContent("sam@northwind.example");
    expect(within(items[1] as HTMLElement).getByText("Expired")).toBeInTheDocument();
  });

  it("invites a colleague to the company, says so and refreshes the list", async () => {
    let listed: Invitation[] = [];
    const { user, server } = renderApp({
      path: PATH,
      signedIn: true,
      api: {
        ...companyHandlers(ownedCompany),
        [LIST]: () => ({ body: { items: listed, nextCursor: null } }),
        "POST /api/user/invite": ({ body }: ApiRequest) => {
          listed = [invitation({ email: (body as { email: string }).email })];
          return { status: 201, body: listed[0] };
        },
      },
    });
    expect(await screen.findByText("No open invitations")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Work email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
    expect(server.calls("POST /api/user/invite")).toHaveLength(0);

    await user.clear(screen.getByLabelText("Work email"));
    await user.type(screen.getByLabelText("Work email"), "jordan@northwind.example");
    await user.type(screen.getByLabelText("Message (optional)"), "Welcome aboard!");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));

    expect(await screen.findByText("Invitation sent to jordan@northwind.example.")).toBeInTheDocument();
    expect(server.calls("POST /api/user/invite")[0]?.body).toEqual({
      email: "jordan@northwind.example",
      message: "Welcome aboard!",
      companyId: COMPANY_ID,
    });
    expect(await screen.findByText("Jordan Lee (jordan@northwind.example)")).toBeInTheDocument();
    expect(screen.getByLabelText("Work email")).toHaveValue("");
  });

  it("shows the server's reason when an invitation is refused", async () => {
    const { user } = renderApp({
      path: PATH,
      signedIn: true,
      api: {
        ...companyHandlers(ownedCompany),
        [LIST]: { body: { items: [], nextCursor: null } },
        "POST /api/user/invite": {
          status: 409,
          body: {
            reason: "AlreadyExists",
            messages: ["jordan@northwind.example already has a Summit account."],
          },
        },
      },
    });
    await user.type(await screen.findByLabelText("Work email"), "jordan@northwind.example");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("already has a Summit account");
  });

  it("withdraws an invitation after asking, and sends one again", async () => {
    let listed = [invitation()];
    const { user, server } = renderApp({
      path: PATH,
      signedIn: true,
      api: {
        ...companyHandlers(ownedCompany),
        [LIST]: () => ({ body: { items: listed, nextCursor: null } }),
        "POST /api/user/invite": { status: 201, body: invitation() },
        [`DELETE /api/user/invite/${invitation().id}`]: () => {
          listed = [];
          return { status: 204 };
        },
      },
    });
    await user.click(
      await screen.findByRole("button", { name: "Send the invitation to jordan@northwind.example again" }),
    );
    expect(await screen.findByText("A new link was sent to jordan@northwind.example.")).toBeInTheDocument();
    expect(server.calls("POST /api/user/invite")[0]?.body).toEqual({
      email: "jordan@northwind.example",
      companyId: COMPANY_ID,
      name: "Jordan Lee",
    });

    await user.click(
      screen.getByRole("button", { name: "Withdraw the invitation to jordan@northwind.example" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Withdraw this invitation?" });
    await user.click(within(dialog).getByRole("button", { name: "Withdraw invitation" }));
    await waitFor(() => expect(server.calls(`DELETE /api/user/invite/${invitation().id}`)).toHaveLength(1));
    expect(await screen.findByText("No open invitations")).toBeInTheDocument();
  });

  it("is linked from the admins tab", async () => {
    const { user, location } = renderApp({
      path: `/companies/${COMPANY_ID}/manage?tab=admins`,
      signedIn: true,
      api: {
        ...companyHandlers(ownedCompany),
        [`GET /api/companies/${COMPANY_ID}/company-admins`]: { body: { items: [] } },
        [`GET /api/companies/${COMPANY_ID}/company-admin-requests`]: { body: { items: [] } },
        [`GET /api/companies/${COMPANY_ID}/membership-requests`]: { body: { items: [] } },
        [LIST]: { body: { items: [], nextCursor: null } },
      },
    });
    await user.click(await screen.findByRole("link", { name: "invite them" }));
    expect(await screen.findByRole("heading", { name: "Invite a colleague" })).toBeInTheDocument();
    expect(location()).toBe(PATH);
  });
});
