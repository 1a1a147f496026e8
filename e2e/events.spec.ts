import { randomUUID } from "node:crypto";
import { expect, newLeader, test } from "./support/fixtures";

// Hannah Weiss owns Bastion Security in the demo data (server/seed/demo.ts).
const DEMO_PASSWORD = "summit-demo-password";
const BASTION_OWNER = "hannah.weiss@demo.summit.test";

test("a company admin creates an event with a session; a leader registers and sees it in their upcoming events", async ({
  page,
  signIn,
  signUpViaApi,
}) => {
  const title = `Identity roundtable ${randomUUID().slice(0, 8)}`;
  await signIn(BASTION_OWNER, DEMO_PASSWORD);
  await page.goto("/events");
  await page.getByRole("link", { name: "Create event" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create event" })).toBeVisible();
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await page.getByRole("textbox", { name: "Description" }).fill("Passkeys, device trust and **auditors**.");
  await page.getByRole("textbox", { name: "Venue" }).fill("The Shard");
  await page.getByRole("textbox", { name: "City or address" }).fill("London");
  await page.getByLabel("Starts").fill("2031-05-06T09:00");
  await page.getByLabel("Ends").fill("2031-05-06T12:00");
  await page.getByRole("spinbutton", { name: "Places" }).fill("25");
  await page.getByRole("button", { name: "Create event" }).click();

  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("The event is created.")).toBeVisible();
  await page.getByRole("button", { name: "Add session" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a session" });
  await dialog.getByRole("textbox", { name: "Title" }).fill("Passkeys in practice");
  await dialog.getByRole("button", { name: "Add session" }).click();
  await expect(page.getByRole("region", { name: "Agenda" }).getByText("Passkeys in practice")).toBeVisible();
  const eventUrl = page.url();

  await page.getByRole("button", { name: "Open profile menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Sign in", exact: true }).first()).toBeVisible();

  // Signing up through the API leaves the browser signed in as the new leader.
  await signUpViaApi(newLeader({ role: "CIO" }));
  await page.goto(eventUrl);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("You are registered.").first()).toBeVisible();
  await expect(page.getByText(/1 registered\. 24 places left\./)).toBeVisible();

  await page.goto("/events");
  const card = page.getByRole("list", { name: "Events" }).getByRole("listitem").filter({ hasText: title });
  await expect(card.getByText("Registered")).toBeVisible();
  await expect(card.getByText("The Shard, London · Hosted by Bastion Security")).toBeVisible();
});
