import type { CreateLessonInput } from "@common/learning";
import { screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";
import {
  ARTICLE_ID,
  BASICS_ID,
  COURSE_ID,
  companyAdminProfile,
  lesson,
  libraryArticle,
  QUIZ_LESSON_ID,
  quizLessonDetail,
  section,
  testCourse,
} from "./editor-fixtures";

// The route loads the page lazily; loading it once up front keeps that out of each test's time limits.
import "../../pages/course-editor-page";

const PATH = `/courses/${COURSE_ID}/edit`;
const LESSONS = `POST /api/courses/${COURSE_ID}/lessons`;
/** Typing a whole quiz takes a while on a busy machine. */
const QUIZ_TEST_TIMEOUT_MS = 40_000;

const withQuiz = testCourse({
  sections: [
    section(BASICS_ID, "Basics", [
      lesson(1, { title: "Passkeys in practice" }),
      lesson(4, { id: QUIZ_LESSON_ID, kind: "quiz", title: "Check yourself", contentId: null, minutes: 1 }),
    ]),
  ],
});

async function openAddLesson(user: ReturnType<typeof renderApp>["user"], sectionName = "Basics") {
  await user.click(await screen.findByRole("button", { name: `Add lesson to ${sectionName}` }));
  return screen.findByRole("dialog", { name: `Add a lesson to ${sectionName}` });
}

describe("adding a quiz", () => {
  it(
    "asks for two options and a right one, then sends the quiz with the right options by index",
    async () => {
      const { user, server } = renderApp({
        path: PATH,
        signedIn: true,
        api: {
          "GET /api/profile": { body: companyAdminProfile },
          [`GET /api/courses/${COURSE_ID}`]: { body: testCourse() },
          "GET /api/content": { body: { items: [], nextCursor: null } },
          [LESSONS]: { status: 201, body: testCourse() },
        },
      });
      const dialog = await openAddLesson(user);
      await user.click(within(dialog).getByRole("tab", { name: "Quiz" }));
      await user.type(within(dialog).getByRole("textbox", { name: "Quiz title" }), "Check yourself");
      const question = within(dialog).getByRole("group", { name: "Question 1" });
      await user.type(within(question).getByRole("textbox", { name: "Question 1" }), "What comes first?");
      await user.type(within(question).getByRole("textbox", { name: "Option 1" }), "Inventory");
      await user.click(within(question).getByRole("button", { name: "Remove option 2 of question 1" }));
      await user.click(within(dialog).getByRole("button", { name: "Add quiz" }));

      expect(await within(question).findByText("Give at least two options.")).toBeInTheDocument();
      await user.click(within(question).getByRole("button", { name: "Add option to question 1" }));
      await user.type(within(question).getByRole("textbox", { name: "Option 2" }), "Firewalls");
      expect(await within(question).findByText("Mark the right option.")).toBeInTheDocument();
      expect(server.calls(LESSONS)).toHaveLength(0);

      await user.click(within(question).getByRole("radio", { name: "Option 1 of question 1 is right" }));
      await waitFor(() =>
        expect(within(question).queryByText("Mark the right option.")).not.toBeInTheDocument(),
      );
      await user.click(within(dialog).getByRole("button", { name: "Add question" }));
      const second = within(dialog).getByRole("group", { name: "Question 2" });
      await user.type(within(second).getByRole("textbox", { name: "Question 2" }), "Which are factors?");
      await user.click(within(second).getByRole("switch", { name: "More than one right answer" }));
      await user.type(within(second).getByRole("textbox", { name: "Option 1" }), "A password");
      await user.type(within(second).getByRole("textbox", { name: "Option 2" }), "A passkey");
      await user.click(within(second).getByRole("checkbox", { name: "Option 1 of question 2 is right" }));
      await user.click(within(second).getByRole("checkbox", { name: "Option 2 of question 2 is right" }));
      const passMark = within(dialog).getByRole("spinbutton", { name: "Pass mark" });
      await user.clear(passMark);
      await user.type(passMark, "50");
      await user.click(within(dialog).getByRole("button", { name: "Add quiz" }));

      await waitFor(() => expect(server.calls(LESSONS)).toHaveLength(1));
      expect(server.calls(LESSONS)[0]?.body).toEqual({
        sectionId: BASICS_ID,
        title: "Check yourself",
        quiz: {
          passMark: 50,
          questions: [
            {
              prompt: "What comes first?",
              multiple: false,
              options: [{ text: "Inventory" }, { text: "Firewalls" }],
              correct: [0],
            },
            {
              prompt: "Which are factors?",
              multiple: true,
              options: [{ text: "A password" }, { text: "A passkey" }],
              correct: [0, 1],
            },
          ],
        },
      } satisfies CreateLessonInput);
      expect(await screen.findByText("Check yourself is added to Basics.")).toBeInTheDocument();
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    },
    QUIZ_TEST_TIMEOUT_MS,
  );

  it("loads a saved quiz back with its right answer marked, and saves the change", async () => {
    const { user, server } = renderApp({
      path: PATH,
      signedIn: true,
      api: {
        "GET /api/profile": { body: companyAdminProfile },
        [`GET /api/courses/${COURSE_ID}`]: { body: withQuiz },
        [`GET /api/courses/${COURSE_ID}/lessons/${QUIZ_LESSON_ID}`]: { body: quizLessonDetail() },
        [`PATCH /api/courses/${COURSE_ID}/lessons/${QUIZ_LESSON_ID}`]: { body: withQuiz },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Edit quiz Check yourself" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit quiz Check yourself" });
    const question = await within(dialog).findByRole("group", { name: "Question 1" });
    expect(within(question).getByRole("textbox", { name: "Question 1" })).toHaveValue("What comes first?");
    expect(within(question).getByRole("radio", { name: "Option 1 of question 1 is right" })).toBeChecked();
    expect(within(dialog).getByRole("spinbutton", { name: "Pass mark" })).toHaveValue(80);

    await user.click(within(question).getByRole("radio", { name: "Option 2 of question 1 is right" }));
    await user.click(within(dialog).getByRole("button", { name: "Save quiz" }));

    await waitFor(() =>
      expect(server.calls(`PATCH /api/courses/${COURSE_ID}/lessons/${QUIZ_LESSON_ID}`)).toHaveLength(1),
    );
    expect(server.calls(`PATCH /api/courses/${COURSE_ID}/lessons/${QUIZ_LESSON_ID}`)[0]?.body).toEqual({
      title: "Check yourself",
      quiz: {
        passMark: 80,
        questions: [
          {
            prompt: "What comes first?",
            multiple: false,
            options: [{ text: "Inventory" }, { text: "Firewalls" }],
            correct: [1],
          },
        ],
      },
    });
  });
});

describe("adding a video or article", () => {
  it("finds it in the library and says in the dialog when the server refuses it", async () => {
    const { user, server } = renderApp({
      path: PATH,
      signedIn: true,
      api: {
        "GET /api/profile": { body: companyAdminProfile },
        [`GET /api/courses/${COURSE_ID}`]: { body: testCourse() },
        "GET /api/content": ({ search }) => ({
          body: {
            items: search.get("search") === "least" ? [libraryArticle()] : [],
            nextCursor: null,
          },
        }),
        [LESSONS]: {
          status: 409,
          body: {
            reason: "AlreadyExists",
            messages: ["This video or article is already a lesson of the course."],
          },
        },
      },
    });
    const dialog = await openAddLesson(user, "Next steps");
    await user.type(within(dialog).getByRole("combobox", { name: "Find a video or article" }), "least");
    await user.click(await screen.findByRole("option", { name: /Least privilege, step by step/ }));
    await user.click(within(dialog).getByRole("button", { name: "Add lesson" }));

    expect(
      await within(dialog).findByText("This video or article is already a lesson of the course."),
    ).toBeInTheDocument();
    expect(server.calls(LESSONS).map((call) => call.body)).toEqual([
      { sectionId: "7a0e0000-0000-4000-8000-0000000000b2", contentId: ARTICLE_ID },
    ]);
  });
});
