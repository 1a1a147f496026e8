import type { InvitationDetails } from "@common/invitations";
import { screen, waitFor } from "@testing-library/react";
import { testProfile, testSession } from "@web/test/api-mock";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";

// The route loads the page lazily; loading it once up front keeps that out of each test's time limits.
import "./invite-sign-up-page";

const DETAILS = "GET /api/auth/short-register";
const REGISTER = "POST /api/auth/short-register";

const vendorInvitation: InvitationDetails = {
  email: "jordan@northwind.example",
  name: "Jordan",
  accountType: "vendor",
  company: { id: "6f1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e01", name: "Northwind Analytics" },
  invitedBy: { name: "Grace Lin" },
  message: "Welcome to the team!",
  expiresAt: "2030-01-15T12:00:00.000Z",
};

const leaderInvitation: InvitationDetails = {
  ...vendorInvitation,
  accountType: "leader",
  company: null,
  invitedBy: { name: "Olivia Grant" },
  message: null,
  name: null,
};

describe("the invitation sign-up page", () => {
  it("says who invited them to what, asks only the rest, and lands signed in on /", async () => {
    let signedIn = false;
    const { user, server, location } = renderApp({
      path: "/signup/invite?token=abc123",
      api: {
        [DETAILS]: { body: vendorInvitation },
        "GET /api/auth/get-session": () => ({ body: signedIn ? testSession : null }),
        "GET /api/profile": { body: testProfile },
        [REGISTER]: () => {
          signedIn = true;
          return { body: { user: { id: "user-1", email: vendorInvitation.email, name: "Jordan Lee" } } };
        },
      },
    });

    expect(
      await screen.findByRole("heading", { level: 1, name: "Join Northwind Analytics on Summit" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Grace Lin invited you to join Northwind Analytics on Summit, as one of its people."),
    ).toBeInTheDocument();
    expect(screen.getByText("Welcome to the team!")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("jordan@northwind.example");
    expect(screen.getByLabelText("Full name")).toHaveValue("Jordan");
    expect(screen.queryByLabelText("Role")).not.toBeInTheDocument();
    expect(server.calls(DETAILS)[0]?.search.get("token")).toBe("abc123");

    await user.type(screen.getByLabelText("Full name"), " Lee");
    await user.type(screen.getByLabelText("Job title"), "Solutions Engineer");
    await user.type(screen.getByLabelText("Password"), "a-good-long-password");
    await user.click(screen.getByRole("button", { name: "Create account" }));

    await waitFor(() => expect(location()).toBe("/"));
    expect(server.calls(REGISTER)[0]?.body).toEqual({
      token: "abc123",
      name: "Jordan Lee",
      jobTitle: "Solutions Engineer",
      password: "a-good-long-password",
    });
  });

  it("asks a leader for their role and checks the password policy before sending", async () => {
    const { user, server } = renderApp({
      path: "/signup/invite?token=abc123",
      api: {
        [DETAILS]: { body: leaderInvitation },
        [REGISTER]: { status: 410, body: { reason: "Invalid", messages: ["This invitation has expired."] } },
      },
    });
    expect(await screen.findByText("Olivia Grant invited you to join Summit.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Full name"), "Jordan Lee");
    await user.type(screen.getByLabelText("Job title"), "CISO");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Choose your role")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 12 characters")).toBeInTheDocument();
    expect(server.calls(REGISTER)).toHaveLength(0);

    await user.click(screen.getByLabelText("Role"));
    await user.click(await screen.findByRole("option", { name: "CISO" }));
    await user.clear(screen.getByLabelText("Password"));
    await user.type(screen.getByLabelText("Password"), "a-good-long-password");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This invitation has expired.");
    expect(server.calls(REGISTER)[0]?.body).toMatchObject({ role: "CISO" });
  });

  it.each([
    [404, "This invitation link is not valid", "Invitation not found."],
    [
      410,
      "This invitation can no longer be used",
      "This invitation has already been used. Sign in with jordan@x.example.",
    ],
  ])("explains a link the server answers with %s", async (status, title, message) => {
    renderApp({
      path: "/signup/invite?token=used",
      api: {
        [DETAILS]: { status, body: { reason: status === 404 ? "NotFound" : "Invalid", messages: [message] } },
      },
    });
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the sign-in page" })).toHaveAttribute("href", "/auth");
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
  });

  it("explains a link without a token, asking nothing of the server", async () => {
    const { server } = renderApp({ path: "/signup/invite" });
    expect(await screen.findByText("This invitation link is not valid")).toBeInTheDocument();
    expect(server.calls(DETAILS)).toHaveLength(0);
  });
});
