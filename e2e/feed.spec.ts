import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, newLeader, test } from "./support/fixtures";

/** Ends the session in this browser, so the next member can use it. */
async function signOut(page: Page) {
  await page.getByRole("button", { name: "Open profile menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Sign in", exact: true }).first()).toBeVisible();
}

test("a member posts, another likes and answers it, and the author sees both", async ({
  page,
  signUpViaApi,
  signIn,
}) => {
  const tag = randomUUID().slice(0, 8);
  const author = await signUpViaApi(newLeader({ name: `Erin ${tag}` }));
  const text = `How are you funding zero trust this year? (${tag})`;
  const postName = `${author.name}'s post`;

  await page.goto("/feed");
  await expect(page.getByRole("heading", { level: 1, name: "Feed" })).toBeVisible();
  await page.getByRole("textbox", { name: "Your post" }).fill(text);
  await page.getByRole("button", { name: "Post", exact: true }).click();
  await expect(page.getByText("Posted.")).toBeVisible();
  await expect(page.getByRole("article", { name: postName })).toContainText(text);
  await expect(page.getByRole("textbox", { name: "Your post" })).toHaveValue("");
  await signOut(page);

  const reader = await signUpViaApi(newLeader({ name: `Sam ${tag}` }));
  await page.goto("/feed");
  const post = page.getByRole("article", { name: postName });
  await expect(post).toContainText(text);
  await post.getByRole("button", { name: `Like ${postName}, 0 likes` }).click();
  await expect(post.getByRole("button", { name: `Like ${postName}, 1 like` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await post.getByRole("link", { name: `0 comments on ${postName}` }).click();
  await expect(page).toHaveURL(/\/posts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: `Post by ${author.name}` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Like ${postName}, 1 like` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.getByRole("textbox", { name: "Add a comment" }).fill("Out of the identity budget.");
  await page.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(page.getByText("Comment posted.")).toBeVisible();
  await expect(page.getByRole("listitem", { name: `${reader.name}'s comment` })).toContainText(
    "Out of the identity budget.",
  );
  await expect(page.getByRole("article", { name: postName })).toContainText("1 comment");
  await signOut(page);

  await signIn(author.email, author.password);
  await page.goto("/feed");
  const own = page.getByRole("article", { name: postName });
  await expect(own.getByRole("link", { name: `1 comment on ${postName}` })).toBeVisible();
  await expect(own.getByRole("button", { name: `Like ${postName}, 1 like` })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await own.getByRole("link", { name: `1 comment on ${postName}` }).click();
  await expect(page.getByRole("listitem", { name: `${reader.name}'s comment` })).toBeVisible();
});

test("a visitor is asked to sign in to read a community post", async ({ page, signUpViaApi }) => {
  const tag = randomUUID().slice(0, 8);
  const author = await signUpViaApi(newLeader({ name: `Erin ${tag}` }));
  const response = await page.request.post("/api/posts", { data: { body: `Members only (${tag}).` } });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await page.context().clearCookies();

  await page.goto(`/posts/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to read this post" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/auth\\?redirectTo=${encodeURIComponent(`/posts/${id}`)}$`));
  await page.getByLabel("Email").fill(author.email);
  await page.getByLabel("Password", { exact: true }).fill(author.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Post by ${author.name}` })).toBeVisible();
});

test.describe("accessibility", () => {
  test("@phone the feed and a post have no axe violations", async ({
    page,
    signUpViaApi,
    expectNoAxeViolations,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const author = await signUpViaApi(newLeader({ name: `Erin ${tag}` }));
    const response = await page.request.post("/api/posts", {
      data: { body: `A **bold** question with [a link](https://example.com) (${tag}).` },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const comment = await page.request.post(`/api/posts/${id}/comments`, { data: { body: "An answer." } });
    expect(comment.status(), await comment.text()).toBe(201);

    await page.goto("/feed");
    await expect(page.getByRole("article", { name: `${author.name}'s post` }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/posts/${id}`);
    await expect(page.getByRole("listitem", { name: `${author.name}'s comment` })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
