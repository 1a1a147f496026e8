import { randomUUID } from "node:crypto";
import { expect, newLeader, test } from "./support/fixtures";

test("a visitor searches Discover and sees the matching company marked @phone", async ({
  page,
  expectNoAxeViolations,
}) => {
  // The visitor's bar has no search box; Discover's own field does the same.
  await page.goto("/discover");
  await page
    .getByRole("searchbox", { name: "Search companies, people, posts, videos and articles" })
    .fill("northwind");
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/discover\?search=northwind$/);
  const matches = page.getByRole("list", { name: "Companies matching “northwind”" });
  const company = matches.getByRole("link", { name: /Northwind Analytics/ });
  await expect(company.locator("mark")).toHaveText("Northwind");
  await expect(page.getByRole("heading", { name: "People" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await company.click();
  await expect(page.getByRole("heading", { level: 1, name: "Northwind Analytics" })).toBeVisible();
});

test("a member searches the top bar with a typo and finds the post they wrote, and finds courses", async ({
  page,
  signUpViaApi,
  expectNoAxeViolations,
}) => {
  // Signing up signs the member in.
  await signUpViaApi(newLeader({ name: `Erin ${randomUUID().slice(0, 6)}` }));
  // Letters only: a headline may leave out a trailing number such as an all-digit marker.
  const marker = Array.from({ length: 8 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join("");
  const created = await page.request.post("/api/posts", {
    data: { body: `Our kubernetes migration playbook, step by step (${marker}).` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const post = (await created.json()) as { id: string };

  await page.goto("/discover");
  await expect(page.getByRole("button", { name: "Open profile menu" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search", exact: true }).fill("Kubernetis migraton playbook");
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/discover\?search=kubernetis%20migraton%20playbook$/);
  await expect(page.getByRole("status")).toContainText("Showing results for kubernetes migration playbook");
  const posts = page.getByRole("list", { name: "Posts matching “kubernetis migraton playbook”" });
  const result = posts.getByRole("link").filter({ hasText: marker });
  await expect(result).toHaveAttribute("href", `/posts/${post.id}`);
  await expect(result.locator("mark").first()).toHaveText("kubernetes");
  await expectNoAxeViolations(page);

  await page.getByRole("tab", { name: "Posts" }).click();
  await expect(page).toHaveURL(/type=posts/);
  await expect(posts.getByRole("link").filter({ hasText: marker })).toBeVisible();

  // Demo data (server/seed/demo-learning.ts) publishes a course on phishing-resistant sign-in.
  await page.goto("/discover?search=passkeys");
  await expect(
    page
      .getByRole("list", { name: "Courses matching “passkeys”" })
      .getByRole("link", { name: /Phishing-resistant sign-in for executives/ }),
  ).toHaveAttribute("href", /^\/courses\/[0-9a-f-]{36}$/);
});
