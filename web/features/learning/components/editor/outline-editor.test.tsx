import type { CourseOutlineInput } from "@common/learning";
import { screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";
import {
  BASICS_ID,
  COURSE_ID,
  companyAdminProfile,
  LESSON_IDS,
  NEXT_STEPS_ID,
  testCourse,
} from "./editor-fixtures";
import { orderOf, withOrder } from "./outline-model";

// The route loads the page lazily; loading it once up front keeps that out of each test's time limits.
import "../../pages/course-editor-page";

const PATH = `/courses/${COURSE_ID}/edit`;
const OUTLINE = `PUT /api/courses/${COURSE_ID}/outline`;
const [FIRST, SECOND, THIRD] = LESSON_IDS as [string, string, string];

/** The editor of testCourse(), whose outline answers with the course in the order it was sent. */
function renderEditor(outline: { status?: number } = {}) {
  const course = testCourse();
  return renderApp({
    path: PATH,
    signedIn: true,
    api: {
      "GET /api/profile": { body: companyAdminProfile },
      [`GET /api/courses/${COURSE_ID}`]: { body: course },
      [OUTLINE]: ({ body }) =>
        outline.status
          ? {
              status: outline.status,
              body: {
                reason: "Invalid",
                messages: ["sections: give every section of the course, each once"],
              },
            }
          : { body: withOrder(course, (body as CourseOutlineInput).sections) },
    },
  });
}

const lessonTitles = (sectionName: string) =>
  within(screen.getByRole("list", { name: `Lessons of ${sectionName}` }))
    .getAllByRole("listitem")
    .map((item) => item.textContent?.replace(/^\d+\./, "").replace(/(Video|Article|Quiz) · .*$/, ""));

describe("the outline's Move buttons", () => {
  it("move a lesson within its section and send the whole order", async () => {
    const { user, server } = renderEditor();
    await user.click(await screen.findByRole("button", { name: "Move Closing the books up" }));

    expect(lessonTitles("Basics")).toEqual(["Closing the books", "Passkeys in practice"]);
    await waitFor(() => expect(server.calls(OUTLINE)).toHaveLength(1));
    expect(server.calls(OUTLINE)[0]?.body).toEqual({
      sections: [
        { id: BASICS_ID, lessonIds: [SECOND, FIRST] },
        { id: NEXT_STEPS_ID, lessonIds: [THIRD] },
      ],
    });
    // Said to screen readers, in a live region.
    expect(
      screen.getByText("Lesson 2, “Closing the books”, moved to position 1 of 2 in section Basics."),
    ).toHaveAttribute("role", "status");
    // The button pressed keeps the focus as its row moves.
    expect(screen.getByRole("button", { name: "Move Closing the books up" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move Closing the books down" })).toHaveFocus();
  });

  it("move a section's last lesson down into the next section, first", async () => {
    const { user, server } = renderEditor();
    await user.click(await screen.findByRole("button", { name: "Move Closing the books down" }));

    await waitFor(() => expect(server.calls(OUTLINE)).toHaveLength(1));
    expect(server.calls(OUTLINE)[0]?.body).toEqual({
      sections: [
        { id: BASICS_ID, lessonIds: [FIRST] },
        { id: NEXT_STEPS_ID, lessonIds: [SECOND, THIRD] },
      ],
    });
    expect(lessonTitles("Next steps")).toEqual(["Closing the books", "Rolling out"]);
  });

  it("move a section with its lessons", async () => {
    const { user, server } = renderEditor();
    await user.click(await screen.findByRole("button", { name: "Move section Next steps up" }));

    await waitFor(() => expect(server.calls(OUTLINE)).toHaveLength(1));
    expect(server.calls(OUTLINE)[0]?.body).toEqual({
      sections: [
        { id: NEXT_STEPS_ID, lessonIds: [THIRD] },
        { id: BASICS_ID, lessonIds: [FIRST, SECOND] },
      ],
    });
    const headings = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(["Section 1: Next steps", "Section 2: Basics"]);
  });

  it("put the order back when the server refuses it, and say why", async () => {
    const { user } = renderEditor({ status: 400 });
    await user.click(await screen.findByRole("button", { name: "Move Closing the books up" }));

    expect(
      await screen.findByText("sections: give every section of the course, each once"),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(lessonTitles("Basics")).toEqual(["Passkeys in practice", "Closing the books"]),
    );
  });

  it("cannot move the course's first lesson up or its last one down", async () => {
    renderEditor();
    expect(await screen.findByRole("button", { name: "Move Passkeys in practice up" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move Rolling out down" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move section Basics up" })).toBeDisabled();
    expect(orderOf(testCourse())).toHaveLength(2);
  });
});
