import { randomUUID } from "node:crypto";
import { request } from "@playwright/test";
import { expect, newLeader, signUpAndConfirm, test } from "./support/fixtures";
import { E2E_BASE_URL } from "./support/server";

test("a comment on a member's post raises their bell without a reload and leads to the comment", async ({
  page,
  signUpViaApi,
}) => {
  const tag = randomUUID().slice(0, 8);
  await signUpViaApi(newLeader({ name: `Bea ${tag}` }));
  const created = await page.request.post("/api/posts", {
    data: { body: `Who runs their own Kubernetes? (${tag})`, hub: "cio" },
  });
  expect(created.status()).toBe(201);
  const postId = (await created.json()).id as string;

  await page.goto("/feed");
  await expect(page.getByRole("heading", { level: 1, name: "Feed" })).toBeVisible();
  const bell = page.getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications");

  // Another member, in a session of their own, answers the post.
  const other = await request.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: {
      "x-forwarded-for": `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  try {
    const commenter = newLeader({ name: `Ana ${tag}` });
    await signUpAndConfirm(other, commenter);
    const commented = await other.post(`/api/posts/${postId}/comments`, {
      data: { body: `We do, on bare metal (${tag})` },
    });
    expect(commented.status()).toBe(201);
  } finally {
    await other.dispose();
  }

  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await bell.click();
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  const item = page.getByRole("link", { name: new RegExp(`Ana ${tag} commented on your post`) });
  await expect(item).toBeVisible();
  await item.click();

  await expect(page).toHaveURL(new RegExp(`/posts/${postId}\\?comment=`));
  await expect(page.getByText(`We do, on bare metal (${tag})`).first()).toBeVisible();
  await expect(page.getByText("The comment you followed")).toBeVisible();
  await expect(bell).toHaveAccessibleName("Notifications");
});
