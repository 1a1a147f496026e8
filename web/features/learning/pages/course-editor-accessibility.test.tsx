// Structural accessibility checks with axe on the course editor's pages and dialogs, as
// web/app/accessibility.test.tsx does for the other pages. Colour contrast needs a real layout
// engine; the browser tests check it.
import { screen, within } from "@testing-library/react";
import { axeViolations } from "@web/test/axe";
import { renderApp } from "@web/test/render-app";
import { PHONE, setViewport } from "@web/test/viewport";
import { describe, expect, it } from "vitest";
import {
  COURSE_ID,
  companyAdminProfile,
  libraryArticle,
  testCourse,
} from "../components/editor/editor-fixtures";

const published = testCourse({
  id: "7a0e0000-0000-4000-8000-000000000002",
  title: "Identity basics",
  status: "published",
  publishedAt: "2026-03-02T10:00:00.000Z",
});

const api = {
  "GET /api/profile": { body: companyAdminProfile },
  "GET /api/courses": { body: { items: [testCourse(), published], nextCursor: null } },
  [`GET /api/courses/${COURSE_ID}`]: { body: testCourse() },
  "GET /api/content": { body: { items: [libraryArticle()], nextCursor: null } },
};

const PAGES: [string, string][] = [
  ["/courses/mine", "My courses"],
  ["/courses/new", "New course"],
  [`/courses/${COURSE_ID}/edit`, "Edit Zero trust in a quarter"],
  ["/courses/not-a-course/edit", "Course not found"],
];

describe("accessibility of the course editor", () => {
  it.each(PAGES)("%s has no axe violations", async (path, heading) => {
    renderApp({ path, signedIn: true, api });
    await screen.findByRole("heading", { level: 1, name: heading }, { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await axeViolations()).toEqual([]);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it.each(PAGES.slice(0, 3))("%s has no axe violations at phone width", async (path, heading) => {
    setViewport(PHONE);
    renderApp({ path, signedIn: true, api });
    await screen.findByRole("heading", { level: 1, name: heading }, { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await axeViolations()).toEqual([]);
  });

  it.each([
    ["Add lesson to Basics", "Add a lesson to Basics", null],
    ["Add lesson to Basics", "Add a lesson to Basics", "Quiz"],
    ["Publish", "Publish Zero trust in a quarter?", null],
    ["Rename section Basics", "Rename the section", null],
  ])(
    "the dialog opened by %s (%s, %s tab) has no axe violations",
    async (button, dialogName, tab) => {
      const { user } = renderApp({ path: `/courses/${COURSE_ID}/edit`, signedIn: true, api });
      await user.click(await screen.findByRole("button", { name: button }, { timeout: 5000 }));
      const dialog = await screen.findByRole("dialog", { name: dialogName });
      if (tab) await user.click(within(dialog).getByRole("tab", { name: tab }));
      // The page behind a modal dialog is aria-hidden by design, so the dialog alone is checked.
      expect(await axeViolations(dialog)).toEqual([]);
    },
    20_000,
  );
});
