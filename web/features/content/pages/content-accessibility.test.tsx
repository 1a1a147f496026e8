// Structural accessibility checks with axe on Watch and Read, as web/app/accessibility.test.tsx does
// for the other pages. Colour contrast needs a real layout engine; the browser tests check it.
import { screen } from "@testing-library/react";
import { axeViolations } from "@web/test/axe";
import { renderApp } from "@web/test/render-app";
import { PHONE, setViewport } from "@web/test/viewport";
import { describe, expect, it } from "vitest";
import {
  ARTICLE_ID,
  companyAdminProfile,
  detail,
  page,
  testArticle,
  testVideo,
  VIDEO_ID,
} from "../testing/content-fixtures";

/** What a company admin sees: items with progress, and the publishing and editing controls. */
const api = {
  "GET /api/profile": { body: companyAdminProfile },
  "GET /api/content": ({ search }: { search: URLSearchParams }) => ({
    body:
      search.get("kind") === "video"
        ? page([testVideo(1, { progress: { position: 200, completedAt: null } }), testVideo(2)], "more")
        : page([testArticle(1, { progress: { position: 0.4, completedAt: null } }), testArticle(2)], "more"),
  }),
  [`GET /api/content/${VIDEO_ID}`]: { body: detail(testVideo(), { viewerCanEdit: true }) },
  [`GET /api/content/${ARTICLE_ID}`]: {
    body: detail(testArticle(1, { coverUrl: "/api/files/images/cover.png" }), { viewerCanEdit: true }),
  },
};

const PAGES: [string, string][] = [
  ["/watch", "Watch"],
  [`/watch/${VIDEO_ID}`, "Passkeys in practice"],
  ["/read", "Read"],
  [`/read/${ARTICLE_ID}`, "Closing the books in five days"],
  ["/watch/not-a-video", "This video is not available"],
];

describe("accessibility of Watch and Read", () => {
  it.each(PAGES)("%s has no axe violations", async (path, heading) => {
    renderApp({ path, signedIn: true, api });
    await screen.findByRole("heading", { level: 1, name: heading }, { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await axeViolations()).toEqual([]);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it.each(PAGES.slice(0, 4))("%s has no axe violations at phone width", async (path, heading) => {
    setViewport(PHONE);
    renderApp({ path, signedIn: true, api });
    await screen.findByRole("heading", { level: 1, name: heading }, { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await axeViolations()).toEqual([]);
  });

  it.each([
    ["/watch", "Publish video", "Publish a video"],
    ["/read", "Publish article", "Publish an article"],
    [`/watch/${VIDEO_ID}`, "Edit video", "Edit Passkeys in practice"],
  ])(
    "the dialog opened from %s by %s has no axe violations",
    async (path, button, dialogName) => {
      const { user } = renderApp({ path, signedIn: true, api });
      await user.click(await screen.findByRole("button", { name: button }, { timeout: 5000 }));
      // The page behind a modal dialog is aria-hidden by design, so the dialog alone is checked.
      expect(await axeViolations(await screen.findByRole("dialog", { name: dialogName }))).toEqual([]);
    },
    20_000,
  );
});
