import { SIGNUP_ROLES } from "@common/hubs";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { testPlans } from "@web/test/api-mock";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole("combobox", { name: label }));
  await user.click(await screen.findByRole("option", { name: option }));
}

async function fillDetails(user: UserEvent) {
  await user.type(screen.getByRole("textbox", { name: "Full name" }), "Grace Hopper");
  await user.type(screen.getByRole("textbox", { name: "Work email" }), "grace@example.com");
  await user.type(screen.getByLabelText("Password"), "a long enough password");
  await user.type(screen.getByRole("textbox", { name: "Job title" }), "Chief Information Officer");
  await user.type(screen.getByRole("combobox", { name: "Industry" }), "Bank");
  await user.click(await screen.findByRole("option", { name: "Banking" }));
  await choose(user, "Company revenue", "$50-$200 million");
}

function signUpServer() {
  return {
    "POST /api/auth/sign-up/email": { body: { email: "grace@example.com" } },
    "POST /api/auth/send-verification-email": { body: { status: true } },
    "GET /api/plans": { body: { items: testPlans } },
  };
}

describe("the sign-up page", () => {
  it("asks for the membership first, and keeps the choice in the address", async () => {
    const { user, location } = renderApp({ path: "/signup/choosemembership", api: signUpServer() });

    await user.click(await screen.findByRole("radio", { name: "Vendor" }));

    await waitFor(() => expect(location()).toBe("/signup/choosemembership?type=vendor"));
    expect(await screen.findByRole("radiogroup", { name: "Plan" })).toBeInTheDocument();
  });

  it("offers the eight signup roles to a leader, in order", async () => {
    const { user } = renderApp({ path: "/signup/choosemembership?type=leader" });

    expect(await screen.findByRole("radio", { name: "Leader" })).toBeChecked();
    await user.click(screen.getByRole("combobox", { name: "Role" }));
    const options = within(await screen.findByRole("listbox")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(SIGNUP_ROLES.map((role) => role.name));
  });

  it("sends a leader's details, then asks to check the inbox and can send the e-mail again", async () => {
    const { user, server, location } = renderApp({
      path: "/signup/choosemembership?type=leader",
      api: signUpServer(),
    });

    await screen.findByRole("combobox", { name: "Role" });
    await choose(user, "Role", "CIO");
    await fillDetails(user);
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByRole("heading", { name: "Check your inbox" })).toBeInTheDocument();
    expect(screen.getByText("grace@example.com")).toBeInTheDocument();
    expect(location()).toBe("/signup/choosemembership?type=leader");
    expect(server.calls("POST /api/auth/sign-up/email")[0]?.body).toEqual({
      accountType: "leader",
      role: "CIO",
      name: "Grace Hopper",
      email: "grace@example.com",
      password: "a long enough password",
      jobTitle: "Chief Information Officer",
      industry: "Banking",
      revenueBand: "$50-$200 million",
    });

    await user.click(screen.getByRole("button", { name: "Send the e-mail again" }));
    expect(
      await screen.findByText("We have sent the e-mail to grace@example.com again."),
    ).toBeInTheDocument();
    expect(server.calls("POST /api/auth/send-verification-email")[0]?.body).toEqual({
      email: "grace@example.com",
    });
  });

  it("requires a vendor's plan and company name", async () => {
    const { user, server } = renderApp({ path: "/signup/choosemembership?type=vendor", api: signUpServer() });

    await screen.findByRole("radio", { name: "Growth" });
    await fillDetails(user);
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByText("Choose a plan")).toBeInTheDocument();
    expect(screen.getByText("Company name is required")).toBeInTheDocument();
    expect(server.calls("POST /api/auth/sign-up/email")).toHaveLength(0);

    await user.click(screen.getByRole("radio", { name: "Growth" }));
    await user.type(screen.getByRole("textbox", { name: "Company name" }), "Acme Networks");
    await user.click(screen.getByRole("button", { name: "Create account" }));

    await waitFor(() => expect(server.calls("POST /api/auth/sign-up/email")).toHaveLength(1));
    expect(server.calls("POST /api/auth/sign-up/email")[0]?.body).toMatchObject({
      accountType: "vendor",
      plan: "Growth",
      companyName: "Acme Networks",
    });
  });

  it("shows each vendor plan's price, seats and meeting quota", async () => {
    renderApp({ path: "/signup/choosemembership?type=vendor", api: signUpServer() });

    const growth = await screen.findByRole("radio", { name: "Growth" });
    expect(growth).toHaveAccessibleDescription(/\$1,499 per month.*10 seats.*20 meetings included/);
    expect(screen.queryByRole("radio", { name: "Member" })).not.toBeInTheDocument();
  });

  it("shows the server's message when the account cannot be created", async () => {
    const { user } = renderApp({
      path: "/signup/choosemembership?type=leader",
      api: {
        "POST /api/auth/sign-up/email": {
          status: 422,
          body: { reason: "Failure", messages: ["User already exists. Use another email."] },
        },
      },
    });

    await screen.findByRole("combobox", { name: "Role" });
    await choose(user, "Role", "CISO");
    await fillDetails(user);
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("User already exists. Use another email.");
  });
});
