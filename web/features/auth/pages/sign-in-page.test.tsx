import { SUSPENDED_MESSAGE } from "@common/constants";
import { screen, waitFor, within } from "@testing-library/react";
import { testProfile, testSession } from "@web/test/api-mock";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";

describe("the sign-in page", () => {
  it("shows the server's message in the form and keeps the typed email", async () => {
    const { user, server } = renderApp({
      path: "/auth",
      api: {
        "POST /api/auth/sign-in/email": {
          status: 401,
          body: { reason: "AccessDenied", messages: ["Invalid email or password"] },
        },
      },
    });

    await user.type(await screen.findByRole("textbox", { name: "Email" }), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "not-the-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Invalid email or password");
    expect(alert.closest("form")).not.toBeNull();
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveValue("ada@example.com");
    expect(server.calls("POST /api/auth/sign-in/email")[0]?.body).toEqual({
      email: "ada@example.com",
      password: "not-the-password",
    });
  });

  it("says what is missing before asking the server", async () => {
    const { user, server } = renderApp({ path: "/auth" });

    await user.click(await screen.findByRole("button", { name: "Sign in" }));

    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Enter your password")).toBeInTheDocument();
    expect(server.calls("POST /api/auth/sign-in/email")).toHaveLength(0);
  });

  it("shows the overlay while signing in, then goes back to the page that asked for it", async () => {
    let signedIn = false;
    let finishSignIn = () => {};
    const { user, location } = renderApp({
      path: "/auth?redirectTo=%2Fevents",
      api: {
        "GET /api/auth/get-session": () => ({ body: signedIn ? testSession : null }),
        "POST /api/auth/sign-in/email": () =>
          new Promise((resolve) => {
            finishSignIn = () => {
              signedIn = true;
              resolve({ body: { token: "t", user: testSession.user } });
            };
          }),
        "GET /api/profile": { body: testProfile },
        "GET /api/events": { body: { items: [], nextCursor: null } },
      },
    });

    await user.type(await screen.findByRole("textbox", { name: "Email" }), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "correct horse battery");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    const overlay = await screen.findByText("Hang tight! We're logging you in...");
    expect(within(overlay.closest("[role=status]") as HTMLElement).getByText(/Hang tight/)).toBeVisible();

    finishSignIn();
    await waitFor(() => expect(location()).toBe("/events"));
    expect(await screen.findByRole("heading", { level: 1, name: "Events" })).toBeInTheDocument();
    expect(screen.queryByText("Hang tight! We're logging you in...")).not.toBeInTheDocument();
  });

  it("explains an address that waits for confirmation and sends a new link", async () => {
    const { user, server } = renderApp({
      path: "/auth",
      api: {
        "POST /api/auth/sign-in/email": {
          status: 403,
          body: { reason: "AccessDenied", messages: ["Confirm your e-mail address first."] },
        },
        "POST /api/auth/send-verification-email": { body: { status: true } },
      },
    });

    await user.type(await screen.findByRole("textbox", { name: "Email" }), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "correct horse battery");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Confirm your e-mail address first.");
    await user.click(screen.getByRole("button", { name: "Send a new link" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "We have sent a new link to ada@example.com.",
    );
    expect(server.calls("POST /api/auth/send-verification-email")[0]?.body).toEqual({
      email: "ada@example.com",
    });
  });

  it("tells a suspended member why, without offering a confirmation link", async () => {
    const { user } = renderApp({
      path: "/auth",
      api: {
        "POST /api/auth/sign-in/email": {
          status: 403,
          body: { reason: "AccessDenied", messages: [SUSPENDED_MESSAGE] },
        },
      },
    });

    await user.type(await screen.findByRole("textbox", { name: "Email" }), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "correct horse battery");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(SUSPENDED_MESSAGE);
    expect(screen.queryByRole("button", { name: "Send a new link" })).not.toBeInTheDocument();
  });

  it("says how long to wait after too many failed sign-ins", async () => {
    const { user } = renderApp({
      path: "/auth",
      api: {
        "POST /api/auth/sign-in/email": {
          status: 429,
          body: { reason: "Failure", messages: ["Too many failed sign-ins. Try again in 2 minutes."] },
        },
      },
    });

    await user.type(await screen.findByRole("textbox", { name: "Email" }), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "not-the-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Try again in 2 minutes.");
    expect(screen.queryByRole("button", { name: "Send a new link" })).not.toBeInTheDocument();
  });

  it("explains a confirmation link that has expired", async () => {
    renderApp({ path: "/auth?confirmation=1&error=TOKEN_EXPIRED" });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This confirmation link has expired or is not valid.",
    );
  });

  it("moves on home when the confirmation link has signed the member in", async () => {
    const { location } = renderApp({ path: "/auth?confirmation=1", signedIn: true });
    await waitFor(() => expect(location()).toBe("/"));
  });

  it("links to the password reset and to sign-up", async () => {
    renderApp({ path: "/auth" });
    expect(await screen.findByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/auth/forgot-password",
    );
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute(
      "href",
      "/signup/choosemembership",
    );
  });

  it("asks for the code after a right password when two-factor is on, then signs in", async () => {
    let signedIn = false;
    const { user, server, location } = renderApp({
      path: "/auth",
      api: {
        "GET /api/auth/get-session": () => ({ body: signedIn ? testSession : null }),
        "POST /api/auth/sign-in/email": { body: { twoFactorRedirect: true, twoFactorMethods: ["totp"] } },
        "POST /api/auth/two-factor/verify-totp": (request) => {
          if ((request.body as { code?: string }).code !== "654321") {
            return { status: 401, body: { reason: "AccessDenied", messages: ["Invalid code"] } };
          }
          signedIn = true;
          return { body: { user: testSession.user } };
        },
        "GET /api/profile": { body: testProfile },
      },
    });

    await user.type(await screen.findByRole("textbox", { name: "Email" }), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "correct horse battery");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    const step = await screen.findByRole("form", { name: "Two-factor sign-in" });
    await user.type(within(step).getByLabelText("Code from your app"), "111111");
    await user.click(within(step).getByRole("button", { name: "Verify" }));
    expect(await within(step).findByRole("alert")).toHaveTextContent("Invalid code");

    await user.type(within(step).getByLabelText("Code from your app"), "654321");
    await user.click(within(step).getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(location()).toBe("/"));
    expect(server.calls("POST /api/auth/two-factor/verify-totp").map((call) => call.body)).toEqual([
      { code: "111111" },
      { code: "654321" },
    ]);
  });

  it("takes a backup code instead of the app's code", async () => {
    const { user, server } = renderApp({
      path: "/auth",
      api: {
        "POST /api/auth/sign-in/email": { body: { twoFactorRedirect: true, twoFactorMethods: ["totp"] } },
        "POST /api/auth/two-factor/verify-backup-code": {
          status: 401,
          body: { reason: "AccessDenied", messages: ["Invalid backup code"] },
        },
      },
    });
    await user.type(await screen.findByRole("textbox", { name: "Email" }), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "correct horse battery");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    const step = await screen.findByRole("form", { name: "Two-factor sign-in" });
    await user.click(within(step).getByRole("button", { name: "Use a backup code" }));
    await user.type(within(step).getByLabelText("Backup code"), "abcde-fghij");
    await user.click(within(step).getByRole("button", { name: "Verify" }));
    expect(await within(step).findByRole("alert")).toHaveTextContent("Invalid backup code");
    expect(server.calls("POST /api/auth/two-factor/verify-backup-code")[0]?.body).toEqual({
      code: "abcde-fghij",
    });
  });

  it("offers to sign in with a passkey", async () => {
    renderApp({ path: "/auth" });
    expect(await screen.findByRole("button", { name: "Sign in with a passkey" })).toBeInTheDocument();
  });
});
