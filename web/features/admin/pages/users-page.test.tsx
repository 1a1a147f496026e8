import type { AdminUser, AdminUserDetail } from "@common/admin-users";
import { screen, waitFor, within } from "@testing-library/react";
import { PAGE_TEST_TIMEOUT, platformAdminProfile, preparePageTests } from "@web/lib/posts/post-fixtures";
import { type ApiHandler, adminSession } from "@web/test/api-mock";
import { axeViolations } from "@web/test/axe";
import { renderApp } from "@web/test/render-app";
import { PHONE, setViewport } from "@web/test/viewport";
import { describe, expect, it } from "vitest";

function person(index: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: `member-${index}`,
    name: `Member ${index}`,
    email: `member${index}@northwind.example`,
    accountType: "leader",
    hub: "cio",
    planName: "Member",
    jobTitle: "CIO",
    company: { id: "6f1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e01", name: "Northwind Analytics" },
    isPlatformAdmin: false,
    createdAt: "2026-10-01T09:00:00.000Z",
    lastSeenAt: null,
    suspendedAt: null,
    ...overrides,
  };
}

const detail = (overrides: Partial<AdminUser> = {}): AdminUserDetail => ({
  user: person(1, { lastSeenAt: new Date(Date.now() - 10 * 60_000).toISOString(), ...overrides }),
  emailVerified: true,
  twoFactorEnabled: false,
  industry: "Banking",
  timeZone: "Europe/London",
  companyRole: "admin",
  customer: { id: "c1", email: "member1@northwind.example", planName: "Member" },
  sessions: [
    {
      id: "s1",
      createdAt: "2026-11-20T08:00:00.000Z",
      lastSeenAt: new Date(Date.now() - 10 * 60_000).toISOString(),
      expiresAt: "2026-12-20T08:00:00.000Z",
      ipAddress: "203.0.113.9",
      userAgent: "Firefox on Linux",
    },
  ],
  recentActivity: {
    posts: 3,
    comments: 7,
    reactions: 12,
    bookmarks: 1,
    eventRegistrations: 0,
    contentViews: 4,
    courseEnrolments: 1,
  },
});

function handlers(list: ApiHandler, extra: Record<string, ApiHandler> = {}): Record<string, ApiHandler> {
  return {
    "GET /api/auth/get-session": { body: adminSession },
    "GET /api/profile": { body: platformAdminProfile },
    "GET /api/admin/users": list,
    ...extra,
  };
}

const page = (items: AdminUser[], nextCursor: string | null = null) => ({ body: { items, nextCursor } });

