// Summit as production runs it: browsers through Caddy to two instances of the built server on one
// PostgreSQL (e2e/cluster/global-setup.ts). What one instance does, the other sees at once.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { metric, pinTo } from "./cluster";

const PASSWORD = "summit-demo-password";
const demo = (local: string) => `${local}@demo.summit.test`;

/** A browser of its own, sent by the proxy to instance `index`, signed in as `email` through the form. */
async function signedInOn(browser: Browser, index: number, email: string): Promise<Page> {
  const context = await browser.newContext();
  await pinTo(context, index);
  const page = await context.newPage();
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("button", { name: "Open profile menu" })).toBeVisible();
  return page;
}

const unreadOf = async (page: Page) => {
  const name = (await page.getByRole("button", { name: /^Notifications/ }).getAttribute("aria-label")) ?? "";
  return Number(name.match(/(\d+) unread/)?.[1] ?? 0);
};

test("the proxy spreads visitors over both instances, and each serves its own metrics", async () => {
  const series = 'summit_http_requests_total{method="GET",route="/api/health",status="200"}';
  const before = [await metric(0, series), await metric(1, series)];
  for (let i = 0; i < 20; i++) {
    const response = await fetch(`${test.info().project.use.baseURL}/api/health`);
    expect(response.status).toBe(200);
  }
  const after = [await metric(0, series), await metric(1, series)];
  expect((after[0] ?? 0) - (before[0] ?? 0)).toBeGreaterThan(0);
  expect((after[1] ?? 0) - (before[1] ?? 0)).toBeGreaterThan(0);
  expect((after[0] ?? 0) - (before[0] ?? 0) + (after[1] ?? 0) - (before[1] ?? 0)).toBe(20);

  // Metrics are read from each instance, never through the proxy.
  const metrics = await fetch(`${test.info().project.use.baseURL}/metrics`);
  expect(metrics.status).toBe(404);
  expect(await metrics.json()).toEqual({ reason: "NotFound", messages: ["No route for GET /metrics."] });
});

test("a comment written on one instance raises the author's bell on a page the other instance serves", async ({
  browser,
}) => {
  const tag = Math.random().toString(36).slice(2, 10);
  const author = await signedInOn(browser, 0, demo("ana.ruiz"));
  await author.goto("/feed");
  await author.getByRole("textbox", { name: "Your post" }).fill(`Who else runs two data centres? (${tag})`);
  await author.getByRole("button", { name: "Post", exact: true }).click();
  await expect(author.getByText("Posted.")).toBeVisible();
  const post = author.getByRole("article", { name: "Ana Ruiz's post" }).filter({ hasText: tag });
  const href = await post.getByRole("link", { name: "0 comments on Ana Ruiz's post" }).getAttribute("href");
  expect(href).toMatch(/^\/posts\/[0-9a-f-]{36}$/);
  // The author's live stream is open on the first instance.
  await expect.poll(() => metric(0, "summit_sse_connections")).toBeGreaterThan(0);
  const unread = await unreadOf(author);

  const commentsOn = (index: number) =>
    metric(index, 'summit_http_requests_total{method="POST",route="/api/posts/:id/comments",status="201"}');
  const commentsBefore = [await commentsOn(0), await commentsOn(1)];
  const reader = await signedInOn(browser, 1, demo("tomas.berg"));
  await reader.goto(href ?? "");
  await reader.getByRole("textbox", { name: "Add a comment" }).fill(`We do, active-active (${tag})`);
  await reader.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(
    reader.getByRole("listitem", { name: "Tomas Berg's comment" }).filter({ hasText: tag }),
  ).toBeVisible();
  // The comment was written by the second instance, not the first.
  expect([await commentsOn(0), await commentsOn(1)]).toEqual([
    commentsBefore[0],
    (commentsBefore[1] ?? 0) + 1,
  ]);

  await expect(author.getByRole("button", { name: /^Notifications/ })).toHaveAccessibleName(
    `Notifications, ${unread + 1} unread`,
  );
  await author.getByRole("button", { name: /^Notifications/ }).click();
  await expect(author.getByRole("link", { name: /Tomas Berg commented on your post/ }).first()).toBeVisible();
});

test("a session ended on one instance is refused on the other within a second", async ({ browser }) => {
  const first = await signedInOn(browser, 0, demo("priya.nair"));
  // The same session in a second browser that the proxy sends to the other instance.
  const other = await browser.newContext();
  await other.addCookies(await first.context().cookies());
  await pinTo(other, 1);
  const second = await other.newPage();
  await second.goto("/feed");
  await expect(second.getByRole("button", { name: "Open profile menu" })).toBeVisible();
  expect((await second.request.get("/api/profile")).status()).toBe(200);

  await first.getByRole("button", { name: "Open profile menu" }).click();
  await first.getByRole("menuitem", { name: "Logout" }).click();
  await expect(first.getByRole("link", { name: "Sign in", exact: true }).first()).toBeVisible();

  await expect
    .poll(async () => (await second.request.get("/api/profile")).status(), {
      timeout: 1_000,
      intervals: [50],
    })
    .toBe(401);
  await second.reload();
  await expect(second.getByRole("link", { name: "Sign in", exact: true }).first()).toBeVisible();
});
