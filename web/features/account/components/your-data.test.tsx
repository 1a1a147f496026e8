import type { DataExport } from "@common/account-data";
import { screen, waitFor, within } from "@testing-library/react";
import { testUserSettings } from "@web/test/api-mock";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";

const queued: DataExport = {
  id: "0b6c1f7e-7d1c-4f55-9a11-0d2c3c1b2a10",
  status: "queued",
  stage: "Waiting to start",
  progress: 0,
  requestedAt: "2026-11-27T09:00:00.000Z",
  finishedAt: null,
  expiresAt: null,
  sizeBytes: null,
  downloadUrl: null,
};

describe("user settings", () => {
  it("saves the digest and what members and visitors see, keeping visitors within members", async () => {
    const { user, server } = renderApp({
      path: "/account?tab=settings",
      signedIn: true,
      api: {
        "PATCH /api/account/settings": ({ body }) => ({ body: { ...testUserSettings, ...(body as object) } }),
      },
    });
    const form = await screen.findByRole("form", { name: "User settings" });
    expect(within(form).getByRole("combobox", { name: "Time zone" })).toHaveValue("Europe/London");

    await user.click(within(form).getByRole("combobox", { name: "E-mail digest" }));
    await user.click(await screen.findByRole("option", { name: "Daily" }));
    // Showing the photo to visitors shows it to members too; hiding the company from members hides it from visitors.
    await user.click(within(form).getByRole("checkbox", { name: "Visitors see your photo" }));
    await user.click(within(form).getByRole("checkbox", { name: "Members see your company" }));
    await user.click(within(form).getByRole("button", { name: "Save settings" }));

    expect(await screen.findByText("Your settings have been saved.")).toBeInTheDocument();
    expect(server.calls("PATCH /api/account/settings")[0]?.body).toEqual({
      timeZone: "Europe/London",
      hub: "ciso",
      digest: "daily",
      visibility: {
        photo: { visitors: true, members: true },
        jobTitle: { visitors: true, members: true },
        company: { visitors: false, members: false },
      },
    });
  });

  it("shows a refused change in the form", async () => {
    const { user } = renderApp({
      path: "/account?tab=settings",
      signedIn: true,
      api: {
        "PATCH /api/account/settings": {
          status: 400,
          body: { reason: "Invalid", messages: ["timeZone must be an IANA time zone such as Europe/Berlin"] },
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Save settings" }));
    expect(await screen.findByText(/timeZone must be an IANA time zone/)).toBeInTheDocument();
  });
});

describe("your data", () => {
  it("asks for an export, follows its progress and offers the download once ready", async () => {
    let polls = 0;
    const { user, server } = renderApp({
      path: "/account?tab=settings",
      signedIn: true,
      api: {
        "POST /api/account/data-exports": { status: 202, body: queued },
        "GET /api/account/data-exports/latest": () => {
          if (server.calls("POST /api/account/data-exports").length === 0) return { body: { export: null } };
          polls += 1;
          return {
            body: {
              export:
                polls < 2
                  ? { ...queued, status: "running", stage: "Collecting your posts", progress: 40 }
                  : {
                      ...queued,
                      status: "ready",
                      stage: "Ready to download",
                      progress: 100,
                      expiresAt: "2026-12-04T09:00:00.000Z",
                      downloadUrl: `/api/account/data-exports/${queued.id}/download`,
                    },
            },
          };
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Export my data" }));
    expect(await screen.findByRole("progressbar", { name: "Export progress" })).toBeInTheDocument();
    const link = await screen.findByRole("link", { name: "Download your data (ZIP)" }, { timeout: 8000 });
    expect(link).toHaveAttribute("href", `/api/account/data-exports/${queued.id}/download`);
    expect(screen.queryByRole("progressbar", { name: "Export progress" })).not.toBeInTheDocument();
  });

  it("deletes the account with the password and the chosen fate of the posts", async () => {
    const { user, server } = renderApp({
      path: "/account?tab=settings",
      signedIn: true,
      api: { "POST /api/account/delete": { body: { content: "keep" } } },
    });
    await user.click(await screen.findByRole("button", { name: "Delete account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    expect(within(dialog).getByText(/You are signed out everywhere at once/)).toBeInTheDocument();

    // Without the password nothing is sent.
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(within(dialog).getByText("Type your password to confirm.")).toBeInTheDocument();
    expect(server.calls("POST /api/account/delete")).toHaveLength(0);

    await user.click(within(dialog).getByRole("radio", { name: /Keep them/ }));
    await user.type(within(dialog).getByLabelText("Your password"), "my password");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));

    expect(await screen.findByText("Your account has been deleted.")).toBeInTheDocument();
    expect(server.calls("POST /api/account/delete")[0]?.body).toEqual({
      password: "my password",
      content: "keep",
    });
  });

  it("shows a refusal (a wrong password, a company to hand over) in the dialog", async () => {
    const { user } = renderApp({
      path: "/account?tab=settings",
      signedIn: true,
      api: {
        "POST /api/account/delete": {
          status: 409,
          body: {
            reason: "AlreadyExists",
            messages: ["You are the only owner of a company. Make another admin an owner"],
          },
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Delete account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    await user.type(within(dialog).getByLabelText("Your password"), "my password");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(within(dialog).getByText(/only owner of a company/)).toBeInTheDocument());
  });
});
