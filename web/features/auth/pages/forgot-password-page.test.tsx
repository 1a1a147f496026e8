import { screen } from "@testing-library/react";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";

describe("the forgot-password page", () => {
  it("asks for a reset link and says the same thing whether or not the account exists", async () => {
    const { user, server } = renderApp({
      path: "/auth/forgot-password",
      api: { "POST /api/auth/request-password-reset": { body: { status: true } } },
    });

    await user.type(await screen.findByRole("textbox", { name: "Email" }), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));

    expect(
      await screen.findByText(
        "If an account exists for that address, we have sent a link to reset the password.",
      ),
    ).toBeInTheDocument();
    expect(server.calls("POST /api/auth/request-password-reset")[0]?.body).toEqual({
      email: "ada@example.com",
      redirectTo: "/auth/reset-password",
    });
  });
});
