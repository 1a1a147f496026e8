import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { E2E_BASE_URL } from "./support/server";

const REFUSED = "Changes can only be made from Summit's own pages.";

/**
 * A page on another port of Summit's host: same-site to the browser, so the member's SameSite=Lax
 * session cookie goes along with every form it submits to Summit.
 */
async function startForeignPage(html: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function companyId(page: Page, name: string): Promise<string> {
  const response = await page.request.get(`/api/search/company?search=${encodeURIComponent(name)}`);
  const { items } = (await response.json()) as { items: { id: string; name: string }[] };
  const company = items.find((item) => item.name === name);
  if (!company) throw new Error(`no demo company named ${name}`);
  return company.id;
}

/** Submits the foreign page's form by its button and returns Summit's answer to it. */
async function submit(page: Page, url: string, button: string) {
  await page.goto(url);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().startsWith(E2E_BASE_URL)),
    page.getByRole("button", { name: button }).click(),
  ]);
  return { status: answer.status(), body: await answer.json() };
}

test("forms on another site of the same host change nothing for the signed-in member", async ({
  page,
  signUpViaApi,
}) => {
  const member = await signUpViaApi();
  const signedInAs = async () =>
    (await (await page.request.get("/api/auth/get-session")).json())?.user?.email;
  expect(await signedInAs(), "the member is signed in").toBe(member.email);
  const northwind = await companyId(page, "Northwind Analytics");
  const text = `Sent from another site (${randomUUID().slice(0, 8)})`;
  const foreign = await startForeignPage(`<!doctype html><title>Not Summit</title>
    <form method="post" enctype="text/plain" action="${E2E_BASE_URL}/api/companies/${northwind}/follow">
      <input type="hidden" name='{"x":"' value='"}'><button>Follow Northwind</button>
    </form>
    <form method="post" action="${E2E_BASE_URL}/api/posts">
      <input type="hidden" name="body" value="${text}"><button>Post to the feed</button>
    </form>
    <form method="post" action="${E2E_BASE_URL}/api/auth/sign-out"><button>Sign out</button></form>`);
  try {
    for (const button of ["Follow Northwind", "Post to the feed", "Sign out"]) {
      expect(await submit(page, foreign.url, button), button).toEqual({
        status: 403,
        body: { reason: "AccessDenied", messages: [REFUSED] },
      });
    }
  } finally {
    await foreign.close();
  }

  const company = await page.request.get(`/api/companies/${northwind}`);
  expect((await company.json()).isFollowing).toBe(false);
  const feed = (await (await page.request.get("/api/feed")).json()) as { items: { body: string }[] };
  expect(feed.items.map((post) => post.body)).not.toContain(text);
  expect(await signedInAs(), "the member is still signed in").toBe(member.email);
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Open profile menu" })).toBeVisible();
});
