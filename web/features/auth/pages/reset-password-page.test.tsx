import { screen, waitFor } from "@testing-library/react";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";

describe("the reset-password page", () => {
  it("sets the new password, tells the user and goes to sign in", async () => {
    const { user, server, location } = renderApp({
      path: "/auth/reset-password?token=abc123",
      api: { "POST /api/auth/reset-password": { body: { status: true } } },
    });

    await user.type(await screen.findByLabelText("New password"), "a brand new password");
    await user.type(screen.getByLabelText("Confirm new password"), "a brand new password");
    await user.click(screen.getByRole("button", { name: "Set new password" }));

    expect(
      await screen.findByText("Your password has been changed. Sign in with the new one."),
    ).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe("/auth"));
    expect(server.calls("POST /api/auth/reset-password")[0]?.body).toEqual({
      newPassword: "a brand new password",
      token: "abc123",
    });
  });

  it("checks the password policy and that both passwords match", async () => {
    const { user, server } = renderApp({ path: "/auth/reset-password?token=abc123" });

    await user.type(await screen.findByLabelText("New password"), "short");
    await user.type(screen.getByLabelText("Confirm new password"), "different");
    await user.click(screen.getByRole("button", { name: "Set new password" }));

    expect(await screen.findByText("Password must be at least 12 characters")).toBeInTheDocument();
    expect(server.calls("POST /api/auth/reset-password")).toHaveLength(0);
  });

  it.each(["/auth/reset-password?error=INVALID_TOKEN", "/auth/reset-password"])(
    "explains that the link at %s is unusable and offers a new one",
    async (path) => {
      renderApp({ path });
      expect(await screen.findByText("This reset link is invalid or has expired")).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
        "href",
        "/auth/forgot-password",
      );
      expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
    },
  );

  it("shows the server's message when the token is refused", async () => {
    const { user } = renderApp({
      path: "/auth/reset-password?token=used",
      api: {
        "POST /api/auth/reset-password": {
          status: 400,
          body: { reason: "Invalid", messages: ["Invalid token"] },
        },
      },
    });

    await user.type(await screen.findByLabelText("New password"), "a brand new password");
    await user.type(screen.getByLabelText("Confirm new password"), "a brand new password");
    await user.click(screen.getByRole("button", { name: "Set new password" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid token");
  });
});
