import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it, vi } from "vitest";
import { ARTICLE_ID, detail, page, testArticle } from "../testing/content-fixtures";

const PATH = `/read/${ARTICLE_ID}`;
const ITEM = `GET /api/content/${ARTICLE_ID}`;
const PROGRESS = `PUT /api/content/${ARTICLE_ID}/progress`;
const ARTICLE_HEIGHT = 2000;

/** Puts the article's top this many pixels from the top of the window (the window is 900 px high). */
function placeArticle(top: number) {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    const height = this.tagName === "ARTICLE" ? ARTICLE_HEIGHT : 0;
    return {
      top,
      height,
      bottom: top + height,
      left: 0,
      right: 0,
      width: 0,
      x: 0,
      y: top,
      toJSON: () => ({}),
    };
  });
}

const progressReply = ({ body }: { body: unknown }) => {
  const input = body as { position: number; completed?: boolean };
  return {
    body: { position: input.position, completedAt: input.completed ? "2026-03-03T10:00:00.000Z" : null },
  };
};

describe("the article page", () => {
  it("shows the article as Markdown with its publisher and tags", async () => {
    renderApp({ path: PATH, signedIn: true, api: { [ITEM]: { body: detail(testArticle()) } } });
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "Closing the books in five days" },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    const article = screen.getByRole("article", { name: "Closing the books in five days" });
    expect(article).toHaveTextContent("Bank reconciliations ran daily.");
    expect(screen.getByRole("heading", { level: 3, name: "One checklist" })).toBeInTheDocument();
    expect(screen.getByText("Ledgerly")).toBeInTheDocument();
    expect(screen.getByText("Three habits mattered more than any tool.")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Intent types" })).toHaveTextContent("ERP & Finance Systems");
    expect(screen.getByText("End of the article.")).toBeInTheDocument();
  });

  it("opens where the member left off", async () => {
    placeArticle(300);
    const scrollTo = vi.fn();
    vi.stubGlobal("scrollTo", scrollTo);
    const item = detail(testArticle(1, { progress: { position: 0.5, completedAt: null } }));
    renderApp({ path: PATH, signedIn: true, api: { [ITEM]: { body: item } } });
    expect(
      await screen.findByText("You had read 50% of this article; it opens where you left off.", undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    // The article's middle (300 + 1000 px down) at the bottom of a 900 px window.
    expect(scrollTo).toHaveBeenCalledWith({ top: 400 });
  });

  it("saves how far the member scrolled shortly after they stop", async () => {
    const { server } = renderApp({
      path: PATH,
      signedIn: true,
      api: {
        [ITEM]: { body: detail(testArticle()) },
        [PROGRESS]: progressReply,
        "GET /api/content": { body: page([]) },
      },
    });
    await screen.findByRole("article", undefined, { timeout: 5000 });
    placeArticle(-300);
    fireEvent.scroll(window);
    await waitFor(() => expect(server.calls(PROGRESS)).toHaveLength(1), { timeout: 3000 });
    expect(server.calls(PROGRESS)[0]?.body).toEqual({ position: 0.6 });
  });

  it("marks the article read on reaching its end", async () => {
    const { server } = renderApp({
      path: PATH,
      signedIn: true,
      api: {
        [ITEM]: { body: detail(testArticle()) },
        [PROGRESS]: progressReply,
        "GET /api/content": { body: page([]) },
      },
    });
    await screen.findByRole("article", undefined, { timeout: 5000 });
    placeArticle(-1100);
    fireEvent.scroll(window);
    expect(await screen.findByText("You have read this article.")).toBeInTheDocument();
    expect(server.calls(PROGRESS).map((call) => call.body)).toEqual([{ position: 1, completed: true }]);
  });

  it("says the article is not here for an unknown id", async () => {
    renderApp({
      path: PATH,
      signedIn: true,
      api: { [ITEM]: { status: 404, body: { reason: "NotFound", messages: ["Content not found."] } } },
    });
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "This article is not available" },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Read" })).toHaveAttribute("href", "/read");
  });

  it("does not show a video as an article", async () => {
    renderApp({
      path: PATH,
      signedIn: true,
      api: { [ITEM]: { body: detail(testArticle(1, { kind: "video" })) } },
    });
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "This article is not available" },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it("shows why the article could not be loaded and tries again", async () => {
    let calls = 0;
    const { user } = renderApp({
      path: PATH,
      signedIn: true,
      api: {
        [ITEM]: () => {
          calls += 1;
          return calls === 1
            ? {
                status: 500,
                body: { reason: "InternalError", messages: ["Something went wrong on our side."] },
              }
            : { body: detail(testArticle()) };
        },
      },
    });
    expect(
      await screen.findByText("The article could not be loaded", undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article")).toBeInTheDocument();
  });
});
