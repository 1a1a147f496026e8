import { screen, within } from "@testing-library/react";
import { MARKETING_SITE_URL, testSession } from "@web/test/api-mock";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";

const TOTP_URI =
  "otpauth://totp/Summit:ada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Summit";
const BACKUP_CODES = Array.from({ length: 10 }, (_, index) => `code-${index}`);

const formNamed = (name: string) => screen.getByRole("form", { name });

describe("the account settings' login details", () => {
  it("turns two-factor on: the password, the key to type, a code, then the backup codes once", async () => {
    const { user, server } = renderApp({
      path: "/account?tab=settings",
      signedIn: true,
      api: {
        "POST /api/auth/two-factor/enable": { body: { totpURI: TOTP_URI, backupCodes: BACKUP_CODES } },
        "POST /api/auth/two-factor/verify-totp": { body: { user: testSession.user } },
      },
    });

    const start = await screen.findByRole("form", { name: "Turn on two-factor sign-in" });
    await user.type(within(start).getByLabelText("Password"), "my password");
    await user.click(within(start).getByRole("button", { name: "Turn on two-factor sign-in" }));
    expect(server.calls("POST /api/auth/two-factor/enable")[0]?.body).toEqual({ password: "my password" });

    const confirm = await screen.findByRole("form", { name: "Confirm your authenticator app" });
    expect(within(confirm).getByLabelText("Setup key")).toHaveTextContent("JBSW Y3DP EHPK 3PXP");
    expect(within(confirm).getByRole("img", { name: /QR code of the setup link/ })).toBeInTheDocument();
    expect(within(confirm).getByRole("link", { name: /open the setup link/ })).toHaveAttribute(
      "href",
      TOTP_URI,
    );

    await user.click(within(confirm).getByRole("button", { name: "Confirm" }));
    expect(await within(confirm).findByText("Enter the 6-digit code from your app")).toBeInTheDocument();
    await user.type(within(confirm).getByLabelText("Code from the app"), "123456");
    await user.click(within(confirm).getByRole("button", { name: "Confirm" }));

    const codes = await screen.findByRole("list", { name: "Backup codes" });
    expect(
      within(codes)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(BACKUP_CODES);
    expect(server.calls("POST /api/auth/two-factor/verify-totp")[0]?.body).toEqual({ code: "123456" });
    expect(screen.getByRole("button", { name: "Download codes" })).toBeInTheDocument();
  });

  it("shows a wrong password when turning two-factor on", async () => {
    const { user } = renderApp({
      path: "/account?tab=settings",
      signedIn: true,
      api: {
        "POST /api/auth/two-factor/enable": {
          status: 400,
          body: { reason: "Invalid", messages: ["Invalid password"] },
        },
      },
    });
    const start = await screen.findByRole("form", { name: "Turn on two-factor sign-in" });
    await user.type(within(start).getByLabelText("Password"), "wrong");
    await user.click(within(start).getByRole("button", { name: "Turn on two-factor sign-in" }));
    expect(await within(start).findByRole("alert")).toHaveTextContent("Invalid password");
  });

  it("turns two-factor off and makes new backup codes, each with the password", async () => {
    const { user, server } = renderApp({
      path: "/account?tab=settings",
      signedIn: true,
      api: {
        "GET /api/auth/get-session": {
          body: { ...testSession, user: { ...testSession.user, twoFactorEnabled: true } },
        },
        "POST /api/auth/two-factor/generate-backup-codes": {
          body: { status: true, backupCodes: BACKUP_CODES },
        },
        "POST /api/auth/two-factor/disable": { body: { status: true } },
      },
    });
    const form = await screen.findByRole("form", { name: "Two-factor sign-in" });
    expect(within(form).getByText(/Two-factor sign-in is on/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Password"), "my password");
    await user.click(within(form).getByRole("button", { name: "Get new backup codes" }));
    expect(await screen.findByRole("list", { name: "Backup codes" })).toBeInTheDocument();
    expect(server.calls("POST /api/auth/two-factor/generate-backup-codes")[0]?.body).toEqual({
      password: "my password",
    });

    await user.type(within(form).getByLabelText("Password"), "my password");
    await user.click(within(form).getByRole("button", { name: "Turn off two-factor sign-in" }));
    expect(await screen.findByText("Two-factor sign-in is off.")).toBeInTheDocument();
    expect(server.calls("POST /api/auth/two-factor/disable")[0]?.body).toEqual({ password: "my password" });
  });

  it("asks to change the e-mail with the password and says where the link went", async () => {
    const { user, server } = renderApp({
      path: "/account?tab=settings",
      signedIn: true,
      api: { "POST /api/auth/change-email": { body: { status: true } } },
    });
    const form = await screen.findByRole("form", { name: "Change e-mail" });
    await user.type(within(form).getByLabelText("New e-mail"), "ada@new.example.com");
    await user.type(within(form).getByLabelText("Password for the change"), "my password");
    await user.click(within(form).getByRole("button", { name: "Change e-mail" }));
    expect(await within(form).findByRole("status")).toHaveTextContent(
      "We have sent a link to ada@new.example.com",
    );
    expect(server.calls("POST /api/auth/change-email")[0]?.body).toEqual({
      newEmail: "ada@new.example.com",
      password: "my password",
    });
  });

  it("asks for a code as well when two-factor is on, and shows a refused one", async () => {
    const { user, server } = renderApp({
      path: "/account?tab=settings",
      signedIn: true,
      api: {
        "GET /api/auth/get-session": {
          body: { ...testSession, user: { ...testSession.user, twoFactorEnabled: true } },
        },
        "POST /api/auth/change-email": (request) =>
          (request.body as { code?: string }).code === "000000"
            ? { status: 403, body: { reason: "AccessDenied", messages: ["That code is not right."] } }
            : { body: { status: true } },
      },
    });
    const form = await screen.findByRole("form", { name: "Change e-mail" });
    await user.type(within(form).getByLabelText("New e-mail"), "ada@new.example.com");
    await user.type(within(form).getByLabelText("Password for the change"), "my password");
    await user.click(within(form).getByRole("button", { name: "Change e-mail" }));
    const code = within(form).getByLabelText("Code from your authenticator app, or a backup code");
    expect(code).toHaveAttribute("aria-invalid", "true");
    expect(code).toHaveAccessibleDescription("Type a code from your authenticator app, or a backup code");
    expect(server.calls("POST /api/auth/change-email")).toHaveLength(0);

    await user.type(code, "000000");
    await user.click(within(form).getByRole("button", { name: "Change e-mail" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("That code is not right.");

    await user.clear(code);
    await user.type(code, "123456");
    await user.click(within(form).getByRole("button", { name: "Change e-mail" }));
    expect(await within(form).findByRole("status")).toHaveTextContent(
      "We have sent a link to ada@new.example.com",
    );
    expect(server.calls("POST /api/auth/change-email").map((call) => call.body)).toEqual([
      { newEmail: "ada@new.example.com", password: "my password", code: "000000" },
      { newEmail: "ada@new.example.com", password: "my password", code: "123456" },
    ]);
  });

  it("says when the new address is confirmed, or why the link did not work", async () => {
    renderApp({ path: "/account?tab=settings&email-changed=1", signedIn: true });
    expect(await screen.findByText(/Your new e-mail address is confirmed/)).toBeInTheDocument();
  });

  it("lists passkeys, renames and removes one", async () => {
    const passkey = {
      id: "passkey-1",
      name: "Work laptop",
      deviceType: "multiDevice",
      backedUp: true,
      createdAt: "2026-11-20T09:00:00.000Z",
    };
    const { user, server } = renderApp({
      path: "/account?tab=settings",
      signedIn: true,
      api: {
        "GET /api/auth/passkey/list-user-passkeys": { body: [passkey] },
        "POST /api/auth/passkey/update-passkey": { body: { passkey: { ...passkey, name: "Laptop" } } },
        "POST /api/auth/passkey/delete-passkey": { body: { status: true } },
      },
    });
    const list = await screen.findByRole("list", { name: "Your passkeys" });
    expect(within(list).getByText("Work laptop")).toBeInTheDocument();

    await user.click(within(list).getByRole("button", { name: "Rename Work laptop" }));
    const rename = within(list).getByRole("form", { name: "Rename Work laptop" });
    await user.clear(within(rename).getByLabelText("New name"));
    await user.type(within(rename).getByLabelText("New name"), "Laptop");
    await user.click(within(rename).getByRole("button", { name: "Save name" }));
    expect(server.calls("POST /api/auth/passkey/update-passkey")[0]?.body).toEqual({
      id: "passkey-1",
      name: "Laptop",
    });

    await user.click(await within(list).findByRole("button", { name: "Remove Work laptop" }));
    expect(await screen.findByText("Work laptop was removed.")).toBeInTheDocument();
    expect(server.calls("POST /api/auth/passkey/delete-passkey")[0]?.body).toEqual({ id: "passkey-1" });
  });

  it("says there are no passkeys yet and how to add one", async () => {
    renderApp({ path: "/account?tab=settings", signedIn: true });
    expect(await screen.findByText(/You have no passkeys yet/)).toBeInTheDocument();
    expect(formNamed("Add a passkey")).toBeInTheDocument();
  });

  it("keeps a platform admin without two-factor on its setup when the platform requires it", async () => {
    renderApp({
      path: "/account?tab=profile",
      signedIn: true,
      api: {
        "GET /api/config": { body: { marketingSiteUrl: MARKETING_SITE_URL, adminTwoFactorRequired: true } },
        "GET /api/auth/get-session": {
          body: {
            ...testSession,
            user: { ...testSession.user, isPlatformAdmin: true, twoFactorEnabled: false },
          },
        },
      },
    });
    expect(await screen.findByRole("heading", { name: "Set up two-factor sign-in" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Turn on two-factor sign-in" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign out" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "My profile" })).not.toBeInTheDocument();
  });
});
