import { screen, within } from "@testing-library/react";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";
import { ARTICLE_ID, companyAdminProfile, page, testArticle } from "../testing/content-fixtures";

describe("the Read page", () => {
  it("says it is loading until the articles arrive", async () => {
    renderApp({
      path: "/read",
      signedIn: true,
      api: { "GET /api/content": () => new Promise(() => undefined) },
    });
    expect(
      await screen.findByRole("progressbar", { name: "Loading articles" }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("lists the articles with how far the member read each", async () => {
    const { server } = renderApp({
      path: "/read",
      signedIn: true,
      api: {
        "GET /api/content": {
          body: page([
            testArticle(1, { progress: { position: 0.4, completedAt: null } }),
            testArticle(2, { progress: { position: 1, completedAt: "2026-03-01T10:00:00.000Z" } }),
            testArticle(3),
          ]),
        },
      },
    });

    const list = await screen.findByRole("list", { name: "Articles" }, { timeout: 5000 });
    const [first, second, third] = within(list).getAllByRole("listitem") as HTMLElement[];
    expect(
      within(first as HTMLElement).getByRole("link", { name: /Closing the books in five days/ }),
    ).toHaveAttribute("href", `/read/${ARTICLE_ID}`);
    expect(
      within(first as HTMLElement).getByText("Three habits mattered more than any tool."),
    ).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText("Read 40%")).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText("Read")).toBeInTheDocument();
    expect(within(third as HTMLElement).queryByText(/^Read/)).not.toBeInTheDocument();
    expect(server.calls("GET /api/content")[0]?.search.get("kind")).toBe("article");
  });

  it("says what will appear when there are no articles, and offers publishing to company admins", async () => {
    renderApp({
      path: "/read",
      signedIn: true,
      api: { "GET /api/profile": { body: companyAdminProfile }, "GET /api/content": { body: page([]) } },
    });
    expect(
      await screen.findByRole("heading", { name: "No articles yet" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Publish the first with Publish article/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Publish article" })).toBeInTheDocument();
  });

  it("shows why the articles could not be loaded and tries again", async () => {
    let calls = 0;
    const { user } = renderApp({
      path: "/read",
      signedIn: true,
      api: {
        "GET /api/content": () => {
          calls += 1;
          return calls === 1
            ? { status: 503, body: { reason: "Failure", messages: ["The library is resting."] } }
            : { body: page([testArticle(1)]) };
        },
      },
    });
    expect(
      await screen.findByText("The articles could not be loaded", undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("The library is resting.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "Articles" })).toBeInTheDocument();
  });
});