describe("the People page", PAGE_TEST_TIMEOUT, () => {
  preparePageTests(() => import("./users-page"));

  it("searches with the filters in the address and sends them to the server", async () => {
    const { user, server } = renderApp({
      path: "/admin/users",
      signedIn: true,
      api: handlers(({ search }) =>
        page(search.get("q") === "northwind" ? [person(1), person(2)] : [person(3)]),
      ),
    });
    await screen.findByRole("link", { name: "Member 3" });
    await user.type(screen.getByRole("searchbox", { name: "Name, e-mail or company" }), "northwind");
    await user.selectOptions(screen.getByRole("combobox", { name: "Account type" }), "leader");
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "suspended");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByRole("link", { name: "Member 2" })).toBeInTheDocument();
    const last = server.calls("GET /api/admin/users").at(-1);
    expect(Object.fromEntries(last?.search ?? [])).toMatchObject({
      q: "northwind",
      accountType: "leader",
      status: "suspended",
    });
    expect(screen.getByRole("link", { name: "Member 1" })).toHaveAttribute("href", "/admin/users/member-1");
  });

  it("leaves out of the request what the server would refuse in the address", async () => {
    const { server } = renderApp({
      path: "/admin/users?plan=Platinum&hub=cio&signedUpFrom=2026-02-30&lastSeenFrom=2026-05-02&lastSeenTo=2026-05-01",
      signedIn: true,
      api: handlers(page([person(1)])),
    });
    await screen.findByRole("link", { name: "Member 1" });
    const [request] = server.calls("GET /api/admin/users");
    expect(Object.fromEntries(request?.search ?? [])).toEqual({
      hub: "cio",
      lastSeenTo: "2026-05-01",
      limit: "50",
    });
  });

  it("deletes the selected people after a confirmation naming how many and who, never the operator", async () => {
    let deleted = false;
    const own = person(0, { id: adminSession.user.id, name: "Ada Lovelace", isPlatformAdmin: true });
    const { user, server } = renderApp({
      path: "/admin/users",
      signedIn: true,
      api: handlers(() => page(deleted ? [own] : [own, person(1), person(2)]), {
        "POST /api/user/delete-bulk-users": () => {
          deleted = true;
          return { body: { deletedIds: ["member-1", "member-2"], handedOver: [] } };
        },
      }),
    });
    await screen.findByRole("link", { name: "Member 1" });
    expect(screen.getByRole("checkbox", { name: /Select Ada Lovelace/ })).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: "Select everyone shown" }));
    expect(screen.getByText("2 people selected.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Delete 2 accounts…" }));

    const dialog = await screen.findByRole("dialog", { name: "Delete 2 accounts?" });
    const who = within(dialog).getByRole("list", { name: "The 2 accounts to delete" });
    expect(
      within(who)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Member 1 · member1@northwind.example", "Member 2 · member2@northwind.example"]);
    await user.click(within(dialog).getByRole("button", { name: "Delete 2 accounts" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: "Member 1" })).not.toBeInTheDocument());
    expect(server.calls("POST /api/user/delete-bulk-users").map((call) => call.body)).toEqual([
      { userIds: ["member-1", "member-2"], handOverOwnership: false },
    ]);
  });

  it("shows the server's refusal when a company would lose its last owner, and goes ahead with a hand-over", async () => {
    const { user, server } = renderApp({
      path: "/admin/users",
      signedIn: true,
      api: handlers(page([person(1), person(2)]), {
        "POST /api/user/delete-bulk-users": ({ body }) =>
          (body as { handOverOwnership: boolean }).handOverOwnership
            ? { body: { deletedIds: ["member-1", "member-2"], handedOver: [] } }
            : {
                status: 422,
                body: {
                  reason: "Failure",
                  messages: ["These companies would be left without an owner.", "Northwind Analytics (c1)"],
                },
              },
      }),
    });
    await user.click(await screen.findByRole("checkbox", { name: /Select Member 1/ }));
    await user.click(screen.getByRole("checkbox", { name: /Select Member 2/ }));
    await user.click(screen.getByRole("button", { name: "Delete 2 accounts…" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete 2 accounts" }));
    expect(await within(dialog).findByText(/Northwind Analytics \(c1\)/)).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole("checkbox", { name: /hand the company to its longest-serving admin/ }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Delete 2 accounts" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.calls("POST /api/user/delete-bulk-users").map((call) => call.body)).toEqual([
      { userIds: ["member-1", "member-2"], handOverOwnership: false },
      { userIds: ["member-1", "member-2"], handOverOwnership: true },
    ]);
  });

  it("invites someone and shows the sign-up link to copy", async () => {
    const { user, server } = renderApp({
      path: "/admin/users",
      signedIn: true,
      api: handlers(page([person(1)]), {
        "POST /api/user/invite": {
          status: 201,
          body: {
            id: "i1",
            email: "new.cio@contoso.example",
            name: null,
            accountType: "leader",
            company: null,
            invitedBy: { id: "user-1", name: "Ada Lovelace" },
            message: null,
            status: "pending",
            expiresAt: "2026-12-12T10:00:00.000Z",
            sentAt: "2026-11-28T10:00:00.000Z",
            createdAt: "2026-11-28T10:00:00.000Z",
            link: "https://summit.example/signup/invite?token=abc123",
          },
        },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Invite someone" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite someone" });
    await user.type(within(dialog).getByRole("textbox", { name: "E-mail address" }), "not-an-address");
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByText(/valid e-mail address/)).toBeInTheDocument();
    expect(server.calls("POST /api/user/invite")).toHaveLength(0);

    await user.clear(within(dialog).getByRole("textbox", { name: "E-mail address" }));
    await user.type(
      within(dialog).getByRole("textbox", { name: "E-mail address" }),
      "new.cio@contoso.example",
    );
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(
      await within(dialog).findByText(/Invitation e-mailed to new.cio@contoso.example/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Sign-up link" })).toHaveValue(
      "https://summit.example/signup/invite?token=abc123",
    );
    expect(server.calls("POST /api/user/invite").map((call) => call.body)).toEqual([
      { email: "new.cio@contoso.example" },
    ]);
  });

  it("says when nobody matches", async () => {
    renderApp({ path: "/admin/users?q=zzz", signedIn: true, api: handlers(page([])) });
    expect(await screen.findByText("Nobody matches")).toBeInTheDocument();
  });

  it("says when the list cannot be read", async () => {
    renderApp({
      path: "/admin/users",
      signedIn: true,
      api: handlers({ status: 500, body: { reason: "Failure", messages: ["Something went wrong."] } }),
    });
    expect(await screen.findByText("People could not be loaded")).toBeInTheDocument();
  });

  describe.each([
    ["desktop", false],
    ["phone", true],
  ])("at %s width", (_width, phone) => {
    it("has no axe violations", async () => {
      if (phone) setViewport(PHONE);
      renderApp({ path: "/admin/users", signedIn: true, api: handlers(page([person(1), person(2)])) });
      await screen.findByRole("table", { name: "People" });
      expect(await axeViolations()).toEqual([]);
      expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    });
  });
});

describe("a member's page in the console", PAGE_TEST_TIMEOUT, () => {
  preparePageTests(() => import("./user-page"));

  const memberHandlers = (read: () => AdminUserDetail, extra: Record<string, ApiHandler> = {}) => ({
    "GET /api/auth/get-session": { body: adminSession },
    "GET /api/profile": { body: platformAdminProfile },
    "GET /api/admin/users/member-1": () => ({ body: read() }),
    ...extra,
  });

  it("shows the profile, company, customer record, sessions and recent activity", async () => {
    const { user } = renderApp({
      path: "/admin/users/member-1",
      signedIn: true,
      api: memberHandlers(detail),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Member 1" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Northwind Analytics" })).toHaveAttribute(
      "href",
      "/companies/6f1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e01",
    );
    expect(screen.getByText("member1@northwind.example (Member)")).toBeInTheDocument();
    const sessions = screen.getByRole("table", { name: "Open sessions" });
    expect(within(sessions).getByText("Firefox on Linux")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Table" }));
    const activity = await screen.findByRole("region", { name: "Recent activity, as a table" });
    expect(
      within(within(activity).getByRole("row", { name: /Comments/ })).getByText("7"),
    ).toBeInTheDocument();
  });

  it("suspends after a confirmation, then restores", async () => {
    let suspendedAt: string | null = null;
    const { user, server } = renderApp({
      path: "/admin/users/member-1",
      signedIn: true,
      api: memberHandlers(() => detail({ suspendedAt }), {
        "PUT /api/user/member-1/suspension": () => {
          suspendedAt = "2026-11-28T10:00:00.000Z";
          return { body: { userId: "member-1", suspendedAt } };
        },
        "DELETE /api/user/member-1/suspension": () => {
          suspendedAt = null;
          return { body: { userId: "member-1", suspendedAt: null } };
        },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Suspend" }));
    const dialog = await screen.findByRole("dialog", { name: "Suspend Member 1?" });
    await user.click(within(dialog).getByRole("button", { name: "Suspend" }));
    expect(await screen.findByText(/^Suspended /)).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Restore" }));
    expect(await screen.findByText("Active")).toBeInTheDocument();
    expect(server.calls("PUT /api/user/member-1/suspension")).toHaveLength(1);
    expect(server.calls("DELETE /api/user/member-1/suspension")).toHaveLength(1);
  });

  it("deletes the member with DELETE /api/user/{id} after naming them", async () => {
    const { user, server } = renderApp({
      path: "/admin/users/member-1",
      signedIn: true,
      api: memberHandlers(detail, {
        "DELETE /api/user/member-1": { body: { deletedIds: ["member-1"], handedOver: [] } },
        "GET /api/admin/users": page([]),
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Delete account…" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete 1 account?" });
    expect(within(dialog).getByText("Member 1 · member1@northwind.example")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Delete 1 account" }));
    expect(await screen.findByRole("heading", { level: 1, name: "People" })).toBeInTheDocument();
    const [call] = server.calls("DELETE /api/user/member-1");
    expect(call?.search.get("handOverOwnership")).toBe("false");
  });

  it("shows the not-found page for an unknown member", async () => {
    renderApp({
      path: "/admin/users/member-1",
      signedIn: true,
      api: {
        "GET /api/auth/get-session": { body: adminSession },
        "GET /api/profile": { body: platformAdminProfile },
        "GET /api/admin/users/member-1": {
          status: 404,
          body: { reason: "NotFound", messages: ["User not found."] },
        },
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
  });

  describe.each([
    ["desktop", false],
    ["phone", true],
  ])("at %s width", (_width, phone) => {
    it("has no axe violations", async () => {
      if (phone) setViewport(PHONE);
      renderApp({ path: "/admin/users/member-1", signedIn: true, api: memberHandlers(detail) });
      await screen.findByRole("table", { name: "Open sessions" });
      expect(await axeViolations()).toEqual([]);
    });
  });
});
