import { PROFILE_PHOTO_MAX_BYTES } from "@common/constants";
import { screen, waitFor, within } from "@testing-library/react";
import { testPlans, testProfile, testSessionDevice } from "@web/test/api-mock";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";

const PHONE = {
  ...testSessionDevice,
  id: "session-2",
  device: "Safari 17 on iOS",
  deviceKind: "mobile",
  network: null,
  current: false,
};

describe("the account page", () => {
  it("opens My profile by default and saves the name and job title", async () => {
    const { user, server } = renderApp({
      path: "/account",
      signedIn: true,
      api: {
        "PATCH /api/profile": ({ body }) => ({ body: { ...testProfile, ...(body as object) } }),
      },
    });

    expect(await screen.findByRole("tab", { name: "My profile", selected: true })).toBeInTheDocument();
    const name = await screen.findByRole("textbox", { name: "Name" });
    expect(name).toHaveValue("Ada Lovelace");
    await user.clear(name);
    await user.type(name, "Ada King");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Your profile has been saved.")).toBeInTheDocument();
    expect(server.calls("PATCH /api/profile")[0]?.body).toEqual({
      name: "Ada King",
      jobTitle: "Chief Information Security Officer",
    });
  });

  it("uploads a photo, and refuses one that is too large before sending it", async () => {
    const { user, server } = renderApp({
      path: "/account?tab=profile",
      signedIn: true,
      api: { "PUT /api/profile/photo": { body: { ...testProfile, photoUrl: "/uploads/ada.png" } } },
    });
    const input = await screen.findByLabelText("Upload photo");
    expect(input).toHaveAttribute("accept", "image/jpeg,image/png,image/webp");

    const huge = new File([new Uint8Array(PROFILE_PHOTO_MAX_BYTES + 1)], "huge.png", { type: "image/png" });
    await user.upload(input, huge);
    expect(await screen.findByText("The photo is too large: it may be at most 5 MB.")).toBeInTheDocument();
    expect(server.calls("PUT /api/profile/photo")).toHaveLength(0);

    await user.upload(input, new File(["png"], "ada.png", { type: "image/png" }));
    expect(await screen.findByText("Your photo has been updated.")).toBeInTheDocument();
    const sent = server.calls("PUT /api/profile/photo")[0]?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get("file")).toHaveProperty("name", "ada.png");
    await waitFor(() =>
      expect(screen.getByRole("img", { name: "Your profile photo" })).toHaveAttribute(
        "src",
        "/uploads/ada.png",
      ),
    );
  });

  it("shows the plan from the profile beside the plans for the same kind of account", async () => {
    renderApp({
      path: "/account?tab=billing",
      signedIn: true,
      api: {
        "GET /api/profile": { body: { ...testProfile, accountType: "vendor", planName: "Growth" } },
        "GET /api/plans": { body: { items: testPlans } },
      },
    });

    expect(
      await screen.findByRole("tab", { name: "Billing & Subscription", selected: true }),
    ).toBeInTheDocument();
    expect(await screen.findByText("Your plan:")).toHaveTextContent("Your plan: Growth");
    const plans = await screen.findAllByRole("heading", { level: 4 });
    expect(plans.map((plan) => plan.textContent)).toEqual(["Starter", "GrowthCurrent plan", "Enterprise"]);
    expect(screen.getByText("$1,499 per month")).toBeInTheDocument();
  });

  it("shows the user settings read-only where they cannot change, and changes the password", async () => {
    const { user, server } = renderApp({
      path: "/account?tab=settings",
      signedIn: true,
      api: {
        "POST /api/auth/change-password": { body: { token: null } },
      },
    });

    expect(await screen.findByRole("heading", { name: "User settings" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAttribute("readonly");
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveValue("ada@example.com");
    expect(await screen.findByRole("combobox", { name: "Community" })).toHaveTextContent("CISO");
    expect(screen.getByRole("heading", { name: "Login details" })).toBeInTheDocument();

    await user.type(screen.getByLabelText("Current password"), "the old password");
    await user.type(screen.getByLabelText("New password"), "the brand new password");
    await user.type(screen.getByLabelText("Confirm new password"), "the brand new password");
    await user.click(screen.getByRole("button", { name: "Change password" }));

    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(server.calls("POST /api/auth/change-password")[0]?.body).toEqual({
      currentPassword: "the old password",
      newPassword: "the brand new password",
      revokeOtherSessions: true,
    });
    expect(screen.getByLabelText("Current password")).toHaveValue("");
  });

  it("shows a refused password change in the form", async () => {
    const { user } = renderApp({
      path: "/account?tab=settings",
      signedIn: true,
      api: {
        "POST /api/auth/change-password": {
          status: 400,
          body: { reason: "Invalid", messages: ["Invalid password"] },
        },
      },
    });

    await user.type(await screen.findByLabelText("Current password"), "a wrong password");
    await user.type(screen.getByLabelText("New password"), "the brand new password");
    await user.type(screen.getByLabelText("Confirm new password"), "the brand new password");
    await user.click(screen.getByRole("button", { name: "Change password" }));

    const form = screen.getByRole("button", { name: "Change password" }).closest("form") as HTMLElement;
    expect(await within(form).findByRole("alert")).toHaveTextContent("Invalid password");
  });

  it("offers to try again when the profile cannot be loaded", async () => {
    let failures = 0;
    const { user } = renderApp({
      path: "/account",
      signedIn: true,
      api: {
        "GET /api/profile": () => {
          failures += 1;
          return failures === 1
            ? { status: 500, body: { reason: "InternalError", messages: ["Something broke on our side"] } }
            : { body: testProfile };
        },
      },
    });

    expect(await screen.findByText("Your profile could not be loaded")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("textbox", { name: "Name" })).toHaveValue("Ada Lovelace");
  });

  it("links a member's company page, and its admin area for the company's admins", async () => {
    renderApp({
      path: "/account",
      signedIn: true,
      api: {
        "GET /api/profile": {
          body: {
            ...testProfile,
            company: { id: "company-1", name: "Northwind Analytics", privilege: "admin" },
          },
        },
      },
    });

    expect(await screen.findByRole("heading", { name: "Your company" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Northwind Analytics" })).toHaveAttribute(
      "href",
      "/companies/company-1",
    );
    expect(screen.getByRole("link", { name: "Manage company" })).toHaveAttribute(
      "href",
      "/companies/company-1/manage",
    );
  });

  it("shows the customer record the account was matched to, with its details, and nothing without one", async () => {
    renderApp({
      path: "/account",
      signedIn: true,
      api: {
        "GET /api/profile": {
          body: {
            ...testProfile,
            customer: { id: "customer-1", email: "ada@northwind.example", planName: "Enterprise" },
            memberData: { "Account manager": "Jo Park", Region: "EMEA", empty: "" },
          },
        },
      },
    });

    expect(await screen.findByRole("heading", { name: "Your customer record" })).toBeInTheDocument();
    expect(
      screen.getByText(/customer record for ada@northwind\.example, on the Enterprise plan/),
    ).toBeInTheDocument();
    const details = screen
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(details).toEqual([
      ["Account manager", "Jo Park"],
      ["Region", "EMEA"],
    ]);
  });

  it("shows no customer record when the account has none", async () => {
    renderApp({ path: "/account", signedIn: true });
    expect(await screen.findByRole("textbox", { name: "Name" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Your customer record" })).not.toBeInTheDocument();
  });

  it("lists where the member is signed in and signs out another device", async () => {
    let items = [testSessionDevice, PHONE, { ...PHONE, id: "session-3", device: "Chrome 131 on Android" }];
    const { user, server } = renderApp({
      path: "/account?tab=settings",
      signedIn: true,
      api: {
        "GET /api/account/sessions": () => ({ body: { items } }),
        "DELETE /api/account/sessions/session-2": () => {
          items = items.filter((item) => item.id !== "session-2");
          return { status: 204 };
        },
        "POST /api/account/sessions/end-others": () => {
          items = [testSessionDevice];
          return { body: { ended: 1 } };
        },
      },
    });

    const list = await screen.findByRole("list", { name: "Where you are signed in" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(within(list).getByText("This device")).toBeInTheDocument();
    expect(within(list).getByText(/From 203\.0\.113\.0\/24/)).toBeInTheDocument();
    expect(within(list).getAllByText(/From an unknown network/)).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Sign out Safari 17 on iOS" }));
    expect(await screen.findByText("Safari 17 on iOS was signed out.")).toBeInTheDocument();
    expect(server.calls("DELETE /api/account/sessions/session-2")).toHaveLength(1);
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));

    await user.click(screen.getByRole("button", { name: "Sign out all other devices" }));
    expect(await screen.findByText("One other device was signed out.")).toBeInTheDocument();
    expect(await screen.findByText("You are signed in on this device only.")).toBeInTheDocument();
  });
});
