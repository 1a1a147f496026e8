// A vendor asks a registered leader for a meeting at the company's slot; the leader accepts it and
// both see it. The event, its sponsor, the registration and the slot are set up in the database.
import { randomUUID } from "node:crypto";
import pg from "pg";
import type { SignUpInput } from "../common/auth";
import { expect, newLeader, PASSWORD, signUpAndConfirm, test } from "./support/fixtures";
import { e2eDatabaseUrl } from "./support/server";

async function sql<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

test("a vendor requests a meeting, the leader accepts it, and both see it", async ({
  page,
  browser,
  signUpViaApi,
  clientAddress,
  expectNoAxeViolations,
}) => {
  const suffix = randomUUID().slice(0, 8);
  const vendor = await signUpViaApi({
    accountType: "vendor",
    plan: "Growth",
    companyName: `Meeting Vendor ${suffix}`,
    name: "Vera Vendor",
    email: `vera-${suffix}@example.com`,
    password: PASSWORD,
    jobTitle: "Account Director",
    industry: "Computer Software",
    revenueBand: "$50-$200 million",
  } as SignUpInput);
  const leaderContext = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": `${clientAddress}1` },
  });
  const leaderPage = await leaderContext.newPage();
  const leader = newLeader({ name: `Leah Leader ${suffix}`, email: `leah-${suffix}@example.com` });
  await signUpAndConfirm(leaderPage.request, leader);

  const [vendorRow] = await sql<{ id: string; company_id: string }>(
    "SELECT id, company_id FROM users WHERE email = $1",
    [vendor.email.toLowerCase()],
  );
  const [leaderRow] = await sql<{ id: string }>("SELECT id FROM users WHERE email = $1", [
    leader.email.toLowerCase(),
  ]);
  if (!vendorRow || !leaderRow) throw new Error("members missing");
  const hour = 3_600_000;
  const [event] = await sql<{ id: string }>(
    `INSERT INTO events (title, format, time_zone, starts_at, ends_at, hubs)
     VALUES ($1, 'in_person', 'Europe/London', $2, $3, '{cio}') RETURNING id`,
    [`Meetings Forum ${suffix}`, new Date(Date.now() - hour), new Date(Date.now() + 48 * hour)],
  );
  if (!event) throw new Error("event missing");
  await sql("INSERT INTO event_sponsors (event_id, company_id) VALUES ($1, $2)", [
    event.id,
    vendorRow.company_id,
  ]);
  await sql("INSERT INTO event_registrations (event_id, user_id, status) VALUES ($1, $2, 'registered')", [
    event.id,
    leaderRow.id,
  ]);
  const startsAt = new Date(Math.ceil(Date.now() / hour) * hour + 3 * hour);
  await sql(
    `INSERT INTO meeting_slots (event_id, sponsor_company_id, representative_id, starts_at, ends_at, location)
     VALUES ($1, $2, $3, $4, $5, 'Table 9')`,
    [event.id, vendorRow.company_id, vendorRow.id, startsAt, new Date(startsAt.getTime() + hour / 2)],
  );

  await page.goto(`/events/${event.id}/meetings`);
  await expect(page.getByRole("heading", { level: 1, name: "Meeting board" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Request a meeting" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a meeting" });
  await dialog.getByRole("combobox", { name: /Slot/ }).click();
  await page.getByRole("option", { name: /Vera Vendor/ }).click();
  await dialog.getByRole("combobox", { name: /Leader/ }).click();
  await page.getByRole("option", { name: new RegExp(`Leah Leader ${suffix}`) }).click();
  await dialog.getByRole("textbox", { name: "Message" }).fill("Shall we talk about your cloud plans?");
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText(`Meeting request sent to Leah Leader ${suffix}.`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Requested (1)" })).toBeVisible();

  await leaderPage.goto("/meetings");
  const card = leaderPage.getByRole("article", { name: `Meeting Vendor ${suffix}` });
  await expect(card.getByText("Shall we talk about your cloud plans?")).toBeVisible();
  await card.getByRole("button", { name: "Accept" }).click();
  await expect(leaderPage.getByText("Meeting accepted.")).toBeVisible();
  await leaderPage.getByRole("tab", { name: "Upcoming" }).click();
  await expect(leaderPage.getByRole("article", { name: `Meeting Vendor ${suffix}` })).toBeVisible();
  await expectNoAxeViolations(leaderPage);
  await leaderContext.close();

  await page.reload();
  await expect(page.getByRole("heading", { name: "Accepted (1)" })).toBeVisible();
  await expect(page.getByText(`Leah Leader ${suffix}`)).toBeVisible();
});
